import Foundation
import Geometry
import Layout

/// A window's root view controller and its first display.
extension PlaybackHost {
    /// The root controller's overrides become the engine's hooks (its view is bound to
    /// the engine's root when the engine loads it), and rotations reach it.
    func connectController() {
        player.controllerHooks = controllerHooks()
        player.rotationObserver = { [weak self] callback in
            MainActor.assumeIsolated { self?.deliver(callback) }
        }
        deviceOrientation = DeviceOrientation(showing: player.orientation)
    }

    /// The window's first display, once: `loadView` … `viewDidAppear` around the first
    /// layout pass, as UIKit shows a window (on a device the pass and `viewDidAppear` come
    /// on the next turns of the run loop; here there is none to turn, so they come now).
    func appear() {
        guard isWindow, !player.hasAppeared else { return }
        player.appear()
        flush()
    }
}
