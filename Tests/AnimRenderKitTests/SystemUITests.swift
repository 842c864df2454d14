import Geometry
import Playback
import Render
import XCTest
@testable import AnimRenderKit

/// `render.systemUI` / `--system-ui`: the status bar, sensor housing and home indicator
/// measured from each frame for the device and orientation, off by default.
final class SystemUITests: XCTestCase {
    /// An orange header under the status bar and a blue footer over the home indicator;
    /// at 0.5 s the interface turns to landscapeRight (0.3 s, the system rotation).
    static func timeline(device: String, systemUI: Bool? = true) -> String {
        """
        { "version": 1, "screen": { "device": "\(device)" },
          "render": { "fps": 10, "overlays": []\(systemUI.map { ", \"systemUI\": \($0)" } ?? "") },
          "views": [ { "id": "header", "backgroundColor": "#F5A623" }, { "id": "footer", "backgroundColor": "#4A90E2" } ],
          "constraints": [ "header.leading == root.leading", "header.trailing == root.trailing", "header.top == root.top",
                           "header.height == 120", "footer.leading == root.leading", "footer.trailing == root.trailing",
                           "footer.bottom == root.bottom", "footer.height == 80" ],
          "timeline": [ { "at": 0.5, "changes": [ { "orientation": "landscapeRight" } ] } ] }
        """
    }

    private func scenes(_ json: String, options: RenderOptions = RenderOptions(output: "")) throws -> [Scene] {
        let (compiled, frames) = try play(json: json)
        var timeline = compiled.timeline
        timeline.render.scale = 1
        let builder = try RenderJob.sceneBuilder(settings: timeline.runSettings, states: frames, options: options)
        return frames.map { builder.scene(for: $0) }
    }

    private func fills(_ layer: SystemChrome.Layer) -> [Rect] {
        layer.shapes.compactMap { if case .fill(let r, _, _) = $0 { return r }; return nil }
    }

    /// iPhone 14 Pro, 393 × 852, on a 852 × 852 canvas (the run rotates), the window
    /// centred: interface x = canvas x − 229.5.
    func testTheDynamicIslandPhoneInPortraitAndLandscape() throws {
        let scenes = try self.scenes(Self.timeline(device: "iPhone 14 Pro"))
        let portrait = try XCTUnwrap(scenes.first?.systemChrome)
        XCTAssertEqual(portrait.layers.count, 2)
        let interface = portrait.layers[0], hardware = portrait.layers[1]
        // The interface layer is the root view's coordinates moved onto the canvas.
        XCTAssertEqual(interface.transform.apply(Point(0, 0)), Point(229.5, 0))
        // Status bar: the time in the left ear ((393 − 126) / 2 = 133.5 wide), level with
        // the island's middle (11 + 37.33 / 2).
        guard case .text(let time, _, _, let at, .center)? = interface.shapes.first else { return XCTFail("no time") }
        XCTAssertEqual(time, "9:41")
        XCTAssertEqual(at.x, 133.5 / 2, accuracy: 1e-9)
        XCTAssertEqual(at.y, 11 + 37.33 / 2, accuracy: 1e-9)
        // Home indicator: 134 × 5, centred, 8 above the bottom: (129.5, 839).
        XCTAssertEqual(fills(interface).last, Rect(129.5, 839, 134, 5))
        // The island, 126 × 37.33 at 11 from the top, in the portrait device frame.
        XCTAssertEqual(fills(hardware), [Rect(133.5, 11, 126, 37.33)])
        XCTAssertEqual(hardware.transform.apply(Point(196.5, 0)), Point(426, 0))

        let landscape = try XCTUnwrap(scenes.last?.systemChrome)
        // No status bar on an iPhone in landscape: the interface layer has the home
        // indicator only, 208 wide along the 852-wide interface's bottom (393 − 13).
        XCTAssertEqual(landscape.layers[0].shapes.count, 1)
        XCTAssertEqual(fills(landscape.layers[0]), [Rect(322, 380, 208, 5)])
        // The island turns with the device to the left edge: its centre (196.5, 29.665)
        // is (0, −396.335) from the screen's centre; turned −90° that is (−396.335, 0),
        // on the canvas (29.665, 426).
        let centre = landscape.layers[1].transform.apply(Point(196.5, 11 + 37.33 / 2))
        XCTAssertEqual(centre.x, 29.665, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 426, accuracy: 1e-9)
    }

