import Geometry
import Playback

/// A timeline compiled onto a `Player`: its views and constraints installed, the first
/// display done, and every event scheduled on the player's clock at its `at`. Playing
/// it is advancing the player; errors a change meets come back as
/// `TimelinePlaybackErrors` located at the change.
public struct CompiledTimeline {
    /// The timeline as compiled. Its `render` settings are read only when frames are
    /// asked for, so a caller may change them (the CLI's `--fps`, `--scale`) after compiling.
    public var timeline: Timeline
    public let player: Player

    /// What frame `k` shows (`k / fps`); frames must be asked for in increasing order.
    public func frame(_ k: Int) throws -> FrameState {
        try player.advance(to: timeline.time(ofFrame: k), index: k)
    }
}

extension Timeline {
    /// Compiles the timeline onto a new player measuring text with `textMeasurer`.
    /// Throws `TimelinePlaybackErrors` listing every view and constraint the player
    /// refuses (or that does not parse).
    public func compile(textMeasurer: any TextMeasuring) throws -> CompiledTimeline {
        let player = Player(configuration: playerConfiguration(textMeasurer: textMeasurer))
        let driver = TimelineDriver()
        try driver.install(self, on: player)
        player.appear()
        for event in events {
            player.schedule(at: event.at) { try driver.apply(event, on: $0) }
        }
        return CompiledTimeline(timeline: self, player: player)
    }
}
