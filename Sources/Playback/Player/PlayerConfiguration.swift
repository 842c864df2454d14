import Geometry
import Layout

/// Everything a `Player` needs before the first view exists: the screen in every
/// orientation (size, safe area and size classes, so a rotation needs no device table),
/// the UIKit generation, the text measurer, the app's layout direction, text size and
/// appearance, and
/// what the app and its controller let the interface turn to.
public struct PlayerConfiguration {
    public var style: UIKitStyle
    /// Measures label text (the renderer's font measurer in the app, a fake in tests).
    public var textMeasurer: any TextMeasuring
    public var initialOrientation: InterfaceOrientation
    /// The window's size, safe area and size classes in each interface orientation.
    public var screen: (InterfaceOrientation) -> ScreenState
    /// The layout margins set on the root view (measured from the safe area); nil follows
    /// UIKit's `systemMinimumLayoutMargins` for the horizontal size class (16 or 20 on the
    /// sides), which also bound set margins from below unless
    /// `viewRespectsSystemMinimumLayoutMargins` is false.
    public var rootLayoutMargins: EdgeInsets?
    /// The controller's `viewRespectsSystemMinimumLayoutMargins` (default true).
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// The orientations a rotation may reach (app ∩ controller ∩ device); others are refused.
    public var allowedOrientations: InterfaceOrientationMask
    /// The app's layout direction (its language's).
    public var layoutDirection: LayoutDirection
    /// The Dynamic Type text size at the start.
    public var contentSizeCategory: ContentSizeCategory
    /// Whether each layout pass looks for ambiguity (see
    /// `LayoutEngineConfiguration.detectsAmbiguity`); without it the engine looks when asked
    /// (`LayoutEngine.detectAmbiguityIfNeeded`).
    public var detectsAmbiguity = true
    /// Light or dark at the start.
    public var userInterfaceStyle: UserInterfaceStyle = .default

    public init(style: UIKitStyle = .modern, textMeasurer: any TextMeasuring,
                initialOrientation: InterfaceOrientation = .portrait,
                screen: @escaping (InterfaceOrientation) -> ScreenState,
                rootLayoutMargins: EdgeInsets? = nil, allowedOrientations: InterfaceOrientationMask = .all,
                layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .default) {
        self.style = style; self.textMeasurer = textMeasurer; self.initialOrientation = initialOrientation
        self.screen = screen; self.rootLayoutMargins = rootLayoutMargins
        self.allowedOrientations = allowedOrientations
        self.layoutDirection = layoutDirection; self.contentSizeCategory = contentSizeCategory
    }
}
