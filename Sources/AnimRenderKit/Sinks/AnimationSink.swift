import Playback

/// A sink that writes every frame as one animation file (the animated PNG, the GIF, the
/// video): it keeps the frame states as they are played and, once the run is over, draws
/// them at the documentation scale (`--doc-scale`) through `AnimationFrames`.
protocol AnimationSink: FrameSink {
    /// The frames played so far, in order.
    var frames: [FrameState] { get set }
}

extension AnimationSink {
    func consume(_ frame: FrameState) throws { frames.append(frame) }

    var drawnFrames: [Int] { frames.map(\.index) }

    /// The frames played, ready to be drawn.
    func animationFrames(_ run: RunOutput) throws -> AnimationFrames { try AnimationFrames(frames, run: run) }
}
