import AnimRenderKit
import Foundation
import XCTest
import TestSupport

/// Options are checked before any work: each numeric option states its valid range,
/// `--frames` must select a frame, `-o` must name a folder that can exist, several
/// timelines never share a folder, and `--version` prints the one version string.
final class RenderOptionsTests: XCTestCase {
    var timeline: String { Repository.example("scale-centered") }
    func files(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func testEveryNumericOptionStatesItsRange() throws {
        let dir = try makeDiffScratchFolder()
        let cases: [([String], String)] = [
            (["--scale", "0"], "--scale must be between 0.1 and 16, not 0"),
            (["--scale", "17"], "--scale must be between 0.1 and 16, not 17"),
            (["--fps", "0.5"], "--fps must be between 1 and 1000, not 0.5"),
            (["--fps", "nan"], "--fps must be between 1 and 1000, not nan"),
            (["--doc-scale", "0"], "--doc-scale must be between 0.1 and 16, not 0"),
            (["--jobs", "0"], "--jobs must be between 1 and 256, not 0"),
            (["--contact-sheet", "0"], "--contact-sheet must be at least 1, not 0"),
            (["-o", ""], "-o needs a folder name, e.g. -o out/ (an empty name would write into the current folder)"),
        ]
        for (options, message) in cases {
            let run = try DiffCLI.run([timeline, "-o", "out"] + options, in: dir)
            XCTAssertEqual(run.status, 64, "\(options)")
            XCTAssertTrue(run.stderr.hasPrefix("Error: \(message)\n"), "\(options): \(run.stderr)")
        }
        let diffCases: [([String], String)] = [
            (["--threshold", "1.5"], "--threshold must be between 0 and 1, not 1.5"),
            (["--max-diff-pixels=-1"], "--max-diff-pixels must be at least 0, not -1"),
            (["--max-diff-ratio", "2"], "--max-diff-ratio must be between 0 and 1, not 2"),
        ]
        for (options, message) in diffCases {
            let run = try DiffCLI.run(["diff", "a.png", "b.png"] + options, in: dir)
            XCTAssertEqual(run.status, 64, "\(options)")
            XCTAssertTrue(run.stderr.hasPrefix("Error: \(message)\n"), "\(options): \(run.stderr)")
        }
        XCTAssertEqual(files(dir), [], "nothing was written")
    }

    func testFramesSelectingNoFrameIsAnErrorAndARangePastTheEndIsClipped() throws {
        let dir = try makeDiffScratchFolder()
        let none = try DiffCLI.run([timeline, "-o", "out", "--frames", "999"], in: dir)
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stderr, "\(timeline): error: --frames 999 selects no frame: the timeline has 30 frames, 0 to 29; "
                       + "choose frames in that range\n")
        XCTAssertEqual(files(dir), [])
        let clipped = try DiffCLI.run([timeline, "-o", "out", "--frames", "27-40", "--scale", "1"], in: dir)
        XCTAssertEqual(clipped.status, 0, clipped.stderr)
        XCTAssertTrue(clipped.stderr.contains("\(timeline): note: --frames 27-40 runs past the last frame "
                                              + "(the timeline has 30 frames, 0 to 29): rendering 27 to 29\n"), clipped.stderr)
        XCTAssertEqual(files(dir.appendingPathComponent("out")).filter { $0.hasSuffix(".png") },
                       ["frame_0027.png", "frame_0028.png", "frame_0029.png"])
        let quiet = try DiffCLI.run([timeline, "-o", "out", "--frames", "27-40", "--scale", "1", "-q"], in: dir)
        XCTAssertEqual(quiet.stderr, "", "a note is not an error")
    }

