import Geometry
@testable import Layout
import XCTest

/// Hidden arranged subviews, margins- and baseline-relative arrangements, nested stacks
/// and changes to a stack, against hand-computed frames (a, b, c: 50×20, 80×30, 40×10).
final class StackArrangementTests: XCTestCase {
    func stack(_ config: StackConfiguration = StackConfiguration(spacing: 10), hidden: Set<String>,
               constraints: [String] = []) throws -> LayoutEngine {
        try makeStack(config, items: abc, constraints: constraints) { $0.isHidden = hidden.contains($0.id.name) }
    }

    /// b leaves the arrangement: a and c are one spacing apart; b collapses to zero width
    /// half a spacing after a (UISV-spacing-hidden @50). Across the axis a hidden view
    /// still takes part (UIKit aligns every arranged subview), so its compression
    /// resistance still holds the fill-aligned row at b's 30.
    func testHiddenMiddleView() throws {
        let e = try stack(hidden: ["b"])
        assertRect(e.rect("row"), 20, 100, 100, 30)
        assertRect(e.rect("a"), 0, 0, 50, 30)
        assertRect(e.rect("b"), 55, 0, 0, 30)
        assertRect(e.rect("c"), 60, 0, 40, 30)
    }

    /// A hidden first view ends where the first visible one starts.
    func testHiddenFirstView() throws {
        let e = try stack(hidden: ["a"])
        assertRect(e.rect("row"), 20, 100, 130, 30)
        assertRect(e.rect("a"), 0, 0, 0, 30)
        assertRect(e.rect("b"), 0, 0, 80, 30)
    }

    /// A hidden last view sits at the last visible one's end (no spacing: nothing follows).
    func testHiddenLastView() throws {
        let e = try stack(hidden: ["c"])
        assertRect(e.rect("row"), 20, 100, 140, 30)
        assertRect(e.rect("c"), 140, 0, 0, 30)
    }

    /// Nothing visible: the ordering spanner wants no length, so the stack has none.
    func testEverythingHidden() throws {
        let e = try stack(hidden: ["a", "b", "c"])
        XCTAssertEqual(e.rect("row").width, 0)
        for id: ViewID in ["a", "b", "c"] { XCTAssertEqual(e.rect(id).width, 0) }
    }

    /// equalSpacing with b hidden: a and c alone share the gap.
    func testHiddenViewLeavesEqualSpacing() throws {
        let e = try stack(StackConfiguration(distribution: .equalSpacing, spacing: 10), hidden: ["b"],
                          constraints: ["row.width == 300"])
        assertRect(e.rect("a"), 0, 0, 50, 30)
        assertRect(e.rect("c"), 260, 0, 40, 30)
    }

