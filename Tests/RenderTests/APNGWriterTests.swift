import Foundation
import Geometry
@testable import Render
import RenderSamples
import XCTest

final class APNGWriterTests: XCTestCase {
    /// CRC-32 (ISO 3309, as PNG uses), written out here rather than taken from zlib.
    func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func be32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }

    /// Chunks as (type, data), checking every length and CRC on the way.
    func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        XCTAssertEqual(Array(png.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10])
        var out: [(String, [UInt8])] = []
        var i = 8
        while i < png.count {
            let length = be32(png, i)
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            XCTAssertEqual(UInt32(be32(png, i + 8 + length)), crc32(png[(i + 4)..<(i + 8 + length)]), "CRC of \(type)")
            out.append((type, Array(png[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        XCTAssertEqual(i, png.count)
        return out
    }

    func frame(_ paint: (inout [UInt32], Int) -> Void) -> PixelImage {
        var pixels = Array(repeating: UInt32(0xFFFF_FFFF), count: 40 * 30)
        paint(&pixels, 40)
        return PixelImage(width: 40, height: 30, pixels: pixels)
    }

    func testStructureSequenceNumbersDelaysAndRegions() throws {
        let a = frame { _, _ in }
        // b differs from a in columns 5…14, rows 3…7.
        let b = frame { p, w in for y in 3...7 { for x in 5...14 { p[y * w + x] = 0xFFFF_0000 } } }
        // c differs from b only at (20, 25).
        var c = b
        c.pixels[25 * 40 + 20] = 0xFF00_00FF
        let apng = try APNGWriter(fps: 60, threads: 2).encode([a, b, b, b, c])
        let list = chunks(apng)
        XCTAssertEqual(list.map(\.type).filter { $0 != "IDAT" && $0 != "fdAT" },
                       ["IHDR", "acTL", "fcTL", "fcTL", "fcTL", "IEND"])
        XCTAssertEqual(list[1].type, "acTL")
        XCTAssertEqual(list[2].type, "fcTL")
        XCTAssertEqual(list[3].type, "IDAT")
        XCTAssertEqual(be32(list[1].data, 0), 3) // frames after merging b, b, b
        XCTAssertEqual(be32(list[1].data, 4), 0) // loop forever
        // Sequence numbers run 0, 1, 2, … over fcTL and fdAT chunks in file order.
        let sequenced = list.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        XCTAssertEqual(sequenced.map { be32($0.data, 0) }, Array(0..<sequenced.count))
        // IDAT only before the second fcTL, fdAT only after it.
        let secondControl = list.indices.filter { list[$0].type == "fcTL" }[1]
        XCTAssertTrue(list[..<secondControl].allSatisfy { $0.type != "fdAT" })
        XCTAssertTrue(list[secondControl...].allSatisfy { $0.type != "IDAT" })
        // fcTL: width, height, x, y, delay num/den.
        let controls = list.filter { $0.type == "fcTL" }.map { d in
            [be32(d.data, 4), be32(d.data, 8), be32(d.data, 12), be32(d.data, 16), be16(d.data, 20), be16(d.data, 22)]
        }
        XCTAssertEqual(controls[0], [40, 30, 0, 0, 1, 60])
        XCTAssertEqual(controls[1], [10, 5, 5, 3, 3, 60])
        XCTAssertEqual(controls[2], [1, 1, 20, 25, 1, 60])
        // Opaque frames: RGB.
        XCTAssertEqual(list[0].data[9], 2)
    }

    func testFramePayloadDecodesToTheChangedRegion() throws {
        let a = frame { _, _ in }
        let b = frame { p, w in for y in 3...7 { for x in 5...14 { p[y * w + x] = 0x8080_0000 } } }
        let list = chunks(try APNGWriter(fps: 30).encode([a, b]))
        XCTAssertEqual(list[0].data[9], 6) // one translucent frame makes every frame RGBA
        // Rebuild frame 2 as a still PNG: IHDR with its size, its fdAT data as IDAT.
        var ihdr = list[0].data
        ihdr.replaceSubrange(0..<8, with: [0, 0, 0, 10, 0, 0, 0, 5])
        let data = list.filter { $0.type == "fdAT" }.flatMap { $0.data.dropFirst(4) }
        let still = PNGChunk.signature + PNGChunk(type: "IHDR", data: ihdr).bytes
            + PNGChunk(type: "IDAT", data: data).bytes + PNGChunk(type: "IEND", data: []).bytes
        let decoded = try decodePNG(still)
        XCTAssertEqual(decoded.width, 10)
        XCTAssertEqual(Array(decoded.rgba.prefix(4)), [255, 0, 0, 128])
        if let path = ProcessInfo.processInfo.environment["RENDER_SAMPLES_DIR"] {
            let frames = (0..<24).map { try! Renderer().render(SampleScenes.cards(frame: min($0, 15), of: 16, scale: 1)) }
            try Data(try APNGWriter(fps: 12).encode(frames)).write(to: URL(fileURLWithPath: path + "/cards.apng.png"))
            try Data(PNGEncoder().encode(frames[5])).write(to: URL(fileURLWithPath: path + "/cards-frame5.png"))
        }
    }

    /// Sequences with runs of repeats, parts of every size, and translucency arriving
    /// first, midway or never.
    func sequences() -> [String: [PixelImage]] {
        let base = frame { _, _ in }
        var moving: [PixelImage] = []
        for k in 0..<9 {
            moving.append(frame { p, w in for y in 2...9 { for x in (k * 3)...(k * 3 + 6) { p[y * w + x] = 0xFF20_60C0 } } })
            if k % 3 == 0 { moving.append(moving.last!) }   // repeats merge into longer delays
        }
        var lateAlpha = moving
        lateAlpha[7].pixels[5 * 40 + 30] = 0x8040_0000
        var earlyAlpha = moving
        earlyAlpha[0].pixels[0] = 0x0000_0000
        return ["moving": moving, "late translucency": lateAlpha, "early translucency": earlyAlpha,
                "one frame": [base], "all the same": [base, base, base]]
    }

    private func fileScratch() throws -> ScratchFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("apng-scratch-\(UUID().uuidString)").path
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        unlink(path)
        return ScratchFile(fileDescriptor: fd)
    }

    /// The streaming writer, fed one frame at a time or drawn on worker threads, writes
    /// the same bytes as the writer that held every frame.
    func testStreamingGivesTheSameBytesAsTheWholeSequence() throws {
        for (name, frames) in sequences().sorted(by: { $0.key < $1.key }) {
            let writer = APNGWriter(fps: 30, threads: 3)
            let reference = try ReferenceAPNGWriter(writer: writer).encode(frames)
            XCTAssertEqual(try writer.encode(frames), reference, name)
            for threads in [1, 3] {
                var streamed: [UInt8] = []
                try APNGWriter(fps: 30, threads: threads).encode(count: frames.count, frame: { frames[$0] },
                                                                 scratch: try fileScratch()) { streamed += $0 }
                XCTAssertEqual(streamed, reference, "\(name), \(threads) threads")
            }
        }
        // The translucent sequences really are RGBA, the opaque one RGB.
        XCTAssertEqual(chunks(try APNGWriter(fps: 30).encode(sequences()["late translucency"]!))[0].data[9], 6)
        XCTAssertEqual(chunks(try APNGWriter(fps: 30).encode(sequences()["moving"]!))[0].data[9], 2)
    }

    func testStreamingRefusesFramesOfAnotherSize() {
        let frames = [frame { _, _ in }, PixelImage(width: 1, height: 1, pixels: [0xFF00_0000])]
        XCTAssertThrowsError(try APNGWriter(fps: 30).encode(count: 2, frame: { frames[$0] }, scratch: ScratchFile()) { _ in }) {
            XCTAssertEqual("\($0)", "cannot write animated PNG: frames differ in size: 40×30 and 1×1")
        }
    }

    func testInvalidSequencesAreErrors() {
        XCTAssertThrowsError(try APNGWriter(fps: 60).encode([]))
        XCTAssertThrowsError(try APNGWriter(fps: 60).encode([frame { _, _ in },
                                                             PixelImage(width: 1, height: 1, pixels: [0])]))
        XCTAssertThrowsError(try APNGWriter(fps: 0).encode([frame { _, _ in }]))
    }

    func testDelayForFractionalFPS() {
        XCTAssertEqual(APNGWriter(fps: 29.97).delay(frames: 3).0, 100) // 3 / 29.97 s = 100.1 ms
        XCTAssertEqual(APNGWriter(fps: 29.97).delay(frames: 3).1, 1000)
    }
}
