import Cassowary
import Geometry
@testable import Layout
import XCTest

/// The engine's UIScrollView: the content area from inside, the frame guide, constraints
/// that leave the content, the safe area passed to the content. iPhone 8 portrait
/// (375×667, status bar 20); values worked out by hand.
final class ScrollViewLayoutTests: XCTestCase {
    /// A scroll view filling the root view, with `stack` pinned to its edges from inside:
    /// Apple's rule (Auto Layout Guide, "Working with Scroll Views") — edges and margins
    /// between a scroll view and its content attach to the content area, width, height and
    /// centers to the frame. `stack.width == scroll.width` (the frame) and a height of 1000
    /// give a content size of 375 × 1000, not the frame's 375 × 667.
    func testEdgesFromInsideAreTheContentAreaAndSizesTheFrame() throws {
        let e = try scrollScreen()
        try e.add(all: ["stack.top == scroll.top", "stack.bottom == scroll.bottom", "stack.leading == scroll.leading",
                        "stack.trailing == scroll.trailing", "stack.width == scroll.width", "stack.height == 1000"])
        e.appear()
        assertRect(e.frame("stack"), 0, 0, 375, 1000)
        XCTAssertEqual(e.tree.scrollLayout(of: "scroll")?.contentSize, Size(375, 1000))
        // Scrollable vertically: the status bar joins the inset, and the resting offset is −20.
        XCTAssertEqual(e.tree.scrollLayout(of: "scroll")?.adjustedContentInset, EdgeInsets(top: 20))
        XCTAssertEqual(e.tree.scrollLayout(of: "scroll")?.contentOffset, Point(0, -20))
        XCTAssertFalse(e.diagnostics.hasAmbiguousLayout("stack"))
        XCTAssertTrue(e.diagnostics.unsatisfiedConstraints().isEmpty, "the content guide's pull towards a set size is no explanation")
    }

    /// `contentSize` as set holds while no constraint decides the content guide's size; one
    /// that does wins (UIKit's contentLayoutGuide follows whichever decides it).
    func testSetContentSizeUnlessConstraintsDecideIt() throws {
        let e = try scrollScreen(contentSize: Size(500, 800))
        e.appear()
        XCTAssertEqual(e.tree.scrollLayout(of: "scroll")?.contentSize, Size(500, 800))
        try e.add("scroll.contentLayoutGuide.height == 1200")
        e.layoutIfNeeded()
        XCTAssertEqual(e.tree.scrollLayout(of: "scroll")?.contentSize, Size(500, 1200))
    }

    /// A sticky header: a view in the content held at least at the root's safe-area top
    /// (`header.top >= root.safeArea.top @1000`, `header.top == scroll.top @750`). At rest it
    /// sits at the content's top; scrolled by 300 it would leave the screen, so it moves
    /// down in the content to stay at y = 20 on screen: content y = 300 + 20 − 0.
    func testAConstraintOutOfTheContentFollowsTheOffset() throws {
        let e = try scrollScreen(behaviour: .never)
        try e.add(all: ["stack.top == scroll.contentLayoutGuide.top", "stack.leading == scroll.contentLayoutGuide.leading",
                        "stack.width == scroll.frameLayoutGuide.width", "stack.height == 2000",
                        "stack.bottom == scroll.contentLayoutGuide.bottom", "stack.trailing == scroll.contentLayoutGuide.trailing"])
        try e.addView(ViewSpec(id: "header", parent: "scroll"))
        try e.add(all: ["header.top == scroll.top + 50 @750", "header.top >= root.safeArea.top", "header.leading == scroll.leading",
                        "header.width == 100", "header.height == 44"])
        e.appear()
        assertRect(e.frame("header"), 0, 50, 100, 44)
        try e.setContentOffset(Point(0, 300), of: "scroll")
        e.layoutIfNeeded()
        assertRect(e.frame("header"), 0, 320, 100, 44)
        XCTAssertEqual(e.tree.windowFrame(of: "header")?.minY, 20)
        // Scrolled back, the optional pin wins again.
        try e.setContentOffset(Point(0, 0), of: "scroll")
        e.layoutIfNeeded()
        assertRect(e.frame("header"), 0, 50, 100, 44)
    }

    /// A subview of a scroll view that adjusts vertically gets none of the vertical safe
    /// area (the adjusted inset takes it in); with `never`, it gets the part it overlaps on
    /// screen (a row at y = 10 under the 20 pt status bar: 10), which changes as it scrolls.
    func testTheSafeAreaOfTheContent() throws {
        for (behaviour, top) in [(ContentInsetAdjustmentBehavior.always, 0.0), (.never, 10.0)] {
            let e = try scrollScreen(behaviour: behaviour, contentSize: Size(375, 2000))
            try e.addView(ViewSpec(id: "row", parent: "scroll"))
            try e.add(all: ["row.top == scroll.top + 10", "row.leading == scroll.leading", "row.width == 375", "row.height == 44"])
            e.appear()
            XCTAssertEqual(e.tree.layout(of: "row")?.safeAreaInsets.top, top, "\(behaviour)")
        }
        // `never`, scrolled by 5: the row's top is at 5 on screen, 15 of the status bar over it.
        let e = try scrollScreen(behaviour: .never, contentSize: Size(375, 2000))
        try e.addView(ViewSpec(id: "row", parent: "scroll"))
        try e.add(all: ["row.top == scroll.top + 10", "row.leading == scroll.leading", "row.width == 375", "row.height == 44"])
        e.appear()
        try e.setContentOffset(Point(0, 5), of: "scroll")
        e.layoutIfNeeded()
        XCTAssertEqual(e.tree.layout(of: "row")?.safeAreaInsets.top, 15)
    }

    /// The scroll guides belong to scroll views: naming one on another view is refused with
    /// the reason, and nothing is installed.
    func testScrollGuidesOnlyOnScrollViews() throws {
        let e = try scrollScreen()
        XCTAssertThrowsError(try e.add("stack.top == root.contentLayoutGuide.top")) { error in
            XCTAssertTrue("\(error)".contains("'root' is not a UIScrollView; only a scroll view has a contentLayoutGuide"), "\(error)")
        }
    }

    /// `scroll` (a UIScrollView) fills the root view; `stack` is in it.
    private func scrollScreen(behaviour: ContentInsetAdjustmentBehavior = .automatic, contentSize: Size? = nil) throws -> LayoutEngine {
        let e = makeEngine()
        var scroll = ViewSpec(id: "scroll")
        scroll.scroll = ScrollContent(contentSize: contentSize, contentInsetAdjustmentBehavior: behaviour)
        try e.addView(scroll)
        try e.addView(ViewSpec(id: "stack", parent: "scroll"))
        try e.add(all: ["scroll.top == root.top", "scroll.bottom == root.bottom", "scroll.leading == root.leading",
                        "scroll.trailing == root.trailing"])
        return e
    }
}
