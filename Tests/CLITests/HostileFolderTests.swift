import Foundation
import XCTest
import TestSupport

/// The attacks of issue 9 against the built binary: symlinks planted at the temporary
/// names earlier versions used, a manifest that is a symlink, a manifest naming files
/// outside the folder. Files outside the output folder are never written or deleted.
final class HostileFolderTests: XCTestCase {
    var timeline: String { Repository.example("scale-centered") }

    private func setUp(_ dir: URL) throws -> URL {
        let outside = dir.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: outside.appendingPathComponent("precious.txt"))
        try Data("notes.txt\n".utf8).write(to: outside.appendingPathComponent("list"))
        return outside
    }

    private func link(_ dir: URL, _ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("out/" + name).path, withDestinationPath: target)
    }

    private func assertOutsideUntouched(_ outside: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted(), ["list", "precious.txt"],
                       file: file, line: line)
        XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("precious.txt"), encoding: .utf8), "precious",
                       file: file, line: line)
        XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("list"), encoding: .utf8), "notes.txt\n",
                       file: file, line: line)
    }

    func testSymlinksAtTemporaryNamesAreNotWrittenThrough() throws {
        let dir = try makeDiffScratchFolder()
        let outside = try setUp(dir)
        try link(dir, ".frame_0000.png.partial", to: outside.appendingPathComponent("precious.txt").path)
        try link(dir, ".frames.json.partial", to: outside.appendingPathComponent("created.json").path)
        try link(dir, ".trace.txt.partial", to: outside.appendingPathComponent("precious.txt").path)
        let run = try DiffCLI.run([timeline, "-o", "out", "--scale", "1", "--frames", "0-1"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        try assertOutsideUntouched(outside)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/frame_0001.png").path))
    }

    func testAManifestSymlinkStopsTheRunAndDeletesNothing() throws {
        let dir = try makeDiffScratchFolder()
        let outside = try setUp(dir)
        try Data("mine".utf8).write(to: dir.appendingPathComponent("out/notes.txt"))
        try link(dir, ".animrender-manifest", to: outside.appendingPathComponent("list").path)
        let run = try DiffCLI.run([timeline, "-o", "out", "--scale", "1"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "out/.animrender-manifest: is a symbolic link, which animrender did not make; "
                       + "move it away (nothing was changed)\n")
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("out/notes.txt"), encoding: .utf8), "mine")
        try assertOutsideUntouched(outside)
    }

    func testAManifestNamingOutsideFilesDeletesNone() throws {
        let dir = try makeDiffScratchFolder()
        let outside = try setUp(dir)
        try link(dir, "link.txt", to: outside.appendingPathComponent("precious.txt").path)
        try Data("../outside/precious.txt\n../outside/list\nlink.txt\n\(outside.path)/list\n".utf8)
            .write(to: dir.appendingPathComponent("out/.animrender-manifest"))
        let run = try DiffCLI.run([timeline, "-o", "out", "--scale", "1", "--frames", "0"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        try assertOutsideUntouched(outside)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("out/link.txt").path),
                       outside.appendingPathComponent("precious.txt").path)
    }
}
