import Geometry
import Layout
@testable import Playback
import XCTest

/// Hiding and showing an arranged subview inside an animation block, as UIKit animates
/// it: the arrangement changes at once, the frames animate, and the hidden view stays on
/// screen (alpha untouched) until the animation ends.
final class StackHidingTests: XCTestCase {
    /// `row` at (0, 0): a, b, c of widths 50, 80, 40, height 20, spacing 10.
    func makeRow() throws -> Player {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "row", stack: StackConfiguration(spacing: 10, arrangedSubviews: ["a", "b", "c"]))))
        for (id, w) in [("a", 50.0), ("b", 80), ("c", 40)] as [(ViewID, Double)] {
            try player.addView(ViewDescription(layout: ViewSpec(id: id, parent: "row", intrinsicContentSize: Size(w, 20))))
        }
        try player.add("row.left == root.left")
        try player.add("row.top == root.top")
        player.appear()
        return player
    }

    /// Linear over 1 s: at 0.5 b is half collapsed towards x 55 (its parked spot half a
    /// spacing after a: minX 57.5, width 40) and c half-way from 150 to 60 (105); b is
    /// still shown until t = 1, hidden after.
    func testHidingCollapsesThenHides() throws {
        let player = try makeRow()
        try player.animate(linear) {
            try player.updateView("b") { $0.layout.isHidden = true }
            player.layoutIfNeeded()
        }
        let frames = try player.frames(at: [0.5, 0.999, 1.0])
        let b = try XCTUnwrap(frames[0].view("b")), c = try XCTUnwrap(frames[0].view("c"))
        XCTAssertEqual(b.frame.minX, 57.5, accuracy: 1e-9)
        XCTAssertEqual(b.frame.width, 40, accuracy: 1e-9)
        XCTAssertEqual(b.alpha, 1)
        XCTAssertFalse(b.isHidden)
        XCTAssertEqual(c.frame.minX, 105, accuracy: 1e-9)
        XCTAssertFalse(frames[1].view("b")!.isHidden)
        XCTAssertTrue(frames[2].view("b")!.isHidden)
        XCTAssertEqual(frames[2].view("c")!.frame.minX, 60)
        XCTAssertEqual(frames[2].view("row")!.frame.width, 100)
    }

    /// Showing: visible at once, expanding from its parked zero-width frame.
    func testShowingExpands() throws {
        let player = try makeRow()
        try player.updateView("b") { $0.layout.isHidden = true }
        player.layoutIfNeeded()
        try player.animate(linear) {
            try player.updateView("b") { $0.layout.isHidden = false }
            player.layoutIfNeeded()
        }
        let f = try player.advance(to: 0.5, index: 0)
        XCTAssertFalse(f.view("b")!.isHidden)
        XCTAssertEqual(f.view("b")!.frame.minX, 57.5, accuracy: 1e-9)
        XCTAssertEqual(f.view("b")!.frame.width, 40, accuracy: 1e-9)
    }

    /// Hidden outside an animation block: gone at once.
    func testHidingWithoutAnimation() throws {
        let player = try makeRow()
        try player.updateView("b") { $0.layout.isHidden = true }
        let f = try player.advance(to: 0.1, index: 0)
        XCTAssertTrue(f.view("b")!.isHidden)
        XCTAssertEqual(f.view("c")!.frame.minX, 60)
    }

    /// A plain subview (not arranged) hidden in a block hides at once, as UIKit does.
    func testOnlyArrangedSubviewsDeferHiding() throws {
        let player = try makeRow()
        try player.addView(ViewDescription(layout: ViewSpec(id: "loose", parent: "row", intrinsicContentSize: Size(5, 5))))
        try player.animate(linear) {
            try player.updateView("loose") { $0.layout.isHidden = true }
            player.layoutIfNeeded()
        }
        XCTAssertTrue(try player.advance(to: 0.5, index: 0).view("loose")!.isHidden)
    }
}
