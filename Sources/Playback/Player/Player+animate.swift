import Geometry
import Layout

/// Animation blocks, as `UIView.animate(withDuration:…) { …; view.layoutIfNeeded() }`:
/// the changes and the layout inside the block animate from what was on screen when it
/// opened.
///
/// What animates: when the block closes, every animatable property (center, bounds,
/// transform, alpha, background colour, corner radius) whose model value changed inside
/// the block gets a new animation with the block's timing, from what the view showed
/// when the block opened, replacing a running animation of that property (a view added
/// inside the block grows from a zero rect). Properties the block did not change keep
/// whatever animation they were running, as Core Animation keeps it. Geometry changes only when a layout pass runs inside the block — call
/// `layoutIfNeeded` in it, as in UIKit; a pass that runs later is not animated. In
/// `constraints` style, constants set inside the block animate instead (re-solved every
/// frame) and only transform, alpha, colour and corner radius interpolate.
///
/// A block opened inside an open block joins it: its changes animate with the outer
/// block's timing.
extension Player {
    /// The timing of the open animation block (the outermost), nil when none is open.
    public var currentAnimation: AnimationSpec? { transaction?.spec }

    /// Opens an animation block at the current time.
    public func beginAnimation(_ spec: AnimationSpec) {
        if transaction != nil {
            transaction?.nesting += 1
            return
        }
        var before: [ViewID: AnimatableState] = [:], beforeModel: [ViewID: AnimatableState] = [:]
        for id in engine.tree.viewIDs {
            guard let m = model(of: id) else { continue }
            beforeModel[id] = m
            before[id] = animations[id]?.presentation(of: m, at: now) ?? m
        }
        transaction = AnimationTransaction(spec: spec, before: before, beforeModel: beforeModel)
    }

    /// Closes the innermost open block; closing the outermost starts its animations and
    /// says what it started (nil for an inner block).
    @discardableResult
    public func commitAnimation() -> CommittedAnimation? {
        guard var block = transaction else { preconditionFailure("commitAnimation without beginAnimation") }
        if block.nesting > 0 {
            transaction?.nesting -= 1
            return nil
        }
        transaction = nil
        for id in block.hiddenArrangedSubviews { deferredHides[id] = now + block.spec.end }
        for callback in block.afterLayout { send(callback) }
        for action in block.afterLayoutActions { action() }
        block.afterLayout = []
        var animated: [ViewID] = []
        // The window too: a rotation animates its bounds along with the root view's.
        for id in engine.tree.viewIDs {
            guard let to = model(of: id) else { continue }
            var from = block.before[id] ?? AnimatableState(center: .zero, bounds: .zero, transform: to.transform,
                                                            alpha: to.alpha, backgroundColor: to.backgroundColor,
                                                            cornerRadius: to.cornerRadius,
                                                            alignmentRectInsets: to.alignmentRectInsets)
            if let was = block.beforeModel[id] { from = from.adopting(unchangedFrom: was, to: to) }
            if block.spec.style == .constraints {
                // Re-solved every frame: the geometry (and the alignment rect in it) is the model's.
                from.center = to.center
                from.bounds = to.bounds
                from.alignmentRectInsets = to.alignmentRectInsets
            }
            var a = animations[id] ?? ViewAnimations()
            if let keyframes = block.keyframes {
                // A view added inside a keyframe starts it from where the block's `from` has it;
                // keyframes that ran before it existed or after it left changed nothing of it.
                let changes = keyframes.keyframes.compactMap { k -> KeyframeChange? in
                    guard let after = k.after[id] else { return nil }
                    return KeyframeChange(start: k.start, duration: k.duration, before: k.before[id] ?? from, after: after)
                }
                if a.animateKeyframes(from: from, to: to, changes: changes, start: now, spec: block.spec, mode: keyframes.mode) {
                    animated.append(id)
                }
            } else if a.animate(from: from, to: to, start: now, spec: block.spec) {
                animated.append(id)
            }
            animations[id] = a.isEmpty ? nil : a
        }
        let end = now + block.spec.end
        endOfLastAnimation = max(endOfLastAnimation, end)
        return CommittedAnimation(views: animated, start: now, end: end)
    }

    /// `body` inside an animation block; the block closes even when `body` throws.
    /// Returns what the block started (nil when it was nested in an open block).
    @discardableResult
    public func animate(_ spec: AnimationSpec, _ body: () throws -> Void) rethrows -> CommittedAnimation? {
        beginAnimation(spec)
        do { try body() } catch {
            commitAnimation()
            throw error
        }
        return commitAnimation()
    }

    /// `UIView.performWithoutAnimation`: what `body` changes inside an open block takes
    /// effect at once and is left out of the block's animations (outside a block it
    /// just runs).
    public func performWithoutAnimation(_ body: () throws -> Void) rethrows {
        guard transaction != nil else { return try body() }
        var models: [ViewID: AnimatableState] = [:]
        for id in engine.tree.viewIDs { models[id] = model(of: id) }
        defer {
            for id in engine.tree.viewIDs {
                guard let now = model(of: id) else { continue }
                guard let was = models[id] else {
                    transaction?.before[id] = now
                    transaction?.beforeModel[id] = now
                    continue
                }
                guard was != now, var block = transaction else { continue }
                block.before[id] = block.before[id]?.adopting(changesFrom: was, to: now)
                block.beforeModel[id] = block.beforeModel[id]?.adopting(changesFrom: was, to: now)
                transaction = block
            }
        }
        try body()
    }

    /// Runs `action` inside the open block once its layout has run (where UIKit runs a
    /// transition coordinator's alongside animations): at the block's `layoutIfNeeded`,
    /// else when it closes. With no block open it runs now.
    public func afterLayoutInAnimation(_ action: @escaping () -> Void) {
        guard transaction != nil else { return action() }
        transaction?.afterLayoutActions.append(action)
    }

    /// UIView.layoutIfNeeded (of the window: the engine's passes lay out the whole
    /// tree): one layout pass now if anything is dirty. Inside an animation block, what
    /// the pass moves animates when the block closes.
    public func layoutIfNeeded() {
        engine.layoutIfNeeded()
        sendCallbacksAfterLayout()
    }

    /// `view.layoutIfNeeded()`: a pass over that view's subtree only. Only its subviews
    /// move (a view's frame is its superview's to set), so inside an animation block only
    /// they animate; everything else lands, un-animated, at the next frame's pass — the
    /// "nothing animates" mistake of sending it to the view whose own constraint changed.
    public func layoutIfNeeded(on id: ViewID) throws {
        try engine.layoutIfNeeded(on: id)
        sendCallbacksAfterLayout()
    }

    private func sendCallbacksAfterLayout() {
        let callbacks = transaction?.afterLayout ?? [], actions = transaction?.afterLayoutActions ?? []
        guard !callbacks.isEmpty || !actions.isEmpty else { return }
        transaction?.afterLayout = []
        transaction?.afterLayoutActions = []
        for callback in callbacks { send(callback) }
        for action in actions { action() }
    }
}
