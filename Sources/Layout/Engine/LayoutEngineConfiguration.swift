import Geometry

/// What the screen looks like in the current interface orientation: the size the user
/// sees (landscape sizes are wide), the safe-area insets on the edges the user sees, and
/// the size classes the device has in that orientation.
public struct ScreenState: Hashable, Sendable {
    public var size: Size
    public var safeAreaInsets: EdgeInsets
    public var orientation: InterfaceOrientation
    public var sizeClasses: SizeClasses
    public init(size: Size, safeAreaInsets: EdgeInsets = .zero, orientation: InterfaceOrientation = .portrait,
                sizeClasses: SizeClasses? = nil) {
        self.size = size; self.safeAreaInsets = safeAreaInsets; self.orientation = orientation
        self.sizeClasses = sizeClasses ?? (orientation.isLandscape ? .compactCompact : .compactRegular)
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
    /// The margins set on the view controller's root view (`view.layoutMargins`),
    /// measured from the safe area; nil (the default) leaves UIKit's
    /// `systemMinimumLayoutMargins` for the horizontal size class as they change
    /// (`systemMinimumLayoutMargins(for:)`). See `currentRootLayoutMargins`.
    public var rootLayoutMargins: EdgeInsets?
    /// The controller's `viewRespectsSystemMinimumLayoutMargins` (UIKit's default true):
    /// the root view's margins are never smaller than the system minimum.
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// The app's layout direction (`UIApplication.userInterfaceLayoutDirection`): the
    /// window's and, unless a view's `semanticContentAttribute` forces another, every view's.
    public var layoutDirection: LayoutDirection
    /// The Dynamic Type text size in force; `setContentSizeCategory` changes it.
    public var contentSizeCategory: ContentSizeCategory
    /// Light or dark, the screen's; `setUserInterfaceStyle` changes it. Layout never
    /// depends on it: it is a trait frames report and colours resolve with.
    public var userInterfaceStyle: UserInterfaceStyle = .default
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
                rootLayoutMargins: EdgeInsets? = nil, layoutDirection: LayoutDirection = .leftToRight,
                contentSizeCategory: ContentSizeCategory = .default,
                layoutFeedbackLoopThreshold: Int = 100, detectsAmbiguity: Bool = true, pixelScale: Double? = nil) {
        self.screen = screen; self.style = style; self.textMeasurer = textMeasurer
        self.rootLayoutMargins = rootLayoutMargins; self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.layoutFeedbackLoopThreshold = layoutFeedbackLoopThreshold
        self.detectsAmbiguity = detectsAmbiguity
        self.pixelScale = pixelScale
    }
}

extension LayoutEngineConfiguration {
    /// The trait collection the configuration describes: the screen's size classes, the
    /// layout direction, the text size and the appearance. The one place a frame's traits come from.
    public var traits: TraitCollection {
        TraitCollection(horizontalSizeClass: screen.sizeClasses.horizontal, verticalSizeClass: screen.sizeClasses.vertical,
                        layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory,
                        userInterfaceStyle: userInterfaceStyle)
    }

    /// UIKit's `systemMinimumLayoutMargins` for a root view: 16 on the sides in a
    /// compact-width environment, 20 in a regular-width one, 0 on top and bottom (the
    /// margins are measured from the safe area).
    public static func systemMinimumLayoutMargins(for horizontalSizeClass: SizeClass) -> EdgeInsets {
        let side = horizontalSizeClass == .regular ? 20.0 : 16.0
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The root view's margins for the current traits, as UIKit documents them: the
    /// margins set on it, but on each side no smaller than the system minimum unless the
    /// controller says otherwise (`viewRespectsSystemMinimumLayoutMargins`); the system
    /// minimum while none are set. They follow the size class, as the minimum does.
    public var currentRootLayoutMargins: EdgeInsets {
        let minimum = Self.systemMinimumLayoutMargins(for: screen.sizeClasses.horizontal)
        guard let set = rootLayoutMargins else { return minimum }
        guard viewRespectsSystemMinimumLayoutMargins else { return set }
        return EdgeInsets(top: max(set.top, minimum.top), left: max(set.left, minimum.left),
                          bottom: max(set.bottom, minimum.bottom), right: max(set.right, minimum.right))
    }

    /// The window's size: the screen's (`modern`), or the screen held upright (`legacy`,
    /// where the window stays portrait and the root view turns).
    var windowSize: Size { style == .modern ? screen.size : screen.portraitSize }

    /// The root view's transform: under `legacy` rotation, away from portrait, the turn
    /// that shows the interface upright in the portrait window; else none.
    var rootTransform: AffineTransform {
        style == .legacy && screen.orientation != .portrait
            ? AffineTransform(rotationAngle: screen.orientation.legacyRootRotation) : .identity
    }

    /// The threshold clamped to UIKit's range.
    public static let feedbackLoopThresholdRange = 50...10_000

    var effectiveFeedbackLoopThreshold: Int {
        min(max(layoutFeedbackLoopThreshold, Self.feedbackLoopThresholdRange.lowerBound), Self.feedbackLoopThresholdRange.upperBound)
    }
}
