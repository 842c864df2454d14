import ArgumentParser
import AnimRenderKit

/// `animrender diff` (placeholder until implemented).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Not implemented yet.")
    func run() throws { throw ValidationError("'diff' is not implemented yet") }
}
