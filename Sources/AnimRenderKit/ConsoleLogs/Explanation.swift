import ConsoleLog
import Foundation
import Playback

/// What `animrender explain` says about a log's first conflict: each constraint in plain
/// words, the smallest set that cannot hold together (found by solving the imported layout
/// without each constraint in turn), which constraint UIKit broke and which the engine
/// breaks, and the fixes that make the set hold — each checked by solving, ranked.
public struct Explanation {
    /// One change that makes the conflicting set hold, checked by solving.
    public struct Fix {
        public enum Kind: Equatable {
            /// Priority 999: the constraint gives way, everything else holds.
            case lowerPriority
            /// A constant that the rest of the set can meet.
            case changeConstant(from: Double, to: Double)
            case remove
        }
        public var kind: Kind
        public var constraint: LoggedConstraint
        var change: TimelineImport.Change

        public var sentence: String {
            let who = "\(constraint.address) (\(ConstraintWording.sentence(constraint)))"
            switch kind {
            case .lowerPriority: return "lower the priority of \(who) to 999"
            case .changeConstant(let a, let b):
                return "change the constant of \(who) from \(LoggedConstraintFormat.number(a)) to \(LoggedConstraintFormat.number(b))"
            case .remove: return "remove \(who)"
            }
        }
        /// A folder name for its picture.
        public var folderName: String {
            switch kind {
            case .lowerPriority: return "priority-\(constraint.address)"
            case .changeConstant: return "constant-\(constraint.address)"
            case .remove: return "remove-\(constraint.address)"
            }
        }
    }

    /// Past this many listed constraints, the log's list is taken as the smallest set
    /// (UIKit lists a mutually exclusive set) instead of solving without each in turn.
    public static let maxFilteredConstraints = 48
    /// Fixes are tried on at most this many of the app's constraints (UIKit's choice first).
    public static let maxFixTargets = 16

    public let imported: ImportedLog
    public let conflict: ConsoleLog.Conflict?
    /// The smallest set of the listed constraints that cannot hold together, in the log's order.
    public private(set) var smallestSet: [LoggedConstraint] = []
    public private(set) var engineBroke: [String] = []
    public private(set) var fixes: [Fix] = []
    /// The log was too long to solve whole: the conflict was solved on its own (and so are
    /// the pictures).
    public private(set) var solvedAlone = false

    public init(_ imported: ImportedLog) throws {
        self.imported = imported
        conflict = imported.log.conflicts.first { !$0.constraints.isEmpty }
        guard let conflict else { return }
        var listed = conflict.constraints
        if let b = conflict.broken, !listed.contains(where: { $0.address == b.address }) { listed.append(b) }
        guard listed.count <= ImportedLog.maxSolvedConstraints else { return }
        let addresses = Set(listed.map(\.address))
        let subset = imported.solvedSubset(conflict)
        solvedAlone = subset != nil
        func breaks(_ changes: [String: TimelineImport.Change]) throws -> (FrameState, [String]) {
            let frame = try ImportedLog.solve(imported.variant(changes, only: subset), name: imported.path)
            return (frame, ImportedLog.broken(in: frame).filter { addresses.contains($0) })
        }
        engineBroke = try breaks([:]).1
        guard !engineBroke.isEmpty else { return }
        // Deletion filter: leave each constraint out in turn; keep it out if the rest still conflicts.
        var removed: [String: TimelineImport.Change] = [:]
        for c in listed where listed.count <= Self.maxFilteredConstraints {
            var trial = removed
            trial[c.address] = .remove
            if try !breaks(trial).1.isEmpty { removed = trial }
        }
        smallestSet = listed.filter { removed[$0.address] == nil }
        var found: [Fix] = []
        let targets = smallestSet.filter { !$0.isMadeByUIKit }
            .sorted { ($0.address == conflict.broken?.address ? 0 : 1) < ($1.address == conflict.broken?.address ? 0 : 1) }
        // A long set (taken as printed) gets fixes tried on fewer of its constraints.
        for c in targets.prefix(listed.count <= Self.maxFilteredConstraints ? Self.maxFixTargets : 4) {
            let (optional, still) = try breaks([c.address: .priority(999)])
            if still.isEmpty { found.append(Fix(kind: .lowerPriority, constraint: c, change: .priority(999))) }
            // The constant the rest allows: where the optional constraint's first item ended up.
            if let miss = optional.diagnostics.unsatisfied.first(where: { $0.constraint.name == c.address })?.amount, miss > 0 {
                for k in [c.constant + miss, c.constant - miss] {
                    let rounded = (k * 100).rounded() / 100
                    if try breaks([c.address: .constant(rounded)]).1.isEmpty {
                        found.append(Fix(kind: .changeConstant(from: c.constant, to: rounded), constraint: c, change: .constant(rounded)))
                        break
                    }
                }
            }
            if try breaks([c.address: .remove]).1.isEmpty { found.append(Fix(kind: .remove, constraint: c, change: .remove)) }
        }
        // Ranked: making one constraint give way keeps every intention; then the smallest
        // change of a constant; removing one last. UIKit's choice first among equals.
        func rank(_ f: Fix) -> (Int, Double, Int, Int) {
            let kind: Int, size: Double
            switch f.kind {
            case .lowerPriority: kind = 0; size = 0
            case .changeConstant(let a, let b): kind = 1; size = abs(a - b)
            case .remove: kind = 2; size = 0
            }
            let uikitsChoice = f.constraint.address == conflict.broken?.address ? 0 : 1
            return (kind, size, uikitsChoice, listed.firstIndex { $0.address == f.constraint.address } ?? 0)
        }
        fixes = found.enumerated().sorted { a, b in
            let (x, y) = (rank(a.element), rank(b.element))
            return (x.0, x.1, x.2, x.3, a.offset) < (y.0, y.1, y.2, y.3, b.offset)
        }.map(\.element)
    }

