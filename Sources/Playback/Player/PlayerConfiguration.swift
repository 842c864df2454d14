import Geometry
import Layout

/// Everything a `Player` needs before the first view exists: the screen in every
/// orientation (so a rotation needs no device table), the UIKit generation, the text
/// measurer, and what the app and its controller let the interface turn to.
public struct PlayerConfiguration {
    public var style: UIKitStyle
    /// Measures label text (the renderer's DejaVu measurer in the app, a fake in tests).
    public var textMeasurer: any TextMeasuring
    public var initialOrientation: InterfaceOrientation
    /// The window's size and safe area in each interface orientation.
    public var screen: (InterfaceOrientation) -> ScreenState
    /// The root view's layout margins (measured from the safe area) at the start.
    public var rootLayoutMargins: EdgeInsets
    /// The orientations a rotation may reach (app ∩ controller ∩ device); others are refused.
    public var allowedOrientations: InterfaceOrientationMask
    /// Whether the vertical size class follows the orientation (phones: regular in
    /// portrait, compact in landscape), so a rotation changes the traits. iPads: false.
    public var verticalSizeClassFollowsOrientation: Bool

    public init(style: UIKitStyle = .modern, textMeasurer: any TextMeasuring,
                initialOrientation: InterfaceOrientation = .portrait,
                screen: @escaping (InterfaceOrientation) -> ScreenState,
                rootLayoutMargins: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
                allowedOrientations: InterfaceOrientationMask = .all, verticalSizeClassFollowsOrientation: Bool = true) {
        self.style = style; self.textMeasurer = textMeasurer; self.initialOrientation = initialOrientation
        self.screen = screen; self.rootLayoutMargins = rootLayoutMargins
        self.allowedOrientations = allowedOrientations
        self.verticalSizeClassFollowsOrientation = verticalSizeClassFollowsOrientation
    }
}
