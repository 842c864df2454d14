import Geometry
import JSONDocuments
import Playback

/// What `--strict` fails on, gathered over every frame of a run: constraints UIKit broke
/// and layouts left ambiguous, each with the frames it shows in. In-flight violations are
/// not trouble: an animation between two valid layouts passes through them.
public struct LayoutTrouble: Sendable, Equatable {
    /// One broken constraint or one ambiguous view, and where it shows.
    public struct Item: Sendable, Equatable {
        /// `broken constraint 'fixedWidth'`, `ambiguous layout of box (minX)`.
        public var what: String
        /// Frame indices, ascending.
        public var frames: [Int]
        /// The time of each frame in `frames`.
        public var times: [Double]
    }

    /// How many frames list a broken constraint, and how many an ambiguous attribute.
    public var brokenFrames = 0
    public var ambiguousFrames = 0
    /// Broken constraints first (in the order they first show), then ambiguous views.
    public var items: [Item] { broken + ambiguous }
    private var broken: [Item] = [], ambiguous: [Item] = []

    public init() {}

    public init(frames: [FrameState]) {
        for f in frames { add(f) }
    }

    /// Takes in the next frame (frames come in order).
    public mutating func add(_ f: FrameState) {
        func note(_ what: String, in list: inout [Item]) {
            if let i = list.firstIndex(where: { $0.what == what }) {
                list[i].frames.append(f.index); list[i].times.append(f.time)
            } else {
                list.append(Item(what: what, frames: [f.index], times: [f.time]))
            }
        }
        let brokenHere = f.violations.filter { $0.kind == .broken }
        if !brokenHere.isEmpty { brokenFrames += 1 }
        for v in brokenHere { note("broken constraint '\(v.constraint)'", in: &broken) }
        if !f.diagnostics.ambiguous.isEmpty { ambiguousFrames += 1 }
        for id in f.diagnostics.ambiguousViews {
            let attributes = f.diagnostics.ambiguous.filter { $0.view == id }.map(\.attribute.rawValue)
            note("ambiguous layout of \(id) (\(attributes.joined(separator: ", ")))", in: &ambiguous)
        }
    }

    public var isEmpty: Bool { items.isEmpty }

    /// `N frames broken, M ambiguous`: the summary line's part.
    public var counts: String { "\(brokenFrames) frames broken, \(ambiguousFrames) ambiguous" }

    /// What a run that passes without `--strict` says it found, after "ok": `, with broken
    /// constraint 'fixedWidth' in frames 0–17 (t = 0–0.567 s); --strict fails on it`, or
    /// for several, their count and then one line each (indented). Empty when nothing.
    public var acceptedWith: String {
        guard !isEmpty else { return "" }
        if items.count == 1 { return ", with \(lines[0]); --strict fails on it" }
        func counted(_ n: Int, _ one: String, _ many: String) -> String? {
            n == 0 ? nil : n == 1 ? "1 \(one)" : "\(n) \(many)"
        }
        let what = [counted(broken.count, "broken constraint", "broken constraints"),
                    counted(ambiguous.count, "view with an ambiguous layout", "views with ambiguous layouts")]
            .compactMap { $0 }.joined(separator: " and ")
        return ", with \(what); --strict fails on them:" + lines.map { "\n    " + $0 }.joined()
    }

    /// One line per item: `broken constraint 'fixedWidth' in frames 0–30 (t = 0–0.5 s)`;
    /// runs of consecutive frames are written as ranges.
    public var lines: [String] {
        items.map { item in
            var runs: [(first: Int, last: Int)] = []   // indices into item.frames
            for (i, k) in item.frames.enumerated() {
                if let r = runs.last, item.frames[r.last] + 1 == k { runs[runs.count - 1].last = i } else { runs.append((i, i)) }
            }
            let parts = runs.map { r -> String in
                let t0 = JSONOutput.format(item.times[r.first], decimals: 3), t1 = JSONOutput.format(item.times[r.last], decimals: 3)
                return r.first == r.last ? "frame \(item.frames[r.first]) (t = \(t0) s)"
                    : "frames \(item.frames[r.first])–\(item.frames[r.last]) (t = \(t0)–\(t1) s)"
            }
            return item.what + " in " + parts.joined(separator: ", ")
        }
    }
}
