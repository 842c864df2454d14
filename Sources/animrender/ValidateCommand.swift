import ArgumentParser
import AnimRenderKit

/// `animrender validate`: check timelines (JSON, ids, constraint strings, VFL, the
/// first layout) without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check timelines without rendering: format, ids, constraint strings, VFL and the first layout.",
        discussion: "Prints 'FILE: ok' per valid file and every problem found, as file:line:column: error: path: message. Exits 1 if any file has a problem.")

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
