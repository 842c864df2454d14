import Geometry

/// What the screen looks like in the current interface orientation: the size the user
/// sees (landscape sizes are wide) and the safe-area insets on the edges the user sees.
public struct ScreenState: Hashable, Sendable {
    public var size: Size
    public var safeAreaInsets: EdgeInsets
    public var orientation: InterfaceOrientation
    public init(size: Size, safeAreaInsets: EdgeInsets = .zero, orientation: InterfaceOrientation = .portrait) {
        self.size = size; self.safeAreaInsets = safeAreaInsets; self.orientation = orientation
    }

    /// The same screen held upright: the window's size under `legacy` rotation.
    public var portraitSize: Size {
        orientation.isLandscape ? Size(size.height, size.width) : size
    }
}

/// Everything a `LayoutEngine` needs before the first view exists.
public struct LayoutEngineConfiguration {
    public var screen: ScreenState
    public var style: UIKitStyle
    /// Measures label text (the renderer's cairo measurer in the app, a fake in tests).
    public var textMeasurer: any TextMeasuring
    /// The view controller's root-view margins, measured from the safe area. UIKit
    /// documents that the root view's margins reflect `systemMinimumLayoutMargins` and the
    /// safe area; on an iPhone that prints as 16 on the sides (20 in a regular-width
    /// environment) and 0 on top and bottom beyond the safe-area insets.
    public var rootLayoutMargins: EdgeInsets
    /// UIKit's `-UIViewLayoutFeedbackLoopDebuggingThreshold`: how many times one view may
    /// receive `layoutSubviews` (or `updateConstraints`) in one pass before the pass is
    /// taken for a layout feedback loop, stopped and reported. UIKit's default when the
    /// debugger is on is 100 and it clamps the value to 50…10000; so does the engine.
    public var layoutFeedbackLoopThreshold: Int
    /// Whether each pass asks the solver for ambiguous variables (costly on big trees).
    public var detectsAmbiguity: Bool
    /// When set, laid-out edges snap to this many pixels per point, as UIKit snaps the
    /// engine's values to the screen's pixel grid (each edge rounds to the nearest pixel,
    /// the size is the distance between the rounded edges). nil keeps exact values.
    public var pixelScale: Double?

    public init(screen: ScreenState, style: UIKitStyle = .modern, textMeasurer: any TextMeasuring,
                rootLayoutMargins: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
                layoutFeedbackLoopThreshold: Int = 100, detectsAmbiguity: Bool = true, pixelScale: Double? = nil) {
        self.screen = screen; self.style = style; self.textMeasurer = textMeasurer
        self.rootLayoutMargins = rootLayoutMargins; self.layoutFeedbackLoopThreshold = layoutFeedbackLoopThreshold
        self.detectsAmbiguity = detectsAmbiguity
        self.pixelScale = pixelScale
    }
}

extension LayoutEngineConfiguration {
    /// The threshold clamped to UIKit's range.
    public static let feedbackLoopThresholdRange = 50...10_000

    var effectiveFeedbackLoopThreshold: Int {
        min(max(layoutFeedbackLoopThreshold, Self.feedbackLoopThresholdRange.lowerBound), Self.feedbackLoopThresholdRange.upperBound)
    }
}
