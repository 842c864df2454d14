import XCTest
import Geometry

final class AffineTransformTests: XCTestCase {
    func testRotationIsClockwiseOnScreen() {
        // y points down: +90° takes the +x axis to +y (down the screen).
        let p = AffineTransform(rotationAngle: .pi / 2).apply(Point(1, 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }
    func testBoundingBoxOfRotatedSquare() {
        let r = AffineTransform(rotationAngle: .pi / 4).apply(Rect(-1, -1, 2, 2))
        XCTAssertEqual(r.width, 2 * 2.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(r.minX, -(2.0.squareRoot()), accuracy: 1e-12)
    }
    func testConcatenationOrderMatchesCoreGraphics() {
        // scale then translate: the translation is not scaled.
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(t.apply(Point(1, 1)), Point(12, 2))
        XCTAssertEqual(t.inverted!.apply(Point(12, 2)), Point(1, 1))
    }
    func testColorHex() {
        XCTAssertEqual(Color(hex: "#4A90E2")?.hex, "#4A90E2")
        XCTAssertEqual(Color(hex: "#00000033")?.alpha ?? 0, 0x33 / 255.0, accuracy: 1e-12)
        XCTAssertNil(Color(hex: "4A90E2"))
        XCTAssertNil(Color(hex: "#4A90E"))
        XCTAssertNil(Color(hex: "#4A90EG"))
    }
}
