import AnimRenderKit
import Foundation

/// One sweep input run the way the command line runs it, in this process: written to a
/// file, rendered with `RenderJob.run` into a fresh folder (and, for inputs with no
/// command-line overrides, checked with `TimelineCheck.check` as `validate` does), then
/// judged: a render that succeeded must leave valid JSON with finite numbers; one that
/// failed must say where, in every line, and leave nothing behind.
struct SweepCase {
    var index: Int
    var text: String
    var work: URL

    /// How the input was run: most at 8 fps and a quarter scale with two PNGs (`--fps 8
    /// --scale 0.25 --frames 0-1`); every eighth with no override at all (so its own
    /// render settings count, and validate is compared); some with a contact sheet or an
    /// animated PNG.
    var options: RenderOptions {
        let plain = index % 8 == 0
        var o = RenderOptions(output: output.path, fps: plain ? nil : 8, scale: plain ? nil : 0.25, frames: .range(0, 1),
                              contactSheetFrames: index % 16 == 5 ? 2 : nil, animatedPNG: index % 32 == 9,
                              documentScale: 0.25)
        o.viewer = false
        return o
    }

    var file: URL { work.appendingPathComponent("in-\(index).json") }
    var output: URL { work.appendingPathComponent("out-\(index)") }

    enum Outcome: String { case rendered, refused, unlocated, invalidOutput, leftFiles, mismatch }

    struct Result {
        var outcome: Outcome
        /// Processor seconds the run took (drawing threads included).
        var seconds: Double
        /// Frames played (0 when the input was refused before playing).
        var frames = 0
        var detail: String
    }

    func run() -> Result {
        FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8))
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: output)
        }
        let start = Self.cpuSeconds()
        var renderError: Error?
        var frames = 0
        do { frames = try RenderJob.run(timeline: file.path, options: options).frames } catch { renderError = error }
        var validateError: String??
        if index % 8 == 0 {
            do { _ = try TimelineCheck.check(path: file.path); validateError = .some(nil) } catch { validateError = .some("\(error)") }
        }
        // Processor time, not wall time: the budget must not depend on what else the
        // machine runs (drawing threads count too).
        let seconds = Self.cpuSeconds() - start
        if let validateError, validateError != renderError.map({ "\($0)" }) {
            return Result(outcome: .mismatch, seconds: seconds,
                          detail: "validate: \(validateError ?? "ok") / render: \(renderError.map { "\($0)" } ?? "ok")")
        }
        guard let renderError else {
            let problem = Self.outputProblem(in: output)
            return Result(outcome: problem == nil ? .rendered : .invalidOutput, seconds: seconds, frames: frames, detail: problem ?? "")
        }
        let message = "\(renderError)"
        guard renderError is AnimRenderError, Self.isLocated(message, file: file.path) else {
            return Result(outcome: .unlocated, seconds: seconds, detail: "\(type(of: renderError)): \(message.prefix(400))")
        }
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter { !$0.hasPrefix(".") }
        guard left.isEmpty else { return Result(outcome: .leftFiles, seconds: seconds, detail: left.sorted().joined(separator: ", ")) }
        return Result(outcome: .refused, seconds: seconds, detail: String(message.prefix(200)))
    }

    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Every line names the file and a JSON path, a command-line option, or line:column
    /// (a caret display under a located line is indented and belongs to it).
    static func isLocated(_ message: String, file: String) -> Bool {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return false }
        for line in lines {
            if line.hasPrefix("    ") { continue }
            guard line.hasPrefix(file + ":") else { return false }
            let rest = line.dropFirst(file.count + 1)
            let afterPosition = rest.drop { $0.isNumber || $0 == ":" }
            guard afterPosition.hasPrefix(" error: $") || afterPosition.hasPrefix(" error: --") else { return false }
        }
        return true
    }

    /// nil when frames.json is valid JSON of finite numbers with the contract's fields
    /// (`FramesJSONCheck`, which reads it within a fixed memory budget), and trace.txt exists.
    static func outputProblem(in folder: URL) -> String? {
        var check = FramesJSONCheck()
        if let problem = check.problem(inFileAt: folder.appendingPathComponent("frames.json").path) { return problem }
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("trace.txt").path) else { return "no trace.txt" }
        return nil
    }
}
