import Foundation
import XCTest

/// `--strict` on render and validate: CI fails on a broken constraint or an ambiguous
/// layout, told which and when; without it the summary line counts them.
final class StrictCommandTests: XCTestCase {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    func example(_ name: String) -> String { root.appendingPathComponent("Timelines/\(name).json").path }

    /// unsatisfiable.json breaks `fixedWidth` until it is removed at 0.6 s (30 fps: frames
    /// 0–17, t = 0 to 0.567 s).
    func testRenderStrictFailsOnABrokenConstraintAfterWritingTheOutput() throws {
        let dir = try makeDiffScratchFolder()
        let plain = try DiffCLI.run([example("unsatisfiable"), "-o", "a", "--no-render"], in: dir)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.lastLine?.contains(": 31 frames, 0 PNG, ") == true, plain.stdout)
        XCTAssertTrue(plain.lastLine?.contains("0 frames with violations, 18 frames broken, 0 ambiguous, ") == true, plain.stdout)

        let strict = try DiffCLI.run([example("unsatisfiable"), "-o", "b", "--no-render", "--strict"], in: dir)
        XCTAssertEqual(strict.status, 3, strict.stderr)
        XCTAssertTrue(strict.stderr.contains(example("unsatisfiable")
            + ": error: --strict: broken constraint 'fixedWidth' in frames 0–17 (t = 0–0.567 s)"), strict.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("b/frames.json").path))
    }

    /// ambiguous.json: the box's x is free until centerX is added at 0.6 s.
    func testValidateStrictNamesTheAmbiguousView() throws {
        let dir = try makeDiffScratchFolder()
        let plain = try DiffCLI.run(["validate", example("ambiguous")], in: dir)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let strict = try DiffCLI.run(["validate", "--strict", example("ambiguous")], in: dir)
        XCTAssertEqual(strict.status, 3, strict.stderr)
        XCTAssertTrue(strict.stderr.contains(example("ambiguous")
            + ": error: --strict: ambiguous layout of box (minX) in frames 0–17 (t = 0–0.567 s)"), strict.stderr)
        XCTAssertFalse(strict.stdout.contains(": ok"))
    }

    func testStrictPassesACleanTimeline() throws {
        let dir = try makeDiffScratchFolder()
        let validate = try DiffCLI.run(["validate", "--strict", example("spring")], in: dir)
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssertTrue(validate.stdout.contains(example("spring") + ": ok"), validate.stdout)
        let render = try DiffCLI.run([example("spring"), "-o", "out", "--no-render", "--strict"], in: dir)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.lastLine?.contains("0 frames broken, 0 ambiguous") == true, render.stdout)
    }
}
