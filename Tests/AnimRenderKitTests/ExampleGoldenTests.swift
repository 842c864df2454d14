import Foundation
import JSONDocuments
import XCTest
import Render
import ImageDiff
import Playback
@testable import AnimRenderKit
import TestSupport
@testable import AnimRenderSnapshotTesting

/// Every example in Timelines/: its frames.json against a reviewed golden, and a handful
/// of frames (first, two in between, last) against reviewed golden images, compared with
/// the pixelmatch diff. A changed constraint constant in an example fails here with a
/// diff image showing the moved view.
final class ExampleGoldenTests: XCTestCase {
    static let examples: [String] = {
        let folder = Repository.root.appendingPathComponent("Timelines")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    func testEveryExampleIsCovered() {
        XCTAssertGreaterThanOrEqual(Self.examples.count, 15)
        for name in Self.examples {
            let golden = SnapshotVerifier.goldenURL(file: #filePath, testName: "testFramesJSON", name: name, pathExtension: "txt")
            XCTAssertTrue(FileManager.default.fileExists(atPath: golden.path), "no frames.json golden for \(name)")
        }
    }

    func testFramesJSON() throws {
        for name in Self.examples {
            let (compiled, frames) = try play(example: name)
            let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
            let json = try FramesJSON.text(compiled.timeline.runSettings, states: frames, drawnWith: builder)
            assertSnapshot(of: json, as: .lines, named: name)
        }
    }

    /// trace.txt: passes, callbacks and UIKit's console messages, in order.
    func testTrace() throws {
        for name in Self.examples {
            let (compiled, _) = try play(example: name)
            assertSnapshot(of: compiled.player.trace.formatted, as: .lines, named: name)
        }
    }

    func testKeyFrames() throws {
        let renderer = try Renderer()
        for name in Self.examples {
            let (compiled, frames) = try play(example: name)
            var options = RenderOptions(output: "")
            options.scale = 1
            var timeline = compiled.timeline
            timeline.render.scale = 1
            let builder = try RenderJob.sceneBuilder(settings: timeline.runSettings, states: frames, options: options)
            for k in ContactSheetSink.evenlySpaced(4, count: frames.count) {
                let image = try renderer.render(builder.scene(for: frames[k]))
                assertSnapshot(of: image, as: .frame(), named: "\(name)-\(k)")
            }
        }
    }
}

/// The regression the goldens exist to catch: a constraint constant changed in an
/// example fails its key-frame snapshot, and the diff image marks the moved view only.
final class GoldenRegressionTests: XCTestCase {
    func testAChangedConstantFailsWithADiffOfTheMovedViewOnly() throws {
        let original = try String(contentsOfFile: Repository.example("pin-change-frames"), encoding: .utf8)
        let edited = original.replacingOccurrences(of: "\"card.height == 120\"", with: "\"card.height == 150\"")
        XCTAssertNotEqual(edited, original)
        let (compiled, frames) = try play(json: edited)
        var timeline = compiled.timeline
        timeline.render.scale = 1
        let builder = try RenderJob.sceneBuilder(settings: timeline.runSettings, states: frames,
                                             options: RenderOptions(output: ""))
        let image = try Renderer().render(builder.scene(for: frames[0]))
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-regression-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let verifier = SnapshotVerifier(environment: [SnapshotVerifier.artifactsVariable: artifacts.path])
        // The golden that ExampleGoldenTests.testKeyFrames keeps for this frame.
        let goldenTestFile = Repository.root.appendingPathComponent("Tests/AnimRenderKitTests/ExampleGoldenTests.swift").path
        let message = try XCTUnwrap(verifier.verify(image, as: .frame(), named: "pin-change-frames-0",
                                                    file: goldenTestFile, testName: "testKeyFrames()"))
        XCTAssertTrue(message.contains("pixels differ"), message)
        let diffURL = artifacts.appendingPathComponent("ExampleGoldenTests/testKeyFrames.pin-change-frames-0.diff.png")
        let diff = try RGBAImage(contentsOfPNG: diffURL.path)
        // The card is 335 wide at x = 20 and now 150 instead of 120 tall from y = 64: every
        // red (differing) pixel lies in the union of its old and new rects, and its new
        // bottom edge is among them.
        var red = 0, outside = 0, atNewBottom = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let p = diff[x, y]
                guard p[0] == 255 && p[1] == 0 && p[2] == 0 else { continue }
                red += 1
                if !(19...356).contains(x) || !(63...215).contains(y) { outside += 1 }
                if (184...214).contains(y) { atNewBottom += 1 }
            }
        }
        XCTAssertGreaterThan(red, 1000)
        XCTAssertEqual(outside, 0)
        XCTAssertGreaterThan(atNewBottom, 1000)
    }
}
