import Foundation
import XCTest
import Render
@testable import AnimRenderKit

/// Every example in Timelines/: its frames.json against a reviewed golden, and a handful
/// of frames (first, two in between, last) against reviewed golden images, compared with
/// the pixelmatch diff. A changed constraint constant in an example fails here with a
/// diff image showing the moved view.
final class ExampleGoldenTests: XCTestCase {
    static let examples: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Timelines")
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
            let (player, frames) = try play(example: name)
            let json = FramesJSON.document(fps: player.timeline.render.fps, scale: player.timeline.render.scale,
                                           frames: frames.map(FramesJSON.frame)).pretty
            assertSnapshot(of: json, as: .lines, named: name)
        }
    }

    func testKeyFrames() throws {
        let renderer = try Renderer()
        for name in Self.examples {
            let (player, frames) = try play(example: name)
            var options = RenderOptions(output: "")
            options.scale = 1
            var timeline = player.timeline
            timeline.render.scale = 1
            let builder = RenderJob.sceneBuilder(player: player, timeline: timeline, states: frames, options: options)
            for k in RenderJob.evenlySpaced(4, count: frames.count) {
                let image = try renderer.render(builder.scene(for: frames[k]))
                assertSnapshot(of: image, as: .frame(), named: "\(name)-\(k)")
            }
        }
    }
}
