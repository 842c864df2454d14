import Foundation
import Render
import XCTest

/// Bad input must come back as an error naming the file, never a crash.
final class PNGDecoderErrorTests: XCTestCase {
    private func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-\(name)")
        try Data(bytes).write(to: url)
        return url.path
    }

    func testNonPNGFileIsRejectedByName() throws {
        let path = try temporaryFile("not-a.png", Array("hello".utf8))
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
            XCTAssertEqual("\(error)", "\(path): not a PNG file (the PNG signature is missing)")
        }
    }

    func testTruncatedPNGIsAnErrorFromLibpng() throws {
        // A valid signature followed by half an IHDR chunk.
        let path = try temporaryFile("truncated.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
                                                        0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0])
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("\(path): corrupt or unsupported PNG (libpng: "), text)
        }
    }

    func testAbsurdHeaderSizeIsRefusedBeforeAllocating() throws {
        // A valid IHDR claiming 100000x100000 pixels (10^10 > 2^28), then an empty IDAT:
        // enough for libpng to report the size.
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = body.reduce(into: UInt32(0xFFFF_FFFF)) { c, byte in
                c ^= UInt32(byte)
                for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
            } ^ 0xFFFF_FFFF
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
        }
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(100_000) + bigEndian(100_000) + [8, 6, 0, 0, 0]) + chunk("IDAT", [])
        let path = try temporaryFile("huge.png", bytes)
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
            XCTAssertTrue("\(error)".contains("100000x100000 pixels is more than this tool handles"), "\(error)")
        }
    }

    func testMissingFileAndFolderAreNamed() {
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: "/nonexistent/x.png")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/x.png: no such file")
        }
        let folder = FileManager.default.temporaryDirectory.path
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: folder)) { error in
            XCTAssertEqual("\(error)", "\(folder): is a folder, not a PNG file")
        }
    }
}
