import XCTest
import Geometry
@testable import Timeline

/// Foundation (via XCTest) has its own AffineTransform; these tests mean Geometry's.
typealias AffineTransform = Geometry.AffineTransform

final class TransformTests: XCTestCase {
    private func assertClose(_ a: AffineTransform, _ b: AffineTransform, _ tol: Double = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.array, b.array) { XCTAssertEqual(x, y, accuracy: tol, "\(a) vs \(b)", file: file, line: line) }
    }

    func testSpecBuildsScaleThenRotateThenTranslate() {
        // Scale (2, 3), rotate 90° clockwise on screen, translate (10, 20): the point (1, 0)
        // scales to (2, 0), turns to (0, 2) (y down: clockwise takes +x to +y), moves to (10, 22).
        let t = TransformSpec(scale: Size(2, 3), rotationDegrees: 90, translation: Point(10, 20)).affineTransform
        let p = t.apply(Point(1, 0))
        XCTAssertEqual(p.x, 10, accuracy: 1e-12); XCTAssertEqual(p.y, 22, accuracy: 1e-12)
        let q = t.apply(Point(0, 1))   // → (0, 3) → (−3, 0) → (7, 20)
        XCTAssertEqual(q.x, 7, accuracy: 1e-12); XCTAssertEqual(q.y, 20, accuracy: 1e-12)
    }

    func testDecompositionRoundTrips() {
        let samples: [AffineTransform] = [
            .identity,
            TransformSpec(scale: Size(0.5, 2), rotationDegrees: 30, translation: Point(3, -4)).affineTransform,
            TransformSpec(scale: Size(-1, 1), rotationDegrees: 135).affineTransform,
            TransformSpec(scale: Size(1, -2), rotationDegrees: -170).affineTransform,
            AffineTransform(a: 1, b: 0.2, c: 0.7, d: 1.1, tx: 5, ty: 6),          // with shear
            AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 2),                // degenerate
        ]
        for t in samples { assertClose(TransformComponents(t).affineTransform, t) }
    }

    func testDecompositionRecoversTheParts() {
        let c = TransformComponents(TransformSpec(scale: Size(2, 3), rotationDegrees: 40, translation: Point(1, 2)).affineTransform)
        XCTAssertEqual(c.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(c.scaleY, 3, accuracy: 1e-12)
        XCTAssertEqual(c.shear, 0, accuracy: 1e-12)
        XCTAssertEqual(c.rotation, 40 * .pi / 180, accuracy: 1e-12)
        XCTAssertEqual(c.translation, Point(1, 2))
    }

    func testRotationTakesTheShorterArc() {
        // 170° → −170°: the short way is 20° through 180°, so half-way is a half turn,
        // where a matrix lerp would pass near a degenerate (zero) matrix.
        let a = TransformSpec(rotationDegrees: 170).affineTransform
        let b = TransformSpec(rotationDegrees: -170).affineTransform
        let mid = a.interpolatedByDecomposition(to: b, amount: 0.5)
        assertClose(mid, AffineTransform(rotationAngle: .pi))
        let quarter = TransformComponents(a).interpolate(to: TransformComponents(b), amount: 0.25)
        XCTAssertEqual(quarter.rotation, 175 * .pi / 180, accuracy: 1e-12)
        // 10° → 350° goes back through 0°, not forwards through 180°.
        let c = TransformComponents(TransformSpec(rotationDegrees: 10).affineTransform)
        let d = TransformComponents(TransformSpec(rotationDegrees: 350).affineTransform)
        XCTAssertEqual(c.interpolate(to: d, amount: 0.5).rotation, 0, accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateLinearly() {
        let a = TransformSpec(scale: Size(1, 1)).affineTransform
        let b = TransformSpec(scale: Size(0.5, 0.5), translation: Point(100, 0)).affineTransform
        assertClose(a.interpolatedByDecomposition(to: b, amount: 0.5),
                    AffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 50, ty: 0))
        assertClose(a.interpolatedByDecomposition(to: b, amount: 0), a)
        assertClose(a.interpolatedByDecomposition(to: b, amount: 1), b)
        // A spring's overshoot extrapolates: amount 1.2 goes past the end.
        assertClose(a.interpolatedByDecomposition(to: b, amount: 1.2),
                    AffineTransform(a: 0.4, b: 0, c: 0, d: 0.4, tx: 120, ty: 0))
    }

    func testScaleShorthandInJSON() throws {
        let t = try Fixture.load(Fixture.document(#""views": [ { "id": "v", "transform": { "scale": 0.5, "rotation": -45 } } ]"#))
        XCTAssertEqual(t.views[0].transform, TransformSpec(scale: Size(0.5, 0.5), rotationDegrees: -45))
    }
}
