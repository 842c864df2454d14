/// A CAMediaTimingFunction: a cubic Bézier from (0,0) to (1,1) with control points
/// (x1,y1) and (x2,y2), read as "output progress y for input time fraction x".
/// `value(at:)` solves x(t) = x for the curve parameter t and returns y(t), to 1e-6 or
/// better.
public struct CubicBezier: Hashable, Sendable {
    public var x1, y1, x2, y2: Double
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    // Core Animation's named timing functions, with their documented control points.
    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `CAMediaTimingFunctionName.default`, what implicit layer animations use.
    public static let caDefault = CubicBezier(0.25, 0.1, 0.25, 1)

    /// The timeline's curve names; `easeInOut` is UIView's name for Core Animation's
    /// `easeInEaseOut` (and UIView's default curve).
    public static let named: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInEaseOut), ("easeInEaseOut", .easeInEaseOut), ("default", .caDefault),
    ]

    /// Progress at time fraction `x`, clamped to 0…1 outside the curve's domain.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        return sampleY(solveT(forX: x))
    }

    // Polynomial coefficients of B(t) = ((a·t + b)·t + c)·t, the Bernstein form expanded
    // with the fixed end points 0 and 1.
    private func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }
    func sampleX(_ t: Double) -> Double { let k = coefficients(x1, x2); return ((k.a * t + k.b) * t + k.c) * t }
    func sampleY(_ t: Double) -> Double { let k = coefficients(y1, y2); return ((k.a * t + k.b) * t + k.c) * t }
    private func slopeX(_ t: Double) -> Double { let k = coefficients(x1, x2); return (3 * k.a * t + 2 * k.b) * t + k.c }

    /// Newton's method from t = x converges in a few steps where x(t) is steep; where it
    /// is flat (x1 or x2 near 0 or 1) Newton can stall, so bisection finishes the job.
    /// x(t) is monotone because x1, x2 ∈ [0, 1], which validation enforces.
    func solveT(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        t = x
        while hi - lo > tolerance {
            t = (lo + hi) / 2
            if sampleX(t) < x { lo = t } else { hi = t }
        }
        return (lo + hi) / 2
    }
}
