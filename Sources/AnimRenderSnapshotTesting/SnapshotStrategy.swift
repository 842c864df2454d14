import Foundation

/// How to compare two snapshot values and store them on disk: swift-snapshot-testing's
/// `Diffing`, rebuilt here so image snapshots work on Linux without that package.
///
/// Promises: `diff` returns nil exactly when the values count as equal; otherwise a message
/// for the test failure and the files (name suffix → bytes) that show the difference.
struct SnapshotDiffing<Value> {
    /// A failed comparison: what to tell the developer and what to write next to it.
    struct Difference {
        var message: String
        /// E.g. `("diff", pngBytes)`: written as `<snapshot>.diff.<ext>`.
        var attachments: [(suffix: String, data: Data)]

        init(message: String, attachments: [(suffix: String, data: Data)] = []) {
            self.message = message
            self.attachments = attachments
        }
    }

    var toData: (Value) throws -> Data
    var fromData: (Data) throws -> Value
    var diff: (_ expected: Value, _ actual: Value) throws -> Difference?

    init(toData: @escaping (Value) throws -> Data, fromData: @escaping (Data) throws -> Value,
                diff: @escaping (_ expected: Value, _ actual: Value) throws -> Difference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A snapshot strategy: turns a tested `Value` into a storable `Format` and names the file
/// extension; swift-snapshot-testing's `Snapshotting`. `pullback` reuses a strategy for
/// another type (PNG bytes → image, rendered frame → image, …).
struct SnapshotStrategy<Value, Format> {
    var pathExtension: String
    var diffing: SnapshotDiffing<Format>
    var snapshot: (Value) throws -> Format

    init(pathExtension: String, diffing: SnapshotDiffing<Format>,
                snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for values that can be turned into `Value` first.
    func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return SnapshotStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}
