import AnimRenderKit
import ArgumentParser

/// `animrender merge OUT SHARD_DIR…`: the shards' outputs combined into one folder.
/// Argument parsing and exit codes only; the work is `ShardMerge.run` in AnimRenderKit.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the output folders of a sharded render or diff (--shard K/N) into one folder.",
        discussion: """
            Every output folder in each SHARD_DIR (one per timeline) is copied to the same place \
            under OUT, so OUT holds what one unsharded run would have written. Shards of a diff \
            are combined into one report.json and report.html with the suite index, shards of a check \
            into one check.json and index.html; every shard must be given (a report missing a shard \
            would pass frames nobody compared).

            Refused before anything is written, naming the file: a file in a shard folder that \
            animrender did not write (no manifest lists it), the same timeline's output in two \
            shards, diff reports of different diffs, and an OUT that overlaps a shard folder. OUT \
            follows the output folder's rules (docs/output-format.md): it changes all at once, \
            and files animrender did not write are never overwritten.

            Exit codes: 0 merged, 1 refused (nothing changed in OUT). The merged diff's verdict \
            is in OUT/report.json; the shards' own exit codes gate CI. \
            Examples for GitHub Actions and Bazel: docs/running-at-scale.md.
            """)

    @Argument(help: "The merged output folder (created if missing).")
    var output: String

    @Argument(help: "The output folders of the shards (each -o of a sharded run).")
    var shards: [String] = []

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    func validate() throws {
        if output.isEmpty { throw ValidationError("OUT needs a folder name, e.g. animrender merge merged/ shard-1/ shard-2/") }
        if shards.isEmpty { throw ValidationError("name the output folder of each shard: animrender merge OUT SHARD_DIR…") }
    }

    func run() throws {
        let console = Console(quiet: quiet)
        Interruption.install(console: console)
        Interruption.writing(into: output)
        let summary: ShardMerge.Summary
        do { summary = try ShardMerge.run(output: output, shards: shards) } catch {
            Interruption.yieldIfStopping()
            console.error("\(error)")
            throw ExitCode(1)
        }
        Interruption.yieldIfStopping()
        let slash = output.hasSuffix("/") ? output : output + "/"
        var line = "\(shards.count) shard\(shards.count == 1 ? "" : "s") → \(slash): \(summary.folders.count) output folder"
            + (summary.folders.count == 1 ? "" : "s") + ", \(summary.files) files, \(Console.size(summary.bytes))"
        if let report = summary.report { line += "; diff: \(report.verdict.rawValue), \(report.summaryLine)" }
        if let check = summary.check { line += "; check: \(check.summaryLine)" }
        console.finish(line)
    }
}
