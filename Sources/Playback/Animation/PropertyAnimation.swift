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
    /// A keyframe animation's keys (`UIView.animateKeyframes`); nil for a basic one, which
    /// goes from `from` to `to`. With keys, `to` is still the model value at the end.
    var keyframes: KeyframeTrack<Value>?

    /// The eased amount at `t` (may leave 0…1 for springs).
    func amount(at t: Double) -> Double {
        let elapsed = t - start
        if elapsed <= spec.delay { return 0 }
        if elapsed >= spec.end { return 1 }
        return spec.progress(atElapsed: elapsed)
    }

    func isFinished(at t: Double) -> Bool { t - start >= spec.end }
}

extension PropertyAnimation {
    /// The value shown at `t`, with `lerp` as the way between two values.
    func value(at t: Double, _ lerp: (Value, Value, Double) -> Value) -> Value {
        let p = amount(at: t)
        guard let keyframes else { return lerp(from, to, p) }
        return keyframes.value(at: p, from: from, lerp)
    }
}

extension PropertyAnimation where Value: Interpolatable {
    /// The value shown at `t`.
    func value(at t: Double) -> Value { value(at: t) { $0.interpolate(to: $1, amount: $2) } }
}
