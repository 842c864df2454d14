import AnimRenderKit
import Foundation
import XCTest
import TestSupport

/// `--shard K/N` on render, validate and diff, Bazel's sharding variables, and
/// `animrender merge`, run as the built binary.
final class ShardCommandTests: XCTestCase {
    /// Six examples of different shapes (a rotation, a stack view, a spring …).
    let picked = ["spring", "rotation-modern", "stack-hide-item", "scale-centered", "ambiguous", "pin-change-frames"]

    /// A scratch folder holding a copy of `Timelines/` (every example and the files they
    /// name, such as `images/`), with the examples' paths relative to it.
    func scratch(_ name: String = #function) throws -> (URL, [String]) {
        let dir = try makeDiffScratchFolder(name)
        let timelines = dir.appendingPathComponent("Timelines")
        try FileManager.default.createDirectory(at: timelines, withIntermediateDirectories: true)
        let items = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Timelines").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        for item in items {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Timelines/" + item), to: timelines.appendingPathComponent(item))
        }
        return (dir, items.filter { $0.hasSuffix(".json") }.map { "Timelines/" + $0 })
    }

    func subfolders(_ url: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && (try? url.appendingPathComponent($0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }.sorted()
    }

    /// Every file under `url` (hidden ones too), by relative path, with its bytes.
    func tree(_ url: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let base = url.standardizedFileURL.path
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])!
        for case let item as URL in walker where (try? item.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            out[String(item.standardizedFileURL.path.dropFirst(base.count + 1))] = try? Data(contentsOf: item)
        }
        return out
    }

    func assertSameTree(_ a: URL, _ b: URL, file: StaticString = #filePath, line: UInt = #line) {
        let ta = tree(a), tb = tree(b)
        XCTAssertEqual(ta.keys.sorted(), tb.keys.sorted(), file: file, line: line)
        for key in ta.keys.sorted() where ta[key] != tb[key] {
            XCTFail("\(key) differs between \(a.lastPathComponent) and \(b.lastPathComponent)", file: file, line: line)
        }
    }

    // MARK: - Which shard takes what

    func testThreeShardsCoverEveryTimelineExactlyOnce() throws {
        let (dir, timelines) = try scratch()
        var seen: [String: Int] = [:]
        for k in 1...3 {
            let run = try DiffCLI.run(timelines + ["-o", "s\(k)", "--shard", "\(k)/3", "--no-render"], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
            let folders = subfolders(dir.appendingPathComponent("s\(k)"))
            XCTAssertTrue(run.stderr.contains("shard \(k)/3: \(folders.count) of \(timelines.count) timelines"), run.stderr)
            for f in folders { seen[f, default: 0] += 1 }
            // validate picks the same timelines as render.
            let check = try DiffCLI.run(["validate", "--shard", "\(k)/3"] + timelines, in: dir)
            // An accepted file is "PATH: ok", or "PATH: ok, with …" when --strict would fail on it.
            let ok = check.stdout.split(separator: "\n").compactMap { line -> String? in
                guard let r = line.range(of: ": ok"), line[r.upperBound...].isEmpty || line[r.upperBound...].hasPrefix(", with") else {
                    return nil
                }
                return String(line[..<r.lowerBound].split(separator: "/").last!.dropLast(5))
            }.sorted()
            XCTAssertEqual(ok, folders, "validate and render disagree on shard \(k)")
        }
        let stems = timelines.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }.sorted()
        XCTAssertEqual(seen.keys.sorted(), stems)
        XCTAssertEqual(seen.values.filter { $0 != 1 }, [], "a timeline in several shards")
        // The assignment is FNV-1a 64 of the subfolder name, mod N, computed by hand:
        // fnv1a64("spring") = 0x0b4d7910d825900c → mod 3 = 1 → shard 2;
        // fnv1a64("rotation-modern") = 0xea4b7356d72ec509 → mod 3 = 2 → shard 3.
        XCTAssertTrue(subfolders(dir.appendingPathComponent("s2")).contains("spring"))
        XCTAssertTrue(subfolders(dir.appendingPathComponent("s3")).contains("rotation-modern"))
    }

    func testMergedShardsEqualAnUnshardedRun() throws {
        let (dir, _) = try scratch()
        let timelines = picked.map { "Timelines/\($0).json" }
        let common = ["--scale", "0.5", "--frames", "0-5", "--contact-sheet", "2"]
        XCTAssertEqual(try DiffCLI.run(timelines + ["-o", "full"] + common, in: dir).status, 0)
        for k in 1...3 {
            let run = try DiffCLI.run(timelines + ["-o", "s\(k)", "--shard", "\(k)/3"] + common, in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let merge = try DiffCLI.run(["merge", "merged", "s1", "s2", "s3"], in: dir)
        XCTAssertEqual(merge.status, 0, merge.stderr)
        XCTAssertTrue(merge.stdout.contains("3 shards → merged/: 6 output folders"), merge.stdout)
        assertSameTree(dir.appendingPathComponent("merged"), dir.appendingPathComponent("full"))
        XCTAssertEqual(tree(dir.appendingPathComponent("merged")).count, 6 * (6 + 5 + 1), "6 PNG, frames.json, trace, sheet, 2 viewer files, manifest")
    }

    func testShardedDiffsMergeIntoTheUnshardedReport() throws {
        let (dir, _) = try scratch()
        let timelines = picked.map { "Timelines/\($0).json" }
        XCTAssertEqual(try DiffCLI.run(timelines + ["-o", "golden", "--scale", "0.5", "--frames", "0-3", "--no-viewer"], in: dir).status, 0)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("golden"), to: dir.appendingPathComponent("candidate"))
        let candidate = dir.appendingPathComponent("candidate")
        // A changed frame in two timelines of different shards, a missing one in a third.
        let springFrame = candidate.appendingPathComponent("spring/frame_0001.png")
        try FileManager.default.removeItem(at: springFrame)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("golden/rotation-modern/frame_0003.png"), to: springFrame)
        let rotated = candidate.appendingPathComponent("rotation-modern/frame_0000.png")
        var image = try RGBAImage(contentsOfPNG: rotated.path)
        for y in 10..<20 { for x in 10..<20 { image.pixels.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: [255, 0, 0, 255]) } }
        try image.write(to: rotated)
        try FileManager.default.removeItem(at: candidate.appendingPathComponent("ambiguous/frame_0002.png"))

        let whole = try DiffCLI.run(["diff", "golden", "candidate", "-o", "whole"], in: dir)
        XCTAssertEqual(whole.status, 21, whole.stdout)   // spring's new frame has another size
        var statuses: [Int32] = []
        for k in 1...3 {
            let run = try DiffCLI.run(["diff", "golden", "candidate", "-o", "d\(k)", "--shard", "\(k)/3"], in: dir)
            statuses.append(run.status)
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("d\(k)/report.json"))) as! [String: Any]
            XCTAssertEqual(report["shard"] as? [String: Int], ["index": k, "count": 3])
        }
        // spring is shard 2, rotation-modern shard 3 (see above); ambiguous: fnv1a64 mod 3 = 0.
        XCTAssertEqual(statuses, [23, 21, 22])
        let merge = try DiffCLI.run(["merge", "merged", "d1", "d2", "d3"], in: dir)
        XCTAssertEqual(merge.status, 0, merge.stderr)
        XCTAssertTrue(merge.stdout.contains("diff: sizesDiffer"), merge.stdout)
        assertSameTree(dir.appendingPathComponent("merged"), dir.appendingPathComponent("whole"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("merged/report.json"))) as! [String: Any]
        XCTAssertEqual(report["timelines"] as? [String], picked.sorted())
        XCTAssertNil(report["shard"])
        // The shard's page says what it shows; the merged page is the whole suite's.
        let browser = try Browser.shared()
        try browser.open(dir.appendingPathComponent("d1/report.html"))
        XCTAssertEqual(try browser.string("document.getElementById('shard').textContent.slice(0, 41)"),
                       "Shard 1 of 3: only this shard's timelines")
        try browser.open(dir.appendingPathComponent("merged/report.html"))
        XCTAssertEqual(try browser.bool("document.getElementById('shard') === null"), true)
        XCTAssertEqual(try browser.int("document.querySelectorAll('#suite-index tr').length"), 1 + picked.count)
        XCTAssertEqual(try browser.consoleErrors(), [])

        // A shard missing: no merged verdict that could pass frames nobody compared.
        let partial = try DiffCLI.run(["merge", "partial", "d1", "d3"], in: dir)
        XCTAssertEqual(partial.status, 1)
        XCTAssertTrue(partial.stderr.contains("shard 2/3 of the diff is missing"), partial.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("partial").path))
    }

    /// `d1/x.json` and `d2/x.json` render into `out/d1/x/` and `out/d2/x/` (output-format.md):
    /// a diff of two such folders compares them under those names (it once looked one level
    /// down only and passed with them left out), and its shards merge into the whole diff.
    func testSameNamedTimelinesInTwoFoldersAreDiffedAndShardedByTheirSubfolders() throws {
        let dir = try makeDiffScratchFolder()
        for (file, example) in [("d1/x.json", "spring"), ("d2/x.json", "pin-change-frames"), ("y.json", "scale-centered")] {
            let url = dir.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Timelines/\(example).json"), to: url)
        }
        let render = try DiffCLI.run(["d1/x.json", "d2/x.json", "y.json", "-o", "golden", "--scale", "0.5", "--frames", "0-3", "--no-viewer"], in: dir)
        XCTAssertEqual(render.status, 0, render.stderr)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("golden"), to: dir.appendingPathComponent("candidate"))
        let changed = dir.appendingPathComponent("candidate/d1/x/frame_0001.png")
        var image = try RGBAImage(contentsOfPNG: changed.path)
        for y in 10..<20 { for x in 10..<20 { image.pixels.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: [255, 0, 0, 255]) } }
        try image.write(to: changed)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("candidate/d2/x/frame_0002.png"))

        struct Report: Decodable {
            struct Frame: Decodable { let name: String; let status: String }
            let timelines: [String]
            let frames: [Frame]
            let missing: [String]
        }
        for attempt in 1...2 {   // the second run replaces the first's nested evidence folders
            let whole = try DiffCLI.run(["diff", "golden", "candidate", "-o", "whole"], in: dir)
            XCTAssertEqual(whole.status, 23, "run \(attempt): " + whole.stdout + whole.stderr)   // a frame missing
            let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: dir.appendingPathComponent("whole/report.json")))
            XCTAssertEqual(report.timelines, ["d1/x", "d2/x", "y"])
            XCTAssertEqual(report.frames.count, 4 + 3 + 4)
            XCTAssertEqual(report.frames.filter { $0.status != "match" }.map(\.name), ["d1/x/frame_0001.png"])
            XCTAssertEqual(report.missing, ["d2/x/frame_0002.png"])
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("whole/d1/x/frame_0001.diff.png").path))
        }
        for k in 1...2 {
            let run = try DiffCLI.run(["diff", "golden", "candidate", "-o", "part\(k)", "--shard", "\(k)/2"], in: dir)
            XCTAssertTrue([0, 22, 23].contains(run.status), run.stderr)
        }
        let merge = try DiffCLI.run(["merge", "merged", "part1", "part2"], in: dir)
        XCTAssertEqual(merge.status, 0, merge.stderr)
        assertSameTree(dir.appendingPathComponent("merged"), dir.appendingPathComponent("whole"))
    }

    // MARK: - Bad input

    func testUnknownShardSpecsNameTheExpectedForm() throws {
        let (dir, timelines) = try scratch()
        for spec in ["3/2", "0/4", "a/b", "2", "1/0", "-1/3", "1/3/5", " 1/3", "1.0/3", "1/10001"] {
            for command in [[], ["validate"]] {
                let run = try DiffCLI.run(command + [timelines[0], "--shard=" + spec], in: dir)
                XCTAssertEqual(run.status, 64, "\(command) --shard \(spec)")
                XCTAssertTrue(run.stderr.contains("--shard takes K/N with 1 ≤ K ≤ N ≤ 10000 (shard K of N, counted from 1), e.g. --shard 2/3, not '\(spec)'"),
                              run.stderr)
            }
        }
        let diff = try DiffCLI.run(["diff", "a", "b", "--shard", "3/2"], in: dir)
        XCTAssertEqual(diff.status, 64)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testBazelVariablesChooseTheShardAndTouchTheStatusFile() throws {
        let (dir, timelines) = try scratch()
        let status = dir.appendingPathComponent("shard-status")
        let bazel = try DiffCLI.run(timelines + ["-o", "bazel", "--no-render"], in: dir,
                                    environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status.path])
        XCTAssertEqual(bazel.status, 0, bazel.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: status.path), "TEST_SHARD_STATUS_FILE was not touched")
        XCTAssertTrue(bazel.stderr.contains("shard 2/3:"), bazel.stderr)
        let flag = try DiffCLI.run(timelines + ["-o", "flag", "--no-render", "--shard", "2/3"], in: dir)
        XCTAssertEqual(flag.status, 0)
        XCTAssertEqual(subfolders(dir.appendingPathComponent("bazel")), subfolders(dir.appendingPathComponent("flag")))
        XCTAssertFalse(subfolders(dir.appendingPathComponent("bazel")).isEmpty)
        // Agreeing with the variables is fine.
        let agree = try DiffCLI.run(timelines + ["-o", "agree", "--no-render", "--shard", "2/3"], in: dir,
                                    environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1"])
        XCTAssertEqual(agree.status, 0, agree.stderr)
    }

    func testInconsistentBazelVariablesAreErrors() throws {
        let (dir, timelines) = try scratch()
        let form = "expected TEST_TOTAL_SHARDS=N and TEST_SHARD_INDEX=I with 0 ≤ I < N (Bazel counts shards from 0)"
        let cases: [([String: String?], [String], String)] = [
            (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": nil], [], "TEST_TOTAL_SHARDS=3 is set but TEST_SHARD_INDEX is not; " + form),
            (["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": nil], [], "TEST_SHARD_INDEX=0 is set but TEST_TOTAL_SHARDS is not; " + form),
            (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"], [], "TEST_TOTAL_SHARDS=3 TEST_SHARD_INDEX=3: " + form),
            (["TEST_TOTAL_SHARDS": "x", "TEST_SHARD_INDEX": "0"], [], "TEST_TOTAL_SHARDS=x TEST_SHARD_INDEX=0: " + form),
            (["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"], [], "TEST_TOTAL_SHARDS=0 TEST_SHARD_INDEX=0: " + form),
            (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0"], ["--shard", "2/3"],
             "--shard 2/3 disagrees with Bazel's TEST_SHARD_INDEX=0 TEST_TOTAL_SHARDS=3 (shard 1/3 counted from 1); drop --shard, or pass --shard 1/3"),
        ]
        for (environment, extra, message) in cases {
            for command in [[], ["validate"]] {
                let run = try DiffCLI.run(command + timelines + extra + ["-o", "out"].filter { _ in command.isEmpty }, in: dir, environment: environment)
                XCTAssertEqual(run.status, 64, "\(environment)")
                XCTAssertTrue(run.stderr.contains(message), run.stderr)
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testMergeRefusesForeignFilesOverlapsAndItsOwnInputs() throws {
        let (dir, _) = try scratch()
        let timelines = ["Timelines/spring.json", "Timelines/ambiguous.json", "Timelines/scale-centered.json"]
        for k in 1...2 {
            XCTAssertEqual(try DiffCLI.run(timelines + ["-o", "s\(k)", "--shard", "\(k)/2", "--no-render"], in: dir).status, 0)
        }
        let fm = FileManager.default
        func refused(_ arguments: [String], _ message: String, line: UInt = #line) throws {
            let run = try DiffCLI.run(["merge"] + arguments, in: dir)
            XCTAssertEqual(run.status, 1, run.stdout, line: line)
            XCTAssertTrue(run.stderr.contains(message), run.stderr, line: line)
            XCTAssertFalse(fm.fileExists(atPath: dir.appendingPathComponent("m").path), line: line)
        }
        // The same shard twice under two names: one timeline's output in two shards.
        try fm.copyItem(at: dir.appendingPathComponent("s1"), to: dir.appendingPathComponent("s1copy"))
        let twice = subfolders(dir.appendingPathComponent("s1")).first!
        try refused(["m", "s1", "s1copy", "s2"], "s1/\(twice) and s1copy/\(twice) are the same output (\(twice)) in two shards")
        // A file no manifest lists, beside the outputs and inside one.
        try Data("notes".utf8).write(to: dir.appendingPathComponent("s2/notes.txt"))
        try refused(["m", "s1", "s2"], "s2/notes.txt: not written by animrender (no manifest lists it); merge copies only animrender's outputs")
        try fm.removeItem(at: dir.appendingPathComponent("s2/notes.txt"))
        let inside = subfolders(dir.appendingPathComponent("s2")).first!
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("s2/\(inside)/extra.png").path, withDestinationPath: "/etc/passwd")
        try refused(["m", "s1", "s2"], "s2/\(inside)/extra.png: not written by animrender (no manifest lists it; a symbolic link)")
        try fm.removeItem(at: dir.appendingPathComponent("s2/\(inside)/extra.png"))
        // A file its manifest lists is gone: the shard is incomplete.
        try fm.copyItem(at: dir.appendingPathComponent("s2"), to: dir.appendingPathComponent("s2cut"))
        try fm.removeItem(at: dir.appendingPathComponent("s2cut/\(inside)/trace.txt"))
        try refused(["m", "s1", "s2cut"], "s2cut/\(inside)/trace.txt: listed in its folder's manifest but missing; the shard's output is incomplete")
        // OUT overlapping a shard.
        try refused(["s1/m", "s1", "s2"], "s1/m and the shard folder s1 overlap")
        try refused(["m", "s1", "nothere"], "nothere: no such folder")

        // Merging again into its own output replaces it; a user's file there is never overwritten.
        XCTAssertEqual(try DiffCLI.run(["merge", "merged", "s1", "s2"], in: dir).status, 0)
        XCTAssertEqual(try DiffCLI.run(["merge", "merged", "s1", "s2"], in: dir).status, 0)
        let target = dir.appendingPathComponent("fresh/\(inside)/frames.json")
        try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: target)
        let again = try DiffCLI.run(["merge", "fresh", "s1", "s2"], in: dir)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("fresh/\(inside)/frames.json: already exists and was not written by animrender"), again.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "mine")
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("fresh").path), [inside], "nothing else was written")
    }

    func testAnEmptyShardLeavesAnEmptyFolderThatMerges() throws {
        let (dir, _) = try scratch()
        // One timeline over three shards: two of them have nothing to do.
        var empty = 0
        for k in 1...3 {
            let run = try DiffCLI.run(["Timelines/spring.json", "-o", "s\(k)", "--shard", "\(k)/3", "--no-render"], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("s\(k)").path)) ?? ["missing"]
            if names.isEmpty { empty += 1 }
        }
        XCTAssertEqual(empty, 2)
        XCTAssertEqual(try DiffCLI.run(["Timelines/spring.json", "-o", "full", "--no-render"], in: dir).status, 0)
        XCTAssertEqual(try DiffCLI.run(["merge", "merged", "s1", "s2", "s3"], in: dir).status, 0)
        assertSameTree(dir.appendingPathComponent("merged"), dir.appendingPathComponent("full"))
    }
}
