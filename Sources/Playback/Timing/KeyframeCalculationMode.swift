/// How a keyframe animation (`UIView.animateKeyframes`) goes from one keyframe's value to
/// the next: UIKit's `calculationMode…` options, as far as they are played here.
public enum KeyframeCalculationMode: String, CaseIterable, Hashable, Sendable {
    /// Core Animation's linear mode (UIKit's default): during a keyframe the value moves
    /// in a straight line from the value before it to the keyframe's; between keyframes it
    /// holds.
    case linear
    /// Core Animation's discrete mode: no values in between; each keyframe's value shows
    /// from the keyframe's relative start time until the next one's.
    case discrete
}
