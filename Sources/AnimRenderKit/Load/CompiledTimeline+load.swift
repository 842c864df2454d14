import Playback
import Render
import Timeline

extension CompiledTimeline {
    /// Loads, validates and compiles a file, with DejaVu measuring the labels. Every
    /// problem comes back as an `AnimRenderError`, located in the file.
    public static func load(path: String) throws -> CompiledTimeline {
        let timeline: Timeline
        do { timeline = try TimelineLoader.load(path: path) } catch let e as TimelineErrors {
            throw AnimRenderError(e.errors.map(\.description))
        }
        do { return try timeline.compile(textMeasurer: try TextEngine.shared()) } catch let e as TimelinePlaybackErrors {
            throw AnimRenderError(e.errors.map(\.description))
        }
    }

    /// Every frame of the timeline, in order; a change that fails stops playback with an
    /// `AnimRenderError` located at the change.
    public func playAll() throws -> [FrameState] {
        var frames: [FrameState] = []
        frames.reserveCapacity(timeline.frameCount)
        do {
            for k in 0..<timeline.frameCount { frames.append(try frame(k)) }
        } catch let e as TimelinePlaybackErrors {
            throw AnimRenderError(e.errors.map(\.description))
        }
        return frames
    }
}
