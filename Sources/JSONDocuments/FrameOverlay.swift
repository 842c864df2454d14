import Geometry
import Layout
import Overlays

/// One overlay of a frame and what it belongs to: the overlay kind that shows it (the
/// `--overlays` name, the viewer's checkbox) and the constraint or view it draws. The
/// renderer draws `overlay`; frames.json records all of it, so the viewer's live drawing
/// and the PNG come from the same values.
package struct FrameOverlay {
    package var kind: OverlayKind
    package var overlay: Overlay
    /// The constraint id it measures (violation lines, constraint lines).
    package var constraint: LayoutConstraintID?
    /// The view it outlines or names (ghosts, frames, tags).
    package var view: ViewID?

    package init(_ kind: OverlayKind, _ overlay: Overlay, constraint: LayoutConstraintID? = nil, view: ViewID? = nil) {
        self.kind = kind; self.overlay = overlay; self.constraint = constraint; self.view = view
    }
}
