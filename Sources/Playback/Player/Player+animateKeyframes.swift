import Layout
import Geometry

/// Keyframe animation blocks, as `UIView.animateKeyframes(withDuration:…) { UIView.addKeyframe(…) { … } }`.
///
/// The block's duration, delay and timing curve are the whole animation's (UIKit's default
/// curve for a keyframe block is ease-in-ease-out too); each keyframe's relative start
/// time and duration are fractions 0…1 of the whole duration, and what a keyframe changes
/// — properties set in it, frames a layout pass run in it moves — goes, during its part of
/// the duration, from the value before it to the value it set (`KeyframeCalculationMode`).
/// As in Core Animation, the curve warps the whole animation's time before the keyframes
/// are looked up: with the default curve, a keyframe from 0 to 0.1 takes longer than a
/// tenth of the duration. What the block changes outside every keyframe animates over the
/// whole duration, as in `animate`. The block plays as `frames` style only.
///
/// A keyframe block opened inside an open block joins it (its keyframes run at once, as
/// plain changes of the outer block); `addKeyframe` outside a keyframe block runs its body
/// as plain changes of whatever block is open.
extension Player {
    /// Opens a keyframe animation block at the current time.
    public func beginKeyframeAnimation(_ spec: AnimationSpec, calculationMode: KeyframeCalculationMode) {
        let joins = transaction != nil
        var frames = spec
        frames.style = .frames
        beginAnimation(frames)
        if !joins { transaction?.keyframes = KeyframeBlock(mode: calculationMode) }
    }

    /// `body` inside a keyframe block; the block closes even when `body` throws. Returns
    /// what the block started (nil when it joined an open block).
    @discardableResult
    public func animateKeyframes(_ spec: AnimationSpec, calculationMode: KeyframeCalculationMode,
                                 _ body: () throws -> Void) rethrows -> CommittedAnimation? {
        beginKeyframeAnimation(spec, calculationMode: calculationMode)
        do { try body() } catch {
            commitAnimation()
            throw error
        }
        return commitAnimation()
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`: runs `body` now and
    /// records what it changed as one keyframe of the open keyframe block. The start is
    /// clamped to 0…1 and the duration to what is left of the animation after the start
    /// (a non-finite value reads as 0).
    public func addKeyframe(relativeStartTime: Double, relativeDuration: Double, _ body: () throws -> Void) rethrows {
        guard let block = transaction, block.keyframes != nil, block.nesting == 0 else { return try body() }
        func unit(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        let start = unit(relativeStartTime), duration = min(unit(relativeDuration), 1 - start)
        var before: [ViewID: AnimatableState] = [:]
        for id in engine.tree.viewIDs { before[id] = model(of: id) }
        defer {
            var after: [ViewID: AnimatableState] = [:]
            for id in engine.tree.viewIDs { after[id] = model(of: id) }
            transaction?.keyframes?.keyframes.append((start, duration, before, after))
        }
        try body()
    }
}
