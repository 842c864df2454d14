import Cassowary
import Geometry
@testable import Layout
import XCTest

/// `alignmentRectInsets`: Auto Layout places the alignment rect; the frame is larger by
/// the insets. iPhone 8 portrait (375 × 667, status bar 20).
final class AlignmentRectTests: XCTestCase {
    private let badgeInsets = EdgeInsets(top: 4, left: 6, bottom: 2, right: 10)

    private func badgeEngine() throws -> LayoutEngine {
        let e = makeEngine()
        var badge = ViewSpec(id: "badge")
        badge.alignmentRectInsets = badgeInsets
        try e.addView(badge)
        try e.addView(ViewSpec(id: "next"))
        try e.add("badge.leading == root.leading + 20", id: "lead")
        try e.add(all: ["badge.top == root.top + 40", "badge.width == 100",
                        "badge.height == 50",
                        "next.leading == badge.trailing + 8", "next.top == badge.top", "next.width == 50", "next.height == 50"])
        return e
    }

    /// The constraints say x 20, y 40, 100 × 50 for the alignment rect; the frame grows by
    /// 6 left, 4 top, 10 right, 2 bottom: (14, 36, 116, 56).
    func testConstraintsPlaceTheAlignmentRectAndTheFrameIsLarger() throws {
        let e = try badgeEngine()
        e.appear()
        assertRect(e.frame("badge"), 14, 36, 116, 56)
        XCTAssertEqual(e.tree.layout(of: "badge")?.alignmentRectInsets, badgeInsets)
        // A sibling spaced from its trailing edge is spaced from the alignment rect's
        // (20 + 100 + 8 = 128), not from the frame's (14 + 116 + 8 = 138).
        assertRect(e.frame("next"), 128, 40, 50, 50)
    }

    /// The intrinsic content size is the alignment rect's: a view with content 80 × 30
    /// and insets top 2, left 3, bottom 4, right 5 gets an 88 × 36 frame, pinned by its
    /// alignment rect's top-left corner at (0, 100).
    func testIntrinsicContentSizeIsTheAlignmentRectsSize() throws {
        let e = makeEngine()
        var icon = ViewSpec(id: "icon", intrinsicContentSize: Size(80, 30))
        icon.alignmentRectInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        try e.addView(icon)
        try e.add(all: ["icon.leading == root.leading", "icon.top == root.top + 100"])
        e.appear()
        assertRect(e.frame("icon"), -3, 98, 88, 36)
    }

    /// Layout margins are measured from the bounds, not the alignment rect: a subview on
    /// badge's margins sits 8 from badge's bounds.
    func testMarginsHangOffTheBoundsNotTheAlignmentRect() throws {
        let e = try badgeEngine()
        try e.addView(ViewSpec(id: "dot", parent: "badge"))
        try e.add(all: ["dot.leading == badge.leadingMargin", "dot.top == badge.topMargin", "dot.width == 10", "dot.height == 10"])
        e.appear()
        assertRect(e.frame("dot"), 8, 8, 10, 10)
    }

    /// Changing the insets re-places the frame at the next pass; the alignment rect stays.
    func testChangingTheInsetsMovesTheFrameNotTheAlignmentRect() throws {
        let e = try badgeEngine()
        e.appear()
        try e.updateView("badge") { $0.alignmentRectInsets = .zero }
        e.layoutIfNeeded()
        assertRect(e.frame("badge"), 20, 40, 100, 50)
        assertRect(e.frame("next"), 128, 40, 50, 50)
    }

    /// A presentation shown 10 pt right of the model breaks the leading pin by 10,
    /// measured on the alignment rect like the constraint itself.
    func testViolationsAreMeasuredOnTheAlignmentRect() throws {
        let e = try badgeEngine()
        e.appear()
        let model = try XCTUnwrap(e.tree.layout(of: "badge"))
        let shown = PresentationGeometry(center: Point(model.center.x + 10, model.center.y), bounds: model.bounds)
        let violations = e.diagnostics.violations(presentation: ["badge": shown])
        let leading = try XCTUnwrap(violations.first { $0.constraint == "lead" })
        XCTAssertEqual(leading.amount, 10, accuracy: 1e-9)
    }
}
