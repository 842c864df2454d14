import XCTest
import Foundation
@testable import AnimRenderKit

final class OutputFolderTests: XCTestCase {
    private var dir: URL!
    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-out-\(UUID().uuidString)")
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    func testWritesFilesAndManifest() throws {
        let out = try OutputFolder(path: dir.path)
        try out.write("a.txt", bytes: Array("hello".utf8))
        try out.finish()
        XCTAssertEqual(try contents(), [".animrender-manifest", "a.txt"])
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.txt"), encoding: .utf8), "hello")
    }

    func testNeverOverwritesAFileItDidNotWrite() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: dir.appendingPathComponent("frame_0000.png"))
        let out = try OutputFolder(path: dir.path)
        XCTAssertThrowsError(try out.checkWritable(["frame_0000.png"])) { error in
            XCTAssertEqual(error as? OutputFolder.Error, .foreignFile(dir.appendingPathComponent("frame_0000.png").path))
        }
        XCTAssertThrowsError(try out.write("frame_0000.png", bytes: [1]))
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("frame_0000.png"), encoding: .utf8), "mine")
    }

    func testRemovesOnlyItsOwnStaleOutputs() throws {
        let first = try OutputFolder(path: dir.path)
        try first.write("frame_0000.png", bytes: [0])
        try first.write("frame_0001.png", bytes: [1])
        try first.finish()
        try Data("user".utf8).write(to: dir.appendingPathComponent("notes.txt"))

        let second = try OutputFolder(path: dir.path)
        try second.checkWritable(["frame_0000.png"])
        try second.write("frame_0000.png", bytes: [2])
        try second.finish()
        XCTAssertEqual(try contents(), [".animrender-manifest", "frame_0000.png", "notes.txt"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("frame_0000.png")), Data([2]))
    }

    func testRefusesAFileAsFolder() throws {
        try Data().write(to: dir)
        XCTAssertThrowsError(try OutputFolder(path: dir.path)) { error in
            XCTAssertEqual(error as? OutputFolder.Error, .notADirectory(dir.path))
        }
    }
}

final class JSONOutputTests: XCTestCase {
    func testNumbersAreShortRoundedAndNeverNegativeZero() {
        XCTAssertEqual(JSONOutput.format(20), "20")
        XCTAssertEqual(JSONOutput.format(12.5), "12.5")
        XCTAssertEqual(JSONOutput.format(-0.0), "0")
        XCTAssertEqual(JSONOutput.format(-1e-9), "0")
        XCTAssertEqual(JSONOutput.format(187.49999999997), "187.5")
        XCTAssertEqual(JSONOutput.format(.nan), "null")
    }

    func testKeyOrderIsKeptAndStringsEscaped() {
        let v = JSONOutput.object([("b", .number(1)), ("a", .string("x\"y\n")), ("c", .numbers([1, 2.5]))])
        XCTAssertEqual(v.compact, #"{"b":1,"a":"x\"y\n","c":[1,2.5]}"#)
        XCTAssertEqual(v.pretty, "{\n  \"b\": 1,\n  \"a\": \"x\\\"y\\n\",\n  \"c\": [1, 2.5]\n}\n")
    }
}