    func testDocScaleTooLargeFailsBeforeAnyFrameIsWritten() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"{ "version": 1, "screen": { "size": [2000, 1000] }, "render": { "duration": 0.1 }, "views": [] }"#.utf8)
            .write(to: dir.appendingPathComponent("wide.json"))
        let run = try DiffCLI.run(["wide.json", "-o", "out", "--scale", "1", "--apng", "--doc-scale", "10"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "wide.json: error: --doc-scale: frames would be 20000×10000 pixels; at most 16384 "
                       + "on a side; lower --doc-scale\n", "before any frame is drawn (no progress line)")
        XCTAssertEqual(files(dir), ["wide.json"], "nothing written")
    }

    func testOutputUnderAFileIsNamedInPlainWords() throws {
        let dir = try makeDiffScratchFolder()
        try Data("x".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        let run = try DiffCLI.run([timeline, "-o", "notes.txt/out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "notes.txt/out: cannot create the output folder (notes.txt is a file, not a folder); "
                       + "choose another folder with -o\n")
        XCTAssertFalse(run.stderr.contains("NSCocoaErrorDomain"))
    }

    func testTimelinesWithTheSameNameGetFoldersByPath() throws {
        let dir = try makeDiffScratchFolder()
        for folder in ["d1", "d2", "e"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: timeline, toPath: dir.appendingPathComponent("\(folder)/x.json").path)
        }
        try FileManager.default.copyItem(atPath: timeline, toPath: dir.appendingPathComponent("e/y.json").path)
        let run = try DiffCLI.run(["d1/x.json", "d2/x.json", "e/y.json", "-o", "out", "--no-render"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(files(dir.appendingPathComponent("out")), ["d1", "d2", "y"], "distinct names keep OUT/NAME")
        XCTAssertEqual(files(dir.appendingPathComponent("out/d1/x")), [".animrender-manifest", "frames.json", "trace.txt"])
        XCTAssertEqual(files(dir.appendingPathComponent("out/d2/x")), [".animrender-manifest", "frames.json", "trace.txt"])

        let twice = try DiffCLI.run(["d1/x.json", "./d1/x.json", "-o", "again"], in: dir)
        XCTAssertEqual(twice.status, 1)
        XCTAssertEqual(twice.stderr, "./d1/x.json: named twice (also as d1/x.json); name each timeline once\n")
        try FileManager.default.copyItem(atPath: timeline, toPath: dir.appendingPathComponent("d1/x.timeline").path)
        let same = try DiffCLI.run(["d1/x.json", "d1/x.timeline", "-o", "again"], in: dir)
        XCTAssertEqual(same.status, 1)
        XCTAssertEqual(same.stderr, "d1/x.json and d1/x.timeline would both write into again/x; render them with separate -o folders\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("again").path), "checked before writing")
    }

    func testOutputLayoutAddsOnlyTheFoldersItTakes() throws {
        XCTAssertEqual(try OutputLayout.folders(forTimelines: ["/t/a.json", "/t/b.json"], output: "out"), ["out/a", "out/b"])
        XCTAssertEqual(try OutputLayout.folders(forTimelines: ["/p/a/x/t.json", "/p/b/x/t.json", "/p/c/t.json"], output: "o"),
                       ["o/a/x/t", "o/b/x/t", "o/p/c/t"])
        XCTAssertEqual(try OutputLayout.folders(forTimelines: ["/only.json"], output: "o/"), ["o/"])
        XCTAssertThrowsError(try OutputLayout.folders(forTimelines: ["/t/d1.json", "/t/d1/x.json", "/t/d2/x.json"], output: "o")) { error in
            XCTAssertEqual("\(error)", "/t/d1.json and /t/d1/x.json would write into o/d1 and o/d1/x, one inside the other; "
                           + "render them with separate -o folders")
        }
    }

    func testVersionComesFromOnePlace() throws {
        let run = try DiffCLI.run(["--version"], in: Repository.root)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, AnimRenderVersion.description + "\n")
        XCTAssertTrue(run.stdout.hasPrefix("animrender \(AnimRenderVersion.number) (cairo "), run.stdout)
    }
}
