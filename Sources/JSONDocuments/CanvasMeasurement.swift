import Geometry

/// How a frame is drawn, in canvas points — the PNG's pixel coordinates divided by its
/// scale — for frames.json, so a tool (the browser viewer) can draw on the PNG without
/// measuring anything again: every overlay of every kind, tagged, and each view's outline.
package struct CanvasMeasurement {
    /// Every overlay kind, in drawing order, whether or not the PNGs draw it.
    package var overlays: [FrameOverlay]
    /// Each view's bounds on the canvas: four corners, clockwise from the bounds' top-left.
    /// Keyed by view id; read in the frame's tree order, never iterated.
    package var outlines: [String: [Point]]
    /// With a device body, or on a canvas the screen turns in, the glass everything on the
    /// screen is clipped to: a rounded rect of `size` centred at `center`, turned clockwise
    /// by `rotation` radians.
    package var glass: (center: Point, size: Size, radius: Double, rotation: Double)?

    package init(overlays: [FrameOverlay], outlines: [String: [Point]],
                 glass: (center: Point, size: Size, radius: Double, rotation: Double)?) {
        self.overlays = overlays; self.outlines = outlines; self.glass = glass
    }
}
