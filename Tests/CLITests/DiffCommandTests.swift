import AnimRenderKit
import Foundation
import XCTest

/// `animrender diff` end to end: the built binary's exit codes, last stdout line, files
/// and error messages. Expected counts are worked out by hand in each test.
final class DiffCommandTests: XCTestCase {
    private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    private let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    /// 20x10 white; the changed image has a 3x2 black block at (5,4). Every block pixel has
    /// 3+ black neighbours in the changed image (so it is not anti-aliasing), and the
    /// reference is flat: 6 differing pixels.
    private func writePair(in folder: URL, names: (String, String) = ("a.png", "b.png")) throws {
        try RGBAImage.canvas(20, 10, white).write(to: folder.appendingPathComponent(names.0))
        try RGBAImage.canvas(20, 10, white, [(5, 4, 3, 2, black)]).write(to: folder.appendingPathComponent(names.1))
    }

    func testIdenticalImagesExitZeroAndSayNothingDiffers() throws {
        let folder = try makeDiffScratchFolder()
        try RGBAImage.canvas(20, 10, white).write(to: folder.appendingPathComponent("a.png"))
        try RGBAImage.canvas(20, 10, white).write(to: folder.appendingPathComponent("b.png"))
        let run = try DiffCLI.run(["diff", "a.png", "b.png", "-o", "out"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.lastLine, "0 of 200 pixels differ")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/a.diff.png").path))
        let report = try reportJSON(folder.appendingPathComponent("out"))
        XCTAssertEqual(report["result"] as? String, "match")
    }

    func testDifferingPixelsExit22WithDiffImageAndReport() throws {
        let folder = try makeDiffScratchFolder()
        try writePair(in: folder)
        let run = try DiffCLI.run(["diff", "a.png", "b.png", "-o", "out"], in: folder)
        XCTAssertEqual(run.status, 22, run.stderr)
        XCTAssertEqual(run.lastLine, "6 of 200 pixels differ")
        let diff = try RGBAImage(contentsOfPNG: folder.appendingPathComponent("out/a.diff.png").path)
        // Red where the block is; white faded stays 255 + (255.0000026 - 255) * 0.1 → 255.
        XCTAssertEqual(diff[5, 4], [255, 0, 0, 255])
        XCTAssertEqual(diff[7, 5], [255, 0, 0, 255])
        XCTAssertEqual(diff[0, 0], [255, 255, 255, 255])
        XCTAssertEqual(diff.pixels.count / 4 - (0..<200).filter { diff.pixels[$0 * 4 + 1] == 0 }.count, 194)
        let report = try reportJSON(folder.appendingPathComponent("out"))
        XCTAssertEqual(report["result"] as? String, "pixelsDiffer")
        XCTAssertEqual(report["differingPixels"] as? Int, 6)
        let frame = try XCTUnwrap((report["frames"] as? [[String: Any]])?.first)
        XCTAssertEqual(frame["diffImage"] as? String, "a.diff.png")
        XCTAssertEqual(frame["totalPixels"] as? Int, 200)
    }

    /// Three frames that differ the same way (the same black block in each): one set of
    /// images in the report folder, shared by the three frames' entries and shown once in
    /// report.html; stdout says where the report is, just before the summary.
    func testFramesThatDifferTheSameWayShareTheirImagesAndTheReportIsNamed() throws {
        let folder = try makeDiffScratchFolder()
        for side in ["A", "B"] { try FileManager.default.createDirectory(at: folder.appendingPathComponent(side), withIntermediateDirectories: true) }
        for k in 0..<3 { try writePair(in: folder, names: ("A/frame_000\(k).png", "B/frame_000\(k).png")) }
        // A fourth differs in another place: its own images.
        try RGBAImage.canvas(20, 10, white).write(to: folder.appendingPathComponent("A/frame_0003.png"))
        try RGBAImage.canvas(20, 10, white, [(12, 2, 3, 2, black)]).write(to: folder.appendingPathComponent("B/frame_0003.png"))
        let run = try DiffCLI.run(["diff", "A", "B", "-o", "out"], in: folder)
        XCTAssertEqual(run.status, 22, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.suffix(2), ["report: out/report.html", "24 of 800 pixels differ"])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(files, ["frame_0000.after.png", "frame_0000.before.png", "frame_0000.diff.png",
                               "frame_0003.after.png", "frame_0003.before.png", "frame_0003.diff.png"])
        let frames = try XCTUnwrap(try reportJSON(folder.appendingPathComponent("out"))["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.map { $0["beforeImage"] as? String }, ["frame_0000.before.png", "frame_0000.before.png",
                                                                    "frame_0000.before.png", "frame_0003.before.png"])
        XCTAssertEqual(frames.map { $0["diffImage"] as? String }, ["frame_0000.diff.png", "frame_0000.diff.png",
                                                                  "frame_0000.diff.png", "frame_0003.diff.png"])
    }

    func testLimitsDecideTheExitCode() throws {
        let folder = try makeDiffScratchFolder()
        try writePair(in: folder)
        XCTAssertEqual(try DiffCLI.run(["diff", "a.png", "b.png", "--max-diff-pixels", "6"], in: folder).status, 0)
        XCTAssertEqual(try DiffCLI.run(["diff", "a.png", "b.png", "--max-diff-pixels", "5"], in: folder).status, 22)
        // 6 / 200 = 0.03.
        XCTAssertEqual(try DiffCLI.run(["diff", "a.png", "b.png", "--max-diff-ratio", "0.03"], in: folder).status, 0)
        XCTAssertEqual(try DiffCLI.run(["diff", "a.png", "b.png", "--max-diff-ratio", "0.029"], in: folder).status, 22)
        // Both set: both must hold.
        XCTAssertEqual(try DiffCLI.run(["diff", "a.png", "b.png", "--max-diff-pixels", "10",
                                        "--max-diff-ratio", "0.02"], in: folder).status, 22)
    }

    func testIgnoreRegionInPixelsRemovesTheDifference() throws {
        let folder = try makeDiffScratchFolder()
        try writePair(in: folder)
        let partly = try DiffCLI.run(["diff", "a.png", "b.png", "--ignore", "5,4,2,2"], in: folder)
        XCTAssertEqual(partly.status, 22)
        XCTAssertEqual(partly.lastLine, "2 of 200 pixels differ", "column 7 of the block is outside the region")
        let all = try DiffCLI.run(["diff", "a.png", "b.png", "--ignore", "5,4,2,2", "--ignore", "7,0,1,10"], in: folder)
        XCTAssertEqual(all.status, 0, all.stdout)
        XCTAssertEqual(all.lastLine, "0 of 200 pixels differ")
    }

    func testSizeMismatchExits21() throws {
        let folder = try makeDiffScratchFolder()
        try RGBAImage.canvas(20, 10, white).write(to: folder.appendingPathComponent("a.png"))
        try RGBAImage.canvas(20, 11, white).write(to: folder.appendingPathComponent("b.png"))
        let run = try DiffCLI.run(["diff", "a.png", "b.png"], in: folder)
        XCTAssertEqual(run.status, 21)
        XCTAssertTrue(run.stdout.contains("a.png: sizes differ, 20x10 vs 20x11"), run.stdout)
        XCTAssertEqual(run.lastLine, "0 of 0 pixels differ")
    }

    func testFoldersAreMatchedByNameAndMissingFramesReported() throws {
        let folder = try makeDiffScratchFolder()
        let a = folder.appendingPathComponent("A"), b = folder.appendingPathComponent("B")
        try RGBAImage.canvas(20, 10, white).write(to: a.appendingPathComponent("frame_0000.png"))
        try RGBAImage.canvas(20, 10, white).write(to: b.appendingPathComponent("frame_0000.png"))
        try RGBAImage.canvas(20, 10, white).write(to: a.appendingPathComponent("frame_0001.png"))
        try RGBAImage.canvas(20, 10, white, [(5, 4, 3, 2, black)]).write(to: b.appendingPathComponent("frame_0001.png"))
        try RGBAImage.canvas(20, 10, white).write(to: a.appendingPathComponent("frame_0002.png"))
        try RGBAImage.canvas(20, 10, white).write(to: b.appendingPathComponent("frame_0003.png"))
        let run = try DiffCLI.run(["diff", "A", "B", "-o", "out"], in: folder)
        XCTAssertEqual(run.status, 23, "missing/extra frames outrank differing pixels")
        XCTAssertTrue(run.stdout.contains("frame_0002.png: missing from B"), run.stdout)
        XCTAssertTrue(run.stdout.contains("frame_0003.png: extra, not in A"), run.stdout)
        XCTAssertEqual(run.lastLine, "6 of 400 pixels differ", "two frames of 200 pixels were compared")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/frame_0001.diff.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/frame_0000.diff.png").path))
        let report = try reportJSON(folder.appendingPathComponent("out"))
        XCTAssertEqual(report["missing"] as? [String], ["frame_0002.png"])
        XCTAssertEqual(report["extra"] as? [String], ["frame_0003.png"])
    }

    func testUnreadableInputsExit2AndNameTheFile() throws {
        let folder = try makeDiffScratchFolder()
        try RGBAImage.canvas(4, 4, white).write(to: folder.appendingPathComponent("a.png"))
        try Data("not an image".utf8).write(to: folder.appendingPathComponent("notes.png"))
        let notPNG = try DiffCLI.run(["diff", "a.png", "notes.png"], in: folder)
        XCTAssertEqual(notPNG.status, 2)
        XCTAssertTrue(notPNG.stderr.contains("notes.png: not a PNG file"), notPNG.stderr)
        let missing = try DiffCLI.run(["diff", "a.png", "nope.png"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.png: no such file or folder"), missing.stderr)
        let mixed = try DiffCLI.run(["diff", "a.png", "."], in: folder)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertTrue(mixed.stderr.contains("compare two PNG files or two folders"), mixed.stderr)
    }

    func testBadOptionsAreUsageErrors() throws {
        let folder = try makeDiffScratchFolder()
        try writePair(in: folder)
        let badRegion = try DiffCLI.run(["diff", "a.png", "b.png", "--ignore", "1,2,3"], in: folder)
        XCTAssertNotEqual(badRegion.status, 0)
        XCTAssertTrue(badRegion.stderr.contains("--ignore"), badRegion.stderr)
        let badThreshold = try DiffCLI.run(["diff", "a.png", "b.png", "--threshold", "2"], in: folder)
        XCTAssertNotEqual(badThreshold.status, 0)
        XCTAssertTrue(badThreshold.stderr.contains("--threshold must be between 0 and 1"), badThreshold.stderr)
    }

    func testHelpExplainsExitCodesAndUnits() throws {
        let run = try DiffCLI.run(["diff", "--help"], in: try makeDiffScratchFolder())
        XCTAssertEqual(run.status, 0)
        for phrase in ["21", "22", "23", "PIXELS", "--ignore-view", "--include-aa", "pixels differ"] {
            XCTAssertTrue(run.stdout.contains(phrase), "help lacks \(phrase)")
        }
    }

    func testRerunsAreByteIdenticalAndDropStaleDiffImages() throws {
        let folder = try makeDiffScratchFolder()
        try writePair(in: folder)
        _ = try DiffCLI.run(["diff", "a.png", "b.png", "-o", "out"], in: folder)
        let out = folder.appendingPathComponent("out")
        let firstReport = try Data(contentsOf: out.appendingPathComponent("report.json"))
        let firstImage = try Data(contentsOf: out.appendingPathComponent("a.diff.png"))
        _ = try DiffCLI.run(["diff", "a.png", "b.png", "-o", "out"], in: folder)
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("report.json")), firstReport)
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("a.diff.png")), firstImage)
        // Once the images match, the earlier run's diff image must not linger.
        try RGBAImage.canvas(20, 10, white).write(to: folder.appendingPathComponent("b.png"))
        let fixed = try DiffCLI.run(["diff", "a.png", "b.png", "-o", "out"], in: folder)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.diff.png").path))
    }

    func testOutputNeverOverwritesAFileItDidNotWrite() throws {
        let folder = try makeDiffScratchFolder()
        try writePair(in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: out.appendingPathComponent("report.json"))
        let run = try DiffCLI.run(["diff", "a.png", "b.png", "-o", "out"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("report.json: already exists and was not written by animrender"), run.stderr)
        XCTAssertEqual(try String(contentsOf: out.appendingPathComponent("report.json"), encoding: .utf8), "mine")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.diff.png").path),
                       "nothing is written when the report cannot be")
    }

    private func reportJSON(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
