import XCTest
import Geometry
import Playback
@testable import AnimRenderKit

/// The two animation strategies of TIMELINE.md on the same change (top 20 → 300 at
/// t = 0.2 over 0.6 s, easeInOut, iPhone X: safe-area top 44).
final class AnimationStyleTests: XCTestCase {
    func testFramesStyleInterpolatesAndViolatesMidFlight() throws {
        let (_, frames) = try play(example: "pin-change-frames")
        XCTAssertEqual(frames.count, Int((1.05 * 30).rounded(.up)) + 1)   // 0.2 + 0.6 + 0.25 s at 30 fps
        let start = try XCTUnwrap(frames[0].view("card"))
        XCTAssertEqual(start.frame, Rect(20, 64, 335, 120))
        for f in frames {
            let p = f.time <= 0.2 ? 0 : f.time >= 0.8 ? 1 : easeInOut((f.time - 0.2) / 0.6)
            let y = 64 + 280 * p
            let card = try XCTUnwrap(f.view("card"))
            XCTAssertEqual(card.frame.minY, y, accuracy: 1e-6, "t = \(f.time)")
            // Mid-flight the constraint says 344 while the card shows y: 'top' is violated
            // by the difference, and nothing else is.
            if 344 - y > 0.5 && f.time >= 0.2 - 1e-9 {   // from the event on, the model says 344
                XCTAssertEqual(try XCTUnwrap(f.violation("top"), "t = \(f.time)"), 344 - y, accuracy: 1e-6)
                XCTAssertEqual(f.violations.count, 1)
            } else {
                XCTAssertTrue(f.violations.isEmpty, "t = \(f.time): \(f.violations)")
            }
        }
        XCTAssertEqual(frames[15].violation("top") ?? 0, 140, accuracy: 1e-6)   // t = 0.5: half-way
    }

    func testConstraintsStyleResolvesEveryFrameAndNeverViolates() throws {
        let (compiled, frames) = try play(example: "pin-change-constraints")
        for f in frames {
            let p = f.time <= 0.2 ? 0 : f.time >= 0.8 ? 1 : easeInOut((f.time - 0.2) / 0.6)
            let card = try XCTUnwrap(f.view("card"))
            XCTAssertEqual(card.frame.minY, 64 + 280 * p, accuracy: 1e-6, "t = \(f.time)")
            XCTAssertTrue(f.violations.allSatisfy { $0.amount <= 0.5 }, "t = \(f.time): \(f.violations)")
            XCTAssertTrue(f.violations.isEmpty)
        }
        // Each animated frame ran a layout pass of its own.
        let passes = compiled.player.trace.entries.filter { $0.kind == .pass && $0.message.hasPrefix("layout pass") }
        XCTAssertGreaterThanOrEqual(passes.count, 18)
    }

    func testBothStylesEndAtTheSameLayout() throws {
        let a = try play(example: "pin-change-frames").frames.last!
        let b = try play(example: "pin-change-constraints").frames.last!
        XCTAssertEqual(a.view("card")?.frame, b.view("card")?.frame)
        XCTAssertEqual(a.view("card")?.frame, Rect(20, 344, 335, 120))
    }

    /// A `frames` animation that interrupts a `constraints` one starts where the latter is
    /// at the moment it starts, whatever the fps: top 0 → 400 linear over 1 s (constraints
    /// style) is at 200 at t = 0.5, when top → 0 linear over 0.5 s takes over, so t = 0.6
    /// shows 200 − 0.2 × 400 = 160 and t = 0.8 shows 80 (it showed 128 at 10 fps and 144 at
    /// 20 fps, starting from the last frame's 160 or 180).
    func testAFramesAnimationInterruptingAConstraintsAnimationStartsWhereItIsAtAnyFPS() throws {
        for fps in [10, 20, 30] {
            let json = """
            { "version": 1, "screen": { "size": [300, 600] }, "render": { "fps": \(fps) },
              "views": [ { "id": "box" } ],
              "constraints": [ { "id": "top", "constraint": "box.top == root.top" }, "box.leading == root.leading",
                               "box.width == 50", "box.height == 50" ],
              "timeline": [
                { "at": 0, "changes": [ { "constant": "top", "to": 400 } ],
                  "animate": { "duration": 1, "curve": "linear", "style": "constraints" } },
                { "at": 0.5, "changes": [ { "constant": "top", "to": 0 } ], "animate": { "duration": 0.5, "curve": "linear" } } ] }
            """
            let frames = try play(json: json).frames
            func top(at t: Double) throws -> Double {
                let f = try XCTUnwrap(frames.first { abs($0.time - t) < 1e-9 }, "fps \(fps): no frame at \(t)")
                return try XCTUnwrap(f.view("box")).frame.minY
            }
            XCTAssertEqual(try top(at: 0.5), 200, accuracy: 1e-6, "fps \(fps)")
            XCTAssertEqual(try top(at: 0.6), 160, accuracy: 1e-6, "fps \(fps)")
            XCTAssertEqual(try top(at: 0.8), 80, accuracy: 1e-6, "fps \(fps)")
            XCTAssertEqual(try top(at: 1.0), 0, accuracy: 1e-6, "fps \(fps)")
        }
    }

    func testAnimationStartingMidFlightBeginsFromThePresentationValue() throws {
        let json = """
        { "version": 1, "screen": { "size": [400, 800] }, "render": { "fps": 10 },
          "views": [ { "id": "box" } ],
          "constraints": [ { "id": "x", "constraint": "box.left == root.left" }, "box.top == root.top",
                           "box.width == 10", "box.height == 10" ],
          "timeline": [
            { "at": 0, "changes": [ { "constant": "x", "to": 100 } ], "animate": { "duration": 1, "curve": "linear" } },
            { "at": 0.5, "changes": [ { "constant": "x", "to": 0 } ], "animate": { "duration": 1, "curve": "linear" } } ] }
        """
        let (_, frames) = try play(json: json)
        // At 0.5 the box shows x = 50; the second animation runs 50 → 0 over 0.5…1.5.
        XCTAssertEqual(frames[5].view("box")!.frame.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(frames[10].view("box")!.frame.minX, 25, accuracy: 1e-9)
        XCTAssertEqual(frames[15].view("box")!.frame.minX, 0, accuracy: 1e-9)
    }

    func testUnanimatedChangeAppearsAtTheNextFrame() throws {
        let json = """
        { "version": 1, "screen": { "size": [400, 800] }, "render": { "fps": 10, "duration": 0.5 },
          "views": [ { "id": "box" } ],
          "constraints": [ { "id": "x", "constraint": "box.left == root.left" }, "box.top == root.top",
                           "box.width == 10", "box.height == 10" ],
          "timeline": [ { "at": 0.25, "changes": [ { "constant": "x", "to": 100 } ] } ] }
        """
        let (_, frames) = try play(json: json)
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [0, 0, 0, 100, 100, 100])
        XCTAssertTrue(frames.allSatisfy { $0.violations.isEmpty })
    }
}
