#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring as CASpringAnimation models it: a mass on a spring with viscous
/// damping, released at progress 0 with `initialVelocity` (in "whole distances per
/// second", positive towards the target) and settling at progress 1. `position(atTime:)`
/// is the closed-form solution of m·x″ + c·x′ + k·x = 0 with x = progress − 1,
/// x(0) = −1, x′(0) = initialVelocity, for the under-, critically and over-damped cases.
/// Underdamped springs overshoot: progress goes above 1.
public struct SpringCurve: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    /// CASpringAnimation's defaults are mass 1, stiffness 100, damping 10, velocity 0.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    /// The spring UIKit builds for `UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:…)`: mass 1, the damping ratio clamped to 0.01…1 (UIKit's API
    /// has no overdamping), and the stiffness chosen so that the oscillation's envelope
    /// e^(−ζω₀t) has fallen to 1/1500 of the distance, below what a screen can show, exactly
    /// at `duration` (ζω₀ = ln 1500 / duration). This is the widely used reconstruction of
    /// the UIView → CASpringAnimation mapping ("relaxation time"); Apple does not publish it.
    public static func uiView(dampingRatio: Double, initialVelocity: Double, duration: Double) -> SpringCurve {
        let zeta = min(1, max(dampingRatio, 0.01))
        let decay = log(1500) / max(duration, 1e-6)     // ζ·ω₀
        let omega = decay / zeta
        return SpringCurve(mass: 1, stiffness: omega * omega, damping: 2 * decay, initialVelocity: initialVelocity)
    }

    /// ζ = c / (2·√(k·m)): below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// ω₀ = √(k/m), the undamped angular frequency.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Ratios this close to 1 use the critical form: the other two divide by √|ζ²−1|.
    static let criticalTolerance = 1e-6

    /// Progress (0 at t = 0, tending to 1) at `t` seconds after the spring is released.
    public func position(atTime t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement(atTime: t)
    }

    /// The closed form's constants for this spring, by damping regime.
    private enum Motion {
        /// x = e^(−decay·t)·(−cos ω_d t + b·sin ω_d t)
        case under(decay: Double, wd: Double, b: Double)
        /// x = e^(−ω₀t)·(−1 + c·t)
        case critical(w0: Double, c: Double)
        /// x = c1·e^(r1·t) + (−1 − c1)·e^(r2·t), r2 < r1 < 0
        case over(r1: Double, r2: Double, c1: Double)
    }

    /// Constants from x(0) = −1 and x′(0) = v0 in each regime.
    private var motion: Motion {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if abs(zeta - 1) < Self.criticalTolerance { return .critical(w0: w0, c: v0 - w0) }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return .under(decay: zeta * w0, wd: wd, b: (v0 - zeta * w0) / wd)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        return .over(r1: r1, r2: r2, c1: (v0 + r2) / (r1 - r2))
    }

    /// x(t) = progress − 1.
    func displacement(atTime t: Double) -> Double {
        switch motion {
        case .under(let decay, let wd, let b): return exp(-decay * t) * (-cos(wd * t) + b * sin(wd * t))
        case .critical(let w0, let c): return exp(-w0 * t) * (-1 + c * t)
        case .over(let r1, let r2, let c1): return c1 * exp(r1 * t) + (-1 - c1) * exp(r2 * t)
        }
    }

    /// A bound |x(t)| ≤ envelope(t), unimodal in t; settling is measured on it.
    private func envelope(atTime t: Double) -> Double {
        switch motion {
        case .under(let decay, _, let b): return exp(-decay * t) * (1 + b * b).squareRoot()
        case .critical(let w0, let c): return exp(-w0 * t) * (1 + abs(c) * t)
        case .over(let r1, _, let c1): return (abs(c1) + abs(1 + c1)) * exp(r1 * t)
        }
    }

    /// How far from the target counts as settled, in whole distances. 1/1200 reproduces
    /// both examples in Apple's `settlingDuration` documentation (mass 1, stiffness 100:
    /// damping 5 settles in "approximately 2.85 seconds", damping 15 in "just over 1
    /// second"); 1/1000 would give 2.78 s and 0.98 s.
    public static let settlingEpsilon = 1.0 / 1200

    /// CASpringAnimation's `settlingDuration`: when the decay envelope of the motion
    /// (A·e^(−ζω₀t) when underdamped; the exact magnitude's bound otherwise) falls to
    /// `settlingEpsilon`. After it the spring stays within epsilon of the target.
    public var settlingDuration: Double {
        let eps = Self.settlingEpsilon
        var hi = 1e-3
        while envelope(atTime: hi) > eps && hi < 1e6 { hi *= 2 }
        // The envelope starts at or above 1 > eps and is unimodal, so {t : envelope ≥ eps}
        // is an interval [0, T]: bisection keeps envelope(lo) ≥ eps > envelope(hi).
        var lo = 0.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if envelope(atTime: mid) >= eps { lo = mid } else { hi = mid }
        }
        return hi
    }
}
