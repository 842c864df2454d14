import Geometry
import Layout

extension NSLayoutConstraint {
    /// UIKit's relation with UIKit's raw values (`lessThanOrEqual` −1, `equal` 0,
    /// `greaterThanOrEqual` 1). The engine's relation is its own type (the solver's); this one
    /// maps to it one to one, so a case either side lacks is a compile error.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        var layoutRelation: LayoutRelation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }

        init(_ r: LayoutRelation) {
            switch r {
            case .lessThanOrEqual: self = .lessThanOrEqual
            case .equal: self = .equal
            case .greaterThanOrEqual: self = .greaterThanOrEqual
            }
        }

        /// The operator UIKit's constraint descriptions print (`==`, `<=`, `>=`).
        var symbol: String { layoutRelation.rawValue }
    }

    /// UIKit's axis (`horizontal` 0, `vertical` 1): of content priorities, of a stack view,
    /// of `constraintsAffectingLayout(for:)`.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1

        var layoutAxis: LayoutAxis {
            switch self {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            }
        }

        init(_ a: LayoutAxis) {
            switch a {
            case .horizontal: self = .horizontal
            case .vertical: self = .vertical
            }
        }
    }
}
