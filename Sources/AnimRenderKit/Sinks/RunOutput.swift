import Foundation
import Geometry
import Playback
import Render

/// What the sinks of one run share when they write: the output folder, the run's settings
/// and options, the trace, the images of the frames (drawn on demand), and the tally of what
/// was written for the summary.
final class RunOutput {
    let folder: OutputFolder
    let settings: RunSettings
    let options: RenderOptions
    /// The source (the timeline file, or the recording), for messages.
    let path: String
    /// trace.txt's text: the run's trace, complete once every frame is played.
    let trace: String
    let canvas: Size
    /// Files written, in order, and their bytes.
    private(set) var files: [String] = []
    private(set) var bytes = 0
    private var preparedImages: FrameImages?
    /// How frames are measured and placed on the canvas (the images' builder, at any scale).
    let builder: SceneBuilder
    /// The frames some sink draws into an image: their placements are kept for it.
    var drawnFrames: Set<Int> = []
    private var placements: [Int: PlacedFrame] = [:]

    init(folder: OutputFolder, settings: RunSettings, options: RenderOptions, path: String, trace: String, canvas: Size) throws {
        self.folder = folder; self.settings = settings; self.options = options; self.path = path
        self.trace = trace; self.canvas = canvas
        builder = try RenderJob.sceneBuilder(settings: settings, canvas: canvas, options: options)
    }

    /// `f` placed on the run's canvas, once per frame: frames.json places every frame, in
    /// order, and the sinks that draw (serially, before drawing on threads) find theirs
    /// kept here. Placements of frames no sink draws are not kept.
    func placed(_ f: FrameState) -> PlacedFrame {
        if let p = placements[f.index] { return p }
        let p = builder.place(f)
        if drawnFrames.contains(f.index) { placements[f.index] = p }
        return p
    }

    /// Writes `name`. `counted: false` keeps it out of the summary's size (trace.txt,
    /// which the CLI's size has never counted).
    func write(_ name: String, bytes: [UInt8], counted: Bool = true) throws {
        try folder.write(name, bytes: bytes)
        files.append(name)
        if counted { self.bytes += bytes.count }
    }

    /// Writes `name` in pieces (a file too large to hold in memory).
    func write(_ name: String, streaming body: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        bytes += try folder.write(name, streaming: body)
        files.append(name)
    }

    /// Writes `name` holding a scratch file's bytes (named in place where it can be).
    func write(_ name: String, scratch: ScratchFile) throws {
        bytes += try folder.write(name, scratch: scratch)
        files.append(name)
    }

    /// Writes `name` by another program given a path to create it at (ffmpeg).
    func write(_ name: String, byTool body: (_ path: String) throws -> Void) throws {
        bytes += try folder.write(name, byTool: body)
        files.append(name)
    }

    /// How frames become images in this run; made (and their size checked) once.
    func images() throws -> FrameImages {
        if let preparedImages { return preparedImages }
        let images = try FrameImages(settings: settings, options: options, canvas: canvas, path: path)
        preparedImages = images
        return images
    }
}
