import Geometry
import Layout

/// Animation blocks, as `UIView.animate(withDuration:…) { …; view.layoutIfNeeded() }`:
/// the changes and the layout inside the block animate from what was on screen when it
/// opened.
///
/// What animates: when the block closes, every animatable property (center, bounds,
/// transform, alpha, background colour, corner radius) of every view whose model value
/// differs from what the view showed when the block opened gets a new animation with
/// the block's timing, replacing a running one (a view added inside the block grows from
/// a zero rect). Geometry changes only when a layout pass runs inside the block — call
/// `layoutIfNeeded` in it, as in UIKit; a pass that runs later is not animated. In
/// `constraints` style, constants set inside the block animate instead (re-solved every
/// frame) and only transform, alpha, colour and corner radius interpolate.
///
/// A block opened inside an open block joins it: its changes animate with the outer
/// block's timing.
extension Player {
    /// Opens an animation block at the current time.
    public func beginAnimation(_ spec: AnimationSpec) {
        if transaction != nil {
            transaction?.nesting += 1
            return
        }
        var before: [String: AnimatableState] = [:]
        for id in engine.viewIDs { before[id] = presentation(of: id, at: now) }
        transaction = AnimationTransaction(spec: spec, before: before)
    }

    /// Closes the innermost open block; closing the outermost starts its animations.
    public func commitAnimation() {
        guard var block = transaction else { preconditionFailure("commitAnimation without beginAnimation") }
        if block.nesting > 0 {
            transaction?.nesting -= 1
            return
        }
        transaction = nil
        for id in block.hiddenArrangedSubviews { deferredHides[id] = now + block.spec.end }
        for callback in block.afterLayout { send(callback) }
        block.afterLayout = []
        // The window too: a rotation animates its bounds along with the root view's.
        for id in engine.viewIDs {
            guard let to = model(of: id) else { continue }
            var from = block.before[id] ?? AnimatableState(center: .zero, bounds: .zero, transform: to.transform,
                                                            alpha: to.alpha, backgroundColor: to.backgroundColor,
                                                            cornerRadius: to.cornerRadius)
            if block.spec.style == .constraints {
                from.center = to.center
                from.bounds = to.bounds
            }
            var a = animations[id] ?? ViewAnimations()
            a.animate(from: from, to: to, start: now, spec: block.spec)
            animations[id] = a.isEmpty ? nil : a
        }
    }

    /// `body` inside an animation block; the block closes even when `body` throws.
    public func animate(_ spec: AnimationSpec, _ body: () throws -> Void) rethrows {
        beginAnimation(spec)
        defer { commitAnimation() }
        try body()
    }

    /// UIView.layoutIfNeeded (of the window: the engine's passes lay out the whole
    /// tree): one layout pass now if anything is dirty. Inside an animation block, what
    /// the pass moves animates when the block closes.
    public func layoutIfNeeded() {
        engine.layoutIfNeeded()
        guard let callbacks = transaction?.afterLayout, !callbacks.isEmpty else { return }
        transaction?.afterLayout = []
        for callback in callbacks { send(callback) }
    }
}
