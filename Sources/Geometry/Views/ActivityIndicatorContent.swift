/// `UIActivityIndicatorView`: a spinner of the `medium` or `large` style; hidden when
/// stopped unless `hidesWhenStopped` is false (UIKit's default is true).
public struct ActivityIndicatorContent: Hashable, Sendable {
    /// `UIActivityIndicatorView.Style` (iOS 13 and later), UIKit's raw values.
    public enum Style: Int, CaseIterable, Hashable, Sendable {
        case medium = 100, large = 101
        public var name: String { self == .medium ? "medium" : "large" }
    }
    public var style: Style
    public var isAnimating: Bool
    public var hidesWhenStopped: Bool
    /// nil: `secondaryLabel`'s grey, UIKit's default.
    public var color: DynamicColor?
    public init(style: Style = .medium, isAnimating: Bool = false, hidesWhenStopped: Bool = true, color: DynamicColor? = nil) {
        self.style = style; self.isAnimating = isAnimating; self.hidesWhenStopped = hidesWhenStopped; self.color = color
    }
    /// Whether anything is drawn: a stopped indicator that hides when stopped is not.
    public var isShown: Bool { isAnimating || !hidesWhenStopped }
}
