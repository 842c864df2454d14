import Geometry
import Playback
import Layout
import Timeline

/// Interface rotation, as UIKit runs it.
///
/// `modern` (iOS 8+): `viewWillTransition(to:with:)`, the window takes the new bounds
/// and safe area, layout runs inside the transition's animation, and the content turns
/// from where the glass took it back to upright while its frames interpolate.
/// `legacy` (before iOS 8): `willRotate(to:duration:)`, the window stays portrait and the
/// root view gets the ±90° transform and swapped bounds, the layout pass runs,
/// `willAnimateRotation(to:duration:)` is sent inside the animation and
/// `didRotate(from:)` after it.
extension Player {
    /// The device's turn (degrees, clockwise as the viewer sees it) that shows `o` upright.
    static func deviceTurn(_ o: InterfaceOrientation) -> Double { -o.legacyRootRotationDegrees }

    func rotate(to target: InterfaceOrientation, event: TimelineEvent,
                afterLayout: inout [(TraceEntry.Kind, String)]) {
        let from = orientation
        guard target != from else {
            engine.record(.note, "orientation \(target.rawValue): already there, nothing rotates")
            return
        }
        guard timeline.allowedOrientations.contains(target) else {
            engine.record(.note, "rotation to \(target.rawValue) refused: supported orientations are \(timeline.allowedOrientations) (app ∩ controller ∩ device)")
            return
        }
        // The Timeline gives an orientation change without `animate` the system's rotation.
        let spec = event.animation ?? AnimationSpec.systemRotation(from: from, to: target)
        let end = event.at + spec.end
        let duration = JSONOutput.format(spec.duration, decimals: 3)
        let state = TimelineCompiler.screenState(timeline, orientation: target)
        switch timeline.uikit {
        case .modern:
            let size = state.size
            if traitsChange(from: from, to: target) {
                engine.record(.callback, "willTransition(to: UITraitCollection(verticalSizeClass: \(target.isLandscape ? "compact" : "regular")), with: coordinator)")
            }
            engine.record(.callback, "viewWillTransition(to: (\(size.width.shortDescription), \(size.height.shortDescription)), with: coordinator)")
            var turn = Self.deviceTurn(target) - Self.deviceTurn(from)
            if turn > 180 { turn -= 360 }
            if turn <= -180 { turn += 360 }
            interfaceTurn = PropertyAnimation(from: turn, to: 0, start: event.at, spec: spec)
            pendingCallbacks.append((end, .callback, "viewWillTransition(to:with:) completion"))
        case .legacy:
            engine.record(.callback, "willRotate(to: .\(target.rawValue), duration: \(duration))")
            afterLayout.append((.callback, "willAnimateRotation(to: .\(target.rawValue), duration: \(duration))"))
            pendingCallbacks.append((end, .callback, "didRotate(from: .\(from.rawValue))"))
            deviceTurnDegrees = Self.deviceTurn(target)
        }
        orientation = target
        engine.setScreen(state)
    }

    /// A phone's vertical size class is regular in portrait and compact in landscape.
    func traitsChange(from: InterfaceOrientation, to: InterfaceOrientation) -> Bool {
        timeline.screen.device?.isPad != true && from.isLandscape != to.isLandscape
    }
}
