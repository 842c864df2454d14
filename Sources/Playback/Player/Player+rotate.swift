import Geometry
import Layout

/// Interface rotation, as UIKit runs it.
///
/// `modern` (iOS 8+): `willTransition(to:with:)` when the size classes change, then
/// `viewWillTransition(to:with:)`; inside the transition's animation the window takes
/// the new bounds, safe area and traits (`traitCollectionDidChange(_:)`: size-class
/// variations switch here, as with the coordinator's `animate(alongsideTransition:)`),
/// layout runs, and the content turns from where the glass took it back to upright while
/// its frames interpolate.
/// `legacy` (before iOS 8): `willRotate(to:duration:)`, the window stays portrait and the
/// root view gets the ±90° transform and swapped bounds, the layout pass runs,
/// `willAnimateRotation(to:duration:)` is sent inside the animation and
/// `didRotate(from:)` after it.
///
/// Inside an open animation block the rotation takes the block's timing (its layout is
/// the block's `layoutIfNeeded`); outside one it runs in the system's rotation animation
/// (0.3 s a quarter turn, easeInOut).
///
/// A rotation that starts while another is still animating takes the interface over from
/// where it is: the running one's animations are replaced, so its transition is over
/// there and then. Its completion (`viewWillTransition(to:with:)`'s coordinator
/// completion; legacy `didRotate(from:)`) is sent at that moment, before the new
/// rotation's first callback — never after the rotation that interrupted it.
extension Player {
    /// The device's turn (degrees, clockwise as the viewer sees it) that shows `o` upright.
    static func deviceTurn(_ o: InterfaceOrientation) -> Double { -o.legacyRootRotationDegrees }

    /// Turns the interface to `target`, unless it is there already or not allowed (both
    /// noted in the trace).
    public func rotate(to target: InterfaceOrientation) {
        let from = orientation
        guard target != from else {
            engine.diagnostics.record(.note, "orientation \(target.rawValue): already there, nothing rotates")
            return
        }
        guard configuration.allowedOrientations.contains(target) else {
            engine.diagnostics.record(.note, "rotation to \(target.rawValue) refused: supported orientations are \(configuration.allowedOrientations) (app ∩ controller ∩ device)")
            return
        }
        guard let spec = transaction?.spec else {
            animate(.systemRotation(from: from, to: target)) {
                turn(from: from, to: target, spec: .systemRotation(from: from, to: target))
                layoutIfNeeded()
            }
            return
        }
        turn(from: from, to: target, spec: spec)
    }

    /// UIDevice's orientation changed: the interface follows where the position names
    /// one (device landscapeLeft shows interface landscapeRight); face up or down it stays.
    public func setDeviceOrientation(_ d: DeviceOrientation) {
        if let o = d.interfaceOrientation {
            engine.diagnostics.record(.note, "device orientation \(d.rawValue) → interface \(o.rawValue)")
            rotate(to: o)
        } else {
            engine.diagnostics.record(.note, "device orientation \(d.rawValue): the interface does not rotate")
        }
    }

    private func turn(from: InterfaceOrientation, to target: InterfaceOrientation, spec: AnimationSpec) {
        // Only rotations leave callbacks due: whatever is due belongs to a rotation this
        // one interrupts. It ends now, in the order it started.
        let interrupted = dueCallbacks
        dueCallbacks = []
        for c in interrupted { send(c.callback) }
        let end = now + spec.end
        let state = configuration.screen(target)
        let traitsBefore = engine.traits
        var traitsAfter = traitsBefore
        traitsAfter.sizeClasses = state.sizeClasses
        switch configuration.style {
        case .modern:
            if traitsBefore != traitsAfter { send(.willTransitionTraits(from: traitsBefore, to: traitsAfter)) }
            send(.viewWillTransition(to: state.size))
            var turn = Self.deviceTurn(target) - Self.deviceTurn(from)
            if turn > 180 { turn -= 360 }
            if turn <= -180 { turn += 360 }
            interfaceTurn = PropertyAnimation(from: turn, to: 0, start: now, spec: spec)
            dueCallbacks.append((end, .transitionCompletion))
        case .legacy:
            send(.willRotate(to: target, duration: spec.duration))
            transaction?.afterLayout.append(.willAnimateRotation(to: target, duration: spec.duration))
            dueCallbacks.append((end, .didRotate(from: from)))
            deviceTurnDegrees = Self.deviceTurn(target)
        }
        orientation = target
        engine.setScreen(state)
        // Legacy UIKit (before iOS 8) had no trait collections to tell anyone about; the
        // size classes change all the same, so size-class variations still switch.
        if configuration.style == .modern, traitsBefore != traitsAfter {
            send(.traitCollectionDidChange(from: traitsBefore, to: traitsAfter))
        }
    }

    /// Records `callback` in the trace at the current time and tells the observer.
    func send(_ callback: RotationCallback) {
        engine.diagnostics.record(.callback, callback.message)
        rotationObserver?(callback)
    }
}
