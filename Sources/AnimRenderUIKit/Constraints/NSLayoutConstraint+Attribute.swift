import Layout

extension NSLayoutConstraint {
    /// UIKit's attributes with UIKit's raw values. `notAnAttribute` (the second attribute
    /// of a constant constraint) has no engine counterpart; every other case maps to the
    /// engine's `LayoutAttribute` one to one (an exhaustive switch: a case the engine
    /// lacks is a compile error).
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case notAnAttribute = 0
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        public static let baseline = Attribute.lastBaseline

        var layoutAttribute: LayoutAttribute? {
            switch self {
            case .notAnAttribute: return nil
            case .left: return .left
            case .right: return .right
            case .top: return .top
            case .bottom: return .bottom
            case .leading: return .leading
            case .trailing: return .trailing
            case .width: return .width
            case .height: return .height
            case .centerX: return .centerX
            case .centerY: return .centerY
            case .lastBaseline: return .lastBaseline
            case .firstBaseline: return .firstBaseline
            case .leftMargin: return .leftMargin
            case .rightMargin: return .rightMargin
            case .topMargin: return .topMargin
            case .bottomMargin: return .bottomMargin
            case .leadingMargin: return .leadingMargin
            case .trailingMargin: return .trailingMargin
            case .centerXWithinMargins: return .centerXWithinMargins
            case .centerYWithinMargins: return .centerYWithinMargins
            }
        }

        init(_ a: LayoutAttribute) {
            switch a {
            case .left: self = .left
            case .right: self = .right
            case .top: self = .top
            case .bottom: self = .bottom
            case .leading: self = .leading
            case .trailing: self = .trailing
            case .width: self = .width
            case .height: self = .height
            case .centerX: self = .centerX
            case .centerY: self = .centerY
            case .lastBaseline: self = .lastBaseline
            case .firstBaseline: self = .firstBaseline
            case .leftMargin: self = .leftMargin
            case .rightMargin: self = .rightMargin
            case .topMargin: self = .topMargin
            case .bottomMargin: self = .bottomMargin
            case .leadingMargin: self = .leadingMargin
            case .trailingMargin: self = .trailingMargin
            case .centerXWithinMargins: self = .centerXWithinMargins
            case .centerYWithinMargins: self = .centerYWithinMargins
            }
        }

        /// The engine's name (`top`, `centerXWithinMargins`), as constraint ids use it.
        public var description: String { layoutAttribute?.rawValue ?? "notAnAttribute" }
    }
}
