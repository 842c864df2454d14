/// The keyframes of one property in a keyframe animation, as Core Animation's
/// CAKeyframeAnimation that UIKit builds for it: the value before the first keyframe is
/// the animation's `from`; each keyframe moves it to its own value during its part of the
/// overall time. `value(at:)` takes the overall progress — the block's timing curve
/// already applied to the elapsed fraction, as the animation's single timing function
/// warps the key times in Core Animation.
struct KeyframeTrack<Value: Equatable>: Equatable {
    /// One keyframe: where it starts and how long it lasts, as fractions 0…1 of the
    /// whole animation, and the value it sets. Sorted by `start` (stable: keyframes that
    /// start together keep the order they were added in).
    struct Key: Equatable {
        var start: Double
        var duration: Double
        var value: Value
    }

    var keys: [Key]
    var mode: KeyframeCalculationMode

    /// The value at overall progress `progress` (0…1), starting from `from`.
    func value(at progress: Double, from: Value, _ lerp: (Value, Value, Double) -> Value) -> Value {
        var current = from
        for key in keys {
            if progress < key.start { return current }
            switch mode {
            case .discrete:
                current = key.value
            case .linear:
                let end = key.start + key.duration
                guard key.duration > 0, progress < end else {
                    current = key.value
                    continue
                }
                return lerp(current, key.value, (progress - key.start) / key.duration)
            }
        }
        return current
    }
}
