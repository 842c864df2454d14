import JSONDocuments
import Overlays
import XCTest
import Geometry
import Playback
import Render
@testable import AnimRenderKit

/// frames.json's drawing additions (canvas, constraints, active, descriptions, overlays,
/// glass, per view hidden / outline / model), against values computed by hand, and
/// against what the PNG draws.
///
/// The timeline: a 400×800 screen with no safe area; `box` 50×40 pinned 20 from the
/// root's left and, by `top`, 100 from its top; `dot` 10×10 at (10, 10) inside it. At
/// t = 0.5 `top` becomes 300, animated `style: frames` over 1 s, linear; 2 fps, so frame
/// 2 (t = 1) is halfway: on screen the box is at y = 200, its constraints want 300.
final class FramesJSONDrawingTests: XCTestCase {
    static func timeline(deviceOutline: Bool = false) -> String {
        """
        { "version": 1, "screen": { "size": [400, 800] },
          "render": { "fps": 2, "duration": 2, "overlays": ["violations"], "deviceOutline": \(deviceOutline) },
          "views": [ { "id": "box" }, { "id": "dot", "parent": "box" } ],
          "constraints": [
            { "id": "top", "constraint": "box.top == root.top + 100" },
            "box.left == root.left + 20", "box.width == 50", "box.height == 40",
            "dot.left == box.left + 10", "dot.top == box.top + 10", "dot.width == 10", "dot.height == 10" ],
          "timeline": [ { "at": 0.5, "changes": [ { "constant": "top", "to": 300 } ],
                          "animate": { "duration": 1, "curve": "linear", "style": "frames" } } ] }
        """
    }

