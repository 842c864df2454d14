import CPNG
import Geometry
@testable import Render
import RenderSamples
import XCTest

final class PNGEncoderTests: XCTestCase {
    /// Byte 25 of a PNG is IHDR's colour type (8 signature + 4 length + 4 type + 4 width
    /// + 4 height + 1 bit depth).
    func colorType(_ png: [UInt8]) -> UInt8 { png[25] }


    /// The image data inflated by zlib (not libdeflate, which wrote it): the filter type
    /// byte and filtered bytes of every row.
    func inflatedImageData(_ png: [UInt8]) throws -> [UInt8] {
        let stream = PNGChunk.parse(png).filter { $0.type == "IDAT" }.flatMap(\.data)
        var length = uLongf(1 << 20)
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = uncompress(&out, &length, stream, uLong(stream.count))
        XCTAssertEqual(status, Z_OK, "zlib inflates the stream")
        return Array(out.prefix(Int(length)))
    }

    /// A small piece of a rendered frame: text edges, a rounded corner and flat fill.
    func sample() throws -> PixelImage {
        try Renderer().render(SampleScenes.cards(frame: 2, of: 4, scale: 1)).cropped(to: .init(x: 10, y: 90, width: 96, height: 72))
    }

    func testOpaqueFrameRoundTripsAsRGB() throws {
        let image = try Renderer().render(SampleScenes.cards(frame: 5, of: 12, scale: 1))
        XCTAssertTrue(image.isOpaque)
        let png = PNGEncoder().encode(image)
        XCTAssertEqual(colorType(png), 2)
        let decoded = try decodePNG(png)
        XCTAssertEqual(decoded.width, 375)
        XCTAssertEqual(decoded.height, 812)
        XCTAssertEqual(decoded.rgba, image.straightRGBA)
    }

    func testTranslucentPixelsAreUnpremultiplied() throws {
        // Premultiplied (a 128, r 64, g 32, b 0): straight r = 64·255/128 = 127.5 → 128,
        // g = 63.75 → 64. A clear pixel stays all zero; an opaque one is copied.
        let image = PixelImage(width: 3, height: 1, pixels: [0x8040_2000, 0x0000_0000, 0xFF11_2233])
        let png = PNGEncoder().encode(image)
        XCTAssertEqual(colorType(png), 6)
        XCTAssertEqual(try decodePNG(png).rgba, [128, 64, 0, 128, 0, 0, 0, 0, 0x11, 0x22, 0x33, 255])
    }

    /// RGB is attempted first and abandoned at the first pixel that is not opaque; a
    /// translucent pixel in the last row, or alone in a row's unaligned tail, must still
    /// give RGBA with every pixel intact.
    func testLateTranslucentPixelSwitchesToRGBA() throws {
        let opaque = try Renderer().render(SampleScenes.cards(frame: 1, of: 4, scale: 1))
        // 375 px per row: 93 blocks of four, then three tail pixels.
        for index in [opaque.pixels.count - 1, opaque.pixels.count - 200, 372, 0] {
            var image = opaque
            image.pixels[index] = 0x8040_2000
            let png = PNGEncoder().encode(image)
            XCTAssertEqual(colorType(png), 6, "pixel \(index)")
            XCTAssertEqual(try decodePNG(png).rgba, image.straightRGBA, "pixel \(index)")
        }
        XCTAssertEqual(colorType(PNGEncoder().encode(opaque)), 2)
    }

    func testEveryFilterLevelAndLayoutDecodesToTheSamePixels() throws {
        var translucent = try sample()
        for i in stride(from: 0, to: translucent.pixels.count, by: 7) { translucent.pixels[i] = 0x8040_2000 }
        for (image, channels) in [(try sample(), PNGOptions.Channels.rgb), (translucent, .rgba)] {
            let expected = image.straightRGBA
            for filter in PNGOptions.Filter.allCases {
                for level in [0, 1, 6, 12] {
                    let png = PNGEncoder(options: PNGOptions(compressionLevel: level, filter: filter, channels: channels)).encode(image)
                    XCTAssertEqual(colorType(png), channels == .rgb ? 2 : 6)
                    XCTAssertEqual(try decodePNG(png).rgba, expected, "\(filter) level \(level) \(channels)")
                }
            }
        }
    }

