import ArgumentParser
import AnimRenderKit
import Foundation

/// `animrender import LOG`: UIKit's console output as a timeline that reproduces it.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn UIKit's console output about Auto Layout into a timeline that reproduces it.",
        discussion: """
            LOG holds what Xcode's console printed: "Unable to simultaneously satisfy constraints" \
            messages of any iOS version (pasted from an issue or a Q&A page is fine), `po` lists of \
            constraints, or `_autolayoutTrace` output. The timeline declares the views the log names \
            (by class and address, with their text), the hierarchy it implies, and every constraint \
            with its address as id (`0x600002b2c0a0` is then found in frames.json and the picture); \
            UIKit's own constraints are marked "generated". Render it to see the conflict.

            Prints which constraint UIKit broke and which animrender breaks. Warnings name the \
            line:column of what was skipped. Exits 1 when LOG is not a console log. \
            See docs/console-logs.md in the animrender repository.
            """)

    @OptionGroup var input: ConsoleLogInput

    @Option(name: .shortAndLong, help: "Write the timeline here instead of to standard output.")
    var output: String?

    func run() throws {
        let console = Console(quiet: false)
        let imported = try input.load(console)
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(imported.timeline.utf8)) else {
                throw AnimRenderError(["\(output): error: cannot write the timeline there; choose another path with -o"])
            }
        } else {
            print(imported.timeline, terminator: "")
        }
        for a in try BreakingAgreement.measure(imported) { console.note(a.summary) }
    }
}
