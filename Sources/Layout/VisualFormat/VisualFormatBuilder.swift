import Geometry

/// Makes the constraints a parsed Visual Format string stands for (rules and order are
/// documented on `VisualFormat`).
struct VisualFormatBuilder {
    private let syntax: VisualFormatSyntax
    private let alignments: [LayoutAttribute]
    /// The edges a connection relates, in the order the format runs: where an element
    /// starts and where it ends, and its thickness along the axis.
    private let leadingEdge, trailingEdge, dimension: LayoutAttribute
    /// Whether the format runs towards larger coordinates (false for `directionRightToLeft`,
    /// where each view sits to the left of the one before it).
    private let increasing: Bool
    /// `spacingBaselineToBaseline`: spacings between two views run from the upper view's
    /// last baseline to the lower view's first baseline.
    private let baselineSpacing: Bool
    /// `|`, resolved once; nil when the format has no `|`.
    private let superview: ItemReference?
    private var constraints: [ConstraintDescription] = []

    init(syntax: VisualFormatSyntax, options: [VisualFormatOption], format: String,
         parentOf: (String) -> String?) throws {
        let scanner = TextScanner(format)
        self.syntax = syntax
        let direction = try Self.single(.direction, in: options, scanner: scanner) ?? .directionLeadingToTrailing
        let spacing = try Self.single(.spacing, in: options, scanner: scanner) ?? .spacingEdgeToEdge
        if syntax.isVertical {
            // UIKit orders V: formats top to bottom whatever the direction option says.
            (leadingEdge, trailingEdge, dimension, increasing) = (.top, .bottom, .height, true)
        } else {
            switch direction {
            case .directionLeftToRight: (leadingEdge, trailingEdge, increasing) = (.left, .right, true)
            case .directionRightToLeft: (leadingEdge, trailingEdge, increasing) = (.right, .left, false)
            default: (leadingEdge, trailingEdge, increasing) = (.leading, .trailing, true)
            }
            dimension = .width
            if spacing == .spacingBaselineToBaseline {
                throw scanner.error("option spacingBaselineToBaseline spaces views vertically and has no meaning in an "
                                    + "H: format; use it with V:, or align baselines in H: with alignAllLastBaseline", at: 0)
            }
        }
        baselineSpacing = spacing == .spacingBaselineToBaseline
        alignments = try Self.alignments(in: options, isVertical: syntax.isVertical, scanner: scanner)
        superview = try Self.resolveSuperview(of: syntax, parentOf: parentOf, scanner: scanner)
    }

    mutating func build() -> [ConstraintDescription] {
        for (index, element) in syntax.elements.enumerated() {
            if index > 0 { connect(syntax.elements[index - 1], element, by: syntax.connections[index - 1]) }
            if case .view(let view) = element { addSizePredicates(of: view) }
        }
        let views = syntax.elements.compactMap { element -> ViewID? in
            if case .view(let view) = element { return ViewID(view.name) } else { return nil }
        }
        for attribute in alignments {
            for (earlier, later) in zip(views, views.dropFirst()) {
                constraints.append(ConstraintDescription(firstItem: ItemReference(view: earlier), firstAttribute: attribute,
                                                         secondItem: ItemReference(view: later), secondAttribute: attribute))
            }
        }
        return constraints
    }

    /// The constraints for one connection: the later edge measured from the earlier one,
    /// written so the constant is the gap (`far == near + gap`, near being the edge with
    /// the smaller coordinate).
    private mutating func connect(_ before: VisualFormatSyntax.Element, _ after: VisualFormatSyntax.Element,
                                  by connection: VisualFormatSyntax.Connection) {
        var later: (ItemReference, LayoutAttribute), earlier: (ItemReference, LayoutAttribute)
        var touchesSuperview = true
        switch (before, after) {
        case (.superview, .view(let view)):
            (later, earlier) = ((ItemReference(view: ViewID(view.name)), leadingEdge), (superviewItem, leadingEdge))
        case (.view(let view), .superview):
            (later, earlier) = ((superviewItem, trailingEdge), (ItemReference(view: ViewID(view.name)), trailingEdge))
        case (.view(let earlierView), .view(let laterView)):
            (later, earlier) = ((ItemReference(view: ViewID(laterView.name)), leadingEdge),
                                (ItemReference(view: ViewID(earlierView.name)), trailingEdge))
            if baselineSpacing { (later.1, earlier.1) = (.firstBaseline, .lastBaseline) }
            touchesSuperview = false
        case (.superview, .superview):
            fatalError("VisualFormatReader never puts two superviews next to each other")
        }
        let (first, second) = increasing ? (later, earlier) : (earlier, later)
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
            var constraint = ConstraintDescription(firstItem: ItemReference(view: ViewID(view.name)), firstAttribute: dimension,
                                                   relation: predicate.relation, priority: predicate.priority)
            switch predicate.object {
            case .constant(let value): constraint.constant = value
            case .view(let other):
                constraint.secondItem = ItemReference(view: ViewID(other))
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

    /// The one option of `group` in `options` (repeats of it are fine); two different
    /// ones contradict each other, which UIKit refuses too.
    private static func single(_ group: VisualFormatOption.Group, in options: [VisualFormatOption],
                               scanner: TextScanner) throws -> VisualFormatOption? {
        var found: VisualFormatOption?
        for option in options where option.group == group {
            if let found, found != option {
                throw scanner.error("options \(found.rawValue) and \(option.rawValue) exclude each other", at: 0)
            }
            found = option
        }
        return found
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
        return found.map { ItemReference(view: ViewID($0.parent)) }
    }
}
