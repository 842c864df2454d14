import XCTest
import Geometry
@testable import AnimRenderKit

/// `rules` played: the one-row/two-row example, and a pair of rules that undo each other.
final class RulePlaybackTests: XCTestCase {
    /// iPhone 8: `row` is pinned 16 inside the safe area (status bar 20 in portrait, none in
    /// landscape), its four subviews 8 from its edges and from each other, 60 tall.
    func testTheExampleSwitchesRowsWithTheRotation() throws {
        let (player, frames) = try play(example: "one-row-two-rows")
        // Portrait: one row would be (343 − 16 − 24) / 4 = 75.75 < 100, so two rows of
        // (343 − 16 − 8) / 2 = 159.5; row 8 + 60 + 8 + 60 + 8 = 144 tall.
        XCTAssertEqual(frames[0].view("row")?.frame, Rect(16, 36, 343, 144))
        XCTAssertEqual(frames[0].view("a")?.frame, Rect(8, 8, 159.5, 60))
        XCTAssertEqual(frames[0].view("d")?.frame, Rect(175.5, 76, 159.5, 60))
        XCTAssertEqual(frames[0].view("content")?.frame, Rect(16, 196, 343, 667 - 16 - 196))
        // Landscape at rest (t = 1.0): two rows would be (635 − 24) / 2 ≥ 208, so one
        // row of (635 − 16 − 24) / 4 = 148.75; row 76 tall.
        let landscape = try XCTUnwrap(frames.first { $0.time >= 1.0 })
        XCTAssertEqual(landscape.view("row")?.frame, Rect(16, 16, 635, 76))
        XCTAssertEqual(landscape.view("c")?.frame, Rect(8 + 2 * 156.75, 8, 148.75, 60))
        XCTAssertEqual(landscape.view("d")?.frame, Rect(8 + 3 * 156.75, 8, 148.75, 60))
        // Back in portrait at the end.
        XCTAssertEqual(frames.last?.view("d")?.frame, Rect(175.5, 76, 159.5, 60))
        let fired = player.player.trace.entries.filter { $0.message.hasPrefix("rule ") }.map { "\($0.time) " + $0.message.components(separatedBy: ": deactivate")[0] }
        XCTAssertEqual(fired, ["0.0 rule $.rules[0] in row: a.width = 75.75 < 100",
                               "0.5 rule $.rules[1] in row: a.width = 305.5 >= 208",
                               "1.3 rule $.rules[0] in row: a.width = 75.75 < 100"])
        // The switch happens in the pass inside the rotation's animation: c flies from
        // the second row to the first while the interface turns.
        let mid = try XCTUnwrap(frames.first { $0.time > 0.6 && $0.time < 0.7 })
        let c = try XCTUnwrap(mid.view("c")?.frame)
        XCTAssertGreaterThan(c.minY, 8)
        XCTAssertLessThan(c.minY, 76)
        XCTAssertEqual(player.player.feedbackLoops, [])
    }

    static let oscillating = #"""
    { "version": 1, "screen": { "size": [300, 400] }, "render": { "fps": 10, "duration": 0.2 },
      "views": [ { "id": "box" }, { "id": "inner", "parent": "box" } ],
      "constraints": [ "box.leading == root.leading", "box.top == root.top", "box.height == 50",
        { "id": "narrow", "constraint": "box.width == 50" },
        { "id": "wide", "active": false, "constraint": "box.width == 200" },
        "inner.leading == box.leading", "inner.top == box.top", "inner.width == box.width", "inner.height == 10" ],
      "rules": [ { "in": "box", "when": "inner.width < 100", "deactivate": "narrow", "activate": "wide" },
                 { "in": "box", "when": "inner.width > 100", "deactivate": "wide", "activate": "narrow" } ] }
    """#

    func testRulesThatUndoEachOtherAreStoppedAndReported() throws {
        let (player, frames) = try play(json: Self.oscillating)
        XCTAssertEqual(frames.count, 3)
        let loops = player.player.feedbackLoops
        XCTAssertEqual(loops.count, 1, "reported once: what the loop left dirty waits for the next change")
        XCTAssertEqual(loops.first?.view, "root")
        XCTAssertEqual(loops.first?.count, 100)
        XCTAssertEqual(loops.first?.causes, ["$.rules[0]", "$.rules[1]"].map { "rule " + $0 })
        XCTAssertEqual(player.player.trace.entries.filter { $0.message == "layoutSubviews box" }.count, 100)
    }
}
