import Layout

/// `animrender validate`: loads a timeline completely (format, ids, constraint strings,
/// VFL, the first layout pass) without drawing anything.
public enum TimelineCheck {
    /// Throws `AnimRenderError` for anything wrong; returns notes worth showing for a
    /// valid file (UIKit's console messages of the first layout: conflicts, ambiguity).
    public static func check(path: String) throws -> String {
        let player = try Player.load(path: path)
        return player.engine.trace.entries.filter { $0.kind == .console }.map(\.formatted).joined(separator: "\n")
    }
}
