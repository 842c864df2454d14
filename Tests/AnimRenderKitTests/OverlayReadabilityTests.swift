import XCTest
import Geometry
import Playback
import Render
@testable import AnimRenderKit

/// Overlays never hide what they describe (issue 20's item 4): no pill on a view's text, no
/// line through it, no pill in a rounded corner of the glass, and a contact sheet's labels
/// large enough to read in its thumbnails.
final class OverlayReadabilityTests: XCTestCase {
    private func placed(_ json: String, frame k: Int = 0) throws -> (builder: SceneBuilder, frame: FrameState, placed: PlacedFrame) {
        let (compiled, frames) = try play(json: json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        return (builder, frames[k], builder.place(frames[k]))
    }

    /// A label whose size is its text's (intrinsic: the text's box, rounded up) sits just
    /// above `box`; box's id tag wants the spot right above box's corner — over the text.
    /// It must go elsewhere: no pill may overlap the label's text (its frame less the
    /// rounding, 1 pt).
    func testNoPillCoversAViewsText() throws {
        let (_, frame, placed) = try placed("""
        { "version": 1, "screen": { "size": [320, 300] }, "render": { "overlays": ["labels"], "fps": 1, "duration": 0 },
          "views": [ { "id": "title", "text": "Quarterly figures", "font": { "size": 17 } },
                     { "id": "box", "backgroundColor": "#DDDDDD" } ],
          "constraints": [ "title.leading == root.leading + 40", "title.top == root.top + 100",
                           "box.leading == root.leading + 40", "box.top == title.bottom", "box.width == 200", "box.height == 60" ] }
        """)
        let text = try XCTUnwrap(frame.view("title")).frame.insetBy(.uniform(1))
        let pills = placed.overlays.compactMap(\.overlay.pill?.rect)
        XCTAssertEqual(pills.count, 3, "the tags of title and box, and the badge")
        for pill in pills { XCTAssertNil(pill.intersection(text), "\(pill) covers the text \(text)") }
    }

    /// `title.centerX == root.leading + 150`: the constraints overlay draws it from the
    /// title's centre to the root's left edge at the title's mid-height, straight through
    /// the left half of its text. No pixel inside the text (the label's frame less 1 pt)
    /// may take the line's blue: the line has a gap there.
    func testNoLineStrikesThroughText() throws {
        let (builder, frame, placed) = try placed("""
        { "version": 1, "screen": { "size": [300, 200] }, "render": { "overlays": ["constraints"], "fps": 1, "duration": 0, "scale": 2 },
          "views": [ { "id": "title", "text": "HHHHHHHHHH", "font": { "size": 20, "weight": "bold" } } ],
          "constraints": [ "title.centerX == root.leading + 150", "title.top == root.top + 50" ] }
        """)
        let image = try Renderer().render(builder.scene(for: placed))
        let text = try XCTUnwrap(frame.view("title")).frame.insetBy(.uniform(1))
        var blue = 0
        for y in Int(text.minY * 2)..<Int(text.maxY * 2) {
            for x in Int(text.minX * 2)..<Int(text.maxX * 2) {
                let p = image[x, y]
                if Int(p.b) > Int(p.r) + 60 && Int(p.b) > Int(p.g) + 30 { blue += 1 }
            }
        }
        XCTAssertEqual(blue, 0, "pixels of the constraint line inside the text")
        // The line is still drawn where there is no text: left of the label, at its mid-height.
        let left = image[Int(text.minX * 2) - 20, Int(text.midY * 2)]
        XCTAssertGreaterThan(Int(left.b), Int(left.r) + 60, "\(left)")
    }

    /// iPhone X's glass has corners of radius 39. A view at the screen's top-left corner has
    /// its tag there; a pill in the corner square must stay within the arc (distance to the
    /// arc's centre (39, 39), canvas points less the outline's padding, at most 39).
    func testNoPillInTheGlasssRoundedCorners() throws {
        let (builder, _, placed) = try placed("""
        { "version": 1, "screen": { "device": "iPhone X" }, "render": { "overlays": ["labels"], "deviceOutline": true, "fps": 1, "duration": 0 },
          "views": [ { "id": "corner", "backgroundColor": "#FF9500" } ],
          "constraints": [ "corner.leading == root.leading", "corner.top == root.top", "corner.width == 60", "corner.height == 60" ] }
        """)
        let glass = Rect(0, 0, 375, 812)
        for pill in placed.overlays.compactMap(\.overlay.pill?.rect) {
            XCTAssertTrue(pill.minX >= glass.minX && pill.minY >= glass.minY && pill.maxX <= glass.maxX && pill.maxY <= glass.maxY,
                          "\(pill)")
            for p in pill.corners {
                let c = Point(min(max(p.x, 39), 375 - 39), min(max(p.y, 39), 812 - 39))
                XCTAssertLessThanOrEqual(((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot(), 39 + 1e-6,
                                         "\(pill) reaches into a rounded corner at \(p)")
            }
        }
        XCTAssertEqual(builder.padding, 30)
    }

    /// A contact sheet shrinks a frame to a 180 pt thumbnail: labels are drawn 0.55 × width
    /// / 180 times their size (at least 1): a 375 pt phone's by 1.146, an 872 pt rotating
    /// square's by 2.664, so a 10 pt label stays 5.5 pt on the sheet.
    func testContactSheetLabelsAreDrawnLargeEnoughToRead() throws {
        XCTAssertEqual(ContactSheetSink.labelScale(frameWidth: 375, thumbnailWidth: 180), 1.1458333, accuracy: 1e-6)
        XCTAssertEqual(ContactSheetSink.labelScale(frameWidth: 872, thumbnailWidth: 180), 2.6644444, accuracy: 1e-6)
        XCTAssertEqual(ContactSheetSink.labelScale(frameWidth: 200, thumbnailWidth: 180), 1)
        let (builder, frame, _) = try placed("""
        { "version": 1, "screen": { "size": [300, 300] }, "render": { "overlays": ["violations"], "fps": 1, "duration": 0 },
          "views": [ { "id": "box" } ], "constraints": [ "box.leading == root.leading", "box.top == root.top", "box.width == 10", "box.height == 10" ] }
        """)
        var sheet = builder
        sheet.labelScale = 2
        let normal = try XCTUnwrap(builder.scene(for: frame).overlays.first { $0.isBadge }?.pill?.rect)
        let large = try XCTUnwrap(sheet.scene(for: frame).overlays.first { $0.isBadge }?.pill?.rect)
        // Pill = text + a font size across, text + 0.4 font size tall: twice the font, twice the pill.
        XCTAssertEqual(large.width, 2 * normal.width, accuracy: 1e-9)
        XCTAssertEqual(large.height, 2 * normal.height, accuracy: 1e-9)
    }
}
