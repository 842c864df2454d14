import Foundation
import XCTest
import TestSupport

/// `animrender check` as a user runs it: the matrix on the command line, the findings and
/// summary printed, exit statuses with and without `--strict` and `--allow`, check.json and
/// the files beside it, bad input refused before anything is played, and shards merged back
/// into what one run writes.
final class CheckCommandTests: XCTestCase {
    var profile: String { Repository.example("checks-profile") }

    struct Report: Decodable {
        struct Combination: Decodable {
            struct Finding: Decodable {
                let rule: String
                let view: String?
                let message: String
                let firstFrame: Int
                let image: String?
            }
            let index: Int
            let key: String
            let result: String
            let viewer: String?
            let thumbnail: String?
            let findings: [Finding]
        }
        struct Counts: Decodable { let combinations: Int; let failing: Int; let findings: Int }
        let result: String
        let summary: String
        let counts: Counts
        let combinations: [Combination]
        let skipped: [[String: String]]
    }

    func report(_ folder: URL) throws -> Report {
        try JSONDecoder().decode(Report.self, from: Data(contentsOf: folder.appendingPathComponent("check.json")))
    }

    /// The example is clean at the default size, left to right; at the largest size the
    /// Follow button's text is cut short and the name runs out of the card; right to left the
    /// name starts past the card's edge.
    func testTheExampleFindsItsMistakesAtTheLargestSizeAndRightToLeftOnly() throws {
        let dir = try makeDiffScratchFolder("check-example")
        let clean = try DiffCLI.run(["check", profile], in: dir)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.lastLine, "1 combination of 1 timeline: no findings")

