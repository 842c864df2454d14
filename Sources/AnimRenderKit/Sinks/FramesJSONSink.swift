import Playback

/// `frames.json`: every frame's views and violations, and how it is drawn (see
/// `FramesJSON`). The frames are kept until the end: where a frame lands on the image
/// depends on the run's canvas, known once every frame is played.
final class FramesJSONSink: FrameSink {
    static let fileName = "frames.json"
    private var frames: [FrameState] = []
    private var written: JSONOutput?

    init(frameCount: Int) { frames.reserveCapacity(frameCount) }

    var fileNames: [String] { [Self.fileName] }

    func consume(_ frame: FrameState) throws { frames.append(frame) }

    /// The whole document, as written (made once; the viewer embeds it too).
    func document(_ run: RunOutput) -> JSONOutput {
        if let written { return written }
        let builder = RenderJob.sceneBuilder(timeline: run.timeline, canvas: run.canvas, options: run.options)
        let document = FramesJSON.document(run.timeline, states: frames, drawnWith: builder)
        written = document
        return document
    }

    func finish(_ run: RunOutput) throws {
        try run.write(Self.fileName, bytes: Array(document(run).pretty.utf8))
    }
}
