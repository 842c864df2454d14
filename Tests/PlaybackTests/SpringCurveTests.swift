import XCTest
import Foundation
@testable import Playback

final class SpringCurveTests: XCTestCase {
    /// m·x″ + c·x′ + k·x = 0 from x = −1, x′ = v0, integrated with classical RK4 in small
    /// steps: an independent check of the closed forms. Returns progress = 1 + x.
    private func integrate(_ s: SpringCurve, until t: Double, steps: Int = 20_000) -> Double {
        var x = -1.0, v = s.initialVelocity
        let h = t / Double(steps)
        func acc(_ x: Double, _ v: Double) -> Double { -(s.stiffness * x + s.damping * v) / s.mass }
        for _ in 0..<steps {
            let k1x = v, k1v = acc(x, v)
            let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 + x
    }

    private func assertMatchesODE(_ s: SpringCurve, file: StaticString = #filePath, line: UInt = #line) {
        for t in [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2] {
            XCTAssertEqual(s.position(atTime: t), integrate(s, until: t), accuracy: 1e-7, "t = \(t)", file: file, line: line)
        }
    }

    func testUnderdampedMatchesODEAndOvershoots() {
        let s = SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)   // ζ = 0.5
        XCTAssertEqual(s.dampingRatio, 0.5, accuracy: 1e-12)
        assertMatchesODE(s)
        // First peak at t = π/ω_d with overshoot e^(−ζπ/√(1−ζ²)) (textbook result).
        let wd = 10 * (1 - 0.25).squareRoot()
        XCTAssertEqual(s.position(atTime: .pi / wd), 1 + exp(-0.5 * .pi / (0.75).squareRoot()), accuracy: 1e-12)
        XCTAssertGreaterThan(s.position(atTime: .pi / wd), 1.15)
    }

    func testCriticallyDampedMatchesODE() {
        let s = SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3)   // ζ = 1
        XCTAssertEqual(s.dampingRatio, 1, accuracy: 1e-12)
        assertMatchesODE(s)
        for t in stride(from: 0.01, to: 2, by: 0.01) { XCTAssertLessThanOrEqual(s.position(atTime: t), 1 + 1e-12) }
    }

    func testOverdampedMatchesODE() {
        let s = SpringCurve(mass: 2, stiffness: 50, damping: 40, initialVelocity: -1)   // ζ = 40 / (2·10) = 2
        XCTAssertEqual(s.dampingRatio, 2, accuracy: 1e-12)
        assertMatchesODE(s)
    }

    func testInitialVelocityIsTheStartingSlope() {
        let s = SpringCurve(mass: 1, stiffness: 200, damping: 5, initialVelocity: 4)
        let h = 1e-6
        XCTAssertEqual(s.position(atTime: h) / h, 4, accuracy: 1e-3)
        XCTAssertEqual(s.position(atTime: 0), 0)
    }

    func testUIViewSpringMapping() {
        // mass 1; ζω₀ = ln(1500)/duration, so the envelope is 1/1500 at the end.
        let s = SpringCurve.uiView(dampingRatio: 0.5, initialVelocity: 0, duration: 0.6)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(s.dampingRatio * s.naturalFrequency, log(1500) / 0.6, accuracy: 1e-9)
        XCTAssertLessThan(abs(1 - s.position(atTime: 0.6)), 1.0 / 1500 * 1.2)
        XCTAssertLessThanOrEqual(s.settlingDuration, 0.6 + 1e-9)
        // UIKit's API has no overdamping: ratios above 1 act as 1.
        XCTAssertEqual(SpringCurve.uiView(dampingRatio: 3, initialVelocity: 0, duration: 1).dampingRatio, 1, accuracy: 1e-12)
        assertMatchesODE(s)
    }

    func testSettlingDurationMatchesApplesDocumentedExamples() {
        // Apple's settlingDuration page: mass 1, stiffness 100; damping 5 settles in
        // "approximately 2.85 seconds", damping 15 in "just over 1 second".
        XCTAssertEqual(SpringCurve(mass: 1, stiffness: 100, damping: 5).settlingDuration, 2.85, accuracy: 0.01)
        let fifteen = SpringCurve(mass: 1, stiffness: 100, damping: 15).settlingDuration
        XCTAssertGreaterThan(fifteen, 1.0)
        XCTAssertLessThan(fifteen, 1.05)
    }

    func testSettlingDurationOfACriticalSpring() {
        // Critically damped from rest: |x| = (1 + ω t) e^(−ω t); solve |x| = 1/1200 here.
        let s = SpringCurve(mass: 1, stiffness: 100, damping: 20)
        var lo = 0.0, hi = 10.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + 10 * mid) * exp(-10 * mid) > 1.0 / 1200 { lo = mid } else { hi = mid }
        }
        XCTAssertEqual(s.settlingDuration, lo, accuracy: 1e-9)
    }

    func testSpringsStayWithinEpsilonAfterSettling() {
        for s in [SpringCurve(), SpringCurve(mass: 1, stiffness: 300, damping: 4, initialVelocity: 10),
                  SpringCurve(mass: 2, stiffness: 50, damping: 40, initialVelocity: -3)] {
            let t = s.settlingDuration
            for k in 0...2000 {
                XCTAssertLessThan(abs(1 - s.position(atTime: t + Double(k) * 0.001)), SpringCurve.settlingEpsilon, "\(s)")
            }
        }
    }

    func testSpringTimingEndsAtTheDuration() {
        let curve = TimingCurve.spring(.uiView(dampingRatio: 0.3, initialVelocity: 0, duration: 1))
        XCTAssertEqual(curve.progress(atTime: 1, duration: 1), 1)
        XCTAssertEqual(curve.progress(atTime: 0, duration: 1), 0)
        let mid = curve.progress(atTime: 0.5, duration: 1)
        XCTAssertEqual(mid, SpringCurve.uiView(dampingRatio: 0.3, initialVelocity: 0, duration: 1).position(atTime: 0.5))
    }
}
