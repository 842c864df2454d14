import Foundation

extension Shard {
    /// Bazel's test sharding protocol
    /// (https://bazel.build/reference/test-encyclopedia#test-sharding):
    /// `TEST_TOTAL_SHARDS` and the zero-based `TEST_SHARD_INDEX` choose the shard, and a
    /// runner that supports sharding touches `TEST_SHARD_STATUS_FILE`.
    public static let totalVariable = "TEST_TOTAL_SHARDS"
    public static let indexVariable = "TEST_SHARD_INDEX"
    public static let statusFileVariable = "TEST_SHARD_STATUS_FILE"

    /// The shard to run: the command line's (`--shard`), Bazel's variables', or nil for
    /// the whole suite. The two must agree when both are given.
    /// - Throws: `AnimRenderError` naming the expected form for a bad `--shard`, one
    ///   Bazel variable without the other, values that are not numbers, an index outside
    ///   0…total−1, or a command line that disagrees with the variables.
    public static func resolve(commandLine: String?, environment: [String: String]) throws -> Shard? {
        var asked: Shard?
        if let commandLine {
            guard let shard = Shard(parsing: commandLine) else {
                throw AnimRenderError("--shard takes \(expectedForm), not '\(commandLine)'")
            }
            asked = shard
        }
        guard let bazel = try fromBazel(environment) else { return asked }
        if let asked, asked != bazel {
            throw AnimRenderError("--shard \(asked) disagrees with Bazel's \(indexVariable)=\(bazel.index - 1) "
                                  + "\(totalVariable)=\(bazel.count) (shard \(bazel) counted from 1); "
                                  + "drop --shard, or pass --shard \(bazel)")
        }
        return bazel
    }

    /// The shard Bazel's variables choose; nil when neither is set.
    static func fromBazel(_ environment: [String: String]) throws -> Shard? {
        let total = environment[totalVariable], index = environment[indexVariable]
        let form = "\(totalVariable)=N and \(indexVariable)=I with 0 ≤ I < N (Bazel counts shards from 0)"
        switch (total, index) {
        case (nil, nil): return nil
        case (let total?, nil):
            throw AnimRenderError("\(totalVariable)=\(total) is set but \(indexVariable) is not; expected \(form)")
        case (nil, let index?):
            throw AnimRenderError("\(indexVariable)=\(index) is set but \(totalVariable) is not; expected \(form)")
        case (let total?, let index?):
            guard let n = Int(total), let i = Int(index), let shard = Shard(index: i + 1, count: n) else {
                throw AnimRenderError("\(totalVariable)=\(total) \(indexVariable)=\(index): expected \(form)"
                                      + (Int(total).map { $0 > maxCount ? ", N at most \(maxCount)" : "" } ?? ""))
            }
            return shard
        }
    }

    /// Touches `TEST_SHARD_STATUS_FILE` when Bazel set it, telling Bazel that animrender
    /// honoured the shard (the protocol asks for exactly this: create it, or update its
    /// time). Nothing happens without the variable.
    public static func acknowledge(environment: [String: String]) throws {
        guard let path = environment[statusFileVariable], !path.isEmpty else { return }
        let file = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            throw AnimRenderError("\(statusFileVariable)=\(path): cannot touch it (\(DirectoryHandle.Failure.reason(errno))); "
                                  + "Bazel needs it to know that the shard was honoured")
        }
        futimens(file, nil)
        close(file)
    }
}
