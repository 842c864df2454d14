/// `UIProgressView`: a bar filled to `progress` (0…1).
public struct ProgressViewContent: Hashable, Sendable {
    /// `UIProgressView.Style`: `default` and `bar` (for toolbars).
    public enum Style: Int, CaseIterable, Hashable, Sendable {
        case `default` = 0, bar
        public var name: String { self == .default ? "default" : "bar" }
    }
    public private(set) var progress: Double
    public var progressViewStyle: Style
    public var progressTintColor: DynamicColor?
    public var trackTintColor: DynamicColor?
    public init(progressViewStyle: Style = .default, progressTintColor: DynamicColor? = nil, trackTintColor: DynamicColor? = nil) {
        progress = 0; self.progressViewStyle = progressViewStyle
        self.progressTintColor = progressTintColor; self.trackTintColor = trackTintColor
    }
    /// `progress`: pinned to 0…1, as UIKit pins it.
    public mutating func setProgress(_ p: Double) { progress = min(1, max(0, p)) }
}
