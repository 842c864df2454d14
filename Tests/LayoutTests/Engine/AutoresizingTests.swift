import Cassowary
import Geometry
@testable import Layout
import XCTest

final class AutoresizingTests: XCTestCase {
    func testFlexibleWidthFollowsASuperviewResize() throws {
        // A toolbar 20 in from both sides of a 375 root; on rotation to 667 wide the
        // width takes the whole change (667 − 40), height and position stay.
        let e = makeEngine()
        try e.addView(ViewSpec(id: "toolbar", translatesAutoresizingMaskIntoConstraints: true,
                               frame: Rect(20, 20, 335, 44), autoresizingMask: [.flexibleWidth, .flexibleBottomMargin]))
        e.appear()
        assertRect(e.frame("toolbar"), 20, 20, 335, 44)
        e.setScreen(ScreenState(size: Size(667, 375), orientation: .landscapeLeft))
        e.layoutIfNeeded()
        assertRect(e.frame("root"), 0, 0, 667, 375)
        assertRect(e.frame("toolbar"), 20, 20, 627, 44)
        XCTAssertEqual(e.store.constraint("toolbar.autoresizing.width")?.uikitDescription,
                       "<NSAutoresizingMaskLayoutConstraint:\(UIKitText.fakeAddress(e.store.records["toolbar.autoresizing.width"]!.serial)) h=-&- v=--& toolbar.width == root.width - 40   (active)>")
    }

    func testFlexibleMarginsShareTheChangeInProportion() throws {
        // Left margin 100, right margin 375 − 100 − 75 = 200: both flexible, so of a
        // +292 change the left takes 100/300 and the right 200/300.
        let e = makeEngine()
        try e.addView(ViewSpec(id: "v", translatesAutoresizingMaskIntoConstraints: true, frame: Rect(100, 0, 75, 10),
                               autoresizingMask: [.flexibleLeftMargin, .flexibleRightMargin]))
        e.appear()
        e.setScreen(ScreenState(size: Size(667, 375), orientation: .landscapeRight))
        e.layoutIfNeeded()
        assertRect(e.frame("v"), 100 + 292.0 / 3, 0, 75, 10, accuracy: 1e-9)
    }

    func testFixedMaskKeepsTheFrameAndPrintsLikeUIKit() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card", translatesAutoresizingMaskIntoConstraints: true, frame: Rect(20, 30, 100, 50)))
        e.appear()
        e.setScreen(ScreenState(size: Size(667, 375), orientation: .landscapeRight))
        e.layoutIfNeeded()
        assertRect(e.frame("card"), 20, 30, 100, 50)
        let r = e.store.records["card.autoresizing.minX"]!
        XCTAssertEqual(e.store.uikitDescription(of: r),
                       "<NSAutoresizingMaskLayoutConstraint:\(UIKitText.fakeAddress(r.serial)) h=--& v=--& card.minX == 20   (active)>")
    }

    func testAutoresizingPlanShares() {
        let p = AutoresizingPlan(origin: 10, size: 30, base: 100, flexible: (true, true, false))
        XCTAssertEqual(p.originFraction, 0.25)
        XCTAssertEqual(p.sizeFraction, 0.75)
        XCTAssertEqual(p.symbol, "&&-")
        let zero = AutoresizingPlan(origin: 0, size: 0, base: 0, flexible: (true, false, true))
        XCTAssertEqual(zero.originFraction, 0.5)
    }

    func testFrameChangeRegeneratesTheConstraints() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card", translatesAutoresizingMaskIntoConstraints: true, frame: Rect(20, 30, 100, 50)))
        e.appear()
        try e.updateView("card") { $0.frame = Rect(5, 6, 7, 8) }
        e.layoutIfNeeded()
        assertRect(e.frame("card"), 5, 6, 7, 8)
    }
}
