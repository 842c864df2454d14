import Geometry
import Playback
import Timeline

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
        document(timeline: run.timeline, canvas: run.canvas, options: run.options)
    }

    func document(timeline: Timeline, canvas: Size, options: RenderOptions) -> JSONOutput {
        if let written { return written }
        let builder = RenderJob.sceneBuilder(timeline: timeline, canvas: canvas, options: options)
        let document = FramesJSON.document(timeline, states: frames, drawnWith: builder)
        written = document
        return document
    }

    /// A number frames.json would hold that is not finite (JSON has no such number), and
    /// the frame it belongs to (nil outside the frames).
    struct NonFiniteNumber: Error {
        var found: JSONOutput.NonFinite
        var frame: FrameState?
    }

    /// Refuses, before any sink writes, a document holding a non-finite number.
    func prepare(_ run: RunOutput) throws {
        try RenderJob.checkFramesJSON(self, timeline: run.timeline, canvas: run.canvas, options: run.options)
    }

    func checkFinite(timeline: Timeline, canvas: Size, options: RenderOptions) throws {
        guard case .object(let members) = document(timeline: timeline, canvas: canvas, options: options) else { return }
        for (key, value) in members {
            if key == "frames", case .array(let entries) = value {
                for (entry, frame) in zip(entries, frames) {
                    if let bad = entry.firstNonFiniteNumber() { throw NonFiniteNumber(found: bad, frame: frame) }
                }
            } else if var bad = value.firstNonFiniteNumber() {
                bad.path = bad.path.isEmpty ? key : key + "." + bad.path
                throw NonFiniteNumber(found: bad, frame: nil)
            }
        }
    }

    func finish(_ run: RunOutput) throws {
        try run.write(Self.fileName, bytes: document(run).prettyBytes)
    }
}
