import XCTest
@testable import Playback

final class TimingCurveTests: XCTestCase {
    /// y at x found independently: bisection on the Bernstein form written out in full.
    private func referenceY(_ c: CubicBezier, x: Double) -> Double {
        func bern(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bern(c.x1, c.x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bern(c.y1, c.y2, (lo + hi) / 2)
    }

    func testNamedControlPoints() {
        XCTAssertEqual(CubicBezier.easeIn, CubicBezier(0.42, 0, 1, 1))
        XCTAssertEqual(CubicBezier.easeOut, CubicBezier(0, 0, 0.58, 1))
        XCTAssertEqual(CubicBezier.easeInEaseOut, CubicBezier(0.42, 0, 0.58, 1))
        XCTAssertEqual(CubicBezier.caDefault, CubicBezier(0.25, 0.1, 0.25, 1))
        XCTAssertEqual(TimingCurve.uiViewDefault, .bezier(.easeInEaseOut))
    }

    func testEaseInOutIsSymmetric() {
        // Symmetric control points: the curve is point-symmetric about (0.5, 0.5).
        XCTAssertEqual(CubicBezier.easeInEaseOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            XCTAssertEqual(CubicBezier.easeInEaseOut.value(at: x) + CubicBezier.easeInEaseOut.value(at: 1 - x), 1, accuracy: 1e-9)
        }
    }

    func testCurvesMatchIndependentBisection() {
        let curves: [CubicBezier] = [.easeIn, .easeOut, .easeInEaseOut, .caDefault, CubicBezier(0.1, 0.9, 0.2, -0.5),
                                     CubicBezier(0, 1.5, 1, -0.5), CubicBezier(0.9, 0.1, 0.1, 0.9), CubicBezier(0, 0, 0, 1)]
        for c in curves {
            for i in 0...100 {
                let x = Double(i) / 100
                XCTAssertEqual(c.value(at: x), referenceY(c, x: x), accuracy: 1e-6, "\(c) at \(x)")
            }
        }
    }

    func testLinearAndClamping() {
        XCTAssertEqual(CubicBezier.linear.value(at: 0.3), 0.3)
        XCTAssertEqual(CubicBezier.easeIn.value(at: -1), 0)
        XCTAssertEqual(CubicBezier.easeIn.value(at: 2), 1)
    }

    func testEaseInStartsSlowly() {
        // easeIn at x = 0.5: y(t) with x(t) = 0.5 lies well under 0.5; easeOut mirrors it,
        // because easeOut's control points are easeIn's rotated half a turn about (0.5, 0.5).
        let a = CubicBezier.easeIn.value(at: 0.5), b = CubicBezier.easeOut.value(at: 0.5)
        XCTAssertLessThan(a, 0.35)
        XCTAssertEqual(a + b, 1, accuracy: 1e-9)
    }

    func testAnimationSpecProgressHonoursDelayAndEnds() {
        let spec = AnimationSpec(duration: 2, delay: 0.5, curve: .bezier(.linear))
        XCTAssertEqual(spec.progress(atElapsed: 0), 0)
        XCTAssertEqual(spec.progress(atElapsed: 0.5), 0)
        XCTAssertEqual(spec.progress(atElapsed: 1.5), 0.5)
        XCTAssertEqual(spec.progress(atElapsed: 2.5), 1)
        XCTAssertEqual(spec.progress(atElapsed: 9), 1)
        XCTAssertEqual(spec.end, 2.5)
        let instant = AnimationSpec(duration: 0, curve: .bezier(.easeIn))
        XCTAssertEqual(instant.progress(atElapsed: -0.1), 0)
        XCTAssertEqual(instant.progress(atElapsed: 0), 1)
    }

    func testSystemRotationDurations() {
        XCTAssertEqual(AnimationSpec.systemRotation(from: .portrait, to: .landscapeLeft).duration, 0.3, accuracy: 1e-12)
        XCTAssertEqual(AnimationSpec.systemRotation(from: .landscapeLeft, to: .portrait).duration, 0.3, accuracy: 1e-12)
        XCTAssertEqual(AnimationSpec.systemRotation(from: .landscapeLeft, to: .landscapeRight).duration, 0.6, accuracy: 1e-12)
        XCTAssertEqual(AnimationSpec.systemRotation(from: .portrait, to: .portraitUpsideDown).duration, 0.6, accuracy: 1e-12)
        XCTAssertEqual(AnimationSpec.systemRotation(from: .portrait, to: .portrait).duration, 0)
        XCTAssertEqual(AnimationSpec.systemRotation(from: .portrait, to: .landscapeRight).curve, .bezier(.easeInEaseOut))
    }
}
