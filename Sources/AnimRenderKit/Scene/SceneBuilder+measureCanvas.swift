import Geometry
import JSONDocuments
import Layout
import Playback
import Render

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
        var toCanvas = [ViewID.window: window.matrix.concatenating(shift)]
        var outlines: [String: [Point]] = [:]
        for v in f.views {
            guard let parent = toCanvas[v.parent] else { continue }
            let node = SceneNode(id: v.id.name, center: v.center, bounds: v.bounds, transform: v.transform, anchorPoint: v.anchorPoint)
            let matrix = node.matrix.concatenating(parent)
            toCanvas[v.id] = matrix
            outlines[v.id.name] = v.bounds.corners.map(matrix.apply)
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
    var framesCanvas: FramesJSON.Canvas { FramesJSON.Canvas(screen: canvas, padding: padding, overlays: overlays) }
}
