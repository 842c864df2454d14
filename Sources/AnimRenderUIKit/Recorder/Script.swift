import Foundation
import Geometry

/// What happens during a recording, on its simulated clock: blocks of your code run at
/// their times, as turns of the app's run loop (changes, `UIView.animate`,
/// `layoutIfNeeded` …), and rotations as the system performs them.
@preconcurrency @MainActor
public final class Script {
    let host: PlaybackHost

    init(host: PlaybackHost) { self.host = host }

    /// Runs `body` at `time` seconds (at the first frame at or after it; the clock reads
    /// `time` while it runs, so animations it starts start then). Blocks at the same time
    /// run in the order they were added.
    public func at(_ time: TimeInterval, _ body: @escaping () -> Void) {
        guard check(time, "at") else { return }
        host.schedule(at: time, body)
    }

    /// Turns the interface to `orientation` at `time`, in the system's rotation animation
    /// (0.3 s a quarter turn), as when the device turns and UIKit agrees: refused (noted
    /// in the trace) when the simulator's, the controller's and the device's orientations
    /// do not all allow it.
    public func rotate(to orientation: UIInterfaceOrientation, at time: TimeInterval) {
        guard check(time, "rotate(to:at:)") else { return }
        host.schedule(at: time) { [host] in host.rotate(to: orientation.geometry) }
    }

    /// The device turns to `orientation` at `time`: the interface follows where the
    /// position names one (device `landscapeLeft` shows interface `landscapeRight`), unless
    /// the controller's `shouldAutorotate` is false; face up or down it stays.
    public func setDeviceOrientation(_ orientation: UIDeviceOrientation, at time: TimeInterval) {
        guard check(time, "setDeviceOrientation(_:at:)") else { return }
        host.schedule(at: time) { [host] in host.setDeviceOrientation(orientation.geometry) }
    }

    /// The user picks another text size at `time` (Settings › Display & Text Size): labels
    /// with text-style fonts that adjust are measured again and `traitCollectionDidChange`
    /// is sent.
    public func setContentSizeCategory(_ category: UIContentSizeCategory, at time: TimeInterval) {
        guard check(time, "setContentSizeCategory(_:at:)") else { return }
        host.schedule(at: time) { [host] in host.setContentSizeCategory(category) }
    }

    /// The user switches the appearance at `time` (Settings, Control Centre): dynamic
    /// colours take their value for it — inside an animation block running then, background
    /// colours animate — and `traitCollectionDidChange` is sent.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle, at time: TimeInterval) {
        guard check(time, "setUserInterfaceStyle(_:at:)") else { return }
        host.schedule(at: time) { [host] in host.setUserInterfaceStyle(style) }
    }

    private func check(_ time: TimeInterval, _ what: String) -> Bool {
        guard time.isFinite, time >= 0 else {
            host.report(.script("Script.\(what): time \(time) is not a time on the recording's clock; "
                                + "give seconds from the start, 0 or later"))
            return false
        }
        return true
    }
}
