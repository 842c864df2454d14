import Geometry
import Layout
@testable import Playback
import XCTest

/// The clock: actions run at their time, in time order, ties in the order scheduled.
final class ScheduleTests: XCTestCase {
    func testActionsRunAtTheirTimeInOrder() throws {
        let player = makePlayer()
        player.appear()
        var ran: [(String, Double)] = []
        player.schedule(at: 0.5) { ran.append(("b", $0.now)) }
        player.schedule(at: 0.2) { ran.append(("a", $0.now)) }
        player.schedule(at: 0.5) { p in
            ran.append(("c", p.now))
            p.schedule(at: 0.5) { ran.append(("d", $0.now)) }   // scheduled while running: after c
        }
        _ = try player.frames(at: [0, 0.3])
        XCTAssertEqual(ran.map(\.0), ["a"])
        _ = try player.advance(to: 0.6, index: 2)
        XCTAssertEqual(ran.map(\.0), ["a", "b", "c", "d"])
        XCTAssertEqual(ran.map(\.1), [0.2, 0.5, 0.5, 0.5])
        XCTAssertEqual(player.now, 0.6)
    }

    func testAnActionsErrorIsTheEnginesTypedValue() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { try $0.setConstant("nope", to: 1) }
        XCTAssertThrowsError(try player.advance(to: 0, index: 0)) { error in
            XCTAssertEqual(error as? LayoutError, .unknownConstraint("nope"))
        }
    }

    func testARequiredToOptionalPriorityChangeIsRefused() throws {
        let player = try makePlayerWithBox()
        XCTAssertThrowsError(try player.setPriority("x", to: LayoutPriority(750))) { error in
            XCTAssertEqual(error as? LayoutError, .requiredPriorityChange(id: "x", from: 1000, to: 750))
        }
    }
}