    /// The explanation as the terminal prints it.
    public var text: String {
        var out = ""
        guard let conflict else {
            let log = imported.log
            return "\(imported.path): no 'Unable to simultaneously satisfy constraints' message with constraints; "
                + "the log has \(log.listedConstraints.count) listed constraint(s) and \(log.trace.count) _autolayoutTrace line(s) "
                + "(animrender import makes a timeline of them)\n"
        }
        out += "The conflict logged at line \(conflict.location.line):\n"
        if solvedAlone {
            out += "(the log prints \(imported.log.allConstraints.count) constraints: this conflict is solved on its own, with the constraints it lists)\n"
        }
        var listed = conflict.constraints
        if let b = conflict.broken, !listed.contains(where: { $0.address == b.address }) { listed.append(b) }
        for c in listed { out += "  \(c.address)  \(ConstraintWording.sentence(c))\n" }
        if listed.count > ImportedLog.maxSolvedConstraints {
            out += "\nThe conflict lists \(listed.count) constraints: conflicts of up to \(ImportedLog.maxSolvedConstraints) are solved "
                + "for the smallest set and the fixes. UIKit broke \(conflict.broken?.address ?? "none printed").\n"
            return out
        }
        if engineBroke.isEmpty {
            out += "\nThese constraints hold together in animrender's engine: the conflict is not reproduced "
                + "(a constant the log rounds, or a constraint the paste lost, may be why).\n"
            return out
        }
        out += "\nThey cannot all hold at once. The smallest set that cannot (leave out any one of these and the rest can hold):\n"
        for c in smallestSet { out += "  \(c.address)\n" }
        let left = listed.count - smallestSet.count
        if left > 0 { out += "  (\(left) listed constraint(s) are not needed for the conflict)\n" }
        if let b = conflict.broken { out += "\nUIKit broke \(b.address); animrender breaks \(engineBroke.joined(separator: ", "))"
            + (engineBroke == [b.address] ? " (the same).\n" : ".\n") }
        if fixes.isEmpty {
            out += "\nNo single change of one of the app's constraints makes the set hold; the conflict is among UIKit's own constraints.\n"
        } else {
            out += "\nFixes, each checked by solving (best first):\n"
            for (i, f) in fixes.enumerated() { out += "  \(i + 1). \(f.sentence)\n" }
        }
        return out
    }

    /// Writes into `dir`: `timeline.json` (the import), `before/` (its render: the layout
    /// UIKit's recovery gives), and for each fix `fix-N-KIND-ADDRESS.json` with its render in
    /// a folder of the same name, each with the viewer. Returns one line per folder.
    public func write(into dir: String) throws -> [String] {
        let fm = FileManager.default
        do { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw AnimRenderError(["\(dir): error: cannot create the output folder (\(error.localizedDescription)); choose another with -o"])
        }
        var lines: [String] = []
        func render(_ json: String, _ name: String) throws {
            let file = (dir as NSString).appendingPathComponent(name + ".json")
            guard fm.createFile(atPath: file, contents: Data(json.utf8)) else {
                throw AnimRenderError(["\(file): error: cannot write the timeline; choose another folder with -o"])
            }
            let out = (dir as NSString).appendingPathComponent(name)
            _ = try RenderJob.run(timeline: file, options: RenderOptions(output: out))
            lines.append("wrote \(out)/ (\(name).json rendered; open with: animrender view \(out))")
        }
        let subset = conflict.flatMap(imported.solvedSubset)
        try render(subset == nil ? imported.timeline : imported.variant([:], only: subset), "before")
        for (i, f) in fixes.enumerated() {
            try render(imported.variant([f.constraint.address: f.change], only: subset), "fix-\(i + 1)-\(f.folderName)")
        }
        return lines
    }
}
