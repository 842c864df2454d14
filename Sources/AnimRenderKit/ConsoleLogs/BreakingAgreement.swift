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
        /// The conflict lists more constraints than are solved (`ImportedLog.maxSolvedConstraints`).
        case notSolved
    }
    public var uikitBroke: String
    public var engineBroke: [String]
    public var outcome: Outcome
    public var conflict: ConsoleLog.Conflict

    /// One per conflict with a recovery line, in the log's order.
    public static func measure(_ imported: ImportedLog) throws -> [BreakingAgreement] {
        var whole: [String]?
        return try imported.log.conflicts.compactMap { c in
            guard let uikit = c.broken?.address else { return nil }
            guard c.constraints.count <= ImportedLog.maxSolvedConstraints else {
                return BreakingAgreement(uikitBroke: uikit, engineBroke: [], outcome: .notSolved, conflict: c)
            }
            let broken: [String]
            if let subset = imported.solvedSubset(c) {
                broken = ImportedLog.broken(in: try ImportedLog.solve(imported.variant([:], only: subset), name: imported.path))
            } else {
                if whole == nil { whole = ImportedLog.broken(in: try ImportedLog.solve(imported.timeline, name: imported.path)) }
                broken = whole!
            }
            let listed = Set(c.constraints.map(\.address) + [uikit])
            let engine = broken.filter { listed.contains($0) }
            let outcome: Outcome = engine.isEmpty ? .notReproduced : engine == [uikit] ? .agrees : engine.contains(uikit) ? .agrees : .differs
            return BreakingAgreement(uikitBroke: uikit, engineBroke: engine, outcome: outcome, conflict: c)
        }
    }

    /// `UIKit broke 0x…; animrender breaks 0x… (the same)`.
    public var summary: String {
        if outcome == .notSolved {
            return "UIKit broke \(uikitBroke); not solved here: the conflict lists \(conflict.constraints.count) constraints (conflicts of up to \(ImportedLog.maxSolvedConstraints) are solved)"
        }
        let engine = engineBroke.isEmpty ? "nothing (the imported constraints do not conflict here)" : engineBroke.joined(separator: ", ")
        return "UIKit broke \(uikitBroke); animrender breaks \(engine)" + (outcome == .agrees ? " (the same)" : outcome == .differs ? " (another one)" : "")
    }
}
