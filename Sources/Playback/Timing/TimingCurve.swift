/// The shape of an animation's progress over time: a Bézier timing function (stretched
/// over the animation's duration) or a spring (which runs on its own clock, in seconds).
public enum TimingCurve: Hashable, Sendable {
    case bezier(CubicBezier)
    case spring(SpringCurve)

    /// UIView's default curve for `animate(withDuration:)`.
    public static let uiViewDefault = TimingCurve.bezier(.easeInEaseOut)

    /// Progress `t` seconds into an animation lasting `duration`: 0 before it starts,
    /// 1 once it is over (a spring snaps to rest at its end), the curve in between.
    public func progress(atTime t: Double, duration: Double) -> Double {
        if t < 0 { return 0 }
        if t >= duration { return 1 }
        switch self {
        case .bezier(let curve): return curve.value(at: t / duration)
        case .spring(let spring): return spring.position(atTime: t)
        }
    }
}
