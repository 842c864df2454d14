import Foundation
import JSONDocuments
import XCTest
@testable import AnimRenderKit

/// Work in proportion to what changes: a timeline that rests for most of its length is
/// measured and written once per frame that differs from the one before it, not once per
/// frame (a 100,000-frame timeline at rest took seconds to validate). The frames at rest
/// still get their own entry, with their own index and time.
final class RestingFramesTests: XCTestCase {
    /// One view moved from 0.1 s to 0.3 s, and 10 s at 100 fps: 1,001 frames, of which
    /// only the first, the moving ones (frames 10 to 30, t = 0.1 … 0.3 s) and the first at
    /// rest after them differ from the frame before.
    let json = """
    { "version": 1, "screen": { "size": [200, 200] }, "render": { "fps": 100, "duration": 10, "scale": 1,
      "overlays": ["violations", "labels"] },
      "views": [ { "id": "card", "backgroundColor": "#4A90E2" } ],
      "constraints": [ { "id": "top", "constraint": "card.top == root.top + 10" }, "card.leading == root.leading + 10",
                       "card.width == 50", "card.height == 50" ],
      "timeline": [ { "at": 0.1, "changes": [ { "constant": "top", "to": 110 } ], "animate": { "duration": 0.2, "curve": "linear" } } ] }
    """

    func testFramesAtRestAreMeasuredOnceAndStillListedEach() throws {
        let (compiled, frames) = try play(json: json)
        XCTAssertEqual(frames.count, 1001)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        var measured: [Int] = []
        var bytes: [UInt8] = []
        try FramesJSON.write(compiled.timeline.runSettings, states: frames, drawnWith: builder,
                             placing: { measured.append($0.index); return builder.place($0) }, to: ByteBatches { bytes += $0 })
        // Frame 0, frames 10 … 30 (the card moves 5 pt a frame, with an in-flight violation
        // and its ghost), and at most the frame or two where the finished animation leaves.
        XCTAssertEqual(Array(measured.prefix(22)), [0] + Array(10...30), "\(measured)")
        XCTAssertLessThanOrEqual(measured.count, 24, "\(measured)")

        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let entries = try XCTUnwrap(document["frames"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 1001)
        XCTAssertEqual(entries.map { $0["index"] as? Int }, (0...1000).map { $0 })
        XCTAssertEqual(entries[500]["time"] as? Double, 5)
        XCTAssertEqual(entries[1000]["time"] as? Double, 10)
        // At rest at 110 pt from 0.3 s on; before 0.1 s at 10.
        let y = { (k: Int) in ((entries[k]["views"] as? [String: Any])?["card"] as? [String: Any])?["frame"] as? [Double] }
        XCTAssertEqual(y(5), [10, 10, 50, 50])
        XCTAssertEqual(y(20), [10, 60, 50, 50])   // halfway: 10 + 100 × 0.5
        XCTAssertEqual(y(31), [10, 110, 50, 50])
        XCTAssertEqual(y(1000), [10, 110, 50, 50])
        // An entry at rest is the one it repeats, but for its index and time.
        func withoutClock(_ e: [String: Any]) -> NSDictionary {
            var e = e; e["index"] = nil; e["time"] = nil; return e as NSDictionary
        }
        XCTAssertEqual(withoutClock(entries[999]), withoutClock(entries[40]))
        XCTAssertEqual(withoutClock(entries[9]), withoutClock(entries[0]))
    }
}
