import ArgumentParser
import AnimRenderKit

/// `animrender solve` (placeholder until implemented).
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "solve", abstract: "Not implemented yet.")
    func run() throws { throw ValidationError("'solve' is not implemented yet") }
}
