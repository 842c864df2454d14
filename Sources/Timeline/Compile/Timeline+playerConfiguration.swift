import Geometry
import Layout
import Playback

/// The player a timeline plays on: its screen in every orientation, UIKit generation,
/// root margins and the orientations the masks allow.
extension Timeline {
    public func playerConfiguration(textMeasurer: any TextMeasuring) -> PlayerConfiguration {
        let screen = self.screen
        return PlayerConfiguration(
            style: uikit, textMeasurer: textMeasurer, initialOrientation: screen.initialOrientation,
            screen: { ScreenState(size: screen.bounds(in: $0).size, safeAreaInsets: screen.safeArea(in: $0), orientation: $0) },
            rootLayoutMargins: rootMargins(in: screen.initialOrientation), allowedOrientations: allowedOrientations,
            verticalSizeClassFollowsOrientation: screen.device?.isPad != true)
    }

    /// UIKit's root-view margins (`systemMinimumLayoutMargins`, measured from the safe
    /// area): 16 on the sides in a compact-width environment, 20 in a regular-width one
    /// (iPads, and the large phones in landscape), 0 on top and bottom.
    func rootMargins(in orientation: InterfaceOrientation) -> EdgeInsets {
        let regularWidth = screen.device?.isPad == true
            || (orientation.isLandscape && screen.bounds(in: orientation).width >= 736)
        let side = regularWidth ? 20.0 : 16.0
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
