import ArgumentParser
import AnimRenderKit

/// `animrender validate` (placeholder until implemented).
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "validate", abstract: "Not implemented yet.")
    func run() throws { throw ValidationError("'validate' is not implemented yet") }
}
