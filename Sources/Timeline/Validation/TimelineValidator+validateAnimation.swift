import Geometry
import Playback
extension TimelineValidator {
    /// `animate`. `systemDefault` is the rotation the event performs, if any: there a
    /// missing duration means the system rotation's.
    func validateAnimation(_ w: WireAnimate, systemDefault: (InterfaceOrientation, InterfaceOrientation)?) -> AnimationSpec? {
        let delay = w.delay?.value ?? 0
        let style = w.style.flatMap { d.name($0, as: AnimationStyle.self, what: "animation style") } ?? .frames
        var duration = w.duration?.value
        if w.curve != nil, let s = w.spring {
            d.error(at: s.location, .conflictingFields("curve", "spring", why: "both set the timing"), fix: "keep one of them")
            return nil
        }
        let curve: TimingCurve
        if let s = w.spring {
            guard let spring = validateSpring(s, duration: duration, durationWritten: w.hasDuration) else { return nil }
            curve = .spring(spring)
            if duration == nil, !w.hasDuration, s.dampingRatio == nil {
                // CASpringAnimation's duration is its settling time, which a weak, heavy
                // spring can push past any useful length: it is a time like any other.
                let settling = spring.settlingDuration
                guard NumberRange.time.contains(settling) else {
                    d.error(at: s.location, "this spring takes \(settling.shortDescription) s to settle, which is out of range for \(NumberRange.time.name)",
                            fix: "expected \(NumberRange.time.bounds): stiffen or damp the spring, or give 'animate' a duration")
                    return nil
                }
                duration = settling
            }
        } else if let c = w.curve {
            guard let bezier = validateCurve(c) else { return nil }
            curve = .bezier(bezier)
        } else {
            curve = .uiViewDefault
        }
        if duration == nil, let (from, to) = systemDefault { duration = from.systemRotationDuration(to: to) }
        guard let duration else {
            if !w.hasDuration, !d.isMisspelt("duration", in: w.location.path) {
                d.error(at: w.location.position, path: w.location.path, .missingField("duration"),
                        fix: "UIView.animate needs a duration in seconds, e.g. \"duration\": 0.3")
            }
            return nil
        }
        return AnimationSpec(duration: duration, delay: delay, curve: curve, style: style)
    }

    /// A curve name or `[x1, y1, x2, y2]`; x1 and x2 must lie in 0…1 so that time runs
    /// forwards (CAMediaTimingFunction's own requirement).
    private func validateCurve(_ v: Located<JSONValue>) -> CubicBezier? {
        if case .string(let s) = v.value.kind {
            return d.name(v.map { _ in s }, in: CubicBezier.named.map { ($0.name, $0.curve) }, what: "curve")
        }
        guard case .array = v.value.kind else { d.typeError(v, expected: "a curve name or [x1, y1, x2, y2]"); return nil }
        guard let p = d.numbers(v, in: [.curveTime, .curveProgress, .curveTime, .curveProgress],
                                what: "control points [x1, y1, x2, y2]") else { return nil }
        return CubicBezier(p[0], p[1], p[2], p[3])
    }

    /// UIView's form (`dampingRatio` + `initialVelocity`, needs the animation's duration)
    /// or CASpringAnimation's (`mass`, `stiffness`, `damping`, `initialVelocity`, with
    /// CASpringAnimation's defaults 1, 100, 10, 0).
    private func validateSpring(_ s: WireSpring, duration: Double?, durationWritten: Bool) -> SpringCurve? {
        let velocity = s.initialVelocity?.value ?? 0
        if let ratio = s.dampingRatio {
            for field in [s.mass, s.stiffness, s.damping].compactMap({ $0 }) {
                d.error(at: field, "'\(field.path.split(separator: ".").last ?? "")' cannot be combined with 'dampingRatio'",
                        fix: "use dampingRatio + initialVelocity (UIView) or mass, stiffness, damping (CASpringAnimation)")
            }
            let zeta = ratio.value
            guard let duration else {
                if durationWritten { return nil }   // reported where it was read
                d.error(at: s.location, "a 'dampingRatio' spring needs the animation's 'duration'",
                        fix: "add \"duration\" to 'animate', as UIView.animate(withDuration:…usingSpringWithDamping:) requires")
                return nil
            }
            return .uiView(dampingRatio: zeta, initialVelocity: velocity, duration: duration)
        }
        let mass = s.mass?.value ?? 1, stiffness = s.stiffness?.value ?? 100, damping = s.damping?.value ?? 10
        return SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
}
