import ArgumentParser
import AnimRenderKit

/// `animrender render` (placeholder until implemented).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Not implemented yet.")
    func run() throws { throw ValidationError("'render' is not implemented yet") }
}
