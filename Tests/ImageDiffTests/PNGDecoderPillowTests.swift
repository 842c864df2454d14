import Foundation
import Render
import XCTest

/// 16-bit PNGs decode to the RGBA bytes Pillow's `convert("RGBA")` gives, on files written
/// by hand to cover every colour type, tRNS keys, interlacing and every row filter.
/// Pillow is required: a missing interpreter or package fails the test with the command.
final class PNGDecoderPillowTests: XCTestCase {
    struct Case: Decodable { let path: String; let width: Int; let height: Int }

    private static var folder: URL?

    private func reference() throws -> URL {
        if let folder = Self.folder { return folder }
        let folder = try PythonReference.scratchFolder("sixteen")
        let script = folder.appendingPathComponent("sixteen.py")
        try sixteenBitReferenceScript.write(to: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.appendingPathComponent("out").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail("the Pillow reference script failed; it needs `pip install pillow`.\n\(stderr)")
            throw NSError(domain: "PNGDecoderPillowTests", code: Int(process.terminationStatus))
        }
        Self.folder = folder.appendingPathComponent("out")
        return Self.folder!
    }

    func testSixteenBitFilesDecodeAsPillowDoes() throws {
        let out = try reference()
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: out.appendingPathComponent("cases.json")))
        XCTAssertEqual(cases.count, 12, "4 colour types × plain/interlaced, grey and RGB also with tRNS")
        var transparent = 0
        for c in cases {
            let decoded = try PNGDecoder.decode(contentsOf: c.path)
            XCTAssertEqual(decoded.width, c.width, c.path)
            XCTAssertEqual(decoded.height, c.height, c.path)
            let pillow = [UInt8](try Data(contentsOf: URL(fileURLWithPath: c.path + ".rgba")))
            let differing = (0..<(c.width * c.height)).filter { decoded.rgba[$0 * 4..<$0 * 4 + 4] != pillow[$0 * 4..<$0 * 4 + 4] }
            XCTAssertEqual(differing.count, 0, "\(c.path): pixels \(differing.prefix(5)) differ from Pillow's")
            transparent += stride(from: 3, to: pillow.count, by: 4).filter { pillow[$0] == 0 }.count
        }
        XCTAssertGreaterThan(transparent, 2, "the tRNS keys must make some pixels transparent")
    }

    /// The case: the same picture at 8 and 16 bits compares equal, as with Pillow.
    func testSixteenBitCopyOfAnEightBitImageIsIdentical() throws {
        let out = try reference()
        let eight = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("eight.png").path)
        let sixteen = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("sixteen.png").path)
        XCTAssertEqual(sixteen.width, 150)
        XCTAssertTrue(eight == sixteen, "decoded 8-bit and 16-bit pictures differ")
    }
}
