import Geometry

extension UIView {
    /// `UIView.ContentMode`, UIKit's cases and raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var geometry: Geometry.ContentMode {
            switch self {
            case .scaleToFill: return .scaleToFill
            case .scaleAspectFit: return .scaleAspectFit
            case .scaleAspectFill: return .scaleAspectFill
            case .redraw: return .redraw
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }

        init(_ m: Geometry.ContentMode) {
            switch m {
            case .scaleToFill: self = .scaleToFill
            case .scaleAspectFit: self = .scaleAspectFit
            case .scaleAspectFill: self = .scaleAspectFill
            case .redraw: self = .redraw
            case .center: self = .center
            case .top: self = .top
            case .bottom: self = .bottom
            case .left: self = .left
            case .right: self = .right
            case .topLeft: self = .topLeft
            case .topRight: self = .topRight
            case .bottomLeft: self = .bottomLeft
            case .bottomRight: self = .bottomRight
            }
        }
    }
}

extension UIActivityIndicatorView {
    /// `UIActivityIndicatorView.Style` (iOS 13 and later), UIKit's raw values.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101

        var geometry: ActivityIndicatorContent.Style { self == .large ? .large : .medium }
        init(_ s: ActivityIndicatorContent.Style) { self = s == .large ? .large : .medium }
    }
}

extension UIProgressView {
    /// `UIProgressView.Style`, UIKit's raw values.
    public enum Style: Int, Sendable {
        case `default` = 0, bar

        var geometry: ProgressViewContent.Style { self == .bar ? .bar : .default }
        init(_ s: ProgressViewContent.Style) { self = s == .bar ? .bar : .default }
    }
}

extension UIView {
    /// `UIView.TintAdjustmentMode`, UIKit's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal, dimmed
    }
}
