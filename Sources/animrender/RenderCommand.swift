import Geometry
import ArgumentParser
import AnimRenderKit
import Foundation

extension OverlayKind: ExpressibleByArgument {}

/// `animrender TIMELINE… -o DIR`: lay out, animate and render timelines to PNG frames,
/// frames.json and trace.txt.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render timelines to PNG frames, frames.json and trace.txt (the default command).",
        discussion: """
            Each timeline is played at its fps: frame k shows t = k / fps. The output folder \
            receives frame_0000.png …, frames.json (every view's frame and the constraints each \
            frame violates), trace.txt (layout passes, callbacks and UIKit's console messages) \
            and index.html, a viewer to open in any browser (--no-viewer to skip). With several \
            timelines, each gets a subfolder named after its file; files with the same name also \
            get the folders they are in (d1/x.json, d2/x.json → OUT/d1/x/, OUT/d2/x/).

            The timeline format: docs/timeline-format.md in the animrender repository; the \
            outputs, field by field, and the output folder's guarantees: docs/output-format.md; \
            the viewer: docs/VIEWER.md.

            A run changes its output folder all at once: files are written into a private \
            staging folder and moved into place only when all are written, so a killed run \
            leaves the previous output complete (the next run tidies up). A file, folder or \
            symlink in the output folder that animrender did not write is never overwritten, \
            deleted or written through: the run stops and names it. Ctrl-C stops the run, \
            removes what it staged and exits 130 (SIGTERM: 143). Valid option values and exit \
            codes: docs/command-line.md.

            Examples:
              animrender Timelines/spring.json -o out/
              animrender Timelines/*.json -o out/ --scale 1 --overlays violations,labels
              animrender Timelines/rotation-modern.json -o out/ --still
              animrender Timelines/spring.json -o docs/ --contact-sheet 8 --apng
              animrender Timelines/spring.json -o clips/ --frames none --video spring.mp4 --gif spring.gif
            """)

    @Argument(help: "Timeline files (JSON, see docs/timeline-format.md).")
    var timelines: [String]

    @Option(name: .shortAndLong, help: "Output folder (created if missing).")
    var output: String = "out"

    @Option(help: "Frames per second, 1 to 1000 (overrides render.fps).")
    var fps: Double?

    @Option(help: "Pixels per point, 0.1 to 16: 1, 2, 3 … (overrides render.scale).")
    var scale: Double?

    @Option(help: """
        Which frames get PNGs: N, A-B, A-, last or none. frames.json always lists every frame. \
        Selecting no frame of the timeline is an error; a range past the last frame stops there (with a note).
        """)
    var frames: String?

    @Flag(help: "Only the last frame (same as --frames last).")
    var still = false

    @Option(help: "Comma-separated overlays: violations, constraints, frames, safeArea, labels, unsatisfied, or none (overrides render.overlays).")
    var overlays: String?

    @Flag(inversion: .prefixedNo, help: "Draw the device body around the screen, turning with rotations (overrides render.deviceOutline).")
    var deviceOutline: Bool?

    @Flag(inversion: .prefixedNo, help: "Draw the status bar, the notch or Dynamic Island and the home indicator (overrides render.systemUI).")
    var systemUI: Bool?

    @Option(help: "Worker threads for drawing and encoding, 1 to 256 (default: every core).")
    var jobs: Int?

    @Flag(help: "Layout and animation only: write frames.json and trace.txt, no PNG.")
    var noRender = false

    @Option(name: .customLong("contact-sheet"), help: "Also write contact-sheet.png with this many evenly spaced frames.")
    var contactSheet: Int?

    @Flag(help: "Also write animation.png, an animated PNG of every frame.")
    var apng = false

    @Option(help: ArgumentHelp("""
        Also write a video of every frame at the timeline's fps, through ffmpeg: .mp4 or .mov (H.264), \
        .webm (VP9). A file name, written into the output folder (each timeline's, with several).
        """, valueName: "NAME"))
    var video: String?

    @Option(help: ArgumentHelp("""
        Also write an animated GIF of every frame, through ffmpeg, with a palette made for the \
        animation (flat colours exact). A file name ending in .gif, written into the output folder.
        """, valueName: "NAME"))
    var gif: String?

    @Option(help: "Pixels per point of the contact sheet, the animated PNG, the video and the GIF, 0.1 to 16.")
    var docScale: Double = 1

    @Flag(inversion: .prefixedNo, help: "Write index.html, a browser viewer of the frames (written whenever PNG frames are).")
    var viewer = true

    @Flag(help: ArgumentHelp("""
        Keep running: render again whenever a timeline file changes (saved, replaced), printing \
        the summary line each time. An invalid edit prints its errors and leaves the last good \
        output as it was; an open viewer (index.html) reloads itself after each new render. Ctrl-C stops.
        """))
    var watch = false

    @Option(help: ArgumentHelp("With --watch: how long a timeline must stay unchanged before it renders again, in seconds, 0 to 10 (an editor's save, a formatter after it and a git checkout each give one render).", valueName: "seconds"))
    var debounce: Double?

    @OptionGroup var sharding: ShardOptions

    @OptionGroup var fonts: FontOptions

    @Flag(help: "Exit with status 3 when any frame has a broken constraint or an ambiguous layout, naming which and when (the outputs are written).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if timelines.isEmpty { throw ValidationError("name at least one timeline file, e.g. animrender Timelines/spring.json -o out/") }
        if output.isEmpty { throw ValidationError("-o needs a folder name, e.g. -o out/ (an empty name would write into the current folder)") }
        try OptionRange(RenderOptions.fpsRange).check("--fps", fps)
        try OptionRange(RenderOptions.scaleRange).check("--scale", scale)
        try OptionRange(RenderOptions.scaleRange).check("--doc-scale", docScale)
        try OptionRange(RenderOptions.jobsRange).check("--jobs", jobs)
        try OptionRange(atLeast: 1).check("--contact-sheet", contactSheet)
        if let frames, FrameSelection(parsing: frames) == nil {
            throw ValidationError("--frames takes N, A-B, A-, last or none, not '\(frames)'")
        }
        if still && frames != nil { throw ValidationError("--still and --frames cannot be combined") }
        for (option, name) in [("--video", video), ("--gif", gif)] {
            guard let name else { continue }
            if noRender { throw ValidationError("\(option) draws every frame; --no-render draws none: drop one of them") }
            do { _ = try VideoFormat.named(name, option: option) } catch { throw ValidationError("\(error)") }
        }
        _ = try parsedOverlays()
        if watch && (sharding.shard != nil) { throw ValidationError("--watch renders on one machine; drop --shard") }
        // Bazel's variables choose a shard as --shard does, so a watch under them would
        // silently watch one shard's timelines only.
        if watch, (try? sharding.resolved()) != nil {
            throw ValidationError("--watch renders on one machine, but TEST_TOTAL_SHARDS and TEST_SHARD_INDEX are set "
                                  + "(a Bazel test shard); run --watch outside the test, with the variables unset")
        }
        if let debounce {
            if !watch { throw ValidationError("--debounce applies to --watch; add --watch or drop --debounce") }
            try OptionRange(FileWatcher.debounceRange).check("--debounce", debounce)
        }
    }

    func parsedOverlays() throws -> [OverlayKind]? {
        guard let overlays else { return nil }
        if overlays == "none" { return [] }
        return try overlays.split(separator: ",").map { name in
            guard let k = OverlayKind(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("unknown overlay '\(name)'; choose from \(OverlayKind.allCases.map(\.rawValue).joined(separator: ", ")) or none")
            }
            return k
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        // The layout is decided from every timeline named, before sharding, so every
        // shard's output has the same shape.
        let folders: [String], picked: [Int], note: String?
        do {
            folders = try OutputLayout.folders(forTimelines: timelines, output: output)
            (picked, note) = try sharding.pick(try OutputLayout.names(forTimelines: timelines, output: output), noun: "timeline")
        } catch {
            console.error("\(error)")
            throw ExitCode(1)
        }
        try sharding.acknowledge(console: console)
        if let note { console.note(note) }
        if picked.isEmpty {
            // An empty shard still leaves its (empty) output folder, for the CI step that
            // collects every shard's folder and for `animrender merge`.
            do { try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) } catch {
                console.error("\(output): cannot create the output folder (\(error.localizedDescription)); choose another folder with -o")
                throw ExitCode(1)
            }
        }
        Interruption.install(console: console)
        let work = picked.map { (path: timelines[$0], folder: folders[$0]) }
        var failed = 0
        var troubled = 0
        for job in work {
            switch render(job.path, into: job.folder, generation: watch ? 1 : nil, console: console) {
            case .failed: failed += 1
            case .troubled: troubled += 1
            case .done: break
            }
        }
        Interruption.yieldIfStopping()
        if watch { try watchForChanges(work, console: console) }
        if failed > 0 { throw ExitCode(1) }
        if troubled > 0 { throw ExitCode(Self.strictFailure) }
    }

    /// The exit status of `--strict` when a frame has a broken constraint or an ambiguous
    /// layout (and nothing worse happened).
    static let strictFailure: Int32 = 3

    /// `--watch`: after the first renders, each change to a timeline renders it again;
    /// runs until Ctrl-C (Interruption ends the process).
    func watchForChanges(_ jobs: [(path: String, folder: String)], console: Console) throws -> Never {
        let watcher: FileWatcher
        do { watcher = try FileWatcher(paths: jobs.map(\.path), debounce: debounce ?? 0.25) } catch {
            console.error("\(error)")
            throw ExitCode(1)
        }
        Interruption.waitingForChanges()
        console.note("watching \(jobs.count == 1 ? jobs[0].path : "\(jobs.count) timelines") for changes; Ctrl-C stops")
        var generation = 1
        while true {
            let changed: [String]
            do { changed = try watcher.nextChange() } catch {
                console.error("\(error)")
                throw ExitCode(1)
            }
            generation += 1
            for job in jobs where changed.contains(job.path) {
                if render(job.path, into: job.folder, generation: generation, console: console) == .failed {
                    console.note("\(job.path): the last good output in \(job.folder) is unchanged; watching for the next change")
                }
            }
            Interruption.waitingForChanges()
        }
    }

    enum Outcome { case done, failed, troubled }

    /// Renders one timeline and prints its summary line or its errors (`troubled`: written,
    /// but `--strict` finds broken or ambiguous frames).
    func render(_ path: String, into folder: String, generation: Int?, console: Console) -> Outcome {
        Interruption.writing(into: folder)
        var options = RenderOptions(
            output: folder, fps: fps, scale: scale, overlays: (try? parsedOverlays()) ?? nil,   // checked in validate()
            frames: still ? .last : (frames.flatMap(FrameSelection.init(parsing:)) ?? .all), jobs: jobs,
            render: !noRender, contactSheetFrames: contactSheet, animatedPNG: apng, documentScale: docScale)
        options.deviceOutline = deviceOutline
        options.systemUI = systemUI
        options.viewer = viewer
        options.video = video
        options.gif = gif
        options.watchGeneration = generation
        options.fontFolders = fonts.fontDir
        options.onOutputStep = TestPause.observer
        let start = DispatchTime.now()
        do {
            let summary = try RenderJob.run(timeline: path, options: options) { done, total in
                console.progress(label: path, done: done, total: total)
            }
            for w in summary.warnings { console.warning("\(path): warning: \(w)") }
            for note in summary.notes { console.note("\(path): note: \(note)") }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            console.finish("\(path) → \(folder.hasSuffix("/") ? folder : folder + "/"): \(summary.frames) frames, \(summary.pngs) PNG, " +
                           "\(Console.size(summary.bytes)), \(summary.violatingFrames) frames with violations, " +
                           "\(summary.trouble.counts), " + String(format: "%.2f s", seconds))
            if strict, !summary.trouble.isEmpty {
                for line in summary.trouble.lines { console.error("\(path): error: --strict: \(line)") }
                return .troubled
            }
            return .done
        } catch {
            Interruption.yieldIfStopping()
            console.error("\(error)")
            return .failed
        }
    }
}
