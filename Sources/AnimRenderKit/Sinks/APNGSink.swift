import Playback
import Render

/// `animation.png`: every frame as an animated PNG at the documentation scale, at the
/// timeline's fps. Streamed: frames are drawn on every core and each one's changed part
/// is parked in an unnamed staging file as it comes, so memory does not grow with the
/// number of frames (only the frame states are kept, as frames.json keeps them).
final class APNGSink: AnimationSink {
    static let fileName = "animation.png"
    var frames: [FrameState] = []

    var fileNames: [String] { [Self.fileName] }

    func finish(_ run: RunOutput) throws {
        let animation = try animationFrames(run)
        let writer = APNGWriter(fps: run.settings.render.fps, threads: animation.threads)
        let scratch = try run.folder.scratch()
        try run.write(Self.fileName) { write in
            try writer.encode(count: animation.count, frame: animation.draw, scratch: scratch, to: write)
        }
    }
}