    func document(_ json: String, options: RenderOptions = RenderOptions(output: "")) throws -> [String: Any] {
        let (compiled, frames) = try play(json: json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: options)
        let text = try FramesJSON.text(compiled.timeline.runSettings, states: frames, drawnWith: builder)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testCanvasConstraintsAndAHalfwayFrameAsComputedByHand() throws {
        let doc = try document(Self.timeline())
        let canvas = try XCTUnwrap(doc["canvas"] as? [String: Any])
        XCTAssertEqual(canvas["size"] as? [Double], [400, 800])
        XCTAssertEqual(canvas["screen"] as? [Double], [0, 0, 400, 800])
        XCTAssertEqual(canvas["overlays"] as? [String], ["violations"])

        let constraints = try XCTUnwrap(doc["constraints"] as? [String: [String: Any]])
        let top = try XCTUnwrap(constraints["top"])
        XCTAssertEqual(top["description"] as? String, "box.top == root.top + 100")
        XCTAssertEqual(top["kind"] as? String, "user")
        XCTAssertEqual(top["priority"] as? Double, 1000)
        XCTAssertEqual(top["views"] as? [String], ["box", "root"])
        // Line 5 of the timeline text, the object starting at column 5.
        XCTAssertEqual((top["source"] as? [String: Any])?["line"] as? Double, 5)
        XCTAssertEqual((top["source"] as? [String: Any])?["column"] as? Double, 5)
        XCTAssertEqual((top["source"] as? [String: Any])?["path"] as? String, "$.constraints[0]")
        XCTAssertEqual(constraints.count, 8)

        let frames = try XCTUnwrap(doc["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames[0]["descriptions"] as? [String: String], [:])
        let f = frames[2]
        XCTAssertEqual(f["time"] as? Double, 1)
        XCTAssertEqual((f["active"] as? [String])?.first, "top")
        XCTAssertEqual(f["descriptions"] as? [String: String], ["top": "box.top == root.top + 300"])
        let views = try XCTUnwrap(f["views"] as? [String: [String: Any]])
        let box = try XCTUnwrap(views["box"]), dot = try XCTUnwrap(views["dot"])
        XCTAssertEqual(box["frame"] as? [Double], [20, 200, 50, 40])
        XCTAssertEqual(box["hidden"] as? Bool, false)
        XCTAssertEqual(box["outline"] as? [[Double]], [[20, 200], [70, 200], [70, 240], [20, 240]])
        XCTAssertEqual((box["model"] as? [String: Any])?["frame"] as? [Double], [20, 300, 50, 40])
        // The dot rides along inside the box: where it is relative to the box is where its
        // constraints want it, so it has no model entry; on the image it is inside the box.
        XCTAssertNil(dot["model"])
        XCTAssertEqual(dot["outline"] as? [[Double]], [[30, 210], [40, 210], [40, 220], [30, 220]])
        XCTAssertNil((views["root"])?["model"])

        let overlays = try XCTUnwrap(f["overlays"] as? [[String: Any]])
        let violation = try XCTUnwrap(overlays.first { $0["style"] as? String == "violation" && $0["shape"] as? String == "dimension" })
        XCTAssertEqual(violation["kind"] as? String, "violations")
        XCTAssertEqual(violation["constraint"] as? String, "top")
        XCTAssertEqual(violation["from"] as? [Double], [45, 200])
        XCTAssertEqual(violation["to"] as? [Double], [45, 300])
        XCTAssertEqual(violation["label"] as? String, "100 pt")
        // Its label's pill is centred on the line's middle, (45, 250), where nothing else is.
        let pill = LabelPlacement(screen: Size(400, 800), text: try TextEngine.shared()).pillSize("100 pt", font: OverlayPaint.labelFont)
        XCTAssertEqual(violation["pill"] as? [Double], [45 - pill.width / 2, 250 - pill.height / 2, pill.width, pill.height].map(Self.sixDecimals))
        XCTAssertNil(violation["leader"])
        let ghost = try XCTUnwrap(overlays.first { $0["style"] as? String == "ghost" })
        XCTAssertEqual(ghost["rect"] as? [Double], [20, 300, 50, 40])
        XCTAssertEqual(ghost["view"] as? String, "box")
        let badge = try XCTUnwrap(overlays.last)
        XCTAssertEqual(badge["shape"] as? String, "badge")
        XCTAssertEqual(badge["text"] as? String, "✗ 1 violation")
        XCTAssertEqual(badge["corner"] as? String, "bottomRight")
        // One anchor line per constraint that ties two anchors or sizes a view: all 8.
        let lines = overlays.filter { $0["kind"] as? String == "constraints" }
        XCTAssertEqual(lines.compactMap { $0["constraint"] as? String }.first, "top")
        XCTAssertEqual(lines.first?["from"] as? [Double], [45, 200])
        XCTAssertEqual(lines.first?["to"] as? [Double], [45, 0])
        XCTAssertEqual(overlays.filter { $0["kind"] as? String == "frames" }.compactMap { $0["rect"] as? [Double] },
                       [[20, 100, 50, 40], [20, 300, 50, 40]])
        XCTAssertEqual(overlays.filter { $0["kind"] as? String == "labels" }.compactMap { $0["text"] as? String }, ["box", "dot"])
        XCTAssertNil(f["glass"])
    }

    /// With a device body the image grows by bezel (14) + margin (16) = 30 pt on each side:
    /// everything moves by 30, and the glass is the screen's rect (square corners: the
    /// screen has no notch).
    func testADeviceOutlineShiftsEverythingByItsPaddingAndGivesTheGlass() throws {
        let doc = try document(Self.timeline(deviceOutline: true))
        let canvas = try XCTUnwrap(doc["canvas"] as? [String: Any])
        XCTAssertEqual(canvas["size"] as? [Double], [460, 860])
        XCTAssertEqual(canvas["screen"] as? [Double], [30, 30, 400, 800])
        let f = try XCTUnwrap((doc["frames"] as? [[String: Any]])?[0])
        let box = try XCTUnwrap((f["views"] as? [String: [String: Any]])?["box"])
        XCTAssertEqual(box["frame"] as? [Double], [20, 100, 50, 40])   // frames.json's own geometry does not move
        XCTAssertEqual(box["outline"] as? [[Double]], [[50, 130], [100, 130], [100, 170], [50, 170]])
        let glass = try XCTUnwrap(f["glass"] as? [String: Any])
        XCTAssertEqual(glass["center"] as? [Double], [230, 430])
        XCTAssertEqual(glass["size"] as? [Double], [400, 800])
        XCTAssertEqual(glass["radius"] as? Double, 0)
        XCTAssertEqual(glass["rotation"] as? Double, 0)
        let top = try XCTUnwrap((f["overlays"] as? [[String: Any]])?.first { $0["constraint"] as? String == "top" })
        XCTAssertEqual(top["from"] as? [Double], [75, 130])
        XCTAssertEqual(top["to"] as? [Double], [75, 30])
    }

    /// The viewer's live overlays can never disagree with the PNG's: for every frame, the
    /// overlays the scene draws are frames.json's overlays of the kinds drawn, moved back
    /// by the padding — here with every kind, a device body, and rotations that turn
    /// rects into polygons.
    func testTheOverlaysInFramesJSONAreExactlyTheOnesThePNGDraws() throws {
        for name in ["rotation-legacy", "rotation-modern", "pin-change-frames", "unsatisfiable", "scale-centered"] {
            let (compiled, frames) = try play(example: name)
            var options = RenderOptions(output: "", overlays: OverlayKind.allCases)
            options.deviceOutline = true
            let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: options)
            XCTAssertGreaterThan(builder.padding, 0)
            let back = AffineTransform(translationX: -builder.padding, y: -builder.padding)
            var compared = 0
            for f in frames {
                let drawn = builder.scene(for: f).overlays
                let measured = builder.measureCanvas(f).overlays.map { $0.overlay.mapped(by: back) }
                XCTAssertEqual(measured.count, drawn.count, "\(name) frame \(f.index)")
                for (m, d) in zip(measured, drawn) {
                    // Compared as frames.json writes them (6 decimals): the same shape, style and points.
                    XCTAssertEqual(try Self.written(FrameOverlay(.labels, m)), try Self.written(FrameOverlay(.labels, d)),
                                   "\(name) frame \(f.index)")
                    compared += 1
                }
            }
            XCTAssertGreaterThan(compared, frames.count * 3, name)
        }
    }
}

extension FramesJSONDrawingTests {
    /// An overlay as frames.json writes it.
    static func written(_ o: FrameOverlay) throws -> String {
        var w = JSONWriter(indent: JSONOutput.prettyIndent)
        try FramesJSON.overlay(o, to: &w)
        return String(decoding: w.bytes, as: UTF8.self)
    }

    /// How frames.json writes a number.
    static func sixDecimals(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }

    /// With only some kinds drawn, the PNG's labels are placed as if the others were not
    /// there, and frames.json records those same pills; none of them overlap another (the
    /// examples whose labels used to pile up).
    /// Labels claim room in the documented order: the kinds the PNGs draw first; within
    /// each, the badge, violations, ambiguity, lost optional constraints, view tags, the
    /// rest; ties in list order. Checked against that definition sorted the plain way, on
    /// every frame of examples with every overlay kind.
    func testLabelsClaimRoomInTheDocumentedOrder() throws {
        func rank(_ o: Overlay) -> Int {
            if o.isBadge { return 0 }
            switch o.style {
            case .violation, .broken: return 1
            case .ambiguous, .alternative, .ghost: return 2
            case .unsatisfied: return 3
            case .idTag: return 4
            default: return 5
            }
        }
        var checked = 0
        for name in ["unsatisfiable", "exercise-ambiguity", "stack-hide-item", "pin-change-frames"] {
            let (compiled, frames) = try play(example: name)
            var options = RenderOptions(output: "")
            options.overlays = [.labels, .violations]
            let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: options)
            for f in frames {
                let list = builder.overlayList(for: f)
                let expected = list.indices.sorted {
                    let a = [builder.overlays.contains(list[$0].kind) ? 0 : 1, rank(list[$0].overlay), $0]
                    let b = [builder.overlays.contains(list[$1].kind) ? 0 : 1, rank(list[$1].overlay), $1]
                    return a.lexicographicallyPrecedes(b)
                }
                XCTAssertEqual(builder.labelOrder(list), expected, "\(name) frame \(f.index)")
                checked += Set(list.map { rank($0.overlay) }).count > 2 ? 1 : 0
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    func testThePNGsLabelsAreFramesJSONsPillsAndDoNotOverlap() throws {
        for name in ["layout-feedback-loop", "size-class-rotation", "stack-hide-item"] {
            let (compiled, frames) = try play(example: name)
            let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
            let back = AffineTransform(translationX: -builder.padding, y: -builder.padding)
            var labels = 0
            for f in frames {
                let drawn = builder.scene(for: f).overlays
                let measured = builder.measureCanvas(f).overlays.filter { builder.overlays.contains($0.kind) }.map { $0.overlay.mapped(by: back) }
                // As frames.json writes them (6 decimals): moving by the padding and back may
                // change a last bit.
                func written(_ p: PlacedPill?) -> [Double] { ((p?.rect.array ?? []) + (p?.leader.flatMap { [$0.x, $0.y] } ?? [])).map(Self.sixDecimals) }
                XCTAssertEqual(measured.map { written($0.pill) }, drawn.map { written($0.pill) }, "\(name) frame \(f.index)")
                let pills = drawn.compactMap { $0.pill?.rect }
                labels += pills.count
                for (i, a) in pills.enumerated() {
                    for b in pills[(i + 1)...] {
                        XCTAssertFalse(a.minX < b.maxX - 1e-6 && b.minX < a.maxX - 1e-6 && a.minY < b.maxY - 1e-6 && b.minY < a.maxY - 1e-6,
                                       "\(name) frame \(f.index): \(a) overlaps \(b)")
                    }
                }
            }
            XCTAssertGreaterThan(labels, frames.count, name)
        }
    }
}

/// `JSONOutput.oneLine`: a record per line in pretty output, the same value otherwise.
final class JSONOutputOneLineTests: XCTestCase {
    func testOneLineRecordsInPrettyOutputAndTheSameCompactValue() {
        let record = JSONOutput.oneLine(.object([("shape", .string("line")), ("from", .numbers([0, 1.5])), ("tags", .object([]))]))
        let doc = JSONOutput.object([("overlays", .array([record, record]))])
        XCTAssertEqual(doc.pretty, """
            {
              "overlays": [
                { "shape": "line", "from": [0, 1.5], "tags": {} },
                { "shape": "line", "from": [0, 1.5], "tags": {} }
              ]
            }

            """)
        XCTAssertEqual(doc.compact, #"{"overlays":[{"shape":"line","from":[0,1.5],"tags":{}},{"shape":"line","from":[0,1.5],"tags":{}}]}"#)
        XCTAssertEqual(record, .object([("shape", .string("line")), ("from", .numbers([0, 1.5])), ("tags", .object([]))]))
    }
}
