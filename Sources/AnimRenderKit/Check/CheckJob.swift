import Foundation
import Geometry
import Playback
import Render
import Timeline

/// `animrender check`: every timeline in every combination of the matrix, each frame held
/// to the layout rules; then, for the combinations with findings, a viewer with the failing
/// frames and an image of each finding; check.json and the matrix page over all of them.
///
/// Each timeline is read, validated and compiled once as written (so its mistakes are
/// reported as `render` reports them); each combination compiles the validated timeline
/// again with its screen and traits, and is played on one of `jobs` threads. Nothing is
/// drawn for a combination without findings (except `matrix.png` when asked for).
public enum CheckJob {
    public static let reportName = "check.json"
    public static let pageName = "index.html"
    public static let contactSheetName = "matrix.png"

    /// One combination to play: its timeline (by place) and configuration.
    struct Work {
        var timeline: Int
        var combination: CheckCombination
        /// Its place in the whole matrix (every timeline, before sharding): check.json's
        /// `index`, by which shards merge back into this order.
        var index: Int
    }

    /// `progress(done, total)` is called as combinations finish (from worker threads).
    public static func run(timelines paths: [String], options: CheckOptions,
                           progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> CheckReport {
        let renderOptions = RenderOptions(output: options.output ?? "", fps: options.fps)
        let timelines = try paths.map { try RenderJob.load(path: $0, options: renderOptions).timeline }
        let folders = paths.count == 1 ? [""] : try OutputLayout.names(forTimelines: paths, output: options.output ?? "the output folder")
        var work: [Work] = []
        var skipped: [CheckReport.Skip] = []
        for (t, timeline) in timelines.enumerated() {
            let (played, left) = options.matrix.combinations(for: timeline)
            for c in played { work.append(Work(timeline: t, combination: c, index: work.count)) }
            skipped += left.map { CheckReport.Skip(file: paths[t], key: $0.combination.key, reason: $0.reason) }
        }
        let keys = work.map { folders[$0.timeline].isEmpty ? $0.combination.key : folders[$0.timeline] + "/" + $0.combination.key }
        let picked = options.shard.map { $0.pick(keys) } ?? Array(keys.indices)
        try options.matrix.checkSize(count: picked.count, timelines: paths.count, shard: options.shard)
        let text = try TextEngine.shared()
        let sheet = options.contactSheet
            ? try matrixLayout(picked.map { (timelines[work[$0].timeline], work[$0].combination) }, text: text) : nil

        let renderer = Renderer(text: text)
        let threads = max(1, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let done = Counter()
        let played = try parallelMap(0..<picked.count, threads: threads) { i -> (CheckReport.Combination, FrameState?) in
            let w = work[picked[i]]
            let result = play(timelines[w.timeline], w.combination, options: options, text: text, renderer: renderer)
            progress(done.increment(), picked.count)
            return (CheckReport.Combination(file: paths[w.timeline], timeline: folders[w.timeline], title: timelines[w.timeline].title,
                                            combination: w.combination, index: w.index, framesChecked: result.framesChecked,
                                            frameCount: result.frameCount, findings: result.findings, folder: nil, error: result.error),
                    sheet == nil ? nil : result.last)
        }
        var report = CheckReport(combinations: played.map(\.0), skipped: skipped, matrix: options.matrix,
                                 endStateOnly: options.endStateOnly, shard: options.shard, allowed: options.allowed)
        guard let output = options.output else { return report }
        var matrixPNG: [UInt8]?
        if let sheet {
            let frames = zip(picked, played).compactMap { k, p in p.1.map { (timelines[work[k].timeline], work[k].combination, $0) } }
            matrixPNG = PNGEncoder().encode(try matrixSheet(frames, canvas: sheet.canvas, columns: sheet.columns, renderer: renderer))
        }
        try write(&report, into: output, timelines: timelines, files: paths, options: options, threads: threads, matrixPNG: matrixPNG)
        return report
    }

    /// One combination played and checked: its findings, or why it could not be played.
    static func play(_ timeline: Timeline, _ combination: CheckCombination, options: CheckOptions, text: TextEngine,
                     renderer: Renderer) -> (findings: [CheckFinding], framesChecked: Int, frameCount: Int, error: CheckReport.PlayFailure?,
                                         last: FrameState?) {
        let t = combination.applied(to: timeline)
        let count = t.frameCount
        let sink = CheckSink(settings: t.checks.merging(options.settings), text: text, renderer: renderer,
                             windowBackground: t.render.background)
        var last: FrameState?
        do {
            let compiled = try AnimRenderError.locating { try t.compile(textMeasurer: text) }
            for k in options.endStateOnly ? [count - 1] : Array(0..<count) {
                let frame = try AnimRenderError.locating { try compiled.frame(k) }
                if let bad = FrameChecks.firstNonFinite(in: frame) {
                    throw RenderJob.nonFinite(bad, frame: frame, settings: t.runSettings)
                }
                try sink.consume(frame)
                last = frame
            }
        } catch {
            return (sink.findings, sink.framesChecked, count, .run(error), nil)
        }
        return (sink.findings, sink.framesChecked, count, nil, last)
    }
}

/// A count shared by worker threads.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    /// The count after adding one.
    func increment() -> Int { lock.withLock { value += 1; return value } }
}