        let run = try DiffCLI.run(["check", profile, "--sizes", "large,accessibilityExtraExtraExtraLarge", "--directions", "all",
                                   "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 0, "findings are reported, not failures, without --strict: \(run.stderr)")
        let out = dir.appendingPathComponent("out")
        let r = try report(out)
        XCTAssertEqual(r.counts.combinations, 4)
        XCTAssertEqual(r.combinations.map(\.key), ["iPhone-13.portrait.large.ltr.light", "iPhone-13.portrait.large.rtl.light",
                                                   "iPhone-13.portrait.accessibilityExtraExtraExtraLarge.ltr.light",
                                                   "iPhone-13.portrait.accessibilityExtraExtraExtraLarge.rtl.light"])
        XCTAssertEqual(r.combinations.map(\.result), ["pass", "fail", "fail", "fail"])
        let rtl = r.combinations[1].findings
        XCTAssertEqual(rtl.map(\.rule), ["clipped"])
        XCTAssertEqual(rtl.first?.view, "name")
        let largest = r.combinations[2].findings.map { "\($0.rule) \($0.view ?? "")" }
        XCTAssertTrue(largest.contains("truncatedText follow"), "\(largest)")
        XCTAssertTrue(largest.contains("clipped name"), "\(largest)")
        XCTAssertTrue(run.stdout.contains("[iPhone 13 · portrait · accessibilityExtraExtraExtraLarge · LTR · light]: truncatedText: 'follow' needs "),
                      run.stdout)
        XCTAssertEqual(run.lastLine?.hasPrefix("4 combinations of 1 timeline: 3 failing — "), true, run.stdout)
        // The failing combinations have a viewer, a thumbnail and an image per finding;
        // the passing one has nothing.
        for c in r.combinations.dropFirst() {
            for path in [c.viewer, c.thumbnail] + c.findings.map(\.image) {
                let file = try XCTUnwrap(path, c.key)
                XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), file)
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(c.key + "/frames.json").path))
        }
        XCTAssertNil(r.combinations[0].viewer)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent(r.combinations[0].key).path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    }

    func testStrictFailsWithStatusThreeUnlessTheRulesAreAllowed() throws {
        let dir = try makeDiffScratchFolder("check-strict")
        let args = ["check", profile, "--directions", "rtl"]
        let strict = try DiffCLI.run(args + ["--strict", "-q"], in: dir)
        XCTAssertEqual(strict.status, 3, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("error: --strict: \(profile) [iPhone 13 · portrait · large · RTL · light]: clipped: "),
                      strict.stderr)
        XCTAssertEqual(strict.stdout, "")
        let allowed = try DiffCLI.run(args + ["--strict", "--allow", "clipped"], in: dir)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        let off = try DiffCLI.run(args + ["--strict", "--off", "clipped"], in: dir)
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertEqual(off.lastLine, "1 combination of 1 timeline: no findings")
        XCTAssertEqual(try DiffCLI.run(args + ["--allow", "clipped"], in: dir).status, 64, "--allow without --strict is a usage error")
    }

    func testBadNamesAreRefusedBeforeAnythingIsPlayedWithTheNearestName() throws {
        let dir = try makeDiffScratchFolder("check-bad")
        let device = try DiffCLI.run(["check", profile, "--devices", "iPhone 14 Pr", "-o", "out"], in: dir)
        XCTAssertEqual(device.status, 64, device.stderr)
        XCTAssertTrue(device.stderr.contains("--devices: unknown name 'iPhone 14 Pr'; did you mean 'iPhone 14 Pro'?"), device.stderr)
        let rule = try DiffCLI.run(["check", profile, "--off", "truncated", "-o", "out"], in: dir)
        XCTAssertEqual(rule.status, 64, rule.stderr)
        XCTAssertTrue(rule.stderr.contains("--off: unknown rule 'truncated'"), rule.stderr)
        let set = try DiffCLI.run(["check", profile, "--set", "tapTarget.minimumWidht=48", "-o", "out"], in: dir)
        XCTAssertTrue(set.stderr.contains("did you mean 'minimumWidth'?"), set.stderr)
        let size = try DiffCLI.run(["check", profile, "--sizes", "xxxl", "-o", "out"], in: dir)
        XCTAssertTrue(size.stderr.contains("--sizes: unknown name 'xxxl'"), size.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testAMatrixOverTheBoundIsRefusedBeforeAnythingIsWritten() throws {
        let dir = try makeDiffScratchFolder("check-bound")
        let copies = try (0..<3).map { k -> String in
            let name = "p\(k).json"
            try FileManager.default.copyItem(atPath: profile, toPath: dir.appendingPathComponent(name).path)
            return name
        }
        // 32 devices × 3 orientations (no upside down: the controller's phone mask) × 12 × 2 × 2 × 3 timelines.
        let run = try DiffCLI.run(["check"] + copies + ["--devices", "all", "--orientations", "all", "--sizes", "all",
                                                        "--directions", "all", "--appearances", "all", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("13,824 combinations to play"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    /// `--contact-sheet`: every combination's last frame in the grid: 4 columns (2 sizes × 2
    /// directions) of 120 pt cells with 16 pt gaps at 1 pixel per point.
    func testTheContactSheetIsTheMatrixAsAGrid() throws {
        let dir = try makeDiffScratchFolder("check-sheet")
        let run = try DiffCLI.run(["check", profile, "--sizes", "large,accessibilityExtraExtraExtraLarge", "--directions", "all",
                                   "--contact-sheet", "--no-images", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try Data(contentsOf: dir.appendingPathComponent("out/matrix.png"))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 16 + 4 * (120 + 16))
        let sharded = try DiffCLI.run(["check", profile, "--contact-sheet", "--shard", "1/2", "-o", "s"], in: dir)
        XCTAssertEqual(sharded.status, 64, sharded.stderr)
        XCTAssertTrue(sharded.stderr.contains("--contact-sheet draws the whole matrix"), sharded.stderr)
    }

    /// Three shards of a matrix, merged, give the unsharded run's check.json byte for byte.
    func testShardsMergeIntoWhatOneRunWrites() throws {
        let dir = try makeDiffScratchFolder("check-shards")
        let args = ["check", profile, "--sizes", "large,accessibilityExtraExtraExtraLarge", "--directions", "all",
                    "--appearances", "all", "--no-images"]
        XCTAssertEqual(try DiffCLI.run(args + ["-o", "whole"], in: dir).status, 0)
        var shards: [String] = []
        var seen = 0
        for k in 1...3 {
            let run = try DiffCLI.run(args + ["--shard", "\(k)/3", "-o", "shard-\(k)"], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
            seen += try report(dir.appendingPathComponent("shard-\(k)")).counts.combinations
            shards.append("shard-\(k)")
        }
        XCTAssertEqual(seen, 8, "every combination in exactly one shard")
        let merge = try DiffCLI.run(["merge", "merged"] + shards, in: dir)
        XCTAssertEqual(merge.status, 0, merge.stderr)
        let whole = try Data(contentsOf: dir.appendingPathComponent("whole/check.json"))
        let merged = try Data(contentsOf: dir.appendingPathComponent("merged/check.json"))
        XCTAssertEqual(String(decoding: merged, as: UTF8.self), String(decoding: whole, as: UTF8.self))
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("merged/index.html")),
                       try Data(contentsOf: dir.appendingPathComponent("whole/index.html")))
    }
}
