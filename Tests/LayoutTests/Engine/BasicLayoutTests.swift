import Cassowary
import Geometry
@testable import Layout
import XCTest
import enum Timeline.ConstraintParser

final class BasicLayoutTests: XCTestCase {
    /// The window holds its root view controller's view with UIKit's encapsulated-layout
    /// constraints, printed as UIKit prints them.
    func testRootFillsTheWindowByItsEncapsulatedLayoutConstraints() throws {
        let e = makeEngine()
        e.appear()
        assertRect(e.frame("window"), 0, 0, 375, 667)
        assertRect(e.frame("root"), 0, 0, 375, 667)
        XCTAssertEqual(e.tree.layout(of: "root")?.center, Point(187.5, 333.5))
        func address(_ id: LayoutConstraintID) -> String { UIKitText.fakeAddress(e.store.records[id]!.serial) }
        XCTAssertEqual(e.store.constraints.map(\.uikitDescription), [
            "<NSAutoresizingMaskLayoutConstraint:\(address("UIView-Encapsulated-Layout-Left")) h=-&- v=-&- 'UIView-Encapsulated-Layout-Left' root.minX == 0   (active)>",
            "<NSLayoutConstraint:\(address("UIView-Encapsulated-Layout-Width")) 'UIView-Encapsulated-Layout-Width' root.width == 375   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:\(address("UIView-Encapsulated-Layout-Top")) h=-&- v=-&- 'UIView-Encapsulated-Layout-Top' root.minY == 0   (active)>",
            "<NSLayoutConstraint:\(address("UIView-Encapsulated-Layout-Height")) 'UIView-Encapsulated-Layout-Height' root.height == 667   (active)>",
        ])
        XCTAssertEqual(e.store.constraints.map(\.kind), [.autoresizing, .encapsulatedLayout, .autoresizing, .encapsulatedLayout])
        // A rotation gives the same constraints the new size.
        e.setScreen(ScreenState(size: Size(667, 375), orientation: .landscapeLeft))
        e.layoutIfNeeded()
        assertRect(e.frame("root"), 0, 0, 667, 375)
        XCTAssertTrue(e.store.constraint("UIView-Encapsulated-Layout-Height")!.uikitDescription.hasSuffix("root.height == 375   (active)>"))
    }

