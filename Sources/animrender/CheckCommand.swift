import AnimRenderKit
import ArgumentParser
import Foundation
import Geometry
import Playback

/// `--devices`, `--orientations`, `--sizes`, `--directions`, `--appearances`: the matrix
/// of configurations (`animrender check`).
struct MatrixOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Devices: names from `animrender devices`, all, phones or pads (default: the timeline's screen).",
                               valueName: "names"))
    var devices: String?

    @Option(help: ArgumentHelp("Interface orientations: portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, "
                               + "allButUpsideDown or all (default: the timeline's). An orientation a device cannot show, or "
                               + "the app and controller forbid, is left out.", valueName: "names"))
    var orientations: String?

    @Option(help: ArgumentHelp("Text sizes (content size categories): extraSmall … extraExtraExtraLarge, accessibilityMedium … "
                               + "accessibilityExtraExtraExtraLarge, accessibility (the five larger sizes) or all "
                               + "(default: the timeline's).", valueName: "names"))
    var sizes: String?

    @Option(help: ArgumentHelp("Layout directions: ltr, rtl or all (default: the timeline's).", valueName: "names"))
    var directions: String?

    @Option(help: ArgumentHelp("Appearances: light, dark or all (default: the timeline's).", valueName: "names"))
    var appearances: String?

    func validate() throws {
        do { _ = try matrix() } catch let error as AnimRenderError { throw ValidationError(error.description) }
    }

    func matrix() throws -> CheckMatrix {
        CheckMatrix(devices: try devices.map(CheckMatrix.devices), orientations: try orientations.map(CheckMatrix.orientations),
                    sizes: try sizes.map(CheckMatrix.sizes), directions: try directions.map(CheckMatrix.directions),
                    appearances: try appearances.map(CheckMatrix.appearances))
    }
}

/// `--off`, `--set`, `--allow`: the rules' settings on the command line, over each
/// timeline's `checks`.
struct RuleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Rules to switch off, comma-separated (see docs/checks.md).", valueName: "rules"))
    var off: [String] = []

    @Option(help: ArgumentHelp("Set a rule's parameter, e.g. --set contrast.minimum=7 --set tapTarget.minimumWidth=48 (repeatable).",
                               valueName: "rule.parameter=value"))
    var set: [String] = []

    @Option(help: ArgumentHelp("With --strict: rules whose findings do not fail the run (they are still reported).", valueName: "rules"))
    var allow: [String] = []

    func validate() throws {
        do { _ = try settings(); _ = try allowed() } catch let error as AnimRenderError { throw ValidationError(error.description) }
    }

    func settings() throws -> CheckSettings {
        var s = CheckSettings()
        for list in off { s.off.formUnion(try CheckSettings.rules(list, option: "--off")) }
        for text in set { try s.set(parsing: text) }
        return s
    }

    func allowed() throws -> Set<CheckRule> {
        Set(try allow.flatMap { try CheckSettings.rules($0, option: "--allow") })
    }
}