    /// The audit's r01/r03: in the equal distributions UIKit makes a hidden view's
    /// UISV-spacing-hidden with the distribution's relation, `>=` @50. So b (hidden, after
    /// a, followed by c) is parked half a spacing after a, at x = 50 + 5 = 55, but nothing
    /// stops it further along: minX is ambiguous from 55 up, and only b's. a and c are
    /// where equalSpacing (a gap of 300 − 50 − 40 = 210) and equalCentering (one gap) put
    /// them. Placed by a constraint of one's own below 50, b is no longer ambiguous.
    func testAHiddenViewInAnEqualDistributionIsParkedByAnInequality() throws {
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let e = try stack(StackConfiguration(distribution: distribution, spacing: 10), hidden: ["b"],
                              constraints: ["row.width == 300"])
            assertRect(e.rect("a"), 0, 0, 50, 30)
            assertRect(e.rect("b"), 55, 0, 0, 30)
            assertRect(e.rect("c"), 260, 0, 40, 30)
            XCTAssertEqual(e.diagnostics.ambiguity.map { [$0.view.name, $0.attribute.rawValue] }, [["b", "minX"]], "\(distribution)")
            XCTAssertEqual(e.diagnostics.ambiguity.first?.lowerBound ?? .nan, 55, accuracy: 1e-9)
            XCTAssertNil(e.diagnostics.ambiguity.first?.upperBound)
            let placed = try stack(StackConfiguration(distribution: distribution, spacing: 10), hidden: ["b"],
                                   constraints: ["row.width == 300", "b.leading == a.trailing @1"])
            XCTAssertEqual(placed.diagnostics.ambiguity, [], "\(distribution)")
            assertRect(placed.rect("b"), 55, 0, 0, 30)
        }
    }

    /// Hiding and showing at run time regenerates the arrangement.
    func testHidingAndShowingAtRunTime() throws {
        let e = try stack(hidden: [])
        try e.updateView("b") { $0.isHidden = true }
        e.layoutIfNeeded()
        assertRect(e.rect("c"), 60, 0, 40, 30)
        try e.updateView("b") { $0.isHidden = false }
        e.layoutIfNeeded()
        assertRect(e.rect("b"), 60, 0, 80, 30)
        assertRect(e.rect("c"), 150, 0, 40, 30)
        XCTAssertEqual(e.store.constraints.filter { $0.id.name.contains("UISV-hiding") }, [])
    }

    /// Arranged inside the margins (8 on every side): 8 + 190 + 8 wide, 8 + 30 + 8 tall.
    func testLayoutMarginsRelativeArrangement() throws {
        let e = try makeStack(StackConfiguration(spacing: 10, isLayoutMarginsRelativeArrangement: true), items: abc)
        assertRect(e.rect("row"), 20, 100, 206, 46)
        assertRect(e.rect("a"), 8, 8, 50, 30)
        assertRect(e.rect("c"), 158, 8, 40, 30)
    }

    /// Custom margins, and proportional shares of the margins guide's width (300 − 2×20).
    func testMarginsRelativeFillProportionally() throws {
        let e = try makeStack(StackConfiguration(distribution: .fillProportionally, isLayoutMarginsRelativeArrangement: true),
                              items: [("a", Size(30, 10)), ("b", Size(10, 10))], constraints: ["row.width == 300"])
        try e.updateView("row") { $0.layoutMargins = EdgeInsets(top: 5, left: 20, bottom: 5, right: 20) }
        e.layoutIfNeeded()
        assertRect(e.rect("a"), 20, 5, 195, 10)
        assertRect(e.rect("b"), 215, 5, 65, 10)
    }

    /// Baseline-relative spacing in a vertical stack of labels (fake metrics: 20 pt
    /// lines, first baseline 15 down): b's first baseline 10 below a's last one, so b's
    /// top is at 15 + 10 − 15 = 10, not at 20 + 10; c's at 10 + 15 + 10 − 15 = 20; c has
    /// two lines (last baseline 35 down), so d's top is at 20 + 35 + 10 − 15 = 50.
    func testBaselineRelativeArrangement() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical, alignment: .leading, spacing: 10,
                                                 isBaselineRelativeArrangement: true),
                              items: [("a", nil), ("b", nil), ("c", nil), ("d", nil)]) {
            $0.text = $0.id == "c" ? "c\nc" : $0.id.name
            $0.numberOfLines = 0
        }
        assertRect(e.rect("a"), 0, 0, 10, 20)
        assertRect(e.rect("b"), 0, 10, 10, 20)
        assertRect(e.rect("c"), 0, 20, 10, 40)
        assertRect(e.rect("d"), 0, 50, 10, 20)
        XCTAssertEqual(e.rect("row").height, 70)
    }

    /// Baseline-relative arrangement only applies to vertical stacks (UIKit's rule).
    func testBaselineRelativeIgnoredInHorizontalStack() throws {
        let e = try makeStack(StackConfiguration(spacing: 10, isBaselineRelativeArrangement: true), items: abc)
        assertRect(e.rect("b"), 60, 0, 80, 30)
    }

    /// A horizontal stack (x, y: 30×10 and 20×40, spacing 5) inside a vertical one with
    /// a 100×20 view below it (spacing 8, leading alignment): the inner stack is 55×40 at
    /// the top of the outer one, which is 100 wide and 68 tall.
    func testNestedStacks() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "outer", stack: StackConfiguration(axis: .vertical, alignment: .leading, spacing: 8,
                                                                       arrangedSubviews: ["inner", "v"])))
        try e.addView(ViewSpec(id: "inner", parent: "outer", stack: StackConfiguration(spacing: 5, arrangedSubviews: ["x", "y"])))
        try e.addView(ViewSpec(id: "x", parent: "inner", intrinsicContentSize: Size(30, 10)))
        try e.addView(ViewSpec(id: "y", parent: "inner", intrinsicContentSize: Size(20, 40)))
        try e.addView(ViewSpec(id: "v", parent: "outer", intrinsicContentSize: Size(100, 20)))
        try e.add(all: ["outer.leading == root.leading", "outer.top == root.top + 50"])
        e.appear()
        assertRect(e.rect("outer"), 0, 50, 100, 68)
        assertRect(e.rect("inner"), 0, 0, 55, 40)
        assertRect(e.rect("y"), 35, 0, 20, 40)
        assertRect(e.rect("v"), 0, 48, 100, 20)
        assertRect(e.tree.windowFrame(of: "y")!, 35, 50, 20, 40)
    }

    /// A nested stack's natural length (5 + 30 + 5 = 40 with its spacing) is its share in
    /// an outer fillProportionally stack: 40 and 60 of 100.
    func testNestedStackInFillProportionally() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "outer", stack: StackConfiguration(distribution: .fillProportionally,
                                                                       arrangedSubviews: ["inner", "v"])))
        try e.addView(ViewSpec(id: "inner", parent: "outer", stack: StackConfiguration(spacing: 5, arrangedSubviews: ["x", "y"])))
        try e.addView(ViewSpec(id: "x", parent: "inner", intrinsicContentSize: Size(5, 10)))
        try e.addView(ViewSpec(id: "y", parent: "inner", intrinsicContentSize: Size(30, 10)))
        try e.addView(ViewSpec(id: "v", parent: "outer", intrinsicContentSize: Size(60, 10)))
        try e.add(all: ["outer.leading == root.leading", "outer.top == root.top", "outer.width == 200"])
        e.appear()
        assertRect(e.rect("inner"), 0, 0, 80, 10)
        assertRect(e.rect("v"), 80, 0, 120, 10)
    }

    /// The baselines of a stack are its baseline view's: a vertical stack's first
    /// baseline is its first visible label's, its last baseline its last one's.
    func testStackBaselinesComeFromItsBaselineView() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical), items: [("a", nil), ("b", nil)]) { $0.text = $0.id.name }
        try e.addView(ViewSpec(id: "tag", text: "t"))
        try e.add(all: ["tag.leading == root.leading", "tag.firstBaseline == row.lastBaseline"])
        e.layoutIfNeeded()
        // row at y 100; b's top at 20 in the stack, its baseline 15 below: 135.
        XCTAssertEqual(e.rect("tag").minY, 135 - 15)
    }

    /// Setting the stack's properties and arranged subviews at run time.
    func testChangingTheStackAtRunTime() throws {
        let e = try makeStack(StackConfiguration(spacing: 10), items: abc)
        try e.updateView("row") { $0.stack?.axis = .vertical; $0.stack?.alignment = .trailing }
        e.layoutIfNeeded()
        assertRect(e.rect("row"), 20, 100, 80, 80)
        assertRect(e.rect("c"), 40, 70, 40, 10)
        try e.updateView("row") { $0.stack?.arrangedSubviews = ["c", "a"] }
        e.layoutIfNeeded()
        assertRect(e.rect("c"), 10, 0, 40, 10)
        assertRect(e.rect("a"), 0, 20, 50, 20)
        XCTAssertFalse(e.store.constraints.contains { $0.description?.firstItem.view == "b" || $0.description?.secondItem?.view == "b" })
    }

    /// Removing an arranged subview takes it out of the arrangement.
    func testRemovingAnArrangedSubview() throws {
        let e = try makeStack(StackConfiguration(spacing: 10), items: abc)
        try e.removeView("b")
        e.layoutIfNeeded()
        assertRect(e.rect("row"), 20, 100, 100, 20)
        assertRect(e.rect("c"), 60, 0, 40, 20)
    }

    /// A view that stops being a stack loses every generated constraint.
    func testNoLongerAStack() throws {
        let e = try makeStack(StackConfiguration(spacing: 10), items: abc)
        try e.updateView("row") { $0.stack = nil }
        XCTAssertEqual(e.store.constraints.filter { $0.kind == .stackView }, [])
    }

    func testInvalidStacksAreRefused() {
        let e = makeEngine()
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "s", stack: StackConfiguration(arrangedSubviews: ["s"])))) {
            XCTAssertEqual("\($0)", "view 's': a stack view cannot arrange itself")
        }
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "s", stack: StackConfiguration(arrangedSubviews: ["a", "a"])))) {
            XCTAssertEqual("\($0)", "view 's': 'a' is arranged twice; each arranged subview appears once")
        }
        XCTAssertThrowsError(try e.addView(ViewSpec(id: "s", stack: StackConfiguration(spacing: .infinity)))) {
            XCTAssertEqual("\($0)", "view 's': stack spacing must be a finite number")
        }
    }

    /// Generated constraints cannot be edited as user constraints.
    func testStackConstraintsAreNotUserConstraints() throws {
        let e = try makeStack(StackConfiguration(spacing: 10), items: abc)
        XCTAssertThrowsError(try e.store.setConstant("row.UISV-spacing(a,b)", 20)) {
            XCTAssertEqual($0 as? LayoutError, .notAGeneratedConstraintOperation("row.UISV-spacing(a,b)"))
        }
    }
}