    func testPinnedViewFrame() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.add(all: [
            "card.leading == root.leading + 20",
            "card.trailing == root.trailing - 20",
            "card.top == root.safeArea.top + 20",
            "card.height == 100",
        ])
        e.appear()
        // x = 20, width = 375 − 40; y = status bar 20 + 20.
        assertRect(e.frame("card"), 20, 40, 335, 100)
        XCTAssertEqual(e.tree.layout(of: "card")?.center, Point(187.5, 90))
        XCTAssertEqual(e.tree.layout(of: "card")?.bounds, Rect(0, 0, 335, 100))
        XCTAssertFalse(e.diagnostics.hasAmbiguousLayout("card"))
    }

    func testCenteringAndMultiplier() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.add(all: [
            "box.centerX == root.centerX",
            "box.centerY == root.centerY",
            "box.width == 0.5 * root.width - 10",
            "box.height == box.width",
        ])
        e.appear()
        // width = 187.5 − 10 = 177.5, centred at (187.5, 333.5).
        assertRect(e.frame("box"), 187.5 - 88.75, 333.5 - 88.75, 177.5, 177.5)
    }

    func testNestedViewsUseSuperviewCoordinates() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "outer"))
        try e.addView(ViewSpec(id: "inner", parent: "outer"))
        try e.add(all: ["outer.leading == root.leading + 30", "outer.top == root.top + 50", "outer.width == 200",
                  "outer.height == 200", "inner.leading == outer.leading + 10", "inner.top == outer.top + 10",
                  "inner.trailing == outer.trailing - 10", "inner.bottom == outer.bottom - 10"])
        e.appear()
        assertRect(e.frame("inner"), 10, 10, 180, 180)
        assertRect(e.tree.windowFrame(of: "inner")!, 40, 60, 180, 180)
    }

    func testOptionalConstraintLosesToRequired() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.add(all: [
            "card.leading == root.leading",
            "card.top == root.top",
            "card.height == 10",
            "card.width == 500 @750",
            "card.width <= 300",
            "card.width == 100 @250",
        ])
        e.appear()
        // The required 300 cap wins; the 750 wish gets as close as it can; 250 loses.
        XCTAssertEqual(e.frame("card").width, 300, accuracy: 1e-9)
    }

    func testSafeAreaAndMarginsGuides() throws {
        let e = makeEngine(size: Size(375, 812), insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        try e.addView(ViewSpec(id: "a"))
        try e.add(all: [
            "a.top == root.safeArea.top",
            "a.bottom == root.safeArea.bottom",
            "a.leading == root.margins.leading",
            "a.trailing == root.trailingMargin",
        ])
        try e.addView(ViewSpec(id: "b"))
        try e.add(all: [
            "b.top == root.margins.top",
            "b.bottom == root.bottomMargin",
            "b.leading == root.leading",
            "b.width == 10",
        ])
        e.appear()
        // A root view's margins add nothing to the safe area on top and bottom.
        assertRect(e.frame("b"), 0, 44, 10, 812 - 44 - 34)
        // Root margins: 16 on the sides (inside a zero side safe area); safe area 44/34.
        assertRect(e.frame("a"), 16, 44, 343, 812 - 44 - 34)
        XCTAssertEqual(e.rootSafeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    func testSubviewSafeAreaAndMarginsFollowTheOverlap() throws {
        let e = makeEngine(size: Size(375, 812), insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        try e.addView(ViewSpec(id: "full"))
        try e.addView(ViewSpec(id: "inner", parent: "full"))
        try e.add(all: ["full.leading == root.leading", "full.trailing == root.trailing", "full.top == root.top",
                  "full.bottom == root.bottom", "inner.top == full.margins.top", "inner.leading == full.leadingMargin",
                  "inner.width == 10", "inner.height == 10"])
        e.appear()
        // `full` covers the whole screen, so it inherits the 44-point top inset; its
        // margins (8) sit inside that: inner.top = 44 + 8, inner.leading = 0 + 8.
        XCTAssertEqual(e.tree.layout(of: "full")?.safeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        assertRect(e.frame("inner"), 8, 52, 10, 10)
    }

    func testConstraintLifecycle() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.add(all: [
            "card.leading == root.leading + 20",
            "card.width == 100",
            "card.height == 100",
        ])
        try e.add("card.top == root.top + 20", id: "top")
        try e.store.addConstraint(ConstraintParser.parse("card.bottom == root.bottom - 20", id: "bottomPin").with { $0.isActive = false })
        e.appear()
        XCTAssertEqual(e.frame("card").minY, 20)
        try e.store.setConstant("top", 300)
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("card").minY, 300)
        try e.store.setActive("top", false)
        try e.store.setActive("bottomPin", true)
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("card").minY, 667 - 20 - 100)
        try e.store.removeConstraint("bottomPin")
        XCTAssertNil(e.store.constraint("bottomPin"))
        XCTAssertThrowsError(try e.store.setConstant("nope", 1)) { XCTAssertEqual($0 as? LayoutError, .unknownConstraint("nope")) }
    }

    func testPriorityChangesFollowUIKit() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.add("card.width == 100", id: "w")
        try e.add("card.width == 200 @500", id: "wish")
        XCTAssertThrowsError(try e.store.setPriority("w", LayoutPriority(999))) {
            XCTAssertEqual($0 as? LayoutError, .requiredPriorityChange(id: "w", from: 1000, to: 999))
        }
        try e.store.setPriority("wish", LayoutPriority(600))
        XCTAssertEqual(e.store.constraint("wish")?.priority, LayoutPriority(600))
        try e.store.setActive("w", false)
        try e.store.setPriority("w", LayoutPriority(999)) // inactive: allowed
        XCTAssertEqual(e.store.constraint("w")?.priority, LayoutPriority(999))
    }

    func testInvalidConstraintsAreErrors() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        XCTAssertThrowsError(try e.store.addConstraint(ConstraintDescription(firstItem: ItemReference(view: "card"), firstAttribute: .top, constant: 5)))
        XCTAssertThrowsError(try e.store.addConstraint(ConstraintDescription(firstItem: ItemReference(view: "card"), firstAttribute: .top,
                                                                      secondItem: ItemReference(view: "root"), secondAttribute: .left)))
        XCTAssertThrowsError(try e.add("card.top == ghost.top")) {
            guard case .unknownView("ghost", _)? = $0 as? LayoutError else { return XCTFail("\($0)") }
        }
        try e.add("card.width == 10", id: "w")
        XCTAssertThrowsError(try e.add("card.width == 20", id: "w")) { XCTAssertEqual($0 as? LayoutError, .duplicateConstraint("w")) }
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "card"))) { XCTAssertEqual($0 as? LayoutError, .duplicateView("card")) }
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "x", parent: "nowhere")))
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "y", hugging: AxisPriorities(horizontal: LayoutPriority(0), vertical: .defaultLow)))) {
            XCTAssertEqual($0 as? LayoutError, .invalidViewProperty(view: "y", reason: "contentHuggingPriority.horizontal 0 is outside 1…1000"))
        }
        XCTAssertNil(e.tree.spec(of: "y"))
        XCTAssertThrowsError(try e.updateView("card") { $0.compression.vertical = LayoutPriority(1001) })
        XCTAssertEqual(e.tree.spec(of: "card")?.compression, .defaultCompression, "a refused change leaves the view as it was")
    }

    func testGeneratedIDsComeFromTheSourcePath() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        let a = try e.store.addConstraint(ConstraintParser.parse("card.width == 10", source: SourceLocation(path: "$.constraints[0]")))
        let b = try e.store.addConstraint(ConstraintParser.parse("card.height == 10", source: SourceLocation(path: "$.constraints[0]")))
        XCTAssertEqual(a, "$.constraints[0]")
        XCTAssertEqual(b, "$.constraints[0]#2")
    }

    func testRemovingAViewDropsItsConstraints() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "a"))
        try e.addView(ViewSpec(id: "b", parent: "a"))
        try e.add("b.width == a.width", id: "bw")
        try e.add("a.width == 10", id: "aw")
        try e.removeView("a")
        XCTAssertNil(e.store.constraint("bw"))
        XCTAssertNil(e.store.constraint("aw"))
        XCTAssertEqual(e.tree.viewIDs, ["window", "root"])
    }
}

extension ConstraintDescription {
    func with(_ change: (inout ConstraintDescription) -> Void) -> ConstraintDescription {
        var copy = self
        change(&copy)
        return copy
    }
}

final class PixelSnappingTests: XCTestCase {
    func testEdgesSnapToThePixelGrid() throws {
        // At 3 pixels per point, x = 10.4 snaps to 10.333… and the far edge 10.4 + 20.5 =
        // 30.9 to 31, so the width becomes 31 − 10.333… .
        let e = LayoutEngine(configuration: LayoutEngineConfiguration(
            screen: ScreenState(size: Size(375, 667)), textMeasurer: FakeTextMeasurer(), pixelScale: 3))
        try e.addView(ViewSpec(id: "v"))
        try e.add(all: ["v.leading == root.leading + 10.4", "v.top == root.top", "v.width == 20.5", "v.height == 1"])
        e.appear()
        assertRect(e.frame("v"), 31.0 / 3, 0, 31 - 31.0 / 3, 1, accuracy: 1e-9)
        XCTAssertEqual(e.tree.layout(of: "v")?.marginInsets, EdgeInsets.uniform(8))
    }
}
