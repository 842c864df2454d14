import Foundation
import Playback

/// Where an animator's animations ended (its completion's argument).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life cycle.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// `UIViewPropertyAnimator`, as far as playing forward reaches: an animation block with
/// a built-in or a custom cubic Bézier curve (Core Animation's control points, y values
/// beyond 0…1 overshoot, as on a device) or UIView's spring. `startAnimation()` runs the
/// animation blocks there and then inside one `UIView.animate`-style block — what they
/// change animates from what is on screen, a `layoutIfNeeded()` in them animates the
/// frames — and the completions run with `.end` on the recording's clock when the
/// animations end. Pausing, scrubbing (`fractionComplete`) and reversing are not there.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    public var isRunning: Bool { state == .active }

    private let curve: TimingCurve
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// Every initialiser comes here: the curve is the timing object's, so a curve given by
    /// name, by control points or by damping ratio means what the same
    /// `UICubicTimingParameters` or `UISpringTimingParameters` means. A physical spring runs
    /// for its settling time, whatever `duration` says, as UIKit's does.
    fileprivate init(duration: TimeInterval, parameters: UITimingCurveProvider, animations: (() -> Void)?) {
        let d = duration.isFinite && duration > 0 ? duration : 0
        if let spring = parameters.springTimingParameters {
            let s = spring.spring(duration: d)
            self.duration = s.duration
            curve = .spring(s.curve)
        } else {
            self.duration = d
            curve = .bezier(parameters.cubicTimingParameters?.bezier ?? .easeInEaseOut)
        }
        if let animations { self.animations = [animations] }
    }

    /// A built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, parameters: UICubicTimingParameters(animationCurve: curve), animations: animations)
    }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through `point1` and `point2`
    /// (x kept to 0…1, as `UICubicTimingParameters(controlPoint1:controlPoint2:)`).
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, parameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2),
                  animations: animations)
    }

    /// UIView's spring (the mapping of `UIView.animate(withDuration:…usingSpringWithDamping:…)`,
    /// with no initial velocity).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, parameters: UISpringTimingParameters(dampingRatio: ratio), animations: animations)
    }

    public func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations now, their motion after `delay` seconds (what the blocks
    /// change shows its old value until then, as Core Animation fills backwards).
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        state = .active
        let blocks = animations
        animations = []
        let run = { for block in blocks { block() } }
        let finish: (Bool) -> Void = { [self] _ in
            state = .inactive
            for c in completions { c(.end) }
            completions = []
        }
        guard let host = UIScreen.main.recording else { return AnimationWithoutDisplay.run(run, completion: finish) }
        host.animate(AnimationSpec(duration: duration, delay: self.delay, curve: curve), run, completion: finish)
    }
}

extension UIViewPropertyAnimator {
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: an
    /// animator with the options' curve, started after `delay`; the completion gets `.end`.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0x3)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A timing object: `UICubicTimingParameters` or `UISpringTimingParameters`. With a
    /// physical spring (`mass:stiffness:damping:`) the animator runs for the spring's
    /// settling time and `duration` is ignored, as UIKit ignores it.
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init(duration: duration, parameters: parameters, animations: nil)
    }
}
