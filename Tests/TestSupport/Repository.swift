import Foundation

/// Where the tests find the repository's files: the root (from this file's path,
/// `Tests/TestSupport/Repository.swift`), the worked examples in `Timelines/`, and the
/// fixtures shared with the other implementations (`../shared/fixtures`, beside the root).
public enum Repository {
    /// The repository root.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of the example `Timelines/<name>.json`.
    public static func example(_ name: String) -> String {
        root.appendingPathComponent("Timelines/\(name).json").path
    }

    /// A file of `../shared/fixtures` (the folder beside the repository).
    public static func sharedFixture(_ name: String) -> URL {
        root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/\(name)")
    }
}
