import ArgumentParser
import AnimRenderKit

/// `animrender validate`: everything `render` checks, without drawing or writing.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check timelines as render would, without drawing or writing anything.",
        discussion: """
            Plays every frame exactly as render does (format, ids, number ranges, constraint strings, VFL, \
            every change at its time, the frame and image limits, finite layouts, drawable frames), so a \
            file validate accepts renders, and one it refuses, render refuses with the same message. \
            Prints 'FILE: ok' per valid file (with what --strict would fail on, when a frame has a broken \
            constraint or an ambiguous layout) and every problem found, as file:line:column: error: path: \
            message. Exits 1 if any file has a problem. With --strict, exits 3 if a frame has a broken \
            constraint or an ambiguous layout, naming which and when. Ranges and limits: \
            docs/timeline-format.md.
            """)

    @Argument(help: "Timeline files.")
    var timelines: [String]

    @OptionGroup var sharding: ShardOptions

    @OptionGroup var fonts: FontOptions

    @Flag(help: "Exit with status 3 when any frame has a broken constraint or an ambiguous layout, naming which and when.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    func run() throws {
        let console = Console(quiet: quiet)
        var picked = Array(timelines.indices)
        if try sharding.resolved() != nil {
            do {
                let (chosen, note) = try sharding.pick(try OutputLayout.names(forTimelines: timelines), noun: "timeline")
                picked = chosen
                if let note { console.note(note) }
            } catch {
                console.error("\(error)")
                throw ExitCode(1)
            }
        }
        try sharding.acknowledge(console: console)
        var failed = false
        var troubled = false
        for path in picked.map({ timelines[$0] }) {
            do {
                let (report, trouble) = try TimelineCheck.checkEveryFrame(path: path, fontFolders: fonts.fontDir)
                if strict, !trouble.isEmpty {
                    if !report.isEmpty { console.note(report) }
                    for line in trouble.lines { console.error("\(path): error: --strict: \(line)") }
                    troubled = true
                    continue
                }
                console.finish("\(path): ok" + trouble.acceptedWith + (report.isEmpty ? "" : "\n" + report))
            } catch {
                console.error("\(error)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
        if troubled { throw ExitCode(RenderCommand.strictFailure) }
    }
}
