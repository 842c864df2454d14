import Geometry
import Layout

extension ScreenSpec {
    /// The player for this screen: a timeline's (`Timeline.playerConfiguration`) and the
    /// Swift front end's (`AnimRenderUIKit`'s `Simulator`), so both play on the same screens.
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
