import ArgumentParser
import AnimRenderKit

/// `animrender explain LOG`: the conflict in plain words, the smallest conflicting set, and
/// fixes checked by solving.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a console log's unsatisfiable constraints and propose fixes, each checked by solving.",
        discussion: """
            Reads LOG as `animrender import` does, then says in plain words what each constraint of \
            the conflict asks for, which of them cannot hold together (the smallest conflicting set, \
            found by solving), which one UIKit broke and which one animrender breaks, and the \
            smallest fixes — lower one constraint's priority below 1000, change its constant, or \
            remove it — each checked by solving the imported layout with the fix, ranked. With -o \
            DIR, also writes the imported timeline and a rendered before/after picture for the \
            broken layout and each fix into DIR (one folder each, with the viewer: animrender view DIR).
            """)

    @OptionGroup var input: ConsoleLogInput

    @Option(name: .shortAndLong, help: "Write the timelines, pictures and viewer of the broken layout and of each fix here.")
    var output: String?

    func run() throws {
        let console = Console(quiet: false)
        let imported = try input.load(console)
        let explanation = try Explanation(imported)
        print(explanation.text, terminator: "")
        if let output {
            for line in try explanation.write(into: output) { console.note(line) }
        }
    }
}