    /// Each filter's bytes against values worked out by hand (PNG spec §9) on a 2×2 RGB
    /// image: row 0 (10,20,30) (40,60,90), row 1 (11,22,33) (250,5,95).
    func testFiltersProduceTheSpecsBytes() throws {
        let image = PixelImage(width: 2, height: 2, pixels: [0xFF0A_141E, 0xFF28_3C5A, 0xFF0B_1621, 0xFFFA_055F])
        let expected: [PNGOptions.Filter: [UInt8]] = [
            .none: [0, 10, 20, 30, 40, 60, 90,
                    0, 11, 22, 33, 250, 5, 95],
            // Sub: the first pixel as is, then minus the pixel to the left (mod 256).
            .sub: [1, 10, 20, 30, 30, 40, 60,
                   1, 11, 22, 33, 239, 239, 62],
            // Up: minus the byte above (zeros above the first row).
            .up: [2, 10, 20, 30, 40, 60, 90,
                  2, 1, 2, 3, 210, 201, 5],
            // Average: minus floor((left + above) / 2). Row 0: 40 − 5 = 35, 60 − 10, 90 − 15.
            // Row 1: 11 − 5 = 6, 22 − 10, 33 − 15; 250 − (11+40)/2 = 225, 5 − (22+60)/2 = −36 → 220,
            // 95 − (33+90)/2 = 34.
            .average: [3, 10, 20, 30, 35, 50, 75,
                       3, 6, 12, 18, 225, 220, 34],
            // Paeth: row 0 predicts from the left (above and upper-left are 0); row 1's
            // first pixel from above; (250,5,95): a = (11,22,33), b = (40,60,90),
            // c = (10,20,30); p = a + b − c = (41,62,93) is closest to b in every channel,
            // so 250 − 40 = 210, 5 − 60 = 201, 95 − 90 = 5.
            .paeth: [4, 10, 20, 30, 30, 40, 60,
                     4, 1, 2, 3, 210, 201, 5],
        ]
        for (filter, bytes) in expected {
            let png = PNGEncoder(options: PNGOptions(compressionLevel: 6, filter: filter, channels: .rgb)).encode(image)
            XCTAssertEqual(try inflatedImageData(png), bytes, "\(filter)")
        }
    }

    /// Adaptive picks per row the filter with the smallest Σ|signed byte|, ties to the
    /// lower type. Row 0 of the image above: none 10+20+30+40+60+90 = 250, sub
    /// 10+20+30+30+40+60 = 190, up = none (250), average 10+20+30+35+50+75 = 220, paeth =
    /// sub (190): sub wins the tie with paeth. Row 1 (a byte b ≥ 128 counts 256 − b): none
    /// 11+22+33+6+5+95 = 172, sub 11+22+33+17+17+62 = 162, up 1+2+3+46+55+5 = 112, average
    /// 6+12+18+31+36+34 = 137, paeth = up (112): up wins the tie with paeth.
    func testAdaptiveChoosesTheSmallestSignedSumPerRow() throws {
        let image = PixelImage(width: 2, height: 2, pixels: [0xFF0A_141E, 0xFF28_3C5A, 0xFF0B_1621, 0xFFFA_055F])
        let png = PNGEncoder(options: PNGOptions(compressionLevel: 6, filter: .adaptive, channels: .rgb)).encode(image)
        XCTAssertEqual(try inflatedImageData(png), [1, 10, 20, 30, 30, 40, 60,
                                                    2, 1, 2, 3, 210, 201, 5])
    }

    /// libpng writes the container: signature, IHDR, IDAT chunks no longer than the limit,
    /// IEND, each with its CRC (libpng's reader checks them when decoding).
    func testContainerIsSplitIntoChunksOfAtMostTheLimit() throws {
        let image = try sample()
        var encoder = PNGEncoder()
        let whole = encoder.encode(image)
        encoder.maxChunkLength = 100
        let split = encoder.encode(image)
        XCTAssertEqual(Array(split.prefix(8)), PNGChunk.signature)
        let chunks = PNGChunk.parse(split)
        let stream = PNGChunk.parse(whole).filter { $0.type == "IDAT" }.flatMap(\.data)
        XCTAssertEqual(chunks.map(\.type), ["IHDR"] + Array(repeating: "IDAT", count: (stream.count + 99) / 100) + ["IEND"])
        XCTAssertEqual(chunks.dropFirst().dropLast().flatMap(\.data), stream, "the same stream, cut into pieces")
        XCTAssertTrue(chunks.dropFirst().dropLast().allSatisfy { $0.data.count <= 100 })
        XCTAssertEqual(PNGChunk.parse(whole).map(\.type), ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(chunks[0].data, [0, 0, 0, 96, 0, 0, 0, 72, 8, 2, 0, 0, 0], "96×72, 8-bit RGB, deflate, base filters, no interlace")
        XCTAssertEqual(Array(split.suffix(12)), PNGChunk(type: "IEND", data: []).bytes)
        XCTAssertEqual(try decodePNG(split).rgba, image.straightRGBA)
        // A damaged CRC (the first IDAT's: after the signature, IHDR, its header and 100
        // bytes) is refused by the reader, so the CRCs above were checked.
        var damaged = split
        damaged[8 + 25 + 8 + 100] ^= 1
        XCTAssertThrowsError(try decodePNG(damaged))
    }

    /// Same bytes whatever the thread and however many encode at once.
    func testEncodingIsDeterministicAcrossThreads() throws {
        let image = try Renderer().render(SampleScenes.cards(frame: 3, of: 4, scale: 1))
        let reference = PNGEncoder().encode(image)
        final class Results: @unchecked Sendable { let lock = NSLock(); var pngs: [[UInt8]] = [] }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 12) { _ in
            let png = PNGEncoder().encode(image)
            results.lock.withLock { results.pngs.append(png) }
        }
        XCTAssertEqual(results.pngs.count, 12)
        XCTAssertTrue(results.pngs.allSatisfy { $0 == reference })
    }

    func testCairoReferenceEncodesTheSamePixels() throws {
        let image = try Renderer().render(SampleScenes.cards(frame: 0, of: 4, scale: 1))
        XCTAssertEqual(try decodePNG(CairoPNGReference.encode(image)).rgba, image.straightRGBA)
    }
}
