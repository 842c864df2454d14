import Cassowary
import Geometry
@testable import Layout
import XCTest

/// A parent chain N views deep: each view inset from its superview. Building the solver
/// expressions must cost the distance between a constraint's views, not their depth, so
/// the work of laying out the chain grows linearly with N (counted, not timed).
final class DeepHierarchyTests: XCTestCase {
    /// `v0` in root, `v1` in `v0`, … each inset by 1 pt on the leading/top edges and
    /// 0.5 pt on the others; then the outermost pin moves and the chain is laid out again.
    func chainWork(depth: Int) throws -> (steps: Int, engine: LayoutEngine) {
        let e = makeEngine()
        for i in 0..<depth {
            let parent = i == 0 ? "root" : "v\(i - 1)"
            try e.addView(ViewSpec(id: ViewID("v\(i)"), parent: ViewID(parent)))
            try e.add("v\(i).leading == \(parent).leading + 1", id: i == 0 ? "pin" : nil)
            try e.add(all: ["v\(i).top == \(parent).top + 1",
                            "v\(i).trailing == \(parent).trailing - 0.5", "v\(i).bottom == \(parent).bottom - 0.5"])
        }
        e.appear()
        try e.store.setConstant("pin", 3)
        e.layoutIfNeeded()
        return (e.store.expressionSteps, e)
    }

    func testChainWorkGrowsLinearlyWithDepth() throws {
        let small = try chainWork(depth: 100), large = try chainWork(depth: 200)
        // Each view-to-superview constraint costs one climb to the common ancestor and
        // one origin, whatever the depth: double the chain, double the work (the old
        // expressions summed every ancestor, four times the work).
        let ratio = Double(large.steps) / Double(small.steps)
        XCTAssertEqual(ratio, 2, accuracy: 0.05, "steps \(small.steps) → \(large.steps)")
        // Hand-computed geometry at the bottom of the chain: v0 is 3 pt in and 371.5 wide;
        // every further level moves the origin by 1 pt and shrinks the size by 1.5 pt.
        let last = try XCTUnwrap(large.engine.tree.layout(of: "v199"))
        XCTAssertEqual(last.layoutRect, Rect(1, 1, 371.5 - 1.5 * 199, 667 - 1.5 * 200))
        XCTAssertEqual(large.engine.tree.windowFrame(of: "v199"), Rect(3 + 199, 200, 371.5 - 1.5 * 199, 667 - 1.5 * 200))
    }

    /// Above the common ancestor the origins cancel only when the multiplier is 1: a
    /// position constraint with another multiplier keeps its share of them.
    func testPositionWithMultiplierKeepsTheSharedAncestors() throws {
        let e = makeEngine(size: Size(400, 800))
        try e.addView(ViewSpec(id: "a"))
        try e.addView(ViewSpec(id: "b", parent: "a"))
        try e.addView(ViewSpec(id: "c", parent: "b"))
        try e.add(all: ["a.left == root.left + 100", "a.top == root.top", "a.width == 200", "a.height == 200",
                        "b.left == a.left + 10", "b.top == a.top", "b.width == 50", "b.height == 50",
                        "c.left == 0.5 * b.centerX", "c.top == b.top", "c.width == 20", "c.height == 20"])
        e.appear()
        // In the window: b.centerX = 100 + 10 + 25 = 135, so c.left = 67.5, which is
        // 67.5 − 110 = −42.5 in b's coordinates.
        XCTAssertEqual(e.tree.layout(of: "c")?.layoutRect, Rect(-42.5, 0, 20, 20))
    }

    func testTreeWalksDoNotRecurse() throws {
        // Far deeper than a timeline may go: walks, removal and expressions use no stack
        // per level.
        let e = makeEngine()
        for i in 0..<20_000 { try e.addView(ViewSpec(id: ViewID("v\(i)"), parent: ViewID(i == 0 ? "root" : "v\(i - 1)"))) }
        XCTAssertEqual(e.tree.viewIDs.count, 20_002)
        XCTAssertEqual(e.tree.postorder().first?.id, "v19999")
        try e.removeView("v0")
        XCTAssertEqual(e.tree.viewIDs, ["window", "root"])
    }
}
