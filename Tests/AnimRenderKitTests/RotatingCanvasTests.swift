import XCTest
import Geometry
import Playback
import Render
@testable import AnimRenderKit
import TestSupport

/// A rotating render looks like a device turning (issue 20's item 5): the screen is the
/// glass as the device stands, the content clipped to it, the corners the turning window
/// leaves uncovered black as on a device, the verdict badge in the glass's corner.
final class RotatingCanvasTests: XCTestCase {
    /// A bare 200 × 400 screen turning to landscape at 0.1 s (0.3 s, easeInOut), 20 fps,
    /// scale 1. Frame 5 (t = 0.25) is halfway in time, so halfway along the curve: the
    /// window is 300 × 300 (between 200 × 400 and 400 × 200) and still turned 45°, centred
    /// in the 400 × 400 canvas. The device already stands on its side: its glass is the
    /// landscape screen, 400 × 200 at y = 100 … 300.
    static let json = """
    { "version": 1, "screen": { "size": [200, 400] }, "render": { "fps": 20, "duration": 0.5, "scale": 1, "overlays": ["violations"] },
      "views": [ { "id": "fill", "backgroundColor": "#FF0000" } ],
      "constraints": [ "fill.leading == root.leading", "fill.trailing == root.trailing", "fill.top == root.top", "fill.bottom == root.bottom" ],
      "timeline": [ { "at": 0.1, "changes": [ { "orientation": "landscapeLeft" } ] } ] }
    """

    func testTheCornersATurningWindowUncoversAreBlackAndNothingShowsOutsideTheGlass() throws {
        let (compiled, frames) = try play(json: Self.json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        XCTAssertEqual(builder.canvas, Size(400, 400))
        let image = try Renderer().render(builder.scene(for: builder.place(frames[5])))
        let black = PixelImage.RGBA(r: 0, g: 0, b: 0, a: 255)
        // The glass's corners: (2, 102) is 212 pt along the 45° diagonal from the centre,
        // beyond the turned 300 × 300 window's half-width of 150.
        XCTAssertEqual(image[2, 102], black)
        XCTAssertEqual(image[397, 297], black)
        // The window's centre shows its red content.
        XCTAssertEqual(image[200, 200], PixelImage.RGBA(r: 255, g: 0, b: 0, a: 255))
        // Above the glass the turned window (its corner reaches y = 200 − 212) is clipped:
        // the grey around the device, (0.93, 0.93, 0.94).
        let grey = image[200, 40]
        XCTAssertEqual([Double(grey.r), Double(grey.g), Double(grey.b)], [0.93 * 255, 0.93 * 255, 0.94 * 255], accuracy: 1, "\(grey)")
    }

    /// The badge sits in the glass's bottom-right corner, 10 pt in: before the turn the
    /// glass is the portrait screen, x = 100 … 300 of the square; after it, the landscape
    /// one, y = 100 … 300.
    func testTheBadgeSitsInTheGlasssCorner() throws {
        let (compiled, frames) = try play(json: Self.json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        func badge(_ k: Int) throws -> Rect {
            try XCTUnwrap(builder.place(frames[k]).overlays.first { $0.overlay.isBadge }?.overlay.pill?.rect)
        }
        let before = try badge(0), after = try badge(frames.count - 1)
        XCTAssertEqual(before.maxX, 290, accuracy: 1e-9)
        XCTAssertEqual(before.maxY, 390, accuracy: 1e-9)
        XCTAssertEqual(after.maxX, 390, accuracy: 1e-9)
        XCTAssertEqual(after.maxY, 290, accuracy: 1e-9)
    }

    /// frames.json tells a tool the same: every frame of the run has its glass (the bare
    /// screen's, radius 0), upright before the turn and on its side from it on.
    func testFramesJSONListsTheGlassOfATurningScreen() throws {
        let (compiled, frames) = try play(json: Self.json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        let first = try XCTUnwrap(builder.measureCanvas(frames[0]).glass)
        XCTAssertEqual(first.size, Size(200, 400))
        XCTAssertEqual(first.radius, 0)
        XCTAssertEqual(first.rotation, 0)
        let last = try XCTUnwrap(builder.measureCanvas(frames[frames.count - 1]).glass)
        XCTAssertEqual(abs(last.rotation), .pi / 2, accuracy: 1e-12)
    }

    /// one-row-two-rows turning at 0 s: in frame 0 the device already stands on its side
    /// (the glass is landscape, rounded) and the constraint lines are drawn around the
    /// letters' text. cairo 1.16 aborted the process there (`get_clip_surface: Assertion
    /// clip->path failed`, stroking a dimension under the glass's clip and the text's
    /// clip-out): the mutation sweep found it with the turn at 5e-324 s.
    func testATurnAtTheFirstInstantRendersItsFirstFrame() throws {
        let url = Repository.root.appendingPathComponent("Timelines/one-row-two-rows.json")
        let json = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(json.contains("\"at\": 0.5"))
        let (compiled, frames) = try play(json: json.replacingOccurrences(of: "\"at\": 0.5", with: "\"at\": 0"))
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        let scene = builder.scene(for: builder.place(frames[0]))
        XCTAssertFalse(scene.textAreas.isEmpty)
        let image = try Renderer().render(scene)
        XCTAssertGreaterThan(image.width, 0)
    }
}
