import ImageDiff
import JSONDocuments

/// The outcome of a `DiffJob`: one entry per compared frame, the frames present on one
/// side only, the totals, and the verdict with its exit code.
///
/// Promises: `lines` ends with the summary `N of M pixels differ`, where N and M are sums
/// over the frames whose sizes matched; `json` has a fixed key order, so two runs on the
/// same inputs write byte-identical reports.
public struct DiffReport: Sendable {
    /// What the run concludes, most serious first when several apply.
    public enum Verdict: String, Sendable {
        case match
        case sizesDiffer
        case framesDiffer
        case pixelsDiffer

        /// 0 match, 21 sizes differ, 22 pixels differ beyond the limits, 23 frames are
        /// missing or extra (folders only).
        public var exitCode: Int32 {
            switch self {
            case .match: return 0
            case .sizesDiffer: return 21
            case .pixelsDiffer: return 22
            case .framesDiffer: return 23
            }
        }
    }

    /// One compared frame.
    public struct Frame: Sendable {
        public enum Status: String, Sendable {
            case match, withinLimits, differs, sizeMismatch
        }

        public var name: String
        public var status: Status
        public var firstSize: (width: Int, height: Int)
        public var secondSize: (width: Int, height: Int)
        /// Nil when the sizes differ (nothing was compared).
        public var comparison: PixelMatchResult?
        public var ignoredRegions: [PixelRect]
        /// File name of the diff image in the output folder, when one was written.
        public var diffImage: String?
        /// Copies of the two frames compared, in the output folder, for a frame that is
        /// not a clean match (nil otherwise, or when nothing was written).
        public var beforeImage: String?
        public var afterImage: String?
    }

    public var job: DiffJob
    public var frames: [Frame]
    public var missing: [String]
    public var extra: [String]
    /// The timelines compared when the inputs were folders of timelines (frame names then
    /// start with `timeline/`); empty otherwise.
    public var timelines: [String] = []

    public var differingPixels: Int { frames.reduce(0) { $0 + ($1.comparison?.differingPixels ?? 0) } }
    public var totalPixels: Int { frames.reduce(0) { $0 + ($1.comparison?.totalPixels ?? 0) } }

    public var verdict: Verdict {
        if frames.contains(where: { $0.status == .sizeMismatch }) { return .sizesDiffer }
        if !missing.isEmpty || !extra.isEmpty { return .framesDiffer }
        if frames.contains(where: { $0.status == .differs }) { return .pixelsDiffer }
        return .match
    }

    public var summaryLine: String { "\(differingPixels) of \(totalPixels) pixels differ" }

    /// What the CLI prints: one line per frame that is not a clean match, then where the
    /// HTML report is (when one was written), then the summary.
    public var lines: [String] {
        var out: [String] = []
        for frame in frames {
            switch frame.status {
            case .match:
                continue
            case .sizeMismatch:
                out.append("\(frame.name): sizes differ, \(frame.firstSize.width)x\(frame.firstSize.height) vs "
                           + "\(frame.secondSize.width)x\(frame.secondSize.height)")
            case .differs, .withinLimits:
                let c = frame.comparison!
                let percent = JSONOutput.format(c.differingRatio * 100, decimals: 3)
                var line = "\(frame.name): \(c.differingPixels) of \(c.totalPixels) pixels differ (\(percent)%)"
                if frame.status == .withinLimits { line += ", within limits" }
                if let image = frame.diffImage, let folder = job.outputFolder {
                    line += " -> \(DiffInputs.join(folder, image))"
                }
                out.append(line)
            }
        }
        out += missing.map { "\($0): missing from \(job.second)" }
        out += extra.map { "\($0): extra, not in \(job.first)" }
        if let folder = job.outputFolder { out.append("report: " + DiffInputs.join(folder, DiffJob.htmlReportName)) }
        out.append(summaryLine)
        return out
    }
}
