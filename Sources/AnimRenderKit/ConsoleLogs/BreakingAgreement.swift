import ConsoleLog
import Playback

/// For each conflict of an imported log that says which constraint UIKit broke: which one
/// the engine breaks in the imported timeline, and whether they are the same.
public struct BreakingAgreement: Sendable {
    public enum Outcome: String, Sendable {
        /// The engine breaks the constraint UIKit broke.
        case agrees
        /// The engine breaks another constraint of the conflict.
        case differs
        /// The imported constraints do not conflict in the engine (nothing of the list is broken).
        case notReproduced
    }
    public var uikitBroke: String
    public var engineBroke: [String]
    public var outcome: Outcome
    public var conflict: ConsoleLog.Conflict

    /// One per conflict with a recovery line, in the log's order.
    public static func measure(_ imported: ImportedLog) throws -> [BreakingAgreement] {
        let frame = try ImportedLog.solve(imported.timeline, name: imported.path)
        let broken = ImportedLog.broken(in: frame)
        return imported.log.conflicts.compactMap { c in
            guard let uikit = c.broken?.address else { return nil }
            let listed = Set(c.constraints.map(\.address) + [uikit])
            let engine = broken.filter { listed.contains($0) }
            let outcome: Outcome = engine.isEmpty ? .notReproduced : engine == [uikit] ? .agrees : engine.contains(uikit) ? .agrees : .differs
            return BreakingAgreement(uikitBroke: uikit, engineBroke: engine, outcome: outcome, conflict: c)
        }
    }

    /// `UIKit broke 0x…; animrender breaks 0x… (the same)`.
    public var summary: String {
        let engine = engineBroke.isEmpty ? "nothing (the imported constraints do not conflict here)" : engineBroke.joined(separator: ", ")
        return "UIKit broke \(uikitBroke); animrender breaks \(engine)" + (outcome == .agrees ? " (the same)" : outcome == .differs ? " (another one)" : "")
    }
}
