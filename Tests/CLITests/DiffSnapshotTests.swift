import AnimRenderKit
import Foundation
import XCTest
@testable import AnimRenderSnapshotTesting

/// The snapshot strategy's rules (where goldens live, when it records, what it writes on a
/// mismatch), checked with explicit environments in a scratch folder, plus one real
/// golden for the CLI's diff image.
final class DiffSnapshotTests: XCTestCase {
    private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    private let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    private func scratch() throws -> (file: String, artifacts: URL) {
        let folder = try makeDiffScratchFolder()
        return (folder.appendingPathComponent("Tests/FakeTests.swift").path, folder.appendingPathComponent("failures"))
    }

    func testGoldenPathFollowsSwiftSnapshotTestingLayout() {
        let url = SnapshotVerifier.goldenURL(file: "/p/Tests/XTests/CardTests.swift", testName: "testCorner()",
                                             name: "frame 3", pathExtension: "png")
        XCTAssertEqual(url.path, "/p/Tests/XTests/__Snapshots__/CardTests/testCorner.frame-3.png")
    }

    func testMissingGoldenIsRecordedLocallyButTheTestStillFails() throws {
        let (file, _) = try scratch()
        let image = RGBAImage.canvas(4, 4, white)
        let verifier = SnapshotVerifier(environment: [:])
        let first = verifier.verify(image, as: .image(), named: "n", file: file, testName: "testA()")
        XCTAssertTrue(first?.contains("no golden existed; recorded") == true, first ?? "passed")
        let golden = SnapshotVerifier.goldenURL(file: file, testName: "testA()", name: "n", pathExtension: "png")
        XCTAssertEqual(try RGBAImage(contentsOfPNG: golden.path), image)
        XCTAssertNil(verifier.verify(image, as: .image(), named: "n", file: file, testName: "testA()"))
        // Translucent pixels are stored exactly (straight alpha), not through premultiplication.
        let translucent = RGBAImage.canvas(4, 4, (200, 100, 50, 77), [(0, 0, 1, 1, (1, 2, 3, 4))])
        _ = verifier.verify(translucent, as: .image(), named: "alpha", file: file, testName: "testA()")
        let alphaGolden = SnapshotVerifier.goldenURL(file: file, testName: "testA()", name: "alpha", pathExtension: "png")
        XCTAssertEqual(try RGBAImage(contentsOfPNG: alphaGolden.path), translucent)
    }

    func testCINeverRecords() throws {
        let (file, _) = try scratch()
        let image = RGBAImage.canvas(4, 4, white)
        let ci = SnapshotVerifier(environment: ["CI": "true"])
        let missing = ci.verify(image, as: .image(), named: "n", file: file, testName: "testB()")
        XCTAssertTrue(missing?.contains("never recorded on CI") == true, missing ?? "passed")
        let golden = SnapshotVerifier.goldenURL(file: file, testName: "testB()", name: "n", pathExtension: "png")
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path))
        let recording = SnapshotVerifier(environment: ["CI": "true", "ANIMRENDER_RECORD": "1"])
        let refused = recording.verify(image, as: .image(), named: "n", file: file, testName: "testB()")
        XCTAssertTrue(refused?.contains("recording is disabled on CI") == true, refused ?? "passed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path))
    }

    func testMismatchWritesExpectedActualAndDiffWhereTheMessageSays() throws {
        let (file, artifacts) = try scratch()
        let local = SnapshotVerifier(environment: ["ANIMRENDER_SNAPSHOT_ARTIFACTS": artifacts.path])
        _ = local.verify(RGBAImage.canvas(4, 4, white), as: .image(), named: "n", file: file, testName: "testC()")
        let changed = RGBAImage.canvas(4, 4, white, [(1, 1, 2, 2, black)])
        let failure = try XCTUnwrap(local.verify(changed, as: .image(), named: "n", file: file, testName: "testC()"))
        // A 2x2 black block in a white field: each pixel has 3 black neighbours, not AA.
        XCTAssertTrue(failure.contains("4 of 16 pixels differ"), failure)
        let folder = artifacts.appendingPathComponent("FakeTests")
        XCTAssertTrue(failure.contains(folder.path), failure)
        let diff = try RGBAImage(contentsOfPNG: folder.appendingPathComponent("testC.n.diff.png").path)
        XCTAssertEqual(diff[1, 1], [255, 0, 0, 255])
        XCTAssertEqual(try RGBAImage(contentsOfPNG: folder.appendingPathComponent("testC.n.actual.png").path), changed)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: folder.appendingPathComponent("testC.n.expected.png").path),
                       RGBAImage.canvas(4, 4, white))
        // Re-recording on request replaces the golden and still fails once.
        let record = SnapshotVerifier(environment: ["ANIMRENDER_RECORD": "1"])
        XCTAssertTrue(record.verify(changed, as: .image(), named: "n", file: file, testName: "testC()")?
            .contains("re-recorded") == true)
        XCTAssertNil(local.verify(changed, as: .image(), named: "n", file: file, testName: "testC()"))
    }

    func testLimitsLetSmallDifferencesPass() throws {
        let (file, _) = try scratch()
        let verifier = SnapshotVerifier(environment: [:])
        _ = verifier.verify(RGBAImage.canvas(4, 4, white), as: .image(), named: "n", file: file, testName: "testD()")
        let changed = RGBAImage.canvas(4, 4, white, [(1, 1, 2, 2, black)])
        XCTAssertNil(verifier.verify(changed, as: .image(limits: DiffLimits(maxDiffPixels: 4)), named: "n",
                                     file: file, testName: "testD()"))
        XCTAssertNotNil(verifier.verify(changed, as: .image(limits: DiffLimits(maxDiffPixels: 3)), named: "n",
                                        file: file, testName: "testD()"))
    }

    /// A real golden, committed next to this file: the diff image the CLI writes for a
    /// block that moved by 2 px. Its content is pinned independently above
    /// (DiffCommandTests checks the red/faded pixel values); this guards the whole picture.
    func testCLIDiffImageMatchesGolden() throws {
        let folder = try makeDiffScratchFolder()
        let gray: (UInt8, UInt8, UInt8, UInt8) = (74, 144, 226, 255)
        try RGBAImage.canvas(24, 16, white, [(4, 4, 8, 6, gray)]).write(to: folder.appendingPathComponent("a.png"))
        try RGBAImage.canvas(24, 16, white, [(6, 4, 8, 6, gray)]).write(to: folder.appendingPathComponent("b.png"))
        let run = try DiffCLI.run(["diff", "a.png", "b.png", "-o", "out"], in: folder)
        // Columns 4-5 and 12-13 of the 6 rows change: 24 pixels.
        XCTAssertEqual(run.lastLine, "24 of 384 pixels differ")
        assertImageSnapshot(of: try Data(contentsOf: folder.appendingPathComponent("out/a.diff.png")), named: "moved-block")
    }
}