/// `animrender check TIMELINE…`: every frame of every combination held to the layout rules.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check layouts on every device, orientation, text size, direction and appearance, frame by frame.",
        discussion: """
            Plays each timeline in every combination of --devices, --orientations, --sizes, --directions \
            and --appearances (each defaults to the timeline's own setting) and holds every frame to the \
            layout rules: truncatedText, clippedText, clipped, offScreen, safeArea, overlap (opt-in per \
            container), tapTarget, contrast, brokenConstraint, ambiguousLayout. The timeline's "checks" \
            tunes them and exempts views; --off and --set tune them here. docs/checks.md describes each rule, \
            check.json and the page.

            Prints each finding (rule, combination, view, frames, what was measured) and a summary line. \
            With -o DIR, writes DIR/check.json, DIR/index.html (the matrix as a grid, red where something \
            failed, each cell opening that combination's viewer at its first failing frame) and, for each \
            failing combination, a folder with its viewer, the failing frames and a cropped image of each \
            finding. Nothing is drawn for a combination without findings. A matrix of more than 10,000 \
            combinations is refused before anything is played.

            Exit codes: 0 checked (findings are reported, not failures), 3 with --strict when there are \
            findings of rules not --allow'ed, 1 for bad input or a combination that could not be played.

            Examples:
              animrender check Timelines/checks-profile.json --sizes all --directions all -o check/
              animrender check Timelines/*.json --devices phones --appearances all --still --strict
              animrender check screen.json --devices all --sizes all --directions all --appearances all --shard 2/4 -o shard-2/
            """)

    @Argument(help: "Timeline files (JSON, see docs/timeline-format.md).")
    var timelines: [String]

    @Option(name: .shortAndLong, help: "Output folder for check.json, index.html and the failing combinations (nothing is written without it).")
    var output: String?

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var rules: RuleOptions

    @Option(help: "Which frames to check: all (default) or last (the end state).")
    var frames: String?

    @Flag(help: "Only the last frame of each combination (same as --frames last).")
    var still = false

    @Option(help: "Frames per second, 1 to 1000 (overrides render.fps).")
    var fps: Double?

    @Option(help: "Pixels per point of the failing combinations' viewer frames, 0.1 to 16 (default 1; finding images are drawn at 2).")
    var scale: Double?

    @Flag(inversion: .prefixedNo, help: "Draw the failing combinations' viewers, frames and finding images (with -o).")
    var images = true

    @Flag(name: .customLong("contact-sheet"), help: "Also write matrix.png: every combination's last frame in a grid (with -o).")
    var contactSheet = false

    @Option(help: "Worker threads, 1 to 256 (default: every core).")
    var jobs: Int?

    @OptionGroup var sharding: ShardOptions

    @Flag(help: "Exit with status 3 when there is any finding (of a rule not --allow'ed).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only errors and, with --strict, the findings that fail.")
    var quiet = false

    /// How many findings are printed before the rest are only counted.
    static let printedFindings = 50

    func validate() throws {
        if timelines.isEmpty { throw ValidationError("name at least one timeline file, e.g. animrender check Timelines/spring.json") }
        if output == "" { throw ValidationError("-o needs a folder name, e.g. -o check/") }
        try OptionRange(RenderOptions.fpsRange).check("--fps", fps)
        try OptionRange(RenderOptions.scaleRange).check("--scale", scale)
        try OptionRange(RenderOptions.jobsRange).check("--jobs", jobs)
        if let frames, !["all", "last"].contains(frames) { throw ValidationError("--frames takes all or last, not '\(frames)'") }
        if still && frames != nil { throw ValidationError("--still and --frames cannot be combined") }
        if !rules.allow.isEmpty && !strict { throw ValidationError("--allow applies to --strict; add --strict or drop --allow") }
        if contactSheet && output == nil { throw ValidationError("--contact-sheet writes matrix.png into the output folder; add -o DIR") }
        if contactSheet && ((try? sharding.resolved()) ?? nil) != nil {
            throw ValidationError("--contact-sheet draws the whole matrix; a shard has part of it: run it unsharded")
        }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        var options = CheckOptions(output: output)
        do {
            options.matrix = try matrix.matrix()
            options.settings = try rules.settings()
            options.allowed = try rules.allowed()
            options.shard = try sharding.resolved()
        } catch {
            console.error("\(error)")
            throw ExitCode(1)
        }
        options.endStateOnly = still || frames == "last"
        options.fps = fps
        options.scale = scale
        options.jobs = jobs
        options.images = images
        options.contactSheet = contactSheet
        try sharding.acknowledge(console: console)
        if let output { Interruption.install(console: console); Interruption.writing(into: output) }
        let report: CheckReport
        do {
            report = try CheckJob.run(timelines: timelines, options: options) { done, total in
                console.progress(label: "check", done: done, total: total)
            }
        } catch {
            Interruption.yieldIfStopping()
            console.error("\(error)")
            throw ExitCode(1)
        }
        Interruption.yieldIfStopping()
        let failing = Set(report.failingFindings.map { "\($0.rule)/\($0.subject)/\($0.firstFrame)" })
        var printed = 0
        for c in report.combinations {
            if let error = c.error { console.error("\(c.file) [\(c.combination.label)]: error: \(error)") }
            for f in c.findings {
                let fails = strict && failing.contains("\(f.rule)/\(f.subject)/\(f.firstFrame)")
                guard printed < Self.printedFindings else { printed += 1; continue }
                printed += 1
                let line = "\(c.file) [\(c.combination.label)]: \(f.rule.rawValue): \(f.message) (\(f.when))"
                if fails && quiet { console.error("error: --strict: " + line) } else { console.line(line) }
            }
        }
        if printed > Self.printedFindings {
            console.note("… and \(printed - Self.printedFindings) more findings" + (output.map { " (see \($0)/check.json)" } ?? ""))
        }
        console.finish(report.summaryLine + (output.map { " → \($0.hasSuffix("/") ? $0 : $0 + "/")" } ?? ""))
        if report.combinations.contains(where: { $0.error != nil }) { throw ExitCode(1) }
        if strict && !report.failingFindings.isEmpty { throw ExitCode(RenderCommand.strictFailure) }
    }

}
