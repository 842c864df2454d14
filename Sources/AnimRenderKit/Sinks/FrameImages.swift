import Foundation
import Geometry
import Playback
import Render

/// How a run's frames become images: the scene builder at the frames' scale and at the
/// documentation images' scale, the renderer, and the threads to draw on.
struct FrameImages {
    var builder: SceneBuilder
    /// The contact sheet's and animated PNG's builder (`--doc-scale`).
    var documentBuilder: SceneBuilder
    var renderer: Renderer
    var threads: Int

    /// Refuses, before anything is drawn, images beyond `DrawingLimits` (documentation
    /// images too, when asked for).
    init(settings: RunSettings, options: RenderOptions, canvas: Size, path: String) throws {
        builder = try RenderJob.sceneBuilder(settings: settings, canvas: canvas, options: options)
        documentBuilder = builder
        documentBuilder.scale = options.documentScale
        renderer = Renderer(text: try TextEngine.forFonts(settings.fonts))
        try RenderJob.checkImageSizes(settings: settings, canvas: canvas, options: options, path: path)
        threads = max(1, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}
