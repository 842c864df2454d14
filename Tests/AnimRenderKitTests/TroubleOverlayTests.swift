import Overlays
import XCTest
import Geometry
import Playback
import Render
@testable import AnimRenderKit

/// The violations overlay tells the whole truth, from the frame alone: a broken constraint
/// in its own style and label, a violation with no line still marked, an ambiguous view
/// outlined with its alternatives, the verdict badge; the unsatisfied overlay on request.
/// Screen 400×800, no safe area.
final class TroubleOverlayTests: XCTestCase {
    private func overlays(_ json: String) throws -> [[Overlay]] {
        let (compiled, frames) = try play(json: json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        // The shapes only: where their labels go is LabelPlacementTests' and FramesJSONDrawingTests'.
        return frames.map { builder.scene(for: $0).overlays.map { o in var shape = o; shape.pill = nil; return shape } }
    }

    /// 20 + 360 + 20 = 400 wide; `fixedWidth` wants 380: broken, 20 short. At t = 1 it goes.
    func testBrokenConstraintIsDrawnAndNamedUntilItGoes() throws {
        let frames = try overlays("""
        { "version": 1, "screen": { "size": [400, 800] }, "render": { "fps": 1, "duration": 1 },
          "views": [ { "id": "bar" } ],
          "constraints": [ "bar.leading == root.leading + 20", "bar.trailing == root.trailing - 20",
                           { "id": "fixedWidth", "constraint": "bar.width == 380" }, "bar.top == root.top", "bar.height == 40" ],
          "timeline": [ { "at": 1, "changes": [ { "remove": "fixedWidth" } ] } ] }
        """)
        XCTAssertEqual(frames[0], [
            .broken(from: Point(380, 20), to: Point(400, 20), constraint: "fixedWidth", amount: 20),
            .statusBadge(broken: ["fixedWidth"]),
        ])
        XCTAssertEqual(frames[0].last?.shape, .badge("✗ broken: fixedWidth", corner: .bottomRight))
        XCTAssertEqual(frames[1], [.statusBadge()])
    }

    /// A view translating its mask with a flexible left margin takes a share of its
    /// superview's width as its x: no description to draw a line from. Moved by an
    /// animated `frame` change, the frame showing it half-way still marks it.
    func testAViolationWithoutALineStillGetsAMark() throws {
        let frames = try overlays("""
        { "version": 1, "screen": { "size": [400, 800] }, "render": { "fps": 2, "duration": 1 },
          "views": [ { "id": "panel", "translatesAutoresizingMaskIntoConstraints": true, "frame": [0, 0, 200, 100],
                       "autoresizingMask": ["flexibleLeftMargin", "flexibleWidth"] } ],
          "timeline": [ { "at": 0, "changes": [ { "view": "panel", "set": { "frame": [100, 0, 200, 100] } } ],
                          "animate": { "duration": 1, "curve": "linear" } } ] }
        """)
        // t = 0.5: shown at x = 50, its mask's constraint wants 100.
        XCTAssertEqual(frames[1], Overlay.violationMark(Rect(50, 0, 200, 100), constraint: "panel.autoresizing.minX", amount: 50,
                                                        broken: false)
                       + [.ghost(Rect(100, 0, 200, 100)), .statusBadge(inFlight: 1)])
    }

    /// Two rules that undo each other (the audit's t16): the loop is stopped with `wide`
    /// (a.width == 150) in effect and `a` still 50 wide from the layout before. Nothing
    /// animates, so the 100 pt it is short is no in-flight violation: it is `displaced`,
    /// in every frame, drawn with its ghost, and the badge names it.
    func testALayoutLeftByAStoppedFeedbackLoopIsDisplacedNotInFlight() throws {
        let json = """
        { "version": 1, "screen": { "size": [300, 300] }, "render": { "fps": 10, "duration": 0.3 },
          "views": [ { "id": "row" }, { "id": "a", "parent": "row" } ],
          "constraints": [ "row.leading == root.leading", "row.top == root.top", "row.width == 200", "row.height == 50",
            "a.leading == row.leading", "a.top == row.top", "a.height == 20",
            { "id": "wide", "constraint": "a.width == 150" }, { "id": "narrow", "active": false, "constraint": "a.width == 50" } ],
          "rules": [ { "in": "row", "when": "a.width > 100", "activate": ["narrow"], "deactivate": ["wide"] },
                     { "in": "row", "when": "a.width < 100", "activate": ["wide"], "deactivate": ["narrow"] } ] }
        """
        let frames = try overlays(json)
        XCTAssertEqual(frames.count, 4)
        for f in frames {
            XCTAssertEqual(f, [.displaced(from: Point(50, 10), to: Point(150, 10), constraint: "wide", amount: 100),
                               .ghost(Rect(0, 0, 150, 20)), .statusBadge(displaced: ["wide"])])
        }
        XCTAssertEqual(frames[3].last?.shape, .badge("✗ displaced: wide", corner: .bottomRight))
        let (_, states) = try play(json: json)
        XCTAssertEqual(states.map { $0.violations.map(\.kind) }, Array(repeating: [.displaced], count: 4))
        XCTAssertEqual(states.map { $0.violations.map(\.amount) }, Array(repeating: [100], count: 4))
        XCTAssertEqual(states.map(\.conforms), Array(repeating: false, count: 4))
    }

    /// The box may sit anywhere from x = 20: outlined, tagged, its other place ghosted;
    /// the badge says so. Once centred: nothing.
    func testAmbiguityIsOutlinedAndItsAlternativeGhosted() throws {
        let frames = try overlays("""
        { "version": 1, "screen": { "size": [400, 800] }, "render": { "fps": 1, "duration": 1 },
          "views": [ { "id": "box" } ],
          "constraints": [ "box.top == root.top + 40", "box.width == 120", "box.height == 80", "box.leading >= root.leading + 20" ],
          "timeline": [ { "at": 1, "changes": [ { "add": "box.centerX == root.centerX" } ] } ] }
        """)
        XCTAssertEqual(frames[0], [.alternative(Rect(120, 40, 120, 80))]
                       + Overlay.ambiguousView(Rect(20, 40, 120, 80), id: "box", attributes: ["minX"])
                       + [.statusBadge(ambiguous: ["box"])])
        XCTAssertEqual(frames[1], [.statusBadge()])
    }

    /// Off by default; asked for, a lost compression resistance is measured just under the
    /// view, from its width (30) to its intrinsic width (50).
    func testUnsatisfiedOverlayIsOptIn() throws {
        let json = { (overlays: String) in """
        { "version": 1, "screen": { "size": [400, 800] }, "render": { "fps": 1, "duration": 0, "overlays": \(overlays) },
          "views": [ { "id": "chip", "intrinsicContentSize": [50, 20] } ],
          "constraints": [ "chip.left == root.left + 10", "chip.top == root.top + 10", "chip.width == 30" ] }
        """ }
        XCTAssertEqual(try overlays(json(#"["violations"]"#))[0], [.statusBadge()])
        XCTAssertEqual(try overlays(json(#"["unsatisfied"]"#))[0],
                       [.unsatisfied(from: Point(40, 38), to: Point(60, 38), constraint: "chip.width >= 50 @750", amount: 20)])
    }
}
