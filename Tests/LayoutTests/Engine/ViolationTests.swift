import Cassowary
import Geometry
@testable import Layout
import XCTest

final class ViolationTests: XCTestCase {
    func testPresentationOffsetsShowAsViolations() throws {
        let e = makeEngine()
        try addPinnedCard(to: e)
        e.appear()
        XCTAssertEqual(e.diagnostics.violations(presentation: [:]), [])
        // Moved down 10: only the top pin breaks, by 10.
        let moved = PresentationGeometry(center: Point(187.5, 100), bounds: Rect(0, 0, 335, 100))
        XCTAssertEqual(e.diagnostics.violations(presentation: ["card": moved]), [ConstraintViolation(constraint: "top", amount: 10, views: ["card", "root"])])
        // 10 taller about the same center: the top moves up 5 and the height is 10 off.
        let taller = PresentationGeometry(center: Point(187.5, 90), bounds: Rect(0, 0, 335, 110))
        XCTAssertEqual(e.diagnostics.violations(presentation: ["card": taller]),
                       [ConstraintViolation(constraint: "top", amount: 5, views: ["card", "root"]),
                        ConstraintViolation(constraint: "h", amount: 10, views: ["card"])])
        // Below the 0.5 threshold nothing is listed.
        let nudged = PresentationGeometry(center: Point(187.5, 90.4), bounds: Rect(0, 0, 335, 100))
        XCTAssertEqual(e.diagnostics.violations(presentation: ["card": nudged]), [])
    }

    func testStretchedHuggingIsNoNoiseButShrinkingShows() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "label", text: "Hello"))
        try e.add("label.leading == root.leading")
        try e.add("label.trailing == root.trailing", id: "trail")
        try e.add("label.top == root.top")
        e.appear()
        XCTAssertEqual(e.frame("label").width, 375)
        XCTAssertEqual(e.diagnostics.violations(presentation: [:]), [])
        // Shown 25 wide (center at 12.5): trailing is 350 off; compression (50 wanted)
        // 25 off; hugging gets better, not worse.
        let squeezed = PresentationGeometry(center: Point(12.5, 10), bounds: Rect(0, 0, 25, 20))
        XCTAssertEqual(e.diagnostics.violations(presentation: ["label": squeezed]),
                       [ConstraintViolation(constraint: "label.width>=intrinsic", amount: 25, views: ["label"]),
                        ConstraintViolation(constraint: "trail", amount: 350, views: ["label", "root"])])
    }
}
