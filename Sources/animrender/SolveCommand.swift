import ArgumentParser
import AnimRenderKit

/// `animrender solve FILE`: solve constraint systems in the solver-fixture format and print
/// one JSON line per case.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve constraint systems (solver-fixture JSON) and print each case's values.",
        discussion: """
            FILE holds {"cases": [{"name": …, "variables": [names…], "constraints": [{"terms": \
            [[coefficient, variable]…], "constant": c, "relation": "<=" | "==" | ">=", "priority": 1…1000}…]}…]}; \
            each constraint means Σ coefficient·variable + constant RELATION 0, and 1000 is required. \
            A higher priority is satisfied before any number of lower ones; within one priority the \
            sum of absolute errors is minimised (as UIKit does).

            Prints one line per case: {"name":…,"values":{variable:value,…}} (variables in the \
            file's order), or {"name":…,"error":"…"} when required constraints conflict. \
            Exits 1 with a message naming the file and JSON path when the file cannot be read. \
            The format, with an example: docs/solve-format.md in the animrender repository.
            """)

    @Argument(help: "The fixture-format JSON file to solve.")
    var file: String

    func run() throws {
        for line in try FixtureSolver.solveFile(atPath: file) { print(line) }
    }
}
