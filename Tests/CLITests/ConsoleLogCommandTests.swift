import Foundation
import XCTest
import TestSupport

/// `animrender import` and `animrender explain`, run as the built binary: stdout, stderr,
/// exit status, on a fixture of the corpus and on text that is no log.
final class ConsoleLogCommandTests: XCTestCase {
    let fixtures = Repository.root.appendingPathComponent("Tests/ConsoleLogTests/Fixtures")

    func testImportPrintsATimelineAndWhatBroke() throws {
        let dir = try makeDiffScratchFolder()
        let log = fixtures.appendingPathComponent("29-same-line-recovery.log").path
        let run = try DiffCLI.run(["import", log], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(run.stderr, "UIKit broke 0x60290002c0f0; animrender breaks 0x60290002c0a0 (another one)\n")
        // -o writes the same text into the file and prints nothing on stdout.
        let toFile = try DiffCLI.run(["import", log, "-o", "t.json"], in: dir)
        XCTAssertEqual(toFile.status, 0, toFile.stderr)
        XCTAssertEqual(toFile.stdout, "")
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("t.json"), encoding: .utf8), run.stdout)
        // The timeline renders with the ordinary command.
        let render = try DiffCLI.run(["t.json", "-o", "out"], in: dir)
        XCTAssertEqual(render.status, 0, render.stderr)
    }

    func testTextThatIsNoLogExitsOneWithWhereReadingStopped() throws {
        let dir = try makeDiffScratchFolder()
        try Data("Dear diary,\nthe layout broke again.\n".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        for command in ["import", "explain"] {
            let run = try DiffCLI.run([command, "notes.txt"], in: dir)
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue(run.stderr.contains("notes.txt:1:1: error: expected UIKit's console output"), run.stderr)
            XCTAssertTrue(run.stderr.contains("reading stopped at the end of the text"), run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
        let missing = try DiffCLI.run(["import", "nope.log"], in: dir)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nope.log: error: no such file"), missing.stderr)
    }

    func testExplainWritesPicturesIntoDir() throws {
        let dir = try makeDiffScratchFolder()
        let log = fixtures.appendingPathComponent("27-markdown-keyboard-height.log").path
        let run = try DiffCLI.run(["explain", log, "-o", "explained"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("UIKit broke 0x60270002c000; animrender breaks 0x60270002c000 (the same)."), run.stdout)
        XCTAssertTrue(run.stdout.contains("1. lower the priority of 0x60270002c000"), run.stdout)
        for folder in ["before", "fix-1-priority-0x60270002c000"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("explained/\(folder)/frame_0000.png").path), folder)
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("explained/\(folder)/index.html").path), folder)
        }
    }
}
