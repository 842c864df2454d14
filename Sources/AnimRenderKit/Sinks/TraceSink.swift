import Playback

/// `trace.txt`: the run's layout passes, callbacks and UIKit's console messages.
final class TraceSink: FrameSink {
    static let fileName = "trace.txt"

    var fileNames: [String] { [Self.fileName] }

    func consume(_ frame: FrameState) throws {}

    func finish(_ run: RunOutput) throws {
        try run.write(Self.fileName, bytes: Array(run.trace.utf8), counted: false)
    }
}
