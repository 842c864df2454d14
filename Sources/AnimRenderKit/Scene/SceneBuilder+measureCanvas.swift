import Geometry
import Layout
import Playback
import Render

/// How a frame is drawn, in canvas points — the PNG's pixel coordinates divided by its
/// scale — for frames.json, so a tool (the browser viewer) can draw on the PNG without
/// measuring anything again: every overlay of every kind, tagged, and each view's outline.
struct CanvasMeasurement {
    /// Every overlay kind, in drawing order, whether or not the PNGs draw it.
    var overlays: [FrameOverlay]
    /// Each view's bounds on the canvas: four corners, clockwise from the bounds' top-left.
    /// Keyed by view id; read in the frame's tree order, never iterated.
    var outlines: [String: [Point]]
    /// With a device body, or on a canvas the screen turns in, the glass everything on the
    /// screen is clipped to: a rounded rect of `size` centred at `center`, turned clockwise
    /// by `rotation` radians.
    var glass: (center: Point, size: Size, radius: Double, rotation: Double)?
}

extension SceneBuilder {
    /// `measureCanvas` of the frame placed for it alone.
    func measureCanvas(_ f: FrameState) -> CanvasMeasurement { measureCanvas(place(f)) }

    /// The placement `scene(for:)` draws, and the same overlay values, moved by the padding
    /// the device body adds around the screen.
    func measureCanvas(_ placed: PlacedFrame) -> CanvasMeasurement {
        let f = placed.state
        let window = window(for: f, views: false)
        let shift = AffineTransform(translationX: padding, y: padding)
        // Views come in tree order, each after its superview: one pass, no recursion
        // (trees can be thousands deep).
        var toCanvas = [LayoutEngine.windowID: window.matrix.concatenating(shift)]
        var outlines: [String: [Point]] = [:]
        for v in f.views {
            guard let parent = toCanvas[v.parent] else { continue }
            let node = SceneNode(id: v.id, center: v.center, bounds: v.bounds, transform: v.transform, anchorPoint: v.anchorPoint)
            let matrix = node.matrix.concatenating(parent)
            toCanvas[v.id] = matrix
            outlines[v.id] = v.bounds.corners.map(matrix.apply)
        }
        let overlays = placed.overlays.map { o -> FrameOverlay in
            var moved = o
            moved.overlay = o.overlay.mapped(by: shift)
            return moved
        }
        let glass = self.glass(for: f).map { d in
            (center: Point(padding + canvas.width / 2, padding + canvas.height / 2), size: d.portraitScreenSize,
             radius: d.screenCornerRadius, rotation: d.rotation)
        }
        return CanvasMeasurement(overlays: overlays, outlines: outlines, glass: glass)
    }

    /// frames.json's top-level `canvas`: the image in points, where the screen sits on it,
    /// and the overlay kinds drawn into the PNGs.
    var canvasJSON: JSONOutput {
        .object([
            ("size", .numbers([canvas.width + 2 * padding, canvas.height + 2 * padding])),
            ("screen", .numbers([padding, padding, canvas.width, canvas.height])),
            ("overlays", .array(OverlayKind.allCases.filter(overlays.contains).map { .string($0.rawValue) })),
        ])
    }
}