    /// The notch of a 375-wide phone is the X's, 209 × 30, its top corners above the
    /// glass (cut by the clip); its status bar is as tall as the 44 pt safe-area inset.
    func testTheNotchedPhone() throws {
        let chrome = try XCTUnwrap(try scenes(Self.timeline(device: "iPhone X")).first?.systemChrome)
        let hardware = chrome.layers[1]
        XCTAssertEqual(hardware.clip, Rect(0, 0, 375, 812))
        XCTAssertEqual(fills(hardware), [Rect(83, -20, 209, 50)])
        guard case .text(_, _, _, let at, _)? = chrome.layers[0].shapes.first else { return XCTFail("no time") }
        XCTAssertEqual(at, Point(83 / 2, 22))
    }

    /// A home-button phone: a 20 pt status bar in portrait with the time in the middle,
    /// nothing in landscape, no housing, no home indicator.
    func testAHomeButtonPhone() throws {
        let scenes = try self.scenes(Self.timeline(device: "iPhone 8"))
        let portrait = try XCTUnwrap(scenes.first?.systemChrome)
        XCTAssertEqual(portrait.layers.count, 1)
        guard case .text(_, _, _, let at, .center)? = portrait.layers[0].shapes.first else { return XCTFail("no time") }
        XCTAssertEqual(at, Point(187.5, 10))
        XCTAssertEqual(scenes.last?.systemChrome?.layers.count, 0)
    }

    /// An iPad keeps its status bar in landscape (24 pt without a home button).
    func testAnIPadKeepsItsStatusBarInLandscape() throws {
        let landscape = try XCTUnwrap(try scenes(Self.timeline(device: "iPad Pro (11-inch)")).last?.systemChrome)
        guard case .text(let text, _, _, let at, .left)? = landscape.layers[0].shapes.first else { return XCTFail("no time") }
        XCTAssertEqual(text, "9:41  Tue Jan 9")
        XCTAssertEqual(at, Point(20, 12))
        XCTAssertEqual(fills(landscape.layers[0]).last, Rect((1194 - 315) / 2, 834 - 13, 315, 5))
    }

    /// Off by default; the command line overrides the file either way.
    func testOffByDefaultAndTheOptionWins() throws {
        XCTAssertNil(try scenes(Self.timeline(device: "iPhone X", systemUI: nil)).first?.systemChrome)
        var on = RenderOptions(output: "")
        on.systemUI = true
        XCTAssertNotNil(try scenes(Self.timeline(device: "iPhone X", systemUI: nil), options: on).first?.systemChrome)
        var off = RenderOptions(output: "")
        off.systemUI = false
        XCTAssertNil(try scenes(Self.timeline(device: "iPhone X"), options: off).first?.systemChrome)
    }

    /// Drawn, the island covers the header: its middle is black, the header beside it orange.
    func testTheDrawingCoversTheContent() throws {
        let scene = try XCTUnwrap(try scenes(Self.timeline(device: "iPhone 14 Pro")).first)
        let image = try Renderer().render(scene)
        XCTAssertEqual(image[229 + 196, 30].r, 0)
        XCTAssertEqual(image[229 + 196, 80], PixelImage.RGBA(r: 0xF5, g: 0xA6, b: 0x23, a: 255))
        // The home indicator over the footer.
        XCTAssertEqual(image[229 + 196, 841].r, 0)
    }
}
