import ImageDiff
import Foundation
import XCTest
import TestSupport

/// `animrender TIMELINE -o DIR` and `animrender validate`, run as the built binary.
final class RenderCommandTests: XCTestCase {
    func files(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func testRendersFramesJSONAndTrace() throws {
        let dir = try makeDiffScratchFolder()
        let run = try DiffCLI.run([Repository.example("scale-centered"), "-o", "out", "--scale", "1"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let out = dir.appendingPathComponent("out")
        let names = files(out)
        // 0.2 + 0.5 + 0.25 s at 30 fps: frames 0…29.
        XCTAssertEqual(names.filter { $0.hasPrefix("frame_") }.count, 30)
        XCTAssertTrue(names.contains("frame_0029.png"))
        XCTAssertTrue(names.contains("frames.json") && names.contains("trace.txt"))
        XCTAssertTrue(run.lastLine?.contains("30 frames, 30 PNG") == true, run.stdout)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("frames.json"))) as! [String: Any]
        XCTAssertEqual(json["fps"] as? Double, 30)
        XCTAssertEqual((json["frames"] as? [Any])?.count, 30)
        let png = try Data(contentsOf: out.appendingPathComponent("frame_0000.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertFalse(names.contains { $0.hasSuffix(".partial") })
    }

    /// Standard error is a pipe here, not a terminal: a plain render prints nothing there
    /// (it printed "…: 7/30 frames" four times). A contact sheet asked for more frames than
    /// there are says so, and shows each frame once.
    func testNoProgressLinesOffATerminalAndAContactSheetOfTooManyFramesSaysSo() throws {
        let dir = try makeDiffScratchFolder()
        let plain = try DiffCLI.run([Repository.example("scale-centered"), "-o", "out", "--scale", "1"], in: dir)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stderr, "")
        let sheet = try DiffCLI.run([Repository.example("scale-centered"), "-o", "sheet", "--scale", "1", "--frames", "none",
                                     "--contact-sheet", "3000"], in: dir)
        XCTAssertEqual(sheet.status, 0, sheet.stderr)
        XCTAssertEqual(sheet.stderr, Repository.example("scale-centered")
                       + ": note: --contact-sheet 3000: the timeline has 30 frames; the sheet shows all 30\n")
    }

    /// `--system-ui` draws the status bar and home indicator over a file that asks for
    /// none; `--no-system-ui` leaves them out: the frames differ, and only there.
    func testSystemUIFromTheCommandLine() throws {
        let dir = try makeDiffScratchFolder()
        for (o, flag) in [("with", "--system-ui"), ("without", "--no-system-ui")] {
            let run = try DiffCLI.run([Repository.example("pin-change-frames"), "-o", o, "--scale", "1", "--frames", "0", flag], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let with = try RGBAImage(contentsOfPNG: dir.appendingPathComponent("with/frame_0000.png").path)
        let without = try RGBAImage(contentsOfPNG: dir.appendingPathComponent("without/frame_0000.png").path)
        // iPhone X: the notch's middle (187, 10) and the home indicator's (187, 801).
        for (x, y) in [(187, 10), (187, 801)] {
            XCTAssertEqual(Array(with[x, y]), [0, 0, 0, 255], "(\(x), \(y))")
            XCTAssertNotEqual(Array(without[x, y]), [0, 0, 0, 255], "(\(x), \(y))")
        }
        XCTAssertEqual(Array(with[187, 400]), Array(without[187, 400]))
    }

    func testTheSameTimelineGivesByteIdenticalOutput() throws {
        let dir = try makeDiffScratchFolder()
        for o in ["a", "b"] {
            let run = try DiffCLI.run([Repository.example("rotation-modern"), "-o", o, "--scale", "1", "--jobs", o == "a" ? "1" : "2"], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let a = dir.appendingPathComponent("a"), b = dir.appendingPathComponent("b")
        XCTAssertEqual(files(a), files(b))
        for name in files(a) {
            XCTAssertEqual(try Data(contentsOf: a.appendingPathComponent(name)), try Data(contentsOf: b.appendingPathComponent(name)), name)
        }
    }

    func testBadTimelineWritesNothingAndSaysWhere() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"{ "version": 1, "screen": { "device": "iPhone X" }, "views": [ { "id": "card", "alpah": 1 } ] }"#.utf8)
            .write(to: dir.appendingPathComponent("bad.json"))
        let run = try DiffCLI.run(["bad.json", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("bad.json:1:80: error: $.views[0].alpah: unknown field 'alpah'; did you mean 'alpha'?"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testSyntaxErrorInAConstraintGetsACaret() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"{ "version": 1, "screen": { "size": [100, 100] }, "views": [ { "id": "a" } ], "constraints": [ "a.top == root.top +" ] }"#.utf8)
            .write(to: dir.appendingPathComponent("bad.json"))
        let run = try DiffCLI.run(["validate", "bad.json"], in: dir)
        XCTAssertEqual(run.status, 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("bad.json:1:") == true, run.stderr)
        XCTAssertEqual(lines.dropFirst().first, "    a.top == root.top +")
        XCTAssertEqual(lines.dropFirst(2).first, "    " + String(repeating: " ", count: 19) + "^")
    }

    func testNeverOverwritesAFileItDidNotWrite() throws {
        let dir = try makeDiffScratchFolder()
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: out.appendingPathComponent("frame_0000.png"))
        let run = try DiffCLI.run([Repository.example("scale-centered"), "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("frame_0000.png: already exists and was not written by animrender"), run.stderr)
        XCTAssertEqual(files(out), ["frame_0000.png"])
        XCTAssertEqual(try String(contentsOf: out.appendingPathComponent("frame_0000.png"), encoding: .utf8), "mine")
    }

    func testARerunReplacesItsOwnOutputAndKeepsTheUsers() throws {
        let dir = try makeDiffScratchFolder()
        let out = dir.appendingPathComponent("out")
        XCTAssertEqual(try DiffCLI.run([Repository.example("scale-centered"), "-o", "out", "--scale", "1"], in: dir).status, 0)
        try Data("notes".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let run = try DiffCLI.run([Repository.example("scale-centered"), "-o", "out", "--scale", "1", "--fps", "10"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = files(out)
        XCTAssertEqual(names.filter { $0.hasPrefix("frame_") }.count, 11)   // 0.95 s at 10 fps
        XCTAssertFalse(names.contains("frame_0029.png"))
        XCTAssertTrue(names.contains("notes.txt"))
    }

    func testStillNoRenderAndSeveralTimelines() throws {
        let dir = try makeDiffScratchFolder()
        var run = try DiffCLI.run([Repository.example("spring"), Repository.example("scale-centered"), "-o", "out", "--still", "--scale", "1"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(files(dir.appendingPathComponent("out/spring")).filter { $0.hasSuffix(".png") }, ["frame_0038.png"])
        XCTAssertEqual(files(dir.appendingPathComponent("out/scale-centered")).filter { $0.hasSuffix(".png") }, ["frame_0029.png"])
        run = try DiffCLI.run([Repository.example("spring"), "-o", "nr", "--no-render"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(files(dir.appendingPathComponent("nr")), [".animrender-manifest", "frames.json", "trace.txt"])
    }

    func testBadOptionsAreRefusedWithAHint() throws {
        let dir = try makeDiffScratchFolder()
        let run = try DiffCLI.run([Repository.example("spring"), "--frames", "9-3"], in: dir)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("--frames takes N, A-B, A-, last or none"), run.stderr)
        let overlays = try DiffCLI.run([Repository.example("spring"), "--overlays", "violations,ghosts"], in: dir)
        XCTAssertNotEqual(overlays.status, 0)
        XCTAssertTrue(overlays.stderr.contains("unknown overlay 'ghosts'"), overlays.stderr)
    }

    func testValidateAcceptsEveryExample() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Timelines").path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 15)
        let run = try DiffCLI.run(["validate", "-q"] + names.map { "Timelines/" + $0 }, in: Repository.root)
        XCTAssertEqual(run.status, 0, run.stderr)
    }
}
