import Layout
import Playback
import Timeline

/// A run's frames, from whichever front end played them: the settings they are written
/// with (`RunSettings`: the screen, the render settings, the fonts …), how many there are, each frame in
/// order (played on demand or already played), and — once every frame has been asked
/// for — the trace and the layout feedback loops met.
public struct PlayedFrames {
    public var settings: RunSettings
    public var count: Int
    /// What messages name as the source (the timeline file, or the recording).
    public var path: String
    public var frame: (Int) throws -> FrameState
    public var trace: () -> String
    public var feedbackLoops: () -> [LayoutFeedbackLoop]

    public init(settings: RunSettings, count: Int, path: String, frame: @escaping (Int) throws -> FrameState,
                trace: @escaping () -> String, feedbackLoops: @escaping () -> [LayoutFeedbackLoop]) {
        self.settings = settings; self.count = count; self.path = path; self.frame = frame
        self.trace = trace; self.feedbackLoops = feedbackLoops
    }
}

extension PlayedFrames {
    /// A compiled timeline's frames, played on demand (errors located in the file).
    init(_ compiled: CompiledTimeline, path: String) {
        self.init(settings: compiled.timeline.runSettings, count: compiled.timeline.frameCount, path: path,
                  frame: { k in try AnimRenderError.locating { try compiled.frame(k) } },
                  trace: { compiled.player.trace.formatted }, feedbackLoops: { compiled.player.feedbackLoops })
    }
}
