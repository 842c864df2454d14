import Geometry
import Layout
@testable import Playback
import XCTest
import enum Timeline.ConstraintParser

/// A frame carries what its overlays need, measured on that frame: its own active
/// constraints and their lines, its guides, who is hidden.
final class FrameValueTests: XCTestCase {
    func testEachFrameListsAndMeasuresItsOwnConstraints() throws {
        let player = try makePlayerWithBox()
        // Declared inactive (activated before x is let go, it would conflict with x and the width).
        var pinRight = try ConstraintParser.parse("box.right == root.right", id: "pinRight")
        pinRight.isActive = false
        try player.addConstraint(pinRight)
        player.schedule(at: 1) { p in try p.setActive("x", false); try p.setActive("pinRight", true) }
        let frames = try player.frames(at: [0, 1])
        // Active ones only, in creation order: x, y, width, height (pinRight is off).
        XCTAssertEqual(frames[0].constraints.map(\.description.firstAttribute), [.left, .top, .width, .height])
        XCTAssertEqual(frames[1].constraints.map(\.description.firstAttribute), [.top, .width, .height, .right])
        XCTAssertEqual(frames[0].constraint("x")?.anchorLine, Segment(from: Point(0, 5), to: Point(0, 5)))
        XCTAssertNil(frames[0].constraint("pinRight"))
        XCTAssertNil(frames[1].constraint("x"))
        // The box now sits at x = 390: its right edge (400) meets the root's.
        XCTAssertEqual(frames[1].constraint("pinRight")?.anchorLine, Segment(from: Point(400, 5), to: Point(400, 5)))
        XCTAssertEqual(frames[1].view("box")?.frame, Rect(390, 0, 10, 10))
    }

    func testTheTargetLineUsesTheFramesConstantAndPresentation() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in try p.setConstant("x", to: 100); p.animate(linear) { p.layoutIfNeeded() } }
        player.schedule(at: 2) { p in try p.setConstant("x", to: 300) }
        let frames = try player.frames(at: [0.5, 2])
        // Shown at 50, wanted at 100, drawn across the box's middle (y = 5).
        XCTAssertEqual(frames[0].constraint("x")?.targetLine, Segment(from: Point(50, 5), to: Point(100, 5)))
        XCTAssertEqual(frames[1].constraint("x")?.targetLine, Segment(from: Point(300, 5), to: Point(300, 5)))
        XCTAssertEqual(frames[0].constraint("x")?.description.constant, 100)
        XCTAssertEqual(frames[1].constraint("x")?.description.constant, 300)
    }

    func testGuidesAndHiddenAncestors() throws {
        let player = Player(configuration: PlayerConfiguration(
            textMeasurer: NoTextMeasurer(),
            screen: { ScreenState(size: Size(400, 800), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0), orientation: $0) },
            rootLayoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))
        try player.addView(ViewDescription(layout: ViewSpec(id: "group", isHidden: true)))
        try player.addView(ViewDescription(layout: ViewSpec(id: "child", parent: "group")))
        for c in ["group.left == root.left + 100", "group.top == root.top + 200", "group.width == 100", "group.height == 100",
                  "child.left == group.left", "child.top == group.top", "child.width == 10", "child.height == 10"] {
            try player.add(c)
        }
        player.appear()
        let f = try player.advance(to: 0, index: 0)
        let root = try XCTUnwrap(f.view("root"))
        XCTAssertEqual(root.safeAreaRect, Rect(0, 20, 400, 750))
        // The root's margins are measured from the safe area: 16 on the sides.
        XCTAssertEqual(root.marginsRect, Rect(16, 20, 368, 750))
        // `group` lies wholly inside the safe area: no safe-area inset; margins 8.
        XCTAssertEqual(f.view("group")?.safeAreaRect, Rect(100, 200, 100, 100))
        XCTAssertEqual(f.view("group")?.marginsRect, Rect(108, 208, 84, 84))
        XCTAssertEqual(f.views.map(\.isVisible), [true, false, false])
        XCTAssertEqual(f.views.map(\.isInsideHiddenView), [false, false, true])
        XCTAssertEqual(f.view("child")?.rootLayoutRect, Rect(100, 200, 10, 10))
    }
}
