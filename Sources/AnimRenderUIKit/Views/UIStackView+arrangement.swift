import Geometry

extension UIStackView {
    /// UIKit's distribution with UIKit's raw values (0…4); the engine's own type (the
    /// timeline's names) maps to it one to one.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4

        var stackDistribution: StackDistribution {
            switch self {
            case .fill: return .fill
            case .fillEqually: return .fillEqually
            case .fillProportionally: return .fillProportionally
            case .equalSpacing: return .equalSpacing
            case .equalCentering: return .equalCentering
            }
        }

        init(_ d: StackDistribution) {
            switch d {
            case .fill: self = .fill
            case .fillEqually: self = .fillEqually
            case .fillProportionally: self = .fillProportionally
            case .equalSpacing: self = .equalSpacing
            case .equalCentering: self = .equalCentering
            }
        }
    }

    /// UIKit's alignment with UIKit's raw values (0…5). As in UIKit, `top` is another name
    /// for `leading` (1) and `bottom` for `trailing` (4).
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }

        var stackAlignment: StackAlignment {
            switch self {
            case .fill: return .fill
            case .leading: return .leading
            case .firstBaseline: return .firstBaseline
            case .center: return .center
            case .trailing: return .trailing
            case .lastBaseline: return .lastBaseline
            }
        }

        init(_ a: StackAlignment) {
            switch a {
            case .fill: self = .fill
            case .leading: self = .leading
            case .firstBaseline: self = .firstBaseline
            case .center: self = .center
            case .trailing: self = .trailing
            case .lastBaseline: self = .lastBaseline
            }
        }
    }
}
