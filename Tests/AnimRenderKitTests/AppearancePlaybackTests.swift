import Geometry
import JSONDocuments
import Playback
import Render
import XCTest
@testable import AnimRenderKit

/// Dark mode as a trait: dynamic colours resolved per frame for the appearance in force at
/// each view (the screen's, or the nearest `overrideUserInterfaceStyle`), the appearance
/// changed by the user (animated like any other background change inside a block), in
/// frames.json's traits and the trace, and the system UI drawn for it.
final class AppearancePlaybackTests: XCTestCase {
    static func timeline(screenStyle: String = "light", timeline: String = "[]") -> String {
        """
        { "version": 1, "screen": { "device": "iPhone X", "userInterfaceStyle": "\(screenStyle)" },
          "render": { "fps": 10, "overlays": [], "systemUI": true },
          "views": [
            { "id": "card", "backgroundColor": "secondarySystemBackground" },
            { "id": "title", "parent": "card", "text": "Title", "textColor": "label" },
            { "id": "panel", "backgroundColor": { "light": "#FFFFFF", "dark": "#202020" }, "overrideUserInterfaceStyle": "dark" },
            { "id": "caption", "parent": "panel", "text": "Caption", "textColor": "secondaryLabel",
              "border": { "width": 1, "color": "separator" } }
          ],
          "constraints": [ "card.top == root.safeArea.top", "card.leading == root.leading", "card.width == 200", "card.height == 100",
                           "title.top == card.top", "title.leading == card.leading",
                           "panel.top == card.bottom", "panel.leading == root.leading", "panel.width == 200", "panel.height == 100",
                           "caption.top == panel.top", "caption.leading == panel.leading" ],
          "timeline": \(timeline) }
        """
    }

    func testColoursResolveForTheScreensAppearanceAndAnOverridesSubtree() throws {
        let light = try play(json: Self.timeline()).frames[0]
        XCTAssertEqual(light.traits.userInterfaceStyle, .light)
        XCTAssertEqual(light.view("card")?.backgroundColor, Color(hex: "#F2F2F7"))
        XCTAssertEqual(light.view("title")?.textColor, .black)
        XCTAssertEqual(light.view("title")?.userInterfaceStyle, .light)
        // The panel forces dark on itself and its subviews, whatever the screen's.
        XCTAssertEqual(light.view("panel")?.backgroundColor, Color(hex: "#202020"))
        XCTAssertEqual(light.view("caption")?.userInterfaceStyle, .dark)
        XCTAssertEqual(light.view("caption")?.textColor, Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        XCTAssertEqual(light.view("caption")?.border?.color, Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))

        let dark = try play(json: Self.timeline(screenStyle: "dark")).frames[0]
        XCTAssertEqual(dark.traits.userInterfaceStyle, .dark)
        XCTAssertEqual(dark.view("card")?.backgroundColor, Color(hex: "#1C1C1E"))
        XCTAssertEqual(dark.view("title")?.textColor, .white)
        // The window's default background is systemBackground: black in the dark.
        let builder = try RenderJob.sceneBuilder(settings: try play(json: Self.timeline(screenStyle: "dark")).compiled.timeline.runSettings,
                                             states: [dark], options: RenderOptions(output: ""))
        XCTAssertEqual(builder.scene(for: dark).background, .black)
    }

    func testSwitchingToDarkInsideAnAnimationBlockAnimatesTheBackgroundsAndTellsTheController() throws {
        let (compiled, frames) = try play(json: Self.timeline(timeline: ##"""
            [ { "at": 0.2, "changes": [ { "userInterfaceStyle": "dark" } ], "animate": { "duration": 0.4, "curve": "linear" } } ]
            """##))
        // Linear over 0.2…0.6 s: at 0.4 s halfway from #F2F2F7 to #1C1C1E.
        let light = Color(hex: "#F2F2F7")!, dark = Color(hex: "#1C1C1E")!
        XCTAssertEqual(frames[2].view("card")?.backgroundColor, light)
        let mid = try XCTUnwrap(frames[4].view("card")?.backgroundColor)
        XCTAssertEqual(mid.red, (light.red + dark.red) / 2, accuracy: 1e-9)
        XCTAssertEqual(mid.blue, (light.blue + dark.blue) / 2, accuracy: 1e-9)
        XCTAssertEqual(frames[6].view("card")?.backgroundColor?.hex, dark.hex)
        // Text colour is not animated: it changes with the trait.
        XCTAssertEqual(frames[4].view("title")?.textColor, .white)
        XCTAssertEqual(frames[2].traits.userInterfaceStyle, .dark)
        // The panel was dark all along: nothing of it changes.
        XCTAssertEqual(frames[4].view("panel")?.backgroundColor, Color(hex: "#202020"))
        XCTAssertTrue(compiled.player.trace.formatted.contains("traitCollectionDidChange(UITraitCollection(userInterfaceStyle: light))"),
                      compiled.player.trace.formatted)
    }

    func testFramesJSONRecordsTheAppearance() throws {
        let (compiled, frames) = try play(json: Self.timeline(screenStyle: "dark"))
        let sink = FramesJSONSink(frameCount: frames.count)
        for f in frames { try sink.consume(f) }
        var written: [UInt8] = []
        let batches = ByteBatches { written += $0 }
        try RenderJob.writeFramesJSON(sink, settings: compiled.timeline.runSettings, canvas: Size(375, 812), options: RenderOptions(output: ""),
                                      to: batches)
        try batches.flush()
        XCTAssertTrue(String(decoding: written, as: UTF8.self).contains(##""userInterfaceStyle": "dark""##))
    }

    /// The status bar's text and the home indicator are dark content in the light
    /// appearance and light content in the dark one; the notch stays black.
    func testTheSystemUIIsDrawnForTheAppearance() throws {
        for (style, ink) in [("light", Color.black), ("dark", Color.white)] {
            let (compiled, frames) = try play(json: Self.timeline(screenStyle: style))
            let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
            let chrome = try XCTUnwrap(builder.scene(for: frames[0]).systemChrome)
            guard case .text(_, _, let color, _, _)? = chrome.layers[0].shapes.first else { return XCTFail("no time") }
            XCTAssertEqual(color, ink, style)
            guard case .fill(_, _, let indicator)? = chrome.layers[0].shapes.last else { return XCTFail("no home indicator") }
            XCTAssertEqual(indicator, ink, style)
            guard case .fill(_, _, let notch)? = chrome.layers[1].shapes.first else { return XCTFail("no notch") }
            XCTAssertEqual(notch, .black, style)
        }
    }
}
