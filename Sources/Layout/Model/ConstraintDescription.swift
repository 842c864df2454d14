// SHARED CONTRACT between the parsers (Parsing/) and the engine (Engine/).
import Cassowary
import Geometry

public typealias LayoutPriority = Cassowary.Priority
public typealias LayoutRelation = Cassowary.Relation

/// An NSLayoutConstraint.Attribute. Leading/trailing follow left-to-right.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case leftMargin, rightMargin, leadingMargin, trailingMargin, topMargin, bottomMargin
    case centerXWithinMargins, centerYWithinMargins
    case firstBaseline, lastBaseline

    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }
    /// width and height: a size, not a position.
    public var isSize: Bool { self == .width || self == .height }
}

/// What a constraint's item names: a view (a declared id, `root` or `window`), or one
/// of a view's layout guides: `safeArea` and `margins` on every view, and a scroll
/// view's `contentLayoutGuide` (its content area: constraints to it decide `contentSize`)
/// and `frameLayoutGuide` (its frame, which stays put on screen while the content scrolls).
public struct ItemReference: Hashable, Sendable, CustomStringConvertible {
    public enum Guide: String, Hashable, Sendable, CaseIterable {
        case safeArea, margins, contentLayoutGuide, frameLayoutGuide
        /// Only a UIScrollView has it.
        public var belongsToScrollViews: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }

        /// The UIView property UIKit code names the guide by (`view.safeAreaLayoutGuide`),
        /// so a string written as in Swift is told the short name.
        public var uikitName: String {
            switch self {
            case .safeArea: return "safeAreaLayoutGuide"
            case .margins: return "layoutMarginsGuide"
            case .contentLayoutGuide, .frameLayoutGuide: return rawValue
            }
        }
    }
    public var view: ViewID
    public var guide: Guide?
    public init(view: ViewID, guide: Guide? = nil) { self.view = view; self.guide = guide }
    public var description: String { guide.map { "\(view).\($0.rawValue)" } ?? view.name }
}

/// Where a constraint came from in the user's input, so messages can point at it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// A JSON path such as `$.constraints[3]` (or `$.constraints[3].vfl`).
    public var path: String
    public var line: Int?
    public var column: Int?
    public init(path: String, line: Int? = nil, column: Int? = nil) { self.path = path; self.line = line; self.column = column }
    public var description: String {
        if let line, let column { return "\(line):\(column) \(path)" }
        return path
    }
}

/// A constraint as described, before it is installed:
/// `first.attribute RELATION multiplier × second.attribute + constant @priority`,
/// or with no second item `first.attribute RELATION constant`.
public struct ConstraintDescription: Hashable, Sendable {
    public var id: LayoutConstraintID?
    public var firstItem: ItemReference
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: ItemReference?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    public var isActive: Bool
    public var source: SourceLocation?
    /// A size-class variation: the constraint is installed (and so in effect when active)
    /// only while the traits match; nil installs it always.
    public var condition: SizeClassCondition?
    /// Made by UIKit rather than by the app (an imported log's `UIView-Encapsulated-Layout-…`,
    /// autoresizing-mask, `UISV-…` constraints): breaking prefers the app's own constraints.
    public var isMadeByUIKit = false

    public init(id: LayoutConstraintID? = nil, firstItem: ItemReference, firstAttribute: LayoutAttribute,
                relation: LayoutRelation = .equal, secondItem: ItemReference? = nil,
                secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
                priority: LayoutPriority = .required, isActive: Bool = true, source: SourceLocation? = nil,
                condition: SizeClassCondition? = nil) {
        self.id = id; self.firstItem = firstItem; self.firstAttribute = firstAttribute
        self.relation = relation; self.secondItem = secondItem; self.secondAttribute = secondAttribute
        self.multiplier = multiplier; self.constant = constant; self.priority = priority
        self.isActive = isActive; self.source = source; self.condition = condition
    }
}
