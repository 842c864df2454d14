import ArgumentParser
import AnimRenderKit

/// The `animrender` command: argument parsing and exit codes only.
@main
struct AnimRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animrender",
        abstract: "Lay out, animate and render UIKit Auto Layout timelines on Linux.",
        version: AnimRenderVersion.description,
        subcommands: [RenderCommand.self, ValidateCommand.self, CheckCommand.self, SolveCommand.self, ImportCommand.self, ExplainCommand.self, DiffCommand.self, ViewCommand.self, MergeCommand.self,
                      DevicesCommand.self, SchemaCommand.self],
        defaultSubcommand: RenderCommand.self)
}
