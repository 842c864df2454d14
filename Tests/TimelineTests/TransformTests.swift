import XCTest
import Geometry
@testable import Timeline

final class TransformTests: XCTestCase {
    func testSpecBuildsScaleThenRotateThenTranslate() {
        // Scale (2, 3), rotate 90° clockwise on screen, translate (10, 20): the point (1, 0)
        // scales to (2, 0), turns to (0, 2) (y down: clockwise takes +x to +y), moves to (10, 22).
        let t = TransformSpec(scale: Size(2, 3), rotationDegrees: 90, translation: Point(10, 20)).affineTransform
        let p = t.apply(Point(1, 0))
        XCTAssertEqual(p.x, 10, accuracy: 1e-12); XCTAssertEqual(p.y, 22, accuracy: 1e-12)
        let q = t.apply(Point(0, 1))   // → (0, 3) → (−3, 0) → (7, 20)
        XCTAssertEqual(q.x, 7, accuracy: 1e-12); XCTAssertEqual(q.y, 20, accuracy: 1e-12)
    }

    func testScaleShorthandInJSON() throws {
        let t = try Fixture.load(Fixture.document(#""views": [ { "id": "v", "transform": { "scale": 0.5, "rotation": -45 } } ]"#))
        XCTAssertEqual(t.views[0].transform, TransformSpec(scale: Size(0.5, 0.5), rotationDegrees: -45).affineTransform)
    }
}
