import Cassowary
import Geometry
import Layout

/// PureLayout-style shorthands (`pinEdges`, `center`, `size`) expanded into plain
/// constraint descriptions, as the timeline's shorthand entries ask.
///
/// Promises: pure functions; the result lists constraints in the order the edges (or
/// width, height; centerX, centerY) are given; the view is always the first item, and
/// insets always push inward, so far edges (bottom, trailing, right) get `- inset` and,
/// for inequalities, the opposite relation (PureLayout's rule), which keeps "inset ≥ 10"
/// meaning "at least 10 points inside" on every edge. A leading inset that is not given
/// falls back to the one on the same side of the screen (`left` in a left-to-right
/// layout), and the other way round.
public enum Shorthand {
    /// Inward insets per edge; `leading`/`trailing` fall back to the screen side they
    /// stand for in the layout direction and the other way round; missing ones are 0.
    public struct Insets: Hashable, Sendable {
        public var top, left, bottom, right, leading, trailing: Double?
        public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil,
                    leading: Double? = nil, trailing: Double? = nil) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
            self.leading = leading; self.trailing = trailing
        }
        public static let zero = Insets()
        public static func uniform(_ value: Double) -> Insets { Insets(top: value, left: value, bottom: value, right: value) }

        public func inset(for edge: PinEdge, direction: LayoutDirection = .leftToRight) -> Double {
            let ltr = direction.leadingIsLeft
            switch edge {
            case .top: return top ?? 0
            case .bottom: return bottom ?? 0
            case .leading: return leading ?? (ltr ? left : right) ?? 0
            case .trailing: return trailing ?? (ltr ? right : left) ?? 0
            case .left: return left ?? (ltr ? leading : trailing) ?? 0
            case .right: return right ?? (ltr ? trailing : leading) ?? 0
            }
        }
    }

    /// `view.edge == target.edge ± inset` for each edge; `relation` applies to the inset.
    public static func pinEdges(view: String, to target: PinTarget = .superview, edges: [PinEdge] = PinEdge.all,
                                insets: Insets = .zero, relation: LayoutRelation = .equal,
                                direction: LayoutDirection = .leftToRight,
                                parentOf: (String) -> String?) throws -> [ConstraintDescription] {
        let anchor = try reference(for: target, of: view, parentOf: parentOf)
        var seen: [PinEdge] = []
        return try edges.map { edge in
            guard !seen.contains(edge) else { throw ShorthandError(message: "edge '\(edge.rawValue)' is listed twice") }
            seen.append(edge)
            let inset = insets.inset(for: edge, direction: direction)
            return ConstraintDescription(firstItem: ItemReference(view: ViewID(view)), firstAttribute: edge.attribute,
                                         relation: edge.isFarEdge ? seenFromOtherSide(relation) : relation,
                                         secondItem: anchor, secondAttribute: edge.attribute,
                                         constant: edge.isFarEdge ? -inset : inset)
        }
    }

    /// `view.centerX == target.centerX` and `view.centerY == target.centerY`.
    public static func center(view: String, in target: PinTarget = .superview,
                              parentOf: (String) -> String?) throws -> [ConstraintDescription] {
        let anchor = try reference(for: target, of: view, parentOf: parentOf)
        return [LayoutAttribute.centerX, .centerY].map {
            ConstraintDescription(firstItem: ItemReference(view: ViewID(view)), firstAttribute: $0,
                                  secondItem: anchor, secondAttribute: $0)
        }
    }

    /// `view.width == width` and/or `view.height == height`; at least one is needed, and
    /// neither may be negative.
    public static func size(view: String, width: Double? = nil, height: Double? = nil) throws -> [ConstraintDescription] {
        guard width != nil || height != nil else {
            throw ShorthandError(message: "size of '\(view)' needs a width, a height or both")
        }
        return try [(LayoutAttribute.width, width), (.height, height)].compactMap { attribute, value in
            guard let value else { return nil }
            guard value >= 0, value.isFinite else {
                throw ShorthandError(message: "\(attribute) of '\(view)' must be a finite number ≥ 0, not \(value)")
            }
            return ConstraintDescription(firstItem: ItemReference(view: ViewID(view)), firstAttribute: attribute, constant: value)
        }
    }

    /// `<=` for `>=` and back: the same bound on the inset, written from the view's side.
    private static func seenFromOtherSide(_ relation: LayoutRelation) -> LayoutRelation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }

    private static func reference(for target: PinTarget, of view: String,
                                  parentOf: (String) -> String?) throws -> ItemReference {
        guard let parent = parentOf(view) else {
            throw ShorthandError(message: "'\(view)' has no superview to pin or center it in")
        }
        switch target {
        case .superview: return ItemReference(view: ViewID(parent))
        case .safeArea: return ItemReference(view: ViewID(parent), guide: .safeArea)
        case .margins: return ItemReference(view: ViewID(parent), guide: .margins)
        }
    }
}

/// A shorthand that cannot be expanded (no superview, no size given, an edge twice);
/// `message` says which and why.
public struct ShorthandError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
