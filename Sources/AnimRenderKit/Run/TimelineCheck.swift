import Layout
import Playback
import Timeline

/// `animrender validate`: loads a timeline completely (format, ids, constraint strings,
/// VFL, the first layout pass) without drawing anything.
public enum TimelineCheck {
    /// Throws `AnimRenderError` for anything wrong; returns notes worth showing for a
    /// valid file (UIKit's console messages of the first layout: conflicts, ambiguity).
    public static func check(path: String) throws -> String {
        let compiled = try CompiledTimeline.load(path: path)
        return compiled.player.trace.entries.filter { $0.kind == .console }.map(\.formatted).joined(separator: "\n")
    }
}
