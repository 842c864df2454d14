import Foundation
import Geometry
import Layout
import Playback

/// Rotations and trait changes, delivered to the controllers and views as UIKit sends
/// them (the player decides when; see `Player+rotate`).
extension PlaybackHost {
    /// The script turns the interface (as the timeline's `orientation` change does).
    func rotate(to target: InterfaceOrientation) {
        flush()
        rotation = (player.orientation, target, nil)
        player.rotate(to: target)
        deviceOrientation = DeviceOrientation(showing: player.orientation)
        flush()
    }

    /// The device turned: the interface follows unless the controller says
    /// `shouldAutorotate` false.
    func setDeviceOrientation(_ d: DeviceOrientation) {
        flush()
        deviceOrientation = d
        if let controller, !controller.shouldAutorotate {
            player.record(.note, "device orientation \(d.rawValue): \(controller.className).shouldAutorotate is false, the interface does not rotate")
            return
        }
        if let target = d.interfaceOrientation { rotation = (player.orientation, target, nil) }
        player.setDeviceOrientation(d)
        flush()
    }

    /// The running rotation's coordinator, made on first use.
    private func coordinator() -> RotationCoordinator {
        if let c = rotation?.coordinator { return c }
        let from = rotation?.from ?? player.orientation, to = rotation?.to ?? player.orientation
        var turn = to.legacyRootRotationDegrees - from.legacyRootRotationDegrees
        if turn > 180 { turn -= 360 }
        if turn <= -180 { turn += 360 }
        let c = RotationCoordinator(duration: from.systemRotationDuration(to: to),
                                    targetTransform: CGAffineTransform(rotationAngle: CGFloat(turn * Double.pi / 180)))
        rotation = (from, to, c)
        transitioning.append(c)
        return c
    }

    func deliver(_ callback: RotationCallback) {
        guard let vc = controller else { return }
        switch callback {
        case .willTransitionTraits(_, let to):
            let c = coordinator()
            run { vc.willTransition(to: self.traitCollection(to), with: c) }
        case .traitCollectionDidChange(let from, _):
            let previous = traitCollection(from)
            run {
                for c in vc.controllerTree { c.traitCollectionDidChange(previous) }
                for v in vc.view.subtree { v.traitCollectionDidChange(previous) }
            }
        case .viewWillTransition(let size):
            let c = coordinator()
            run { vc.viewWillTransition(to: CGSize(size), with: c) }
            // Alongside animations run inside the rotation's block, after its layout pass.
            player.afterLayoutInAnimation { [weak self] in
                MainActor.assumeIsolated { self?.run { c.runAlongsideAnimations() } }
            }
        case .transitionCompletion:
            // The oldest transition's: an interrupted rotation completes before the one
            // that interrupted it has its first callback (see Player.rotate).
            let c = transitioning.isEmpty ? nil : transitioning.removeFirst()
            if let c, rotation?.coordinator === c { rotation = nil }
            run { c?.complete() }
        case .willRotate(let o, let d):
            run { vc.willRotate(to: UIInterfaceOrientation(o), duration: d) }
        case .willAnimateRotation(let o, let d):
            run { vc.willAnimateRotation(to: UIInterfaceOrientation(o), duration: d) }
        case .didRotate(let o):
            run { vc.didRotate(from: UIInterfaceOrientation(o)) }
        }
    }
}
