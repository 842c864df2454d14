import Playback

/// `frames.json`: every frame's views and violations (see `FramesJSON`), converted as
/// each frame is played.
final class FramesJSONSink: FrameSink {
    static let fileName = "frames.json"
    private var frames: [JSONOutput] = []

    init(frameCount: Int) { frames.reserveCapacity(frameCount) }

    var fileNames: [String] { [Self.fileName] }

    func consume(_ frame: FrameState) throws { frames.append(FramesJSON.frame(frame)) }

    /// The whole document, as written.
    func document(_ run: RunOutput) -> JSONOutput {
        FramesJSON.document(fps: run.timeline.render.fps, scale: run.timeline.render.scale, frames: frames)
    }

    func finish(_ run: RunOutput) throws {
        try run.write(Self.fileName, bytes: Array(document(run).pretty.utf8))
    }
}
