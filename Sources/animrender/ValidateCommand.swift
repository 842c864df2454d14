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
            Prints 'FILE: ok' per valid file and every problem found, as file:line:column: error: path: \
            message. Exits 1 if any file has a problem. Ranges and limits: docs/timeline-format.md.
            """)

    @Argument(help: "Timeline files.")
    var timelines: [String]

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    func run() throws {
        let console = Console(quiet: quiet)
        var failed = false
        for path in timelines {
            do {
                let report = try TimelineCheck.check(path: path)
                console.finish("\(path): ok" + (report.isEmpty ? "" : "\n" + report))
            } catch {
                console.error("\(error)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
