import Cassowary
import Geometry
@testable import Layout
import XCTest

final class RotationTests: XCTestCase {
    func cornerView(_ e: LayoutEngine) throws {
        try e.addView(ViewSpec(id: "v"))
        try e.add(all: ["v.leading == root.leading", "v.top == root.top", "v.width == 100", "v.height == 50"])
    }

    func testModernRotationResizesWindowAndSafeArea() throws {
        let e = makeEngine(size: Size(375, 812), insets: EdgeInsets(top: 44, bottom: 34))
        try e.addView(ViewSpec(id: "card"))
        try e.add(all: ["card.leading == root.safeArea.leading", "card.trailing == root.safeArea.trailing",
                  "card.top == root.safeArea.top", "card.height == 10"])
        e.appear()
        assertRect(e.frame("card"), 0, 44, 375, 10)
        e.setScreen(ScreenState(size: Size(812, 375), safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                                orientation: .landscapeLeft))
        e.layoutIfNeeded()
        assertRect(e.frame("window"), 0, 0, 812, 375)
        assertRect(e.frame("card"), 44, 0, 812 - 88, 10)
        XCTAssertEqual(e.tree.layout(of: "root")?.transform, .identity)
    }

    func testLegacyRotationTurnsTheRootView() throws {
        let e = makeEngine(style: .legacy)
        try cornerView(e)
        e.appear()
        e.setScreen(ScreenState(size: Size(667, 375), orientation: .landscapeLeft))
        e.layoutIfNeeded()
        let root = try XCTUnwrap(e.tree.layout(of: "root"))
        assertRect(e.frame("window"), 0, 0, 375, 667)
        XCTAssertEqual(root.bounds, Rect(0, 0, 667, 375))
        XCTAssertEqual(root.center.x, 187.5, accuracy: 1e-9)
        XCTAssertEqual(root.center.y, 333.5, accuracy: 1e-9)
        assertRect(root.frame, 0, 0, 375, 667, accuracy: 1e-9)
        // Landscape-left turns the content −90°: the user's top-left is the portrait
        // window's bottom-left, so v (100×50 at the root's origin) covers x 0…50,
        // y 567…667 of the window.
        assertRect(e.tree.windowFrame(of: "v")!, 0, 567, 50, 100, accuracy: 1e-9)
        assertRect(e.frame("v"), 0, 0, 100, 50)
    }
}
