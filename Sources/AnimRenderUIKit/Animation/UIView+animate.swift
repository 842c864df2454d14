import Foundation
import Playback

/// `UIView.animate`: what the block changes — properties set in it, and the frames a
/// layout pass run in it (`layoutIfNeeded()`) moves — animates from what is on screen
/// to the new values, as Core Animation animates it; nothing else does. The completion
/// runs on the recording's clock when the animations end (see `PlaybackHost+animate`).
/// Springs map damping ratio and velocity onto a spring as the timeline format does
/// (docs/timeline-format.md). Outside a recording the block's changes are set at once and
/// the completion runs on the next turn of the run loop (`AnimationWithoutDisplay`).
extension UIView {
    /// As UIKit's, on the recording's clock (see the extension); outside a recording the
    /// block's changes are set at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// As UIKit's; the completion runs on the recording's clock when the animations end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// As UIKit's; of `options` only the curve is played (see `AnimationOptions`). A negative
    /// or non-finite duration or delay is 0.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spec = AnimationSpec(duration: clamp(duration), delay: clamp(delay), curve: .bezier(options.curve))
        run(spec, animations, completion)
    }

    /// UIKit's spring: Apple does not publish how damping ratio and duration become a
    /// spring; this uses a spring of mass 1 that settles to 1/1500 of its distance at
    /// `duration` (docs/timeline-format.md, "UIView's spring"). The ratio is clamped to 0.01…1.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let d = clamp(duration)
        let spring = SpringCurve.uiView(dampingRatio: dampingRatio.native, initialVelocity: velocity.native, duration: d)
        run(AnimationSpec(duration: d, delay: clamp(delay), curve: .spring(spring)), animations, completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: inside an animation block its
    /// changes take effect at once and are left out of the block's animations.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let host = UIScreen.main.recording else { return actionsWithoutAnimation() }
        host.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// Whether animations are on: false inside `performWithoutAnimation` during a recording.
    public class var areAnimationsEnabled: Bool { (UIScreen.main.recording?.withoutAnimationDepth ?? 0) == 0 }

    /// A negative or non-finite duration or delay is 0, as UIKit treats it.
    private static func clamp(_ t: TimeInterval) -> Double { t.isFinite && t > 0 ? t : 0 }

    private static func run(_ spec: AnimationSpec, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        guard let host = UIScreen.main.recording else { return AnimationWithoutDisplay.run(animations, completion: completion) }
        host.animate(spec, animations, completion: completion)
    }
}
