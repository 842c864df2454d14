@testable import UIKit
import AnimRenderKit
import XCTest
@testable import AnimRenderSnapshotTesting

/// `RecordingOutputOptions`: a timeline's `render` settings reach every output of a
/// recording alike — the written folder, frames.json, the images and the strategies.
@MainActor
final class RecordingOutputOptionsTests: XCTestCase {
    /// iPhone 8 (375 × 667 points at scale 2), the card sliding down: 33 frames.
    func recording() throws -> Recording {
        let vc = CardController()
        return try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.at(0.2) {
                vc.top.constant = 300
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
    }

    func testEveryOutputTakesTheSameOptions() async throws {
        let recording = try recording()
        let options = RecordingOutputOptions(overlays: [.safeArea], scale: 1, deviceOutline: true, systemUI: true)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-uikit-options-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        var written = options
        written.viewer = false
        try recording.write(to: out, options: written)
        let read = { (name: String) in try Data(contentsOf: out.appendingPathComponent(name)) }
        XCTAssertEqual(Data(try recording.framesJSON(options: options).utf8), try read("frames.json"))
        XCTAssertEqual(try recording.image(ofFrame: 15, options: options).pngData(), try read("frame_0015.png"))
        XCTAssertEqual(try recording.images(options: options)[32].pngData(), try read("frame_0032.png"))

        // Scale 1: frames.json says so; the screen alone is 375 × 667 pixels, and the device
        // body drawn around it makes the PNG larger on both sides.
        let json = try recording.framesJSON(options: options)
        XCTAssertTrue(json.contains("\n  \"scale\": 1,\n"), String(json.prefix(200)))
        let plain = try recording.image(ofFrame: 0, options: RecordingOutputOptions(scale: 1))
        XCTAssertEqual([plain.width, plain.height], [375, 667])
        let outlined = try recording.image(ofFrame: 0, options: options)
        XCTAssertEqual(outlined.scale, 1)
        XCTAssertGreaterThan(outlined.width, 375)
        XCTAssertGreaterThan(outlined.height, 667)
        // The default is the screen's scale, 2.
        XCTAssertEqual([try recording.image(ofFrame: 0).width, try recording.image(ofFrame: 0).height], [750, 1334])
    }

    func testStrategiesDrawWithTheOptions() async throws {
        let recording = try recording()
        let options = RecordingOutputOptions(scale: 1, deviceOutline: true)
        let frame = AnimationSnapshotStrategy.keyFrames([15], options: options).checks[0]
        XCTAssertEqual(frame.name, "frame-15")
        // The strategy stores what it draws; a golden recorded with the options is the PNG
        // the written folder holds, and the options-free one is not.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-uikit-options-golden-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Tests/OptionsTests.swift").path
        let verifier = SnapshotVerifier(environment: [SnapshotVerifier.artifactsVariable: root.appendingPathComponent("failures").path])
        XCTAssertNotNil(frame.verify(recording, verifier, file, "testOutline()"))   // recorded: fails, as a first run does
        let golden = root.appendingPathComponent("Tests/__Snapshots__/OptionsTests/testOutline.frame-15.png")
        XCTAssertEqual(try Data(contentsOf: golden), try recording.image(ofFrame: 15, options: options).pngData())
        XCTAssertNil(frame.verify(recording, verifier, file, "testOutline()"))
        XCTAssertNotNil(AnimationSnapshotStrategy.keyFrames([15]).checks[0].verify(recording, verifier, file, "testOutline()"))

        let json = AnimationSnapshotStrategy.framesJSON(options: options).checks[0]
        XCTAssertNotNil(json.verify(recording, verifier, file, "testJSON()"))
        let jsonGolden = root.appendingPathComponent("Tests/__Snapshots__/OptionsTests/testJSON.frames.json")
        XCTAssertEqual(try Data(contentsOf: jsonGolden), Data(try recording.framesJSON(options: options).utf8))
    }

    func testAScaleOutsideTheRangeIsAnError() async throws {
        let recording = try recording()
        for bad in [0, -1, .nan, .infinity, 17] as [Double] {
            XCTAssertThrowsError(try recording.framesJSON(options: RecordingOutputOptions(scale: bad))) {
                XCTAssertEqual(($0 as? RecordingError)?.message,
                               "RecordingOutputOptions.scale \(bad) is not a scale animrender draws at: give pixels per point "
                               + "from 0.1 to 16, or nil for the screen's")
            }
        }
    }
}
