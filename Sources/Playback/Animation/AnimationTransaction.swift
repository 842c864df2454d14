/// An open animation block (`UIView.animate(withDuration:…) { … }`): its timing, and
/// what was on screen when it opened, so that what changes inside it animates from there.
struct AnimationTransaction {
    var spec: AnimationSpec
    /// Every view's presentation values when the block opened.
    var before: [String: AnimatableState]
    /// Callbacks UIKit sends inside the block after its layout pass
    /// (`willAnimateRotation(to:duration:)`).
    var afterLayout: [RotationCallback] = []
    /// Arranged subviews hidden inside the block, in order: they stay on screen until
    /// its animation ends.
    var hiddenArrangedSubviews: [String] = []
    /// Blocks opened inside this one and not yet closed.
    var nesting = 0
}
