import Geometry

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
