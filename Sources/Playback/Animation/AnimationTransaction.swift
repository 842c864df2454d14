import Geometry
import Layout
/// An open animation block (`UIView.animate(withDuration:…) { … }`): its timing, and
/// what was on screen when it opened, so that what changes inside it animates from there.
struct AnimationTransaction {
    var spec: AnimationSpec
    /// Every view's presentation values when the block opened.
    var before: [ViewID: AnimatableState]
    /// Every view's model values when the block opened: only what changes from these
    /// inside the block animates (a view still running an earlier block's animation that
    /// this block leaves alone keeps running it).
    var beforeModel: [ViewID: AnimatableState]
    /// Callbacks UIKit sends inside the block after its layout pass
    /// (`willAnimateRotation(to:duration:)`).
    var afterLayout: [RotationCallback] = []
    /// A front end's actions to run at the same point (a transition coordinator's
    /// alongside animations), after the callbacks.
    var afterLayoutActions: [() -> Void] = []
    /// Arranged subviews hidden inside the block, in order: they stay on screen until
    /// its animation ends.
    var hiddenArrangedSubviews: [ViewID] = []
    /// Blocks opened inside this one and not yet closed.
    var nesting = 0
    /// A keyframe block (`UIView.animateKeyframes`): its calculation mode and the
    /// keyframes added so far; nil for `UIView.animate`.
    var keyframes: KeyframeBlock?
}

/// The keyframes of an open `animateKeyframes` block, in the order they were added.
struct KeyframeBlock {
    var mode: KeyframeCalculationMode
    /// Each keyframe's relative timing and every view's model before and after it ran.
    var keyframes: [(start: Double, duration: Double, before: [ViewID: AnimatableState], after: [ViewID: AnimatableState])] = []
}
