import Geometry
import JSONDocuments
import Playback
import Render

/// `frames.json`: every frame's views and violations, and how it is drawn (see
/// `FramesJSON`). The frames are kept until every frame is played (where a frame lands on
/// the image depends on the run's canvas, known only then); the document is never held
/// whole: `prepare` writes it frame by frame into an unnamed scratch file on the output's
/// disk, checking every number, and `finish` links that file into the staging folder as
/// frames.json (copies it where the file system cannot), so it takes its size on the disk
/// once; the viewer reads the same bytes.
final class FramesJSONSink: FrameSink {
    static let fileName = "frames.json"
    private var frames: [FrameState] = []
    private var written: ScratchFile?

    init(frameCount: Int) { frames.reserveCapacity(frameCount) }

    var fileNames: [String] { [Self.fileName] }

    func consume(_ frame: FrameState) throws { frames.append(frame) }

    /// Writes the document, before any sink writes, and refuses one holding a non-finite
    /// number (nothing is written under a final name then).
    func prepare(_ run: RunOutput) throws {
        let scratch = try run.folder.scratch()
        try RenderJob.writeFramesJSON(self, settings: run.settings, canvas: run.canvas, options: run.options,
                                      placing: run.placed, to: ByteBatches {
            try scratch.append($0)
            run.folder.onStep?("streaming:frames.json")   // the kill tests' moment: the document half written
        })
        written = scratch
    }

    /// The document as `FramesJSON.write` writes it, for `frames` drawn on `canvas`.
    func write(settings: RunSettings, canvas: Size, options: RenderOptions, placing: ((FrameState) -> PlacedFrame)? = nil,
               to batches: ByteBatches?) throws {
        let builder = try RenderJob.sceneBuilder(settings: settings, canvas: canvas, options: options)
        try FramesJSON.write(settings, states: frames, drawnWith: builder, placing: placing, to: batches)
    }

    /// Names the scratch file frames.json (or copies it where it cannot be named).
    func finish(_ run: RunOutput) throws {
        try run.write(Self.fileName, scratch: prepared)
    }

    /// frames.json's bytes, in pieces of a megabyte, once `prepare` has written them.
    func copy(to write: ([UInt8]) throws -> Void) throws {
        try prepared.copy(to: write, piece: ByteBatches.size)
    }

    private var prepared: ScratchFile {
        guard let written else { preconditionFailure("frames.json is written by prepare, before any sink finishes") }
        return written
    }
}
