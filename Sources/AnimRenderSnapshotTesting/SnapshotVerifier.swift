import Foundation

/// The core of `assertAnimationSnapshot`, free of any test framework: finds the golden
/// next to the test, records or compares, and writes expected/actual/diff files when they
/// differ. Internal to the snapshot product; this repository's own test targets
/// (`@testable import`) wrap `verify` in a one-line assertion that fails with its message.
///
/// Promises:
/// - Goldens live at `<test file's folder>/__Snapshots__/<TestFile>/<testName>.<name>.<ext>`.
/// - Recording happens only when `ANIMRENDER_RECORD=1`, or when a golden is missing; it
///   still fails the test (so a recorded golden is looked at before it is trusted).
/// - On CI (`CI` set and not `false`/`0`) nothing is ever recorded: a missing golden or a
///   record request fails.
/// - On a mismatch, `<artifacts>/<TestFile>/<testName>.<name>.{expected,actual,diff}.<ext>`
///   are written and named in the message; `<artifacts>` is `$ANIMRENDER_SNAPSHOT_ARTIFACTS`,
///   else `.build/snapshot-failures` in the package that holds the test, else the temporary folder.
struct SnapshotVerifier {
    static let recordVariable = "ANIMRENDER_RECORD"
    static let artifactsVariable = "ANIMRENDER_SNAPSHOT_ARTIFACTS"

    var environment: [String: String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    var isCI: Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    var recordRequested: Bool {
        guard let value = environment[Self.recordVariable]?.lowercased() else { return false }
        return ["1", "true", "yes", "all"].contains(value)
    }

    /// Checks `value` against its golden. Returns nil when it matches, else the failure message.
    /// - Parameters:
    ///   - file: the test's `#filePath`; `testName`: its `#function` (the `()` is dropped).
    func verify<Value, Format>(_ value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String,
                                      file: String, testName: String) -> String? {
        let golden = Self.goldenURL(file: file, testName: testName, name: name, pathExtension: strategy.pathExtension)
        do {
            let actual = try strategy.snapshot(value)
            let fileManager = FileManager.default
            let exists = fileManager.fileExists(atPath: golden.path)
            if isCI && recordRequested {
                return "\(Self.recordVariable) is set but recording is disabled on CI (CI=\(environment["CI"] ?? "")); "
                    + "record \(golden.path) locally and commit it"
            }
            if !exists && isCI {
                return "no golden at \(golden.path); goldens are never recorded on CI: run the test locally "
                    + "with \(Self.recordVariable)=1 and commit the file"
            }
            if recordRequested || !exists {
                try fileManager.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try strategy.diffing.toData(actual).write(to: golden)
                return (exists ? "re-recorded" : "no golden existed; recorded") + " \(golden.path). "
                    + "Check it, then run again without \(Self.recordVariable) to compare."
            }
            let expected = try strategy.diffing.fromData(try Data(contentsOf: golden))
            guard let difference = try strategy.diffing.diff(expected, actual) else { return nil }
            let written = try writeArtifacts(expected: expected, actual: actual, difference: difference,
                                             strategy: strategy, file: file, golden: golden)
            return "snapshot \(golden.lastPathComponent) does not match: \(difference.message). "
                + "Expected, actual and diff are in \(written.path) "
                + "(to accept the change, run with \(Self.recordVariable)=1)"
        } catch {
            return "snapshot \(golden.lastPathComponent) could not be checked: \(error)"
        }
    }

    static func goldenURL(file: String, testName: String, name: String, pathExtension: String) -> URL {
        let test = URL(fileURLWithPath: file)
        return test.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(sanitize(testName)).\(sanitize(name)).\(pathExtension)")
    }

    /// `testFoo()` → `testFoo`; anything unsafe in a file name → `-`.
    static func sanitize(_ text: String) -> String {
        let trimmed = text.hasSuffix("()") ? String(text.dropLast(2)) : text
        return String(trimmed.map { $0.isLetter || $0.isNumber || "_-".contains($0) ? $0 : "-" })
    }

    func artifactsRoot(file: String) -> URL {
        if let folder = environment[Self.artifactsVariable], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(".build/snapshot-failures", isDirectory: true)
            }
            folder.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("animrender-snapshot-failures")
    }

    private func writeArtifacts<Value, Format>(expected: Format, actual: Format,
                                               difference: SnapshotDiffing<Format>.Difference,
                                               strategy: SnapshotStrategy<Value, Format>, file: String,
                                               golden: URL) throws -> URL {
        let folder = artifactsRoot(file: file)
            .appendingPathComponent(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stem = golden.deletingPathExtension().lastPathComponent
        let files = [("expected", try strategy.diffing.toData(expected)), ("actual", try strategy.diffing.toData(actual))]
            + difference.attachments.map { ($0.suffix, $0.data) }
        for (suffix, data) in files {
            try data.write(to: folder.appendingPathComponent("\(stem).\(suffix).\(strategy.pathExtension)"))
        }
        return folder
    }
}
