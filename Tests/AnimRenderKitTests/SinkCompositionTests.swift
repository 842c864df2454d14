import XCTest
import Geometry
import Playback
@testable import AnimRenderKit

/// A run is composed of sinks, one per output the options ask for, each naming its files.
final class SinkCompositionTests: XCTestCase {
    private func files(_ options: RenderOptions, frameCount: Int) throws -> [String] {
        let chosen = options.render ? (0..<frameCount).filter { options.frames.contains($0, count: frameCount) } : []
        return try RenderJob.sinks(options: options, chosen: chosen, frameCount: frameCount, progress: { _, _ in })
            .flatMap(\.fileNames)
    }

    func testEachOptionAddsItsSink() throws {
        XCTAssertEqual(try files(RenderOptions(output: ""), frameCount: 3),
                       ["frame_0000.png", "frame_0001.png", "frame_0002.png", "frames.json", "trace.txt",
                        "index.html", "viewer-data.js"])
        XCTAssertEqual(try files(RenderOptions(output: "", render: false), frameCount: 3), ["frames.json", "trace.txt"])
        XCTAssertEqual(try files(RenderOptions(output: "", frames: .last, contactSheetFrames: 2, animatedPNG: true), frameCount: 12),
                       ["frame_0011.png", "contact-sheet.png", "animation.png", "frames.json", "trace.txt",
                        "index.html", "viewer-data.js"])
        // No PNG, no viewer; the documentation images still come.
        XCTAssertEqual(try files(RenderOptions(output: "", frames: FrameSelection.none, contactSheetFrames: 2), frameCount: 12),
                       ["contact-sheet.png", "frames.json", "trace.txt"])
        var animations = RenderOptions(output: "", frames: .last, animatedPNG: true)
        animations.video = "clip.webm"
        animations.gif = "clip.gif"
        XCTAssertEqual(try files(animations, frameCount: 12),
                       ["frame_0011.png", "animation.png", "clip.webm", "clip.gif", "frames.json", "trace.txt",
                        "index.html", "viewer-data.js"])
        var noViewer = RenderOptions(output: "")
        noViewer.viewer = false
        XCTAssertEqual(try files(noViewer, frameCount: 10_000).prefix(1), ["frame_0000.png"])
        XCTAssertEqual(try files(noViewer, frameCount: 10_001).last, "trace.txt")
        XCTAssertEqual(try files(noViewer, frameCount: 10_001)[10_000], "frame_10000.png")
    }

    func testContactSheetPicksAreEvenlySpaced() {
        XCTAssertEqual(ContactSheetSink(count: 4, frameCount: 31).picks, [0, 10, 20, 30])
        XCTAssertEqual(ContactSheetSink(count: 6, frameCount: 3).picks, [0, 1, 2])
        XCTAssertEqual(ContactSheetSink(count: 1, frameCount: 9).picks, [8])
    }

    func testTheCanvasIsTheWindowUnlessItTurnsOrResizes() throws {
        let (_, still) = try play(example: "pin-change-frames")
        var canvas = FrameCanvas()
        for f in still { canvas.add(f) }
        XCTAssertEqual(canvas.size, Size(375, 812))
        // Portrait 375 × 812 turning to 812 × 375: a square as wide as the longest side.
        let (_, turning) = try play(example: "rotation-modern")
        canvas = FrameCanvas()
        for f in turning { canvas.add(f) }
        XCTAssertEqual(canvas.size, Size(812, 812))
    }
}
