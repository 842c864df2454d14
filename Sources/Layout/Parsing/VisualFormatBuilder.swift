/// Makes the constraints a parsed Visual Format string stands for (rules and order are
/// documented on `VisualFormat`).
struct VisualFormatBuilder {
    private let syntax: VisualFormatSyntax
    private let alignments: [LayoutAttribute]
    private let leadingEdge, trailingEdge, dimension: LayoutAttribute
    /// `|`, resolved once; nil when the format has no `|`.
    private let superview: ItemReference?
    private var constraints: [ConstraintDescription] = []

    init(syntax: VisualFormatSyntax, options: [VisualFormatOption], format: String,
         parentOf: (String) -> String?) throws {
        let scanner = TextScanner(format)
        self.syntax = syntax
        if options.contains(.directionLeftToRight), options.contains(.directionLeadingToTrailing) {
            throw scanner.error("options directionLeftToRight and directionLeadingToTrailing exclude each other",
                                at: 0)
        }
        let leftToRight = options.contains(.directionLeftToRight)
        if syntax.isVertical {
            (leadingEdge, trailingEdge, dimension) = (.top, .bottom, .height)
        } else {
            (leadingEdge, trailingEdge, dimension) = leftToRight ? (.left, .right, .width) : (.leading, .trailing, .width)
        }
        alignments = try Self.alignments(in: options, isVertical: syntax.isVertical, scanner: scanner)
        superview = try Self.resolveSuperview(of: syntax, parentOf: parentOf, scanner: scanner)
    }

    mutating func build() -> [ConstraintDescription] {
        for (index, element) in syntax.elements.enumerated() {
            if index > 0 { connect(syntax.elements[index - 1], element, by: syntax.connections[index - 1]) }
            if case .view(let view) = element { addSizePredicates(of: view) }
        }
        let views = syntax.elements.compactMap { element -> String? in
            if case .view(let view) = element { return view.name } else { return nil }
        }
        for attribute in alignments {
            for (earlier, later) in zip(views, views.dropFirst()) {
                constraints.append(ConstraintDescription(firstItem: ItemReference(view: earlier), firstAttribute: attribute,
                                                         secondItem: ItemReference(view: later), secondAttribute: attribute))
            }
        }
        return constraints
    }

    /// The constraints for one connection: the later edge measured from the earlier one.
    private mutating func connect(_ before: VisualFormatSyntax.Element, _ after: VisualFormatSyntax.Element,
                                  by connection: VisualFormatSyntax.Connection) {
        let first: (ItemReference, LayoutAttribute), second: (ItemReference, LayoutAttribute)
        var touchesSuperview = true
        switch (before, after) {
        case (.superview, .view(let view)):
            (first, second) = ((ItemReference(view: view.name), leadingEdge), (superviewItem, leadingEdge))
        case (.view(let view), .superview):
            (first, second) = ((superviewItem, trailingEdge), (ItemReference(view: view.name), trailingEdge))
        case (.view(let earlier), .view(let later)):
            (first, second) = ((ItemReference(view: later.name), leadingEdge), (ItemReference(view: earlier.name), trailingEdge))
            touchesSuperview = false
        case (.superview, .superview):
            fatalError("VisualFormatReader never puts two superviews next to each other")
        }
        for predicate in Self.predicates(of: connection, standard: touchesSuperview
                                         ? VisualFormat.standardSuperviewSpacing : VisualFormat.standardSiblingSpacing) {
            guard case .constant(let spacing) = predicate.object else {
                fatalError("VisualFormatReader only reads constants between views")
            }
            constraints.append(ConstraintDescription(firstItem: first.0, firstAttribute: first.1,
                                                     relation: predicate.relation, secondItem: second.0,
                                                     secondAttribute: second.1, constant: spacing,
                                                     priority: predicate.priority))
        }
    }

    private mutating func addSizePredicates(of view: VisualFormatSyntax.View) {
        for predicate in view.predicates {
            var constraint = ConstraintDescription(firstItem: ItemReference(view: view.name), firstAttribute: dimension,
                                                   relation: predicate.relation, priority: predicate.priority)
            switch predicate.object {
            case .constant(let value): constraint.constant = value
            case .view(let other):
                constraint.secondItem = ItemReference(view: other)
                constraint.secondAttribute = dimension
            }
            constraints.append(constraint)
        }
    }

    private var superviewItem: ItemReference {
        guard let superview else { fatalError("a format with '|' always has a resolved superview") }
        return superview
    }

    private static func predicates(of connection: VisualFormatSyntax.Connection,
                                   standard: Double) -> [VisualFormatSyntax.Predicate] {
        switch connection {
        case .flush: return [.init(relation: .equal, object: .constant(0), priority: .required, offset: 0)]
        case .standard: return [.init(relation: .equal, object: .constant(standard), priority: .required, offset: 0)]
        case .predicates(let predicates): return predicates
        }
    }

    /// The attributes to align, in option order without repeats; each must lie across the
    /// format's axis, as UIKit requires.
    private static func alignments(in options: [VisualFormatOption], isVertical: Bool,
                                   scanner: TextScanner) throws -> [LayoutAttribute] {
        var alignments: [LayoutAttribute] = []
        for option in options {
            guard let attribute = option.alignmentAttribute, !alignments.contains(attribute) else { continue }
            guard attribute.isHorizontal == isVertical else {
                let across = isVertical ? "left, right, leading, trailing, centerX" : "top, bottom, centerY, baselines"
                throw scanner.error("option \(option.rawValue) aligns along the \(isVertical ? "V:" : "H:") format's own "
                                    + "axis; alignment must be across it (\(across))", at: 0)
            }
            alignments.append(attribute)
        }
        return alignments
    }

    /// The single parent of every view in the chain, which is what `|` stands for.
    private static func resolveSuperview(of syntax: VisualFormatSyntax, parentOf: (String) -> String?,
                                         scanner: TextScanner) throws -> ItemReference? {
        var bar: Int?
        var views: [String] = []
        for element in syntax.elements {
            switch element {
            case .superview(let offset): bar = bar ?? offset
            case .view(let view): views.append(view.name)
            }
        }
        guard let bar else { return nil }
        var found: (parent: String, child: String)?
        for view in views {
            guard let parent = parentOf(view) else {
                // Apple's wording, naming the view.
                throw scanner.error("unable to interpret '|' character, because the related view '\(view)' "
                                    + "doesn't have a superview", at: bar)
            }
            if let found, found.parent != parent {
                throw scanner.error("'|' is ambiguous: '\(found.child)' is in '\(found.parent)' but '\(view)' is in "
                                    + "'\(parent)'", at: bar)
            }
            found = found ?? (parent, view)
        }
        return found.map { ItemReference(view: $0.parent) }
    }
}
