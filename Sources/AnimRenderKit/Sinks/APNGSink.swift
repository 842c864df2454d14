import Playback
import Render

/// `animation.png`: every frame as an animated PNG at the documentation scale, at the
/// timeline's fps.
final class APNGSink: FrameSink {
    static let fileName = "animation.png"
    private var frames: [FrameState] = []

    var fileNames: [String] { [Self.fileName] }

    func consume(_ frame: FrameState) throws { frames.append(frame) }

    func finish(_ run: RunOutput) throws {
        let images = try run.images()
        let drawn = try images.renderer.render(frames.map(images.documentBuilder.scene(for:)), threads: images.threads)
        try run.write(Self.fileName, bytes: try APNGWriter(fps: run.timeline.render.fps).encode(drawn))
    }
}
