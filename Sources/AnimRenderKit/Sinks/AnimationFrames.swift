import Playback
import Render

/// An animation sink's frames drawn at the documentation scale: how many, how large, on
/// how many threads, and frame `k` drawn.
struct AnimationFrames {
    let count: Int
    /// The documentation images' size in pixels.
    let pixelSize: (width: Int, height: Int)
    let threads: Int
    let draw: @Sendable (Int) throws -> PixelImage

    init(_ states: [FrameState], run: RunOutput) throws {
        let images = try run.images()
        let (frames, builder, renderer) = (states.map(run.placed), images.documentBuilder, images.renderer)
        count = frames.count
        pixelSize = builder.pixelSize
        threads = images.threads
        draw = { try renderer.render(builder.scene(for: frames[$0])) }
    }
}
