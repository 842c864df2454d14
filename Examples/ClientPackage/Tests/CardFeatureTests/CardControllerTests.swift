import AnimRenderSnapshotTesting
import AnimRenderUIKit
import CardFeature
import XCTest

@MainActor
final class CardControllerTests: XCTestCase {
    /// The card slides down on a simulated clock: values in flight, then goldens.
    func testSlideDown() async throws {
        let vc = CardController()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.2) { vc.slide(to: 300, duration: 0.6) }
        }
        // iPhone X: safe area top 44; the card starts at 44 + 20 = 64 and ends at 44 + 300 = 344.
        // Frame 15 is t = 0.5 s, halfway through the 0.6 s ease-in-out (the curve is 0.5 at
        // half time): 64 + 0.5 × 280 = 204.
        XCTAssertEqual(recording.frames[0].views["card"]?.frame.minY ?? 0, 64, accuracy: 0.01)
        XCTAssertEqual(recording.frames[15].views["card"]?.frame.minY ?? 0, 204, accuracy: 0.01)
        XCTAssertEqual(recording.frames.last?.views["card"]?.frame, CGRect(x: 20, y: 344, width: 335, height: 120))
        XCTAssertFalse(recording.frames[15].conforms)
        XCTAssertEqual(recording.frames[15].violations.map(\.constraint), ["top"])
        XCTAssertEqual(recording.frames[15].violations.first?.amount ?? 0, 140, accuracy: 0.01)
        XCTAssertTrue(recording.frames.last?.conforms ?? false)

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("client-card-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        try recording.write(to: out)   // what the CLI writes
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_0015.png").path))
        assertAnimationSnapshot(of: recording, as: .contactSheet(frames: 6))
        assertAnimationSnapshot(of: recording, as: .framesJSON)
    }
}
