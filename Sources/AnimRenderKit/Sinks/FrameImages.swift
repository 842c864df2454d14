import Foundation
import Geometry
import Playback
import Render
import Timeline

/// How a run's frames become images: the scene builder at the frames' scale and at the
/// documentation images' scale, the renderer, and the threads to draw on.
struct FrameImages {
    var builder: SceneBuilder
    /// The contact sheet's and animated PNG's builder (`--doc-scale`).
    var documentBuilder: SceneBuilder
    var renderer: Renderer
    var threads: Int

    /// Refuses, before anything is drawn, frames larger than `RenderJob.maxPixelSide`
    /// (documentation images too, when asked for).
    init(timeline: Timeline, options: RenderOptions, canvas: Size, path: String) throws {
        builder = RenderJob.sceneBuilder(timeline: timeline, canvas: canvas, options: options)
        documentBuilder = builder
        documentBuilder.scale = options.documentScale
        renderer = try Renderer()
        try RenderJob.checkSize(builder, path: path, field: "$.render.scale", fix: "lower render.scale (or --scale)")
        if options.contactSheetFrames != nil || options.animatedPNG {
            try RenderJob.checkSize(documentBuilder, path: path, field: "--doc-scale", fix: "lower --doc-scale")
        }
        threads = max(1, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}
