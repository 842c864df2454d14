import Geometry
import Playback
extension TimelineValidator {
    /// `animate`. `systemDefault` is the rotation the event performs, if any: there a
    /// missing duration means the system rotation's.
    func validateAnimation(_ w: WireAnimate, systemDefault: (InterfaceOrientation, InterfaceOrientation)?) -> AnimationSpec? {
        let delay = w.delay.flatMap { d.nonNegative($0, what: "delay") } ?? 0
        let style = w.style.flatMap { d.name($0, as: AnimationStyle.self, what: "animation style") } ?? .frames
        var duration = w.duration.flatMap { d.nonNegative($0, what: "duration") }
        if w.curve != nil, let s = w.spring {
            d.error(at: s.location, "'curve' and 'spring' both set the timing", fix: "keep one of them")
            return nil
        }
        let curve: TimingCurve
        if let s = w.spring {
            guard let spring = validateSpring(s, duration: duration) else { return nil }
            curve = .spring(spring)
            if duration == nil, s.dampingRatio == nil { duration = spring.settlingDuration }
        } else if let c = w.curve {
            guard let bezier = validateCurve(c) else { return nil }
            curve = .bezier(bezier)
        } else {
            curve = .uiViewDefault
        }
        if duration == nil, let (from, to) = systemDefault { duration = from.systemRotationDuration(to: to) }
        guard let duration else {
            if w.duration == nil {
                d.error(at: w.location.position, path: w.location.path, "missing required field 'duration'",
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
        guard let p = d.numbers(v, count: 4, what: "control points [x1, y1, x2, y2]") else { return nil }
        for (i, x) in [(0, p[0]), (2, p[2])] where !(0...1).contains(x) {
            d.error(at: v.position, path: JSONPath.index(v.path, i), "control point x \(x.shortDescription) is outside 0…1",
                    fix: "time must run forwards: x1 and x2 lie in 0…1")
            return nil
        }
        return CubicBezier(p[0], p[1], p[2], p[3])
    }

    /// UIView's form (`dampingRatio` + `initialVelocity`, needs the animation's duration)
    /// or CASpringAnimation's (`mass`, `stiffness`, `damping`, `initialVelocity`, with
    /// CASpringAnimation's defaults 1, 100, 10, 0).
    private func validateSpring(_ s: WireSpring, duration: Double?) -> SpringCurve? {
        let velocity = s.initialVelocity?.value ?? 0
        if let ratio = s.dampingRatio {
            for field in [s.mass, s.stiffness, s.damping].compactMap({ $0 }) {
                d.error(at: field, "'\(field.path.split(separator: ".").last ?? "")' cannot be combined with 'dampingRatio'",
                        fix: "use dampingRatio + initialVelocity (UIView) or mass, stiffness, damping (CASpringAnimation)")
            }
            guard let zeta = d.positive(ratio, what: "dampingRatio") else { return nil }
            guard let duration else {
                d.error(at: s.location, "a 'dampingRatio' spring needs the animation's 'duration'",
                        fix: "add \"duration\" to 'animate', as UIView.animate(withDuration:…usingSpringWithDamping:) requires")
                return nil
            }
            return .uiView(dampingRatio: zeta, initialVelocity: velocity, duration: duration)
        }
        let mass = s.mass.map { d.positive($0, what: "mass") } ?? 1
        let stiffness = s.stiffness.map { d.positive($0, what: "stiffness") } ?? 100
        let damping = s.damping.map { d.positive($0, what: "damping") } ?? 10
        guard let mass, let stiffness, let damping else { return nil }
        return SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
}
