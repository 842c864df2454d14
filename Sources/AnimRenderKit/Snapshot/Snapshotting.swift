import Foundation

/// How to compare two snapshot values and store them on disk: swift-snapshot-testing's
/// `Diffing`, rebuilt here so image snapshots work on Linux without that package.
///
/// Promises: `diff` returns nil exactly when the values count as equal; otherwise a message
/// for the test failure and the files (name suffix → bytes) that show the difference.
public struct SnapshotDiffing<Value> {
    /// A failed comparison: what to tell the developer and what to write next to it.
    public struct Difference {
        public var message: String
        /// E.g. `("diff", pngBytes)`: written as `<snapshot>.diff.<ext>`.
        public var attachments: [(suffix: String, data: Data)]

        public init(message: String, attachments: [(suffix: String, data: Data)] = []) {
            self.message = message
            self.attachments = attachments
        }
    }

    public var toData: (Value) throws -> Data
    public var fromData: (Data) throws -> Value
    public var diff: (_ expected: Value, _ actual: Value) throws -> Difference?

    public init(toData: @escaping (Value) throws -> Data, fromData: @escaping (Data) throws -> Value,
                diff: @escaping (_ expected: Value, _ actual: Value) throws -> Difference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A snapshot strategy: turns a tested `Value` into a storable `Format` and names the file
/// extension; swift-snapshot-testing's `Snapshotting`. `pullback` reuses a strategy for
/// another type (PNG bytes → image, rendered frame → image, …).
public struct Snapshotting<Value, Format> {
    public var pathExtension: String
    public var diffing: SnapshotDiffing<Format>
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String, diffing: SnapshotDiffing<Format>,
                snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for values that can be turned into `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}
