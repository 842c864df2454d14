import AnimRenderSnapshotTesting
import AnimRenderUIKit
import CardFeature
import Testing

/// The same screen tested with Swift Testing instead of XCTest: `@Test` functions on the
/// main actor, synchronous (Swift Testing, unlike XCTest on Linux, runs those), with
/// `#expect` on the recorded values and the snapshot assertion reporting to Swift Testing.
@MainActor
struct CardSwiftTestingTests {
    func slide(to top: CGFloat) throws -> Recording {
        let vc = CardController()
        return try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.2) { vc.slide(to: top, duration: 0.6) }
        }
    }

    @Test func slideDown() throws {
        let recording = try slide(to: 300)
        // As CardControllerTests: 64 + 0.5 × 280 at frame 15 (t = 0.5 s, half the ease-in-out).
        #expect(abs((recording.frames[15].views["card"]?.frame.minY ?? 0) - 204) < 0.01)
        #expect(recording.frames[15].violations.map(\.constraint) == ["top"])
        #expect(recording.frames.last?.conforms == true)
        assertAnimationSnapshot(of: recording, as: .framesJSON)
    }

    /// A different animation checked against slideDown's golden: the mismatch must reach
    /// Swift Testing as an issue (an XCTFail would be dropped and the test would pass).
    @Test func aMismatchIsReportedToSwiftTesting() throws {
        let recording = try slide(to: 200)
        withKnownIssue {
            assertAnimationSnapshot(of: recording, as: .framesJSON, testName: "slideDown()")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("snapshot slideDown.frames.json does not match") }
        }
    }

    /// The layout rules of `animrender check` on every frame, on two phones, both
    /// directions and both appearances: the card stays inside the safe area throughout.
    @Test func layoutChecksAcrossTheMatrix() {
        let matrix = Simulator.matrix(devices: ["iPhone SE", "iPhone X"], layoutDirections: [.leftToRight, .rightToLeft],
                                      userInterfaceStyles: [.light, .dark])
        let results = assertLayoutChecks(of: CardController(), across: matrix) { vc, script in
            script.at(0.2) { vc.slide(to: 300, duration: 0.6) }
        }
        #expect(results.count == 8)
    }

    /// Sliding the card up under the status bar is a finding, reported to Swift Testing.
    @Test func aLayoutFindingIsReportedToSwiftTesting() {
        withKnownIssue {
            assertLayoutChecks(of: CardController(), across: Simulator.matrix(devices: ["iPhone X"])) { vc, script in
                script.at(0.2) { vc.slide(to: -60, duration: 0.3) }
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("layout checks failed in iPhone X · portrait · large · LTR · light")
                && $0.rawValue.contains("safeArea: 'card' reaches") }
        }
    }
}
