import Overlays
import XCTest
import Geometry
import Playback
import Render
@testable import AnimRenderKit

/// Overlays are drawn from each frame's own state (issue 8 part 3): a frame before a
/// constraint change shows the constraints of before it. Screen 400×800, no safe area;
/// `box` is 50×40 at y = 100; `left` pins its left edge 20 from the root's, `right`
/// (inactive at first) its right edge 150 from the root's (x = 200); at t = 0.5 `left`
/// is swapped for `right` over 1 s, linear. The two tie different anchors, so a frame
/// drawn with the other frame's constraints would show a different line.
final class SceneOverlayTests: XCTestCase {
    static let swap = """
    { "version": 1, "screen": { "size": [400, 800] },
      "render": { "fps": 2, "duration": 2, "overlays": ["constraints", "frames"] },
      "views": [ { "id": "box" } ],
      "constraints": [ { "id": "left", "constraint": "box.left == root.left + 20" },
                       { "id": "right", "active": false, "constraint": "box.right == root.right - 150" },
                       "box.top == root.top + 100", "box.width == 50", "box.height == 40" ],
      "timeline": [ { "at": 0.5, "changes": [ { "deactivate": "left" }, { "activate": "right" } ],
                      "animate": { "duration": 1, "curve": "linear" } } ] }
    """

    private func overlays(_ json: String) throws -> [[Overlay]] {
        let (compiled, frames) = try play(json: json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        // The shapes only: where their labels go is LabelPlacementTests' and FramesJSONDrawingTests'.
        return frames.map { builder.scene(for: $0).overlays.map { o in var shape = o; shape.pill = nil; return shape } }
    }

    /// The lines every frame shares: top (box's middle up to the root's top), width
    /// (along the box's bottom edge), height (along its right edge), for the box at `x`.
    private func sizeAndTop(x: Double) -> [Overlay] {
        [.constraint(from: Point(x + 25, 100), to: Point(x + 25, 0)),
         .constraint(from: Point(x, 140), to: Point(x + 50, 140)),
         .constraint(from: Point(x + 50, 100), to: Point(x + 50, 140))]
    }

    func testConstraintsAndFramesOverlaysShowEachFramesOwnConstraints() throws {
        let frames = try overlays(Self.swap)
        XCTAssertEqual(frames.count, 5)   // t = 0, 0.5, 1, 1.5, 2
        // Before the change: `left` runs from the box's left edge (20) to the root's (0)
        // at the box's middle (y = 120); no animation, so no frames.
        XCTAssertEqual(frames[0], [.constraint(from: Point(20, 120), to: Point(0, 120))] + sizeAndTop(x: 20))
        // Half-way (t = 1): `right` is the active one, from the box's right edge as shown
        // (x = 110, so 160) to the root's (400); the frames overlay shows where the box came
        // from and where it is going.
        XCTAssertEqual(frames[2], [.constraint(from: Point(160, 120), to: Point(400, 120))]
                       + sizeAndTop(x: 110)
                       + Overlay.frames(old: Rect(20, 100, 50, 40), new: Rect(200, 100, 50, 40)))
        // After it: `right` at rest, nothing animating.
        XCTAssertEqual(frames[4], [.constraint(from: Point(250, 120), to: Point(400, 120))] + sizeAndTop(x: 200))
    }

    func testLabelsSkipHiddenViewsAndViewsInsideHiddenOnes() throws {
        let json = """
        { "version": 1, "screen": { "size": [400, 800] },
          "render": { "fps": 1, "duration": 1, "overlays": ["labels"] },
          "views": [ { "id": "box" }, { "id": "ghost", "hidden": true },
                     { "id": "group", "hidden": true }, { "id": "child", "parent": "group" } ],
          "constraints": [ { "pinEdges": "box", "insets": { "top": 10, "leading": 10, "bottom": 700, "trailing": 300 } },
                           { "pinEdges": "ghost" }, { "pinEdges": "group", "insets": { "top": 200, "leading": 0, "bottom": 0, "trailing": 0 } },
                           { "pinEdges": "child", "insets": { "top": 5, "leading": 5, "bottom": 5, "trailing": 5 } } ],
          "timeline": [ { "at": 1, "changes": [ { "view": "group", "set": { "hidden": false } } ] } ] }
        """
        let frames = try overlays(json)
        XCTAssertEqual(frames[0], [.idTag("box", frame: Rect(10, 10, 90, 90))])
        // Once the group shows, its tag and its child's do too (the hidden `ghost` still not).
        XCTAssertEqual(frames[1], [.idTag("box", frame: Rect(10, 10, 90, 90)), .idTag("group", frame: Rect(0, 200, 400, 600)),
                                   .idTag("child", frame: Rect(5, 205, 390, 590))])
    }
}
