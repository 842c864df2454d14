import XCTest
import Geometry
@testable import Playback

/// Foundation (via XCTest) has its own AffineTransform; these tests mean Geometry's.
typealias AffineTransform = Geometry.AffineTransform

final class TransformComponentsTests: XCTestCase {
    private func assertClose(_ a: AffineTransform, _ b: AffineTransform, _ tol: Double = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.array, b.array) { XCTAssertEqual(x, y, accuracy: tol, "\(a) vs \(b)", file: file, line: line) }
    }

    /// Scale, then rotate (degrees, clockwise on screen), then translate: the order a
    /// timeline's `transform` and `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`
    /// apply to points.
    private struct Parts {
        var scale = Size(1, 1), rotationDegrees = 0.0, translation = Point.zero
        var affineTransform: AffineTransform {
            AffineTransform(scaleX: scale.width, y: scale.height)
                .concatenating(AffineTransform(rotationAngle: rotationDegrees * .pi / 180))
                .concatenating(AffineTransform(translationX: translation.x, y: translation.y))
        }
    }
    private func spec(scale: Size = Size(1, 1), rotationDegrees: Double = 0, translation: Point = .zero) -> Parts {
        Parts(scale: scale, rotationDegrees: rotationDegrees, translation: translation)
    }

    func testDecompositionRoundTrips() {
        let samples: [AffineTransform] = [
            .identity,
            spec(scale: Size(0.5, 2), rotationDegrees: 30, translation: Point(3, -4)).affineTransform,
            spec(scale: Size(-1, 1), rotationDegrees: 135).affineTransform,
            spec(scale: Size(1, -2), rotationDegrees: -170).affineTransform,
            AffineTransform(a: 1, b: 0.2, c: 0.7, d: 1.1, tx: 5, ty: 6),          // with shear
            AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 2),                // degenerate
        ]
        for t in samples { assertClose(TransformComponents(t).affineTransform, t) }
    }

    func testDecompositionRecoversTheParts() {
        let c = TransformComponents(spec(scale: Size(2, 3), rotationDegrees: 40, translation: Point(1, 2)).affineTransform)
        XCTAssertEqual(c.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(c.scaleY, 3, accuracy: 1e-12)
        XCTAssertEqual(c.shear, 0, accuracy: 1e-12)
        XCTAssertEqual(c.rotation, 40 * .pi / 180, accuracy: 1e-12)
        XCTAssertEqual(c.translation, Point(1, 2))
    }

    func testRotationTakesTheShorterArc() {
        // 170° → −170°: the short way is 20° through 180°, so half-way is a half turn,
        // where a matrix lerp would pass near a degenerate (zero) matrix.
        let a = spec(rotationDegrees: 170).affineTransform
        let b = spec(rotationDegrees: -170).affineTransform
        let mid = a.interpolatedByDecomposition(to: b, amount: 0.5)
        assertClose(mid, AffineTransform(rotationAngle: .pi))
        let quarter = TransformComponents(a).interpolate(to: TransformComponents(b), amount: 0.25)
        XCTAssertEqual(quarter.rotation, 175 * .pi / 180, accuracy: 1e-12)
        // 10° → 350° goes back through 0°, not forwards through 180°.
        let c = TransformComponents(spec(rotationDegrees: 10).affineTransform)
        let d = TransformComponents(spec(rotationDegrees: 350).affineTransform)
        XCTAssertEqual(c.interpolate(to: d, amount: 0.5).rotation, 0, accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateLinearly() {
        let a = spec(scale: Size(1, 1)).affineTransform
        let b = spec(scale: Size(0.5, 0.5), translation: Point(100, 0)).affineTransform
        assertClose(a.interpolatedByDecomposition(to: b, amount: 0.5),
                    AffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 50, ty: 0))
        assertClose(a.interpolatedByDecomposition(to: b, amount: 0), a)
        assertClose(a.interpolatedByDecomposition(to: b, amount: 1), b)
        // A spring's overshoot extrapolates: amount 1.2 goes past the end.
        assertClose(a.interpolatedByDecomposition(to: b, amount: 1.2),
                    AffineTransform(a: 0.4, b: 0, c: 0, d: 0.4, tx: 120, ty: 0))
    }
}
