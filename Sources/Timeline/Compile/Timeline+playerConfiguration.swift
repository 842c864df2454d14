import Geometry
import Layout
import Playback

/// The player a timeline plays on: its screen in every orientation (size, safe area, size
/// classes), UIKit generation, layout direction, text size and the orientations the
/// masks allow. The root view's margins follow UIKit's `systemMinimumLayoutMargins` for
/// the horizontal size class (16 on the sides when compact, 20 when regular), and any
/// `root.layoutMargins` set no smaller than them unless the controller says otherwise.
extension Timeline {
    public func playerConfiguration(textMeasurer: any TextMeasuring) -> PlayerConfiguration {
        var configuration = screen.playerConfiguration(style: uikit, allowedOrientations: allowedOrientations,
                                                       textMeasurer: textMeasurer)
        configuration.rootLayoutMargins = rootLayoutMargins
        configuration.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        return configuration
    }
}

extension ScreenSpec {
    /// The player for this screen; the Swift front end (`AnimRenderUIKit`'s `Simulator`)
    /// builds its player here too, so both front ends play on the same screens.
    public func playerConfiguration(style: UIKitStyle, allowedOrientations: InterfaceOrientationMask,
                                    textMeasurer: any TextMeasuring) -> PlayerConfiguration {
        let screen = self
        var configuration = PlayerConfiguration(
            style: style, textMeasurer: textMeasurer, initialOrientation: screen.initialOrientation,
            screen: { ScreenState(size: screen.bounds(in: $0).size, safeAreaInsets: screen.safeArea(in: $0), orientation: $0,
                                  sizeClasses: screen.sizeClasses(in: $0)) },
            allowedOrientations: allowedOrientations,
            layoutDirection: screen.layoutDirection, contentSizeCategory: screen.contentSizeCategory)
        configuration.userInterfaceStyle = screen.userInterfaceStyle
        return configuration
    }
}
