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
