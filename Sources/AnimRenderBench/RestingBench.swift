import AnimRenderKit
import Foundation

/// A screen at rest for a long time: Timelines/collection-grid.json (two collection views,
/// some 24 cells; the grid scrolls once, at 0.3 s) stretched to `SECONDS` of its 10 fps
/// (default 3,600 s: 36,001 frames), checked as `animrender validate` checks it (every
/// frame played, measured and written to frames.json in memory). Almost every frame shows
/// what the one before showed, so this measures what an unchanged frame costs. Prints the
/// median of 3 runs (wall and process CPU time) and the CPU time per frame.
///
/// usage: animrender-bench resting [SECONDS]
func runRestingBench(_ args: [String]) {
    let seconds = args.first.flatMap(Double.init) ?? 3600
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-resting-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    do {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let source = try Data(contentsOf: root.appendingPathComponent("Timelines/collection-grid.json"))
        guard var document = try JSONSerialization.jsonObject(with: source) as? [String: Any],
              var render = document["render"] as? [String: Any], let fps = render["fps"] as? Double else {
            return print("resting: Timelines/collection-grid.json has no render.fps")
        }
        render["duration"] = seconds
        document["render"] = render
        let file = scratch.appendingPathComponent("collection-grid-resting.json")
        try JSONSerialization.data(withJSONObject: document).write(to: file)
        var failure: Error?
        var runs: [(wall: Double, thread: Double, process: Double)] = []
        for _ in 0..<3 {
            runs.append(timed {
                do { _ = try TimelineCheck.checkEveryFrame(path: file.path) } catch { failure = error }
            })
        }
        if let failure { return print("resting: \(failure)") }
        let frames = Int((seconds * fps).rounded(.up)) + 1
        let cpu = Spread(runs.map(\.process)), wall = Spread(runs.map(\.wall))
        print(String(format: "resting\ttimeline=collection-grid\tseconds=%.0f\tframes=%d\twall_median_s=%.3f\tcpu_median_s=%.3f\tcpu_low_s=%.3f\tcpu_high_s=%.3f\tcpu_per_frame_us=%.1f\tload=%@",
                     seconds, frames, wall.median, cpu.median, cpu.low, cpu.high, cpu.median / Double(frames) * 1e6, loadAverage()))
    } catch {
        print("resting: \(error)")
    }
}
