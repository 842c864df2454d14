import Geometry

/// One animated property of one view, as a CABasicAnimation added by `UIView.animate`:
/// from the presentation value when the animation block opened to the model value it
/// set, along the block's timing, starting at `start` (the clock when the block was
/// committed). During a delay the from-value shows (UIKit's animations fill backwards);
/// after the end the model value shows and the animation is dropped.
struct PropertyAnimation<Value: Equatable> {
    var from: Value
    var to: Value
    var start: Double
    var spec: AnimationSpec

    /// The eased amount at `t` (may leave 0…1 for springs).
    func amount(at t: Double) -> Double {
        let elapsed = t - start
        if elapsed <= spec.delay { return 0 }
        if elapsed >= spec.end { return 1 }
        return spec.progress(atElapsed: elapsed)
    }

    func isFinished(at t: Double) -> Bool { t - start >= spec.end }
}

extension PropertyAnimation where Value: Interpolatable {
    /// The value shown at `t`.
    func value(at t: Double) -> Value { from.interpolate(to: to, amount: amount(at: t)) }
}
