import Playback
import Render
import Timeline

extension CompiledTimeline {
    /// Loads, validates and compiles a file, with DejaVu measuring the labels. Every
    /// problem comes back as an `AnimRenderError`, located in the file.
    public static func load(path: String) throws -> CompiledTimeline {
        try AnimRenderError.locating {
            try TimelineLoader.load(path: path).compile(textMeasurer: try TextEngine.shared())
        }
    }

    /// Every frame of the timeline, in order; a change that fails stops playback with an
    /// `AnimRenderError` located at the change.
    public func playAll() throws -> [FrameState] {
        try AnimRenderError.locating { try (0..<timeline.frameCount).map(frame) }
    }
}

extension AnimRenderError {
    /// `body`, with the timeline front end's located errors (loading, compiling, playing)
    /// turned into one `AnimRenderError`, message for message.
    static func locating<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as TimelineErrors {
            throw AnimRenderError(e.errors.map(\.description))
        } catch let e as TimelinePlaybackErrors {
            throw AnimRenderError(e.errors.map(\.description))
        }
    }
}
