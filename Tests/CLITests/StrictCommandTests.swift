import Foundation
import XCTest
import TestSupport

/// `--strict` on render and validate: CI fails on a broken constraint or an ambiguous
/// layout, told which and when; without it the summary line counts them.
final class StrictCommandTests: XCTestCase {

    /// unsatisfiable.json breaks `fixedWidth` until it is removed at 0.6 s (30 fps: frames
    /// 0–17, t = 0 to 0.567 s).
    func testRenderStrictFailsOnABrokenConstraintAfterWritingTheOutput() throws {
        let dir = try makeDiffScratchFolder()
        let plain = try DiffCLI.run([Repository.example("unsatisfiable"), "-o", "a", "--no-render"], in: dir)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.lastLine?.contains(": 31 frames, 0 PNG, ") == true, plain.stdout)
        XCTAssertTrue(plain.lastLine?.contains("0 frames with violations, 18 frames broken, 0 ambiguous, ") == true, plain.stdout)

        let strict = try DiffCLI.run([Repository.example("unsatisfiable"), "-o", "b", "--no-render", "--strict"], in: dir)
        XCTAssertEqual(strict.status, 3, strict.stderr)
        XCTAssertTrue(strict.stderr.contains(Repository.example("unsatisfiable")
            + ": error: --strict: broken constraint 'fixedWidth' in frames 0–17 (t = 0–0.567 s)"), strict.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("b/frames.json").path))
    }

    /// ambiguous.json: the box's x is free until centerX is added at 0.6 s.
    func testValidateStrictNamesTheAmbiguousView() throws {
        let dir = try makeDiffScratchFolder()
        let plain = try DiffCLI.run(["validate", Repository.example("ambiguous")], in: dir)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let strict = try DiffCLI.run(["validate", "--strict", Repository.example("ambiguous")], in: dir)
        XCTAssertEqual(strict.status, 3, strict.stderr)
        XCTAssertTrue(strict.stderr.contains(Repository.example("ambiguous")
            + ": error: --strict: ambiguous layout of box (minX) in frames 0–17 (t = 0–0.567 s)"), strict.stderr)
        XCTAssertFalse(strict.stdout.contains(": ok"))
    }

    /// Without --strict, validate still succeeds, but its line says what --strict would
    /// fail on (it said "ok" alone, followed by UIKit's conflict log).
    func testValidateWithoutStrictSaysWhatStrictWouldFailOn() throws {
        let dir = try makeDiffScratchFolder()
        let one = try DiffCLI.run(["validate", Repository.example("unsatisfiable")], in: dir)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(one.stdout.components(separatedBy: "\n").first, Repository.example("unsatisfiable")
            + ": ok, with broken constraint 'fixedWidth' in frames 0–17 (t = 0–0.567 s); --strict fails on it")

        // Both kinds at once: 'wide' breaks (400 in 375 − 40) until 0.5 s; 'free' has no x
        // until 'fixX' comes at 0.2 s. 10 fps, 1 s: frames 0–10.
        let file = dir.appendingPathComponent("both.json")
        try Data(#"""
            { "version": 1, "screen": { "device": "iPhone 8" }, "render": { "fps": 10, "duration": 1 },
              "views": [ { "id": "banner" }, { "id": "free" } ],
              "constraints": [ "banner.leading == root.leading + 20", "banner.trailing == root.trailing - 20",
                { "id": "wide", "constraint": "banner.width == 400" }, "banner.top == root.top", "banner.height == 10",
                "free.top == root.top + 100", "free.width == 10", "free.height == 10" ],
              "timeline": [ { "at": 0.2, "changes": [ { "add": { "id": "fixX", "constraint": "free.leading == root.leading" } } ] },
                            { "at": 0.5, "changes": [ { "remove": "wide" } ] } ] }
            """#.utf8).write(to: file)
        let two = try DiffCLI.run(["validate", "both.json"], in: dir)
        XCTAssertEqual(two.status, 0, two.stderr)
        XCTAssertEqual(Array(two.stdout.components(separatedBy: "\n").prefix(3)), [
            "both.json: ok, with 1 broken constraint and 1 view with an ambiguous layout; --strict fails on them:",
            "    broken constraint 'wide' in frames 0–4 (t = 0–0.4 s)",
            "    ambiguous layout of free (minX) in frames 0–1 (t = 0–0.1 s)"])
        let clean = try DiffCLI.run(["validate", Repository.example("spring")], in: dir)
        XCTAssertEqual(clean.stdout, Repository.example("spring") + ": ok\n")
    }

    func testStrictPassesACleanTimeline() throws {
        let dir = try makeDiffScratchFolder()
        let validate = try DiffCLI.run(["validate", "--strict", Repository.example("spring")], in: dir)
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssertTrue(validate.stdout.contains(Repository.example("spring") + ": ok"), validate.stdout)
        let render = try DiffCLI.run([Repository.example("spring"), "-o", "out", "--no-render", "--strict"], in: dir)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.lastLine?.contains("0 frames broken, 0 ambiguous") == true, render.stdout)
    }
}
