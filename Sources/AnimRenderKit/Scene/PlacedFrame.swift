import Geometry
import JSONDocuments
import Playback

/// A frame on a run's canvas with every overlay of every kind in screen points and each
/// label placed (`SceneBuilder.place`): placed once per frame and run, then drawn into the
/// images (the kinds they show) and recorded in frames.json (all of them), so the PNG and
/// the viewer read one placement. Only valid with the builder that placed it.
struct PlacedFrame {
    var state: FrameState
    /// In drawing order, tagged; the kinds the images draw placed first (see
    /// `SceneBuilder.labelOrder`), so their pills are where they would be alone.
    var overlays: [FrameOverlay]
    /// Where the views draw text, on the screen (`SceneBuilder.textAreas`): labels were
    /// kept off it, and the drawing keeps overlay lines off it.
    var textAreas: [[Point]]
}
