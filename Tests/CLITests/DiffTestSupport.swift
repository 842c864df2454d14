import AnimRenderKit
import Foundation
import XCTest
@testable import AnimRenderSnapshotTesting

/// Runs the BUILT `animrender` binary, as a user would, and captures what it says.
enum DiffCLI {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
        var lastLine: String? { stdout.split(separator: "\n").last.map(String.init) }
    }

    /// The executable: `$ANIMRENDER_BIN`, else next to the test bundle (SwiftPM puts both in
    /// the products folder), else `.build/debug/animrender` above this source file.
    static func binary(file: String = #filePath) -> URL? {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["ANIMRENDER_BIN"] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        let bundle = Bundle(for: DiffCLIBundleMarker.self).bundleURL
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("animrender"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("animrender"))
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent(".build/debug/animrender"))
            folder.deleteLastPathComponent()
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct BinaryMissing: Error {}

    /// The longest a run may take before it is killed as hung.
    static let timeLimit = 300.0

    /// `environment`: variables to set (a nil value removes one) on top of the test's own.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String?] = [:]) throws -> Run {
        guard let executable = binary() else {
            XCTFail("the animrender binary was not found next to the tests nor in .build/debug; run `swift build`")
            throw BinaryMissing()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // No run of the tests takes minutes: one that hangs is killed, and fails the test.
        let pid = process.processIdentifier
        let deadline = Deadline(seconds: timeLimit) { kill(pid, SIGKILL) }
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        deadline.cancel()
        if deadline.passed { XCTFail("animrender \(arguments) did not end within \(Int(timeLimit)) s and was killed") }
        return Run(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }
}

/// Lets `Bundle(for:)` find the test bundle.
final class DiffCLIBundleMarker {}

/// A fresh temporary folder per test.
func makeDiffScratchFolder(_ name: String = #function) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("animrender-difftests-\(ProcessInfo.processInfo.processIdentifier)")
        .appendingPathComponent(name.filter { $0.isLetter || $0.isNumber })
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

extension RGBAImage {
    /// A solid image with rectangles of other colours painted on top, in order.
    static func canvas(_ width: Int, _ height: Int, _ background: (UInt8, UInt8, UInt8, UInt8),
                       _ rects: [(x: Int, y: Int, w: Int, h: Int, rgba: (UInt8, UInt8, UInt8, UInt8))] = []) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: background)
        for rect in rects {
            for y in rect.y..<rect.y + rect.h {
                for x in rect.x..<rect.x + rect.w {
                    let i = (y * width + x) * 4
                    image.pixels[i] = rect.rgba.0; image.pixels[i + 1] = rect.rgba.1
                    image.pixels[i + 2] = rect.rgba.2; image.pixels[i + 3] = rect.rgba.3
                }
            }
        }
        return image
    }

    func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try pngData().write(to: url)
    }
}

/// swift-snapshot-testing's `assertSnapshot` for images, on Linux: the golden is
/// `__Snapshots__/<TestFile>/<testName>.<name>.png` next to the test. Recording:
/// `ANIMRENDER_RECORD=1` (never on CI). The core is `SnapshotVerifier` in AnimRenderKit.
func assertImageSnapshot(of image: RGBAImage, named name: String,
                         as strategy: SnapshotStrategy<RGBAImage, RGBAImage> = .image(),
                         file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    if let failure = SnapshotVerifier().verify(image, as: strategy, named: name, file: "\(file)", testName: testName) {
        XCTFail(failure, file: file, line: line)
    }
}

/// The same for PNG bytes (e.g. a file the CLI wrote).
func assertImageSnapshot(of data: Data, named name: String,
                         as strategy: SnapshotStrategy<Data, RGBAImage> = .png(),
                         file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    if let failure = SnapshotVerifier().verify(data, as: strategy, named: name, file: "\(file)", testName: testName) {
        XCTFail(failure, file: file, line: line)
    }
}
