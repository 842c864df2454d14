import AnimRenderKit
import ArgumentParser
import Foundation

/// `--shard K/N`, shared by render, validate and diff, and Bazel's test sharding variables
/// (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX`), which choose the shard when set.
struct ShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        Run only shard K of N (counted from 1): each timeline (or timeline folder, for diff) belongs \
        to one shard by a fixed hash of its output subfolder name, so every machine agrees. Bazel's \
        TEST_TOTAL_SHARDS/TEST_SHARD_INDEX choose the shard when set (and must agree with --shard); \
        see docs/running-at-scale.md.
        """, valueName: "K/N"))
    var shard: String?

    func validate() throws {
        do { _ = try resolved() } catch let error as AnimRenderError { throw ValidationError(error.description) }
    }

    /// The shard to run, nil for all.
    func resolved() throws -> Shard? {
        try Shard.resolve(commandLine: shard, environment: ProcessInfo.processInfo.environment)
    }

    /// Touches Bazel's status file (when set): done once the shard is known to be honoured.
    func acknowledge(console: Console) throws {
        do { try Shard.acknowledge(environment: ProcessInfo.processInfo.environment) } catch {
            console.error("\(error)")
            throw ExitCode(1)
        }
    }

    /// The positions of `keys` to run, and a note for stderr when sharded.
    func pick(_ keys: [String], noun: String) throws -> (picked: [Int], note: String?) {
        guard let shard = try resolved() else { return (Array(keys.indices), nil) }
        let picked = shard.pick(keys)
        let plural = keys.count == 1 ? noun : noun + "s"
        return (picked, "shard \(shard): \(picked.count) of \(keys.count) \(plural)")
    }
}
