import Geometry
import Playback

/// What `animrender check` found: every combination played, with its findings, in the
/// matrix's order — check.json, the HTML page and the summary line are written from it.
public struct CheckReport: Sendable {
    /// One combination of one timeline.
    public struct Combination: Sendable {
        /// The timeline file, as named on the command line.
        public var file: String
        /// The timeline's subfolder of the output (empty for a lone timeline), its shard key's first part.
        public var timeline: String
        public var title: String?
        public var combination: CheckCombination
        /// Its place in the whole matrix, every timeline's combinations in order, before
        /// sharding: merged shards are put back in this order.
        public var index: Int
        /// Frames checked (1 with `--frames last`).
        public var framesChecked: Int
        /// Frames the timeline has.
        public var frameCount: Int
        public var findings: [CheckFinding]
        /// The combination's folder, relative to the output (its viewer, images): written
        /// only for a combination with findings, when images are drawn.
        public var folder: String?
        /// Why it could not be played (a change refused in this configuration); nil when played.
        public var error: PlayFailure?

        /// `timeline/key`, or `key` for a lone timeline: the shard key and folder.
        public var path: String { timeline.isEmpty ? combination.key : timeline + "/" + combination.key }
        public var failed: Bool { !findings.isEmpty || error != nil }
    }

    /// A combination the matrix names that was not played, and why.
    public struct Skip: Hashable, Sendable {
        public var file: String
        public var key: String
        public var reason: String
    }

    public var combinations: [Combination]
    /// Combinations the matrix names but no device or mask allows.
    public var skipped: [Skip]
    public var matrix: CheckMatrix
    /// `--frames last`: only each combination's last frame was checked.
    public var endStateOnly: Bool
    public var shard: Shard?
    /// The findings `--allow` lets pass (they are listed, but `--strict` does not fail on them).
    public var allowed: Set<CheckRule> = []

    public var findings: [CheckFinding] { combinations.flatMap(\.findings) }

    /// Findings by rule, in rule order, with their counts.
    public var countsByRule: [(rule: CheckRule, count: Int)] {
        CheckRule.allCases.compactMap { rule in
            let n = findings.filter { $0.rule == rule }.count
            return n > 0 ? (rule, n) : nil
        }
    }

    /// The findings `--strict` fails on.
    public var failingFindings: [CheckFinding] { findings.filter { !allowed.contains($0.rule) } }

    /// `1,536 combinations (1 timeline, 61 frames each): 12 failing — 14 findings: 8 truncatedText, 6 safeArea`.
    public var summaryLine: String {
        let files = Set(combinations.map(\.file)).count
        let failing = combinations.filter(\.failed).count
        var line = "\(combinations.count.grouped) combination\(combinations.count == 1 ? "" : "s") of \(files) timeline\(files == 1 ? "" : "s")"
        line += endStateOnly ? " (end state)" : ""
        guard failing > 0 else { return line + ": no findings" }
        line += ": \(failing.grouped) failing"
        let n = findings.count
        if n > 0 {
            line += " — \(n.grouped) finding\(n == 1 ? "" : "s"): "
                + countsByRule.map { "\($0.count.grouped) \($0.rule.rawValue)" }.joined(separator: ", ")
        }
        let errors = combinations.filter { $0.error != nil }.count
        if errors > 0 { line += "; \(errors.grouped) could not be played" }
        return line
    }
}
