import Geometry
/// An animation block as the timeline describes it (UIView.animate or the system
/// rotation): when it starts relative to its event, how long it runs, its curve and
/// how it is played. Evaluating it is a pure function of time.
public struct AnimationSpec: Hashable, Sendable {
    public var duration: Double
    public var delay: Double
    public var curve: TimingCurve
    public var style: AnimationStyle
    /// True when this is the system's rotation animation (an orientation change without
    /// `animate`), not something the user wrote.
    public var isSystemRotation: Bool

    public init(duration: Double, delay: Double = 0, curve: TimingCurve = .uiViewDefault,
                style: AnimationStyle = .frames, isSystemRotation: Bool = false) {
        self.duration = duration; self.delay = delay; self.curve = curve; self.style = style
        self.isSystemRotation = isSystemRotation
    }

    /// The system rotation: 0.3 s per quarter turn, easeInOut.
    public static func systemRotation(from: InterfaceOrientation, to: InterfaceOrientation) -> AnimationSpec {
        AnimationSpec(duration: from.systemRotationDuration(to: to), curve: .uiViewDefault, isSystemRotation: true)
    }

    /// Seconds from the event's `at` until the animation is over.
    public var end: Double { delay + duration }

    /// Progress `elapsed` seconds after the event's `at` (the delay included).
    public func progress(atElapsed elapsed: Double) -> Double {
        curve.progress(atTime: elapsed - delay, duration: duration)
    }
}
