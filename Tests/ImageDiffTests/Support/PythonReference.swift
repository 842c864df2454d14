import Foundation
import XCTest

/// Runs the Python reference (PyPI `pixelmatch` + `pillow`) into a fresh temporary folder
/// and returns its manifest. A missing interpreter or package is a test FAILURE with the
/// install command, never a skip: agreement with pixelmatch is a requirement.
struct PythonReference {
    struct Comparison: Decodable {
        let a: String
        let b: String
        let threshold: Double
        let includeAA: Bool
        let count: Int
        let diff: String
    }

    struct Manifest: Decodable {
        let width: Int
        let height: Int
        let comparisons: [Comparison]
        let decodeOnly: [String]
    }

    /// The script takes seconds, so every test in the process shares one run.
    private static var cached: Manifest?

    static func run(file: StaticString = #filePath, line: UInt = #line) throws -> Manifest {
        if let cached { return cached }
        let manifest = try generate(file: file, line: line)
        cached = manifest
        return manifest
    }

    /// A fresh scratch folder for one use of the reference.
    static func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("animrender-pixelmatch-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Asks pixelmatch about image pairs made elsewhere: `pairs` is (name, first PNG, second PNG).
    static func compare(_ pairs: [(name: String, a: String, b: String)], in folder: URL,
                        file: StaticString = #filePath, line: UInt = #line) throws -> Manifest {
        let list = pairs.map { ["name": $0.name, "a": $0.a, "b": $0.b] }
        let listURL = folder.appendingPathComponent("pairs.json")
        try JSONSerialization.data(withJSONObject: list).write(to: listURL)
        return try execute(in: folder, extraArguments: [listURL.path], file: file, line: line)
    }

    private static func generate(file: StaticString, line: UInt) throws -> Manifest {
        try execute(in: try scratchFolder("generated"), extraArguments: [], file: file, line: line)
    }

    private static func execute(in folder: URL, extraArguments: [String], file: StaticString,
                                line: UInt) throws -> Manifest {
        let script = folder.appendingPathComponent("reference.py")
        try pixelmatchReferenceScript.write(to: script, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.appendingPathComponent("out").path] + extraArguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        do { try process.run() } catch {
            XCTFail("cannot start python3 (\(error)); install Python 3 and `pip install pixelmatch pillow`",
                    file: file, line: line)
            throw error
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = "the pixelmatch reference script failed (exit \(process.terminationStatus)); "
                + "it needs `pip install pixelmatch pillow`.\n\(stderr)"
            XCTFail(message, file: file, line: line)
            throw NSError(domain: "PythonReference", code: Int(process.terminationStatus))
        }
        let data = try Data(contentsOf: folder.appendingPathComponent("out/manifest.json"))
        return try JSONDecoder().decode(Manifest.self, from: data)
    }
}
