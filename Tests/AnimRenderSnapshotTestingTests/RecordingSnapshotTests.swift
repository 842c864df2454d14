import AnimRenderSnapshotTesting
import AnimRenderUIKit
import SnapshotTesting
import XCTest

/// A card that slides from y = 20 down (to 200 in the tests) in 0.4 s, on a 200×300 screen.
final class SlideController: UIViewController {
    let card = UIView()
    var top: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemGreen
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        top = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            top,
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 160),
            card.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
}

/// The strategies of `AnimRenderSnapshotTesting`, through swift-snapshot-testing's own
/// `assertSnapshot` / `verifySnapshot` (its record modes, file layout and messages).
@MainActor
final class RecordingSnapshotTests: XCTestCase {
    func slide(to y: CGFloat = 200) throws -> Recording {
        let vc = SlideController()
        return try Simulator(size: CGSize(width: 200, height: 300)).record(vc, fps: 10) { script in
            script.at(0.1) {
                vc.top.constant = y
                UIView.animate(withDuration: 0.4) { vc.view.layoutIfNeeded() }
            }
        }
    }

    /// The goldens committed beside this file, checked by `assertSnapshot`.
    func testAssertSnapshot() async throws {
        let recording = try slide()
        assertSnapshot(of: recording, as: .contactSheet(frames: 6))
        assertSnapshot(of: recording, as: .framesJSON)
        assertSnapshot(of: recording, as: .keyFrame(3), named: "frame-3")
    }

    /// What the strategies store is what `write(to:)` writes, and a change fails with the
    /// diff's numbers and the diff image written where the message says.
    func testStoredBytesAndFailures() async throws {
        let recording = try slide()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-sst-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        try recording.write(to: out, options: RecordingOutputOptions(viewer: false, contactSheetFrames: 6))
        XCTAssertEqual(Snapshotting<Recording, Data>.contactSheet(frames: 6).snapshot(recording).sync(),
                       try Data(contentsOf: out.appendingPathComponent("contact-sheet.png")))
        XCTAssertEqual(Snapshotting<Recording, Data>.keyFrame(3).snapshot(recording).sync(),
                       try Data(contentsOf: out.appendingPathComponent("frame_0003.png")))
        XCTAssertEqual(Data(Snapshotting<Recording, String>.framesJSON.snapshot(recording).sync().utf8),
                       try Data(contentsOf: out.appendingPathComponent("frames.json")))
        XCTAssertEqual(Data(Snapshotting<Recording, String>.trace.snapshot(recording).sync().utf8),
                       try Data(contentsOf: out.appendingPathComponent("trace.txt")))

        // Against a reference of the card going to 120 instead: the end frames differ.
        let folder = out.appendingPathComponent("refs")
        let reference = try slide(to: 120)
        let first = verifySnapshot(of: reference, as: .keyFrame(6), named: "end", record: .missing,
                                   snapshotDirectory: folder.path)
        XCTAssertTrue(first?.hasPrefix("No reference was found on disk.") ?? false, first ?? "passed")
        XCTAssertNil(verifySnapshot(of: reference, as: .keyFrame(6), named: "end", record: .never, snapshotDirectory: folder.path))
        let failure = verifySnapshot(of: recording, as: .keyFrame(6), named: "end", record: .never,
                                     snapshotDirectory: folder.path) ?? ""
        // Frame 6 (t = 0.6 s, after the animation): a 160×60 card at @2x, at y = 120 in the
        // reference and y = 200 here: the two overlap neither each other nor the badge at the
        // bottom, so 2 × (320 × 120) of the 400 × 600 pixels change.
        XCTAssertTrue(failure.contains("76800 of 240000 pixels differ (threshold 0.1); diff image: "), failure)
        let path = failure.components(separatedBy: "diff image: ")[1].components(separatedBy: ".png")[0] + ".png"
        let diff = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(diff.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        try? FileManager.default.removeItem(atPath: path)
    }
}

extension Async {
    /// The value of a synchronous strategy's snapshot.
    func sync() -> Value {
        var result: Value?
        run { result = $0 }
        return result!
    }
}
