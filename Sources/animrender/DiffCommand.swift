import ArgumentParser
import AnimRenderKit
import Foundation

/// `animrender diff A B`: pixelmatch comparison of two PNGs or two folders of frames.
/// Argument parsing and exit codes only; the work is `DiffJob.run()` in AnimRenderKit.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs, or two folders of frames, pixel by pixel (pixelmatch).",
        discussion: """
        Pixels are compared as pixelmatch does: YIQ colour distance against --threshold, \
        translucent pixels blended over white, and anti-aliased pixels (detected as \
        pixelmatch does) not counted unless --include-aa is given.

        Folders are matched by file name; frames in A only are reported missing, frames \
        in B only extra. Folders of timelines (subfolders of frames, as a render of several \
        timelines writes) are matched by subfolder, then by file name. For each frame that \
        differs, <output>/<name>.diff.png shows differences in red and anti-aliasing in \
        yellow over a faded copy of A, next to copies of both frames (<name>.before.png, \
        <name>.after.png); <output>/report.json holds every number and <output>/report.html \
        shows it all in a browser (before / after / diff, slider, onion skin; docs/VIEWER.md). \
        The last line of stdout is 'N of M pixels differ', summed over all frames whose sizes match.

        Exit codes: 0 match (or within --max-diff-pixels/--max-diff-ratio), 21 an image \
        size differs, 23 frames missing or extra, 22 pixels differ beyond the limits \
        (checked in that order), 2 an input cannot be read or is not a PNG.
        """)

    @Argument(help: "The reference: a PNG file or a folder of frames.")
    var first: String

    @Argument(help: "The candidate: a PNG file or a folder of frames (the same kind as the first).")
    var second: String

    @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(help: "A frame passes with at most this many differing pixels (default: 0 unless --max-diff-ratio is given).")
    var maxDiffPixels: Int?

    @Option(help: "A frame passes when at most this fraction (0 to 1) of its pixels differ. With both limits, both must hold.")
    var maxDiffRatio: Double?

    @Option(name: .customLong("ignore"), parsing: .singleValue,
            help: ArgumentHelp("A region to leave out of every frame, in PIXELS of the images (repeatable).",
                               valueName: "x,y,w,h"))
    var ignoreRegions: [IgnoreRegion] = []

    @Option(name: .customLong("ignore-view"), parsing: .singleValue,
            help: ArgumentHelp("""
                Leave out the on-screen frame of view ID (repeatable), from the frames.json next to the \
                frames (either side); both its old and new place are ignored. Needs frame files named \
                like frame_0012.png. Views are placed under their frames.json 'parent' (root if absent).
                """, valueName: "ID"))
    var ignoreViews: [String] = []

    @Option(name: .shortAndLong, help: "Folder for the diff images, report.json and report.html.")
    var output: String = "animrender-diff"

    @OptionGroup var sharding: ShardOptions

    func validate() throws {
        try OptionRange(0...1).check("--threshold", threshold)
        try OptionRange(atLeast: 0).check("--max-diff-pixels", maxDiffPixels)
        try OptionRange(0...1).check("--max-diff-ratio", maxDiffRatio)
        if output.isEmpty { throw ValidationError("-o needs a folder name, e.g. -o diff/ (an empty name would write into the current folder)") }
    }

    func run() throws {
        let job = DiffJob(first: first, second: second,
                          pixelMatch: PixelMatchOptions(threshold: threshold, includeAntialiased: includeAA),
                          limits: DiffLimits(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio),
                          ignoreRegions: ignoreRegions.map(\.rect), ignoreViews: ignoreViews,
                          outputFolder: output, shard: try sharding.resolved())
        try sharding.acknowledge(console: Console(quiet: false))
        let report: DiffReport
        Interruption.install(console: Console(quiet: false))
        Interruption.writing(into: output)
        do { report = try job.run() } catch let error as DiffError {
            Interruption.yieldIfStopping()
            Console(quiet: false).error("error: \(error)")
            throw ExitCode(2)
        }
        Interruption.yieldIfStopping()
        if let shard = job.shard {
            let what = report.timelines.isEmpty ? (report.frames.isEmpty && report.missing.isEmpty && report.extra.isEmpty ? "nothing" : "the frames")
                : "\(report.timelines.count) timeline\(report.timelines.count == 1 ? "" : "s")"
            Console(quiet: false).note("shard \(shard): compared \(what)")
        }
        print(report.lines.joined(separator: "\n"))
        if report.verdict != .match { throw ExitCode(report.verdict.exitCode) }
    }
}

/// `--ignore x,y,w,h`: four integers, width and height positive.
struct IgnoreRegion: ExpressibleByArgument {
    let rect: PixelRect

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              w > 0, h > 0 else { return nil }
        rect = PixelRect(x: x, y: y, width: w, height: h)
    }
}
