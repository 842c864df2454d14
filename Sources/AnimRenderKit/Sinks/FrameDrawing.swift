import Geometry
import Playback
import Render

/// A run's frames drawn in memory, exactly as its PNG sequence draws them (same canvas,
/// scale, overlays and device outline): for front ends that want images without files
/// (the Swift API's `Recording.images()`, snapshot strategies).
public struct FrameDrawing {
    let images: FrameImages

    /// Measures the canvas over every frame, as a run does, and refuses frames too large
    /// to draw (`AnimRenderError`).
    public init(_ frames: PlayedFrames, options: RenderOptions) throws {
        var canvas = FrameCanvas()
        for k in 0..<frames.count { canvas.add(try frames.frame(k)) }
        images = try FrameImages(settings: frames.settings, options: options, canvas: canvas.size, path: frames.path)
    }

    /// Pixels per point.
    public var scale: Double { images.builder.scale }

    public func image(of frame: FrameState) throws -> PixelImage {
        try images.renderer.render(images.builder.scene(for: frame))
    }

    /// The PNG file the run writes for `image`.
    public static func png(_ image: PixelImage) -> [UInt8] { PNGEncoder().encode(image) }
}
