import Cassowary
import Geometry
@testable import Layout
import XCTest

/// A view's own `UILayoutGuide`s: constraint items solved like views, in the owner's
/// coordinates, listed in `_autolayoutTrace`, gone with their owner. iPhone 8 portrait.
final class LayoutGuideTests: XCTestCase {
    /// card at (20, 100), 300 × 200; its guide `spacer` 30 below card's top, 40 × 20;
    /// `a` (card's subview) hangs off spacer's bottom-right corner.
    private func spacerEngine() throws -> LayoutEngine {
        let e = makeEngine()
        var card = ViewSpec(id: "card")
        card.layoutGuides = ["spacer"]
        try e.addView(card)
        try e.addView(ViewSpec(id: "a", parent: "card"))
        try e.add(all: ["card.leading == root.leading + 20", "card.top == root.top + 100", "card.width == 300",
                        "card.height == 200",
                        "spacer.leading == card.leading", "spacer.top == card.top + 30", "spacer.width == 40", "spacer.height == 20",
                        "a.leading == spacer.trailing", "a.top == spacer.bottom", "a.width == 50", "a.height == 50"])
        return e
    }

    func testAGuideIsSolvedInItsOwnersCoordinatesAndPlacesViews() throws {
        let e = try spacerEngine()
        e.appear()
        XCTAssertEqual(e.tree.layout(of: "card")?.layoutGuides, [LayoutGuideFrame(id: "spacer", layoutFrame: Rect(0, 30, 40, 20))])
        assertRect(e.frame("a"), 40, 50, 50, 50)
        // A guide is not a view: not laid out, not listed, not drawn.
        XCTAssertFalse(e.tree.viewIDs.contains("spacer"))
        XCTAssertTrue(e.tree.isLayoutGuide("spacer"))
    }

    /// The classic use: equal gaps between three 50-wide views across a 375-wide row,
    /// two guides of equal width: (375 − 3 × 50) / 2 = 112.5 each.
    func testEqualGapsBetweenViewsWithTwoGuides() throws {
        let e = makeEngine()
        var row = ViewSpec(id: "row")
        row.layoutGuides = ["gap1", "gap2"]
        try e.addView(row)
        for id: ViewID in ["x", "y", "z"] { try e.addView(ViewSpec(id: id, parent: "row")) }
        try e.add(all: ["row.leading == root.leading", "row.trailing == root.trailing", "row.top == root.top", "row.height == 50",
                        "x.leading == row.leading", "gap1.leading == x.trailing", "y.leading == gap1.trailing",
                        "gap2.leading == y.trailing", "z.leading == gap2.trailing", "z.trailing == row.trailing",
                        "gap1.width == gap2.width",
                        "x.width == 50", "y.width == 50", "z.width == 50",
                        "x.top == row.top", "y.top == row.top", "z.top == row.top",
                        "x.height == 50", "y.height == 50", "z.height == 50",
                        "gap1.top == row.top", "gap2.top == row.top", "gap1.height == 0", "gap2.height == 0"])
        e.appear()
        assertRect(e.frame("y"), 162.5, 0, 50, 50)
        assertRect(e.frame("z"), 325, 0, 50, 50)
        XCTAssertEqual(e.tree.layout(of: "row")?.layoutGuides.map(\.layoutFrame), [Rect(50, 0, 112.5, 0), Rect(212.5, 0, 112.5, 0)])
        XCTAssertTrue(e.diagnostics.ambiguousViews.isEmpty)
    }

    /// UIKit lists a view's guides under it, before its subviews.
    func testAutolayoutTraceListsTheGuideUnderItsOwner() throws {
        let e = try spacerEngine()
        e.appear()
        let card = UIKitText.fakeAddress(e.tree.nodes["card"]!.serial)
        XCTAssertEqual(e.diagnostics.autolayoutTrace().components(separatedBy: "\n\nLegend:").first, """
        •window
        |   •root
        |   |   *card
        |   |   |   *<spacer - "spacer", layoutFrame = {{0, 30}, {40, 20}}, owningView = <UIView: \(card); frame = (20 100; 300 200); id = card>>
        |   |   |   *a
        """)
    }

    /// Removing the owner removes its guides and every constraint on them; dropping a
    /// guide from the list removes it the same way.
    func testGuidesGoWithTheirOwnerOrTheirListing() throws {
        let e = try spacerEngine()
        e.appear()
        let onSpacer = e.store.constraints.filter { $0.description?.firstItem.view == "spacer" || $0.description?.secondItem?.view == "spacer" }
        XCTAssertEqual(onSpacer.count, 6)
        try e.updateView("card") { $0.layoutGuides = [] }
        XCTAssertNil(e.tree.nodes["spacer"])
        XCTAssertTrue(onSpacer.allSatisfy { e.store.constraint($0.id) == nil })

        let f = try spacerEngine()
        f.appear()
        try f.removeView("card")
        XCTAssertNil(f.tree.nodes["spacer"])
        XCTAssertTrue(f.store.constraints.allSatisfy { $0.description?.firstItem.view != "spacer" })
    }

    /// Guides and views share one namespace, and a guide has edges, centers and sizes only.
    func testMistakesAreRefused() throws {
        let e = try spacerEngine()
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "spacer"))) { XCTAssertEqual($0 as? LayoutError, .duplicateView("spacer")) }
        var clash = ViewSpec(id: "other")
        clash.layoutGuides = ["a"]
        XCTAssertThrowsError(try e.addView(clash)) { XCTAssertEqual($0 as? LayoutError, .duplicateView("a")) }
        XCTAssertNil(e.tree.nodes["other"])
        XCTAssertThrowsError(try e.add("spacer.firstBaseline == card.top"))
        XCTAssertThrowsError(try e.add("spacer.leadingMargin == card.leading"))
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "inside", parent: "spacer")))
        XCTAssertThrowsError(try e.removeView("spacer"))
    }

    /// A guide constrained in one axis only is ambiguous in the other, and the trace says so.
    func testAnUnderconstrainedGuideIsReportedAmbiguous() throws {
        let e = makeEngine()
        var card = ViewSpec(id: "card")
        card.layoutGuides = ["loose"]
        try e.addView(card)
        try e.add(all: ["card.leading == root.leading", "card.top == root.top", "card.width == 100", "card.height == 100",
                        "loose.leading == card.leading", "loose.width == 10", "loose.height == 10"])
        e.appear()
        XCTAssertTrue(e.diagnostics.autolayoutTrace().contains("id = card>>- AMBIGUOUS LAYOUT for loose.minY"), e.diagnostics.autolayoutTrace())
    }
}
