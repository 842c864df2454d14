@testable import UIKit
import AnimRenderKit
@testable import AnimRenderSnapshotTesting
import XCTest

/// `assertAnimationSnapshot`: goldens beside the test, what each strategy stores, record
/// mode, CI, and the artifacts a mismatch leaves.
@MainActor
final class SnapshotTests: XCTestCase {
    /// The card sliding down (CardController), at 30 fps: 33 frames (0.8 s of animation + 0.25 s).
    func cardRecording(top: CGFloat = 300) throws -> Recording {
        let vc = CardController()
        return try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.2) {
                vc.top.constant = top
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
    }

    /// Every strategy against goldens committed beside this file (recorded once, looked at).
    func testCardGoldens() async throws {
        let recording = try cardRecording()
        assertAnimationSnapshot(of: recording, as: .framesJSON)
        assertAnimationSnapshot(of: recording, as: .trace)
        assertAnimationSnapshot(of: recording, as: .keyFrames(0, 15, 32))
    }

    /// What the strategies store is what `write(to:)` writes: frames.json and trace.txt byte
    /// for byte, the contact sheet and the frames as the same PNG bytes.
    func testStrategiesStoreWhatTheCommandLineWrites() async throws {
        let recording = try cardRecording()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-uikit-snap-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        try recording.write(to: out, options: RecordingOutputOptions(viewer: false, contactSheetFrames: 6))
        let read = { (name: String) in try Data(contentsOf: out.appendingPathComponent(name)) }
        XCTAssertEqual(Data(try recording.framesJSON().utf8), try read("frames.json"))
        XCTAssertEqual(Data(recording.trace.map { $0 + "\n" }.joined().utf8), try read("trace.txt"))
        XCTAssertEqual(try recording.contactSheet(frames: 6).pngData(), try read("contact-sheet.png"))
        XCTAssertEqual(try recording.image(ofFrame: 15).pngData(), try read("frame_0015.png"))
        XCTAssertThrowsError(try recording.image(ofFrame: 33)) {
            XCTAssertEqual("\($0)", "no frame 33: the recording has frames 0...32")
        }
    }

    /// A missing golden is recorded (and fails); a match passes; a changed recording fails
    /// naming the first differing line and the folder holding expected, actual and diff.
    func testRecordCompareAndArtifacts() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-uikit-golden-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Tests/CardTests.swift").path
        let artifacts = root.appendingPathComponent("failures")
        let verifier = SnapshotVerifier(environment: [SnapshotVerifier.artifactsVariable: artifacts.path])
        let strategy = AnimationSnapshotStrategy.combining([.framesJSON, .contactSheet(frames: 4)])
        let run = { (recording: Recording, verifier: SnapshotVerifier) in
            strategy.checks.map { $0.verify(recording, verifier, file, "testSlide()") }
        }
        let snapshots = root.appendingPathComponent("Tests/__Snapshots__/CardTests")
        let json = snapshots.appendingPathComponent("testSlide.frames.json")
        let sheet = snapshots.appendingPathComponent("testSlide.contact-sheet-4.png")

        let first = try cardRecording()
        let recorded = run(first, verifier)
        XCTAssertEqual(recorded, ["no golden existed; recorded \(json.path). Check it, then run again without ANIMRENDER_RECORD to compare.",
                                  "no golden existed; recorded \(sheet.path). Check it, then run again without ANIMRENDER_RECORD to compare."])
        XCTAssertEqual(try Data(contentsOf: json), Data(try first.framesJSON().utf8))
        XCTAssertEqual(try Data(contentsOf: sheet), try first.contactSheet(frames: 4).pngData())
        XCTAssertEqual(run(try cardRecording(), verifier), [nil, nil])

        // The card moves to 250 instead of 300: frame 1 is still identical, the end is not.
        let changed = try cardRecording(top: 250)
        let failures = run(changed, verifier)
        let folder = artifacts.appendingPathComponent("CardTests")
        let firstDiff = zip(try first.framesJSON().split(separator: "\n"), try changed.framesJSON().split(separator: "\n"))
            .enumerated().first { $0.element.0 != $0.element.1 }!
        XCTAssertTrue(failures[0]?.hasPrefix("snapshot testSlide.frames.json does not match: line \(firstDiff.offset + 1) differs") ?? false,
                      failures[0] ?? "passed")
        XCTAssertTrue(failures[0]?.contains("  expected: \(firstDiff.element.0)\n  actual:   \(firstDiff.element.1)") ?? false)
        XCTAssertTrue(failures[0]?.hasSuffix("Expected, actual and diff are in \(folder.path) (to accept the change, run with ANIMRENDER_RECORD=1)") ?? false)
        XCTAssertTrue(failures[1]?.contains("pixels differ") ?? false, failures[1] ?? "passed")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("testSlide.frames.expected.json")), Data(try first.framesJSON().utf8))
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("testSlide.frames.actual.json")), Data(try changed.framesJSON().utf8))
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("testSlide.contact-sheet-4.actual.png")),
                       try changed.contactSheet(frames: 4).pngData())
        let diff = try RGBAImage(pngData: try Data(contentsOf: folder.appendingPathComponent("testSlide.contact-sheet-4.diff.png")), path: "diff")
        XCTAssertEqual(diff.width, try first.contactSheet(frames: 4).width)
        // The golden is untouched by a failed comparison.
        XCTAssertEqual(try Data(contentsOf: json), Data(try first.framesJSON().utf8))

        // Record mode overwrites; on CI nothing is recorded.
        var recording = verifier
        recording.environment[SnapshotVerifier.recordVariable] = "1"
        XCTAssertEqual(run(changed, recording).map { $0?.hasPrefix("re-recorded ") }, [true, true])
        XCTAssertEqual(try Data(contentsOf: json), Data(try changed.framesJSON().utf8))
        try FileManager.default.removeItem(at: json)
        let ci = SnapshotVerifier(environment: ["CI": "true"])
        XCTAssertEqual(run(changed, ci)[0], "no golden at \(json.path); goldens are never recorded on CI: run the test locally with ANIMRENDER_RECORD=1 and commit the file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: json.path))
    }
}
