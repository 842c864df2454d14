import Playback
import Render

/// `animation.png`: every frame as an animated PNG at the documentation scale, at the
/// timeline's fps. Streamed: frames are drawn on every core and each one's changed part
/// is parked in an unnamed staging file as it comes, so memory does not grow with the
/// number of frames (only the frame states are kept, as frames.json keeps them).
final class APNGSink: FrameSink {
    static let fileName = "animation.png"
    private var frames: [FrameState] = []

    var fileNames: [String] { [Self.fileName] }

    func consume(_ frame: FrameState) throws { frames.append(frame) }

    var drawnFrames: [Int] { frames.map(\.index) }

    func finish(_ run: RunOutput) throws {
        let images = try run.images()
        let (frames, builder, renderer) = (self.frames.map(run.placed), images.documentBuilder, images.renderer)
        let writer = APNGWriter(fps: run.settings.render.fps, threads: images.threads)
        let scratch = try run.folder.scratch()
        try run.write(Self.fileName) { write in
            try writer.encode(count: frames.count, frame: { try renderer.render(builder.scene(for: frames[$0])) },
                              scratch: scratch, to: write)
        }
    }
}
