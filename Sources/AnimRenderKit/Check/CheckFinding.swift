import Geometry
import JSONDocuments
import Playback

/// One thing wrong in one combination: a rule, the view (or constraint) it is about,
/// every frame it holds in, and what was measured — what check.json lists and a person
/// acts on.
public struct CheckFinding: Hashable, Sendable {
    public var rule: CheckRule
    public var subject: String
    /// The other view involved (the clipping ancestor, the overlapping sibling, the view of
    /// a broken constraint).
    public var other: String?
    public var firstFrame: Int
    public var lastFrame: Int
    public var firstTime: Double
    public var lastTime: Double
    /// How many frames it holds in (between the first and the last, it may come and go).
    public var frames: Int
    /// At the first frame: what the image shows.
    public var message: String
    public var measurement: CheckMeasurement?
    /// The frame where it is worst, and what was measured there.
    public var worstFrame: Int
    public var worst: CheckMeasurement?
    /// Where it is in the first frame, in the root view's coordinates.
    public var region: Rect?
    /// The cropped image of the first frame, relative to the check's output folder; nil
    /// when none was drawn.
    public var image: String?
}

extension CheckFinding {
    /// `frame 12, t = 0.2 s` or `frames 12–20, t = 0.2–0.333 s`.
    public var when: String {
        let t = { (x: Double) in JSONOutput.format(x, decimals: 3) }
        if firstFrame == lastFrame { return "frame \(firstFrame), t = \(t(firstTime)) s" }
        return "frames \(firstFrame)–\(lastFrame), t = \(t(firstTime))–\(t(lastTime)) s"
    }
}

/// Folds a combination's per-frame observations into findings: one per rule, subject and
/// other view, in the order first seen, then ordered by rule, first frame and subject.
struct FindingCollector {
    private(set) var findings: [CheckFinding] = []
    private var slots: [Key: Int] = [:]
    private struct Key: Hashable { var rule: CheckRule; var subject: String; var other: String? }
    /// The frames that start a finding (their images are drawn from them), by index.
    private(set) var firstFrames: [Int: FrameState] = [:]

    mutating func add(_ observations: [CheckObservation], of frame: FrameState) {
        for o in observations {
            let key = Key(rule: o.rule, subject: o.subject, other: o.other)
            if let k = slots[key] {
                var f = findings[k]
                f.lastFrame = frame.index; f.lastTime = frame.time; f.frames += 1
                if let m = o.measurement, m.shortfall > (f.worst?.shortfall ?? -1) { f.worst = m; f.worstFrame = frame.index }
                findings[k] = f
                continue
            }
            slots[key] = findings.count
            firstFrames[frame.index] = frame
            findings.append(CheckFinding(rule: o.rule, subject: o.subject, other: o.other, firstFrame: frame.index, lastFrame: frame.index,
                                         firstTime: frame.time, lastTime: frame.time, frames: 1, message: o.message,
                                         measurement: o.measurement, worstFrame: frame.index, worst: o.measurement, region: o.region))
        }
    }

    /// The findings in report order.
    var ordered: [CheckFinding] {
        findings.sorted { ($0.rule, $0.firstFrame, $0.subject, $0.other ?? "") < ($1.rule, $1.firstFrame, $1.subject, $1.other ?? "") }
    }
}
