import Geometry
import Layout
@testable import Playback
import XCTest

/// What a frame carries for `clipsToBounds`, `alignmentRectInsets` and user layout guides,
/// and how its constraint lines are measured on them. 400 × 800 screen, no safe area.
final class UIViewFrameTests: XCTestCase {
    func testClipsToBoundsIsInTheFrame() throws {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "clip"), appearance: ViewAppearance(clipsToBounds: true)))
        try player.addView(ViewDescription(layout: ViewSpec(id: "free")))
        player.appear()
        let f = try player.advance(to: 0, index: 0)
        XCTAssertEqual(f.view("clip")?.clipsToBounds, true)
        XCTAssertEqual(f.view("free")?.clipsToBounds, false)
        try player.updateView("clip") { $0.appearance.clipsToBounds = false }
        XCTAssertEqual(try player.advance(to: 0.1, index: 1).view("clip")?.clipsToBounds, false)
    }

    /// A badge whose alignment rect (insets 6 left, 4 top) is pinned at x = 100 slides to
    /// x = 200: halfway through a linear second its frame is at 150 − 6 and the target
    /// line runs from the alignment edge shown (150) to the wanted one (200), across the
    /// alignment rect's middle (y = 0 + 25).
    func testConstraintLinesAreMeasuredOnTheAlignmentRect() throws {
        let player = makePlayer()
        var badge = ViewSpec(id: "badge")
        badge.alignmentRectInsets = EdgeInsets(top: 4, left: 6, bottom: 2, right: 10)
        try player.addView(ViewDescription(layout: badge))
        try player.add("badge.left == root.left + 100", id: "x")
        try player.add("badge.top == root.top")
        try player.add("badge.width == 100")
        try player.add("badge.height == 50")
        player.appear()
        player.schedule(at: 0) { p in try p.setConstant("x", to: 200); p.animate(linear) { p.layoutIfNeeded() } }
        let f = try player.advance(to: 0.5, index: 0)
        XCTAssertEqual(f.view("badge")?.frame, Rect(144, -4, 116, 56))
        XCTAssertEqual(f.constraint("x")?.targetLine, Segment(from: Point(150, 25), to: Point(200, 25)))
        XCTAssertEqual(f.violation("x"), 50)
    }

    /// Insets changed inside an animation block move the frame (it animates, 100 → 120
    /// wide) but not the alignment rect, which rides along with it: half-way the frame is
    /// 110 wide, the insets shown 5 on the right, and nothing is broken.
    func testAlignmentInsetsChangedInAnAnimationKeepTheAlignmentRectInPlace() throws {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "badge")))
        for c in ["badge.left == root.left + 100", "badge.top == root.top", "badge.width == 100", "badge.height == 50"] {
            try player.add(c)
        }
        player.appear()
        player.schedule(at: 0) { p in
            p.animate(linear) {
                try? p.updateView("badge") { $0.layout.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 20) }
                p.layoutIfNeeded()
            }
        }
        let f = try player.advance(to: 0.5, index: 0)
        XCTAssertEqual(f.view("badge")?.frame, Rect(100, 0, 110, 50))
        XCTAssertEqual(f.violations, [])
        let end = try player.advance(to: 1, index: 1)
        XCTAssertEqual(end.view("badge")?.frame, Rect(100, 0, 120, 50))
    }

    /// A guide rides on its owner: its layout frame in the owner's coordinates in the
    /// frame value, and in root coordinates for the constraint lines.
    func testGuidesAreInTheFrameAndTheirConstraintsAreDrawnOnThem() throws {
        let player = makePlayer()
        var card = ViewSpec(id: "card")
        card.layoutGuides = ["spacer"]
        try player.addView(ViewDescription(layout: card))
        for c in ["card.left == root.left + 20", "card.top == root.top + 100", "card.width == 300", "card.height == 200",
                  "spacer.left == card.left", "spacer.top == card.top + 30", "spacer.width == 40"] {
            try player.add(c)
        }
        try player.add("spacer.height == 20", id: "h")
        player.appear()
        let f = try player.advance(to: 0, index: 0)
        XCTAssertEqual(f.view("card")?.layoutGuides, [LayoutGuideFrame(id: "spacer", layoutFrame: Rect(0, 30, 40, 20))])
        XCTAssertNil(f.view("spacer"))
        // A height is drawn along the item's right edge: x = 20 + 40, y from 130 to 150.
        XCTAssertEqual(f.constraint("h")?.anchorLine, Segment(from: Point(60, 130), to: Point(60, 150)))
    }
}

extension FrameState {
    func violation(_ id: LayoutConstraintID) -> Double? { violations.first { $0.constraint == id }?.amount }
}
