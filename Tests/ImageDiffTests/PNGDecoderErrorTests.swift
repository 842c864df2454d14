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

    func testTruncatedPNGIsNamedWithTheChunkAndByte() throws {
        // A valid signature followed by half an IHDR chunk.
        let path = try temporaryFile("truncated.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
                                                        0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0])
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
            XCTAssertEqual("\(error)", "\(path): truncated: the IHDR chunk at byte 8 declares 13 bytes, but the file ends at byte 18")
        }
    }

    // MARK: - Files cut short or damaged (built from a real 8-bit and a 16-bit PNG)

    private static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(into: UInt32(0xFFFF_FFFF)) { c, byte in
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        } ^ 0xFFFF_FFFF
    }
    private static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        bigEndian(UInt32(data.count)) + Array(type.utf8) + data + bigEndian(crc(Array(type.utf8) + data))
    }
    /// The chunks of a PNG as (type, data).
    private static func chunks(_ png: [UInt8]) -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = [], i = 8
        while i + 12 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            out.append((String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self), Array(png[(i + 8)..<(i + 8 + n)])))
            i += 12 + n
        }
        return out
    }
    private static func assemble(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunks.flatMap { chunk($0.0, $0.1) }
    }
    /// A 40×30 picture, 8-bit RGBA, with varied pixels (so its image data is not tiny).
    private static func eightBit() throws -> [UInt8] {
        let rgba = (0..<(40 * 30 * 4)).map { (i: Int) -> UInt8 in UInt8(truncatingIfNeeded: i * 7 + i / 160 * 3) }
        return [UInt8](try PNGDecoder.encodeRGBA(width: 40, height: 30, rgba: rgba))
    }
    /// The same picture's chunks with its IHDR turned into a 16-bit RGBA header of 20×30
    /// (the same row length), so the image data fits the header exactly.
    private static func sixteenBit() throws -> [(String, [UInt8])] {
        var parts = chunks(try eightBit())
        parts[0].1 = bigEndian(20) + bigEndian(30) + [16, 6, 0, 0, 0]
        return parts
    }

    func testMissingIENDIsRejected() throws {
        let path = try temporaryFile("no-iend.png", Self.assemble(Self.chunks(try Self.eightBit()).filter { $0.0 != "IEND" }))
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(path): truncated: no IEND chunk (the file ends at byte "), "\(error)")
        }
    }

    func testShortImageDataIsRejectedAtEitherDepth() throws {
        for (name, parts) in [("eight", Self.chunks(try Self.eightBit())), ("sixteen", try Self.sixteenBit())] {
            XCTAssertNoThrow(try PNGDecoder.decode(Data(Self.assemble(parts))), "\(name) intact")
            let short = parts.map { $0.0 == "IDAT" ? ($0.0, Array($0.1.prefix($0.1.count / 2))) : $0 }
            let path = try temporaryFile("short-\(name).png", Self.assemble(short))
            XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: path), name) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains("Not enough image data") || text.contains("truncated: the image data stops after"), text)
            }
        }
        // 16-bit: how far the data got, of how much.
        let short = try Self.sixteenBit().map { $0.0 == "IDAT" ? ($0.0, Array($0.1.prefix(200))) : $0 }
        XCTAssertThrowsError(try PNGDecoder.decode(Data(Self.assemble(short)), path: "s.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("s.png: truncated: the image data stops after "), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix(" of the 4830 bytes the header declares"), "\(error)")
        }
    }

    func testADamagedChunkIsNamed() throws {
        var png = try Self.eightBit()
        png[20] ^= 0xFF   // inside IHDR's data
        XCTAssertThrowsError(try PNGDecoder.decode(Data(png), path: "d.png")) { error in
            XCTAssertEqual("\(error)", "d.png: the IHDR chunk at byte 8 is damaged (its checksum does not match)")
        }
    }

    /// A header claiming 16384×16384 RGBA (1 GiB) with a few bytes of data is refused by
    /// comparing the two: deflate cannot expand 12 bytes past 12384.
    func testDeclaredSizeIsCheckedAgainstTheData() throws {
        let parts: [(String, [UInt8])] = [("IHDR", Self.bigEndian(16384) + Self.bigEndian(16384) + [8, 6, 0, 0, 0]),
                                          ("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x18, 0x05, 0xA3, 0x60, 0x14, 0x0C, 0x77, 0x00]),
                                          ("IEND", [])]
        XCTAssertThrowsError(try PNGDecoder.decode(Data(Self.assemble(parts)), path: "big.png")) { error in
            XCTAssertEqual("\(error)", "big.png: the header declares 16384x16384 pixels (1073758208 bytes of image data) but the "
                           + "file holds 12 bytes of compressed data, which expand to at most 12384: the file is truncated or damaged")
        }
        // 64 × 64 zero pixels compress far below the declared size, and still decode.
        let zeros = try PNGDecoder.encodeRGBA(width: 64, height: 64, rgba: [UInt8](repeating: 0, count: 64 * 64 * 4))
        XCTAssertEqual(try PNGDecoder.decode(zeros).rgba, [UInt8](repeating: 0, count: 64 * 64 * 4))
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
