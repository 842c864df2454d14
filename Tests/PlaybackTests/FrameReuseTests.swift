import Geometry
import Layout
@testable import Playback
import XCTest

/// A frame at rest is handed out again (`Player.captureFrame`): it must be exactly the
/// frame a fresh reading gives, and any change, however it reaches the player, must show
/// in the next frame.
final class FrameReuseTests: XCTestCase {
    func testAFrameAtRestIsTheFrameAFreshReadingGives() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in try p.setConstant("x", to: 100); p.animate(linear) { p.layoutIfNeeded() } }
        let frames = try player.frames(at: [0, 0.5, 1, 2, 3])
        // At 3 the animation has long ended: the frame is handed out again from 2's.
        XCTAssertEqual(frames[4], player.readFrame(at: 3, index: 4))
        XCTAssertEqual(frames[4].index, 4)
        XCTAssertEqual(frames[4].time, 3)
        XCTAssertEqual(frames[4].view("box")?.frame, Rect(100, 0, 10, 10))
        XCTAssertTrue(frames[4].showsTheSame(as: frames[3]))
        // Halfway through the linear second, the box was at 50: not a resting frame.
        XCTAssertEqual(frames[1].view("box")?.frame, Rect(50, 0, 10, 10))
    }

    func testEveryKindOfChangeShowsInTheNextFrame() throws {
        let player = try makePlayerWithBox()
        _ = try player.frames(at: [0, 1, 2])
        // A constraint's constant, set between frames rather than from a scheduled action.
        try player.setConstant("x", to: 30)
        XCTAssertEqual(try player.advance(to: 3, index: 3).view("box")?.frame, Rect(30, 0, 10, 10))
        _ = try player.advance(to: 4, index: 4)
        // A colour: no layout changes, only the player's appearance of the view.
        try player.updateView("box") { $0.appearance.backgroundColor = .white }
        XCTAssertEqual(try player.advance(to: 5, index: 5).view("box")?.backgroundColor, .white)
        _ = try player.advance(to: 6, index: 6)
        // A constraint switched off and on again: the frame lists the active ones.
        try player.setActive("y", false)
        let off = try player.advance(to: 7, index: 7)
        XCTAssertNil(off.constraint("y"))
        try player.setActive("y", true)
        XCTAssertNotNil(try player.advance(to: 8, index: 8).constraint("y"))
        // A view added between frames is in the next one.
        try player.addView(ViewDescription(layout: ViewSpec(id: "late")))
        try player.add("late.left == root.left + 200")
        try player.add("late.top == root.top + 300")
        try player.add("late.width == 20")
        try player.add("late.height == 20")
        XCTAssertEqual(try player.advance(to: 9, index: 9).view("late")?.frame, Rect(200, 300, 20, 20))
        XCTAssertEqual(try player.advance(to: 10, index: 10), player.readFrame(at: 10, index: 10))
    }
}
