import CPNG
import Geometry
@testable import Render
import RenderSamples
import XCTest

/// The flat-frame deflate encoder (our own, so checked hard): zlib inflates every stream
/// to exactly the unfiltered scanlines libdeflate's path compresses, Adler-32 included,
/// on rendered frames and on inputs made to break it — noise, gradients, 1-pixel and
/// 1-row images, runs far longer than a match, rows longer than deflate's window — in
/// both layouts; its Huffman codes are complete and within deflate's length limits.
final class FlatFrameDeflaterTests: XCTestCase {
    /// A deterministic pseudo-random pixel source (no clock, no system generator).
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
    }

    static func opaque(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> PixelImage {
        var pixels: [UInt32] = []
        for y in 0..<height { for x in 0..<width { pixels.append(0xFF00_0000 | pixel(x, y)) } }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Premultiplied translucency on every `step`-th pixel (alpha 0x80, colour ≤ alpha).
    static func translucent(_ image: PixelImage, step: Int) -> PixelImage {
        var image = image
        for i in Swift.stride(from: 0, to: image.pixels.count, by: step) { image.pixels[i] = 0x8000_0000 | (image.pixels[i] & 0x007F_7F7F) }
        return image
    }

    func adversarialImages() throws -> [(String, PixelImage)] {
        var noise = Noise(state: 13)
        let frame = try Renderer().render(SampleScenes.cards(frame: 2, of: 4, scale: 2))
        var images: [(String, PixelImage)] = [
            ("frame@2x", frame),
            ("frame@1x", try Renderer().render(SampleScenes.cards(frame: 7, of: 12, scale: 1))),
            ("1×1", Self.opaque(1, 1) { _, _ in 0x123456 }),
            ("1×40 column", Self.opaque(1, 40) { _, y in y < 20 ? 0x000000 : UInt32(y) }),
            ("700×1 row", Self.opaque(700, 1) { x, _ in x < 600 ? 0xFFFFFF : UInt32(x) }),
            ("2×2 distinct", Self.opaque(2, 2) { x, y in UInt32(x * 77 + y * 1000) }),
            ("noise", Self.opaque(200, 150) { _, _ in noise.next() & 0xFFFFFF }),
            ("horizontal gradient", Self.opaque(300, 80) { x, _ in UInt32(x * 255 / 299) * 0x010101 }),
            ("vertical gradient", Self.opaque(80, 300) { _, y in UInt32(y * 255 / 299) << 8 }),
            ("one colour", Self.opaque(750, 400) { _, _ in 0xF2F2F7 }),
            // Runs of 1…300 pixels, so matches of every length and every remainder
            // (1 or 2 bytes past 258) appear.
            ("runs", Self.opaque(997, 60) { x, y in UInt32((x + y) / (1 + y * 5 % 301)) & 1 == 0 ? 0x336699 : 0x336698 }),
            // Rows repeating with a period of 2 and 3 rows, and pairs recurring across rows.
            ("stripes", Self.opaque(123, 90) { x, y in (y % 3 == 0 ? 0xFF0000 : 0x00FF00) ^ UInt32(x % 7) }),
            // 12 000 px: a row is 36 001 bytes, beyond the 32 KiB window.
            ("wide", Self.opaque(12_000, 5) { x, y in y == 3 ? noise.next() & 0xFFFFFF : UInt32(x / 500) }),
            ("wide equal rows", Self.opaque(11_000, 4) { x, _ in UInt32(x / 3) }),
        ]
        images.append(("translucent frame", Self.translucent(frame.cropped(to: .init(x: 0, y: 160, width: 750, height: 300)), step: 9)))
        images.append(("translucent noise", Self.translucent(images[6].1, step: 2)))
        var clear = Self.opaque(64, 64) { x, y in x == y ? 0xFFFFFF : 0 }
        for i in clear.pixels.indices where clear.pixels[i] == 0xFF00_0000 { clear.pixels[i] = 0 }
        images.append(("clear with a diagonal", clear))
        return images
    }

    /// zlib's `uncompress` (which checks the Adler-32) of our stream equals the
    /// scanlines libdeflate's path would compress, in RGB and in RGBA.
    func testZlibInflatesEveryStreamToTheScanlines() throws {
        for (name, image) in try adversarialImages() {
            for layout in [PNGEncoder.Layout.rgb, .rgba] where layout == .rgba || image.isOpaque {
                let expected = PNGEncoder(options: PNGOptions(compressionLevel: 1, filter: .none)).scanlines(of: image, as: layout)!
                let stream = try XCTUnwrap(FlatFrameDeflater.zlib(of: image, as: layout), name)
                var length = uLongf(expected.count + 1)
                var out = [UInt8](repeating: 0, count: Int(length))
                let status = uncompress(&out, &length, stream, uLong(stream.count))
                XCTAssertEqual(status, Z_OK, "\(name) \(layout): zlib refuses the stream")
                XCTAssertEqual(Int(length), expected.count, "\(name) \(layout)")
                XCTAssertTrue(out.prefix(Int(length)) == expected[...], "\(name) \(layout): other bytes")
            }
        }
    }

    /// Through the whole encoder, libpng decodes the same pixels, and `.rgbIfOpaque`
    /// gives up (nil) on the first translucent pixel, wherever it is.
    func testLibpngDecodesTheSamePixelsAndOpacityIsChecked() throws {
        for (name, image) in try adversarialImages() {
            let png = PNGEncoder().encode(image)
            XCTAssertEqual(png[25], image.isOpaque ? 2 : 6, name)
            XCTAssertEqual(try decodePNG(png).rgba, image.straightRGBA, name)
        }
        var late = Self.opaque(40, 30) { _, _ in 0x808080 }
        late.pixels[late.pixels.count - 1] = 0x8040_4040 // in a row otherwise equal to the one above
        XCTAssertNil(FlatFrameDeflater.zlib(of: late, as: .rgbIfOpaque))
        XCTAssertEqual(try decodePNG(PNGEncoder().encode(late)).rgba, late.straightRGBA)
    }

    /// A frame of one colour is a few literals, then copies. Hand-computed for 750 × 400
    /// px RGB (2 251 bytes a row): rows 1…399 equal the row above, 898 149 bytes copied
    /// from one row back = 3 481 matches of 258 (+ 33 bytes). With one length and one
    /// distance dominating, each costs a 1-bit length code, a 1-bit distance code and 10
    /// extra distance bits (2 251 is in 2 049…3 072): 3 481 × 12 bits = 5 222 bytes. The
    /// first row (a run from one pixel back), the headers and the trailer add little.
    func testFlatFrameBecomesLongMatches() throws {
        let image = Self.opaque(750, 400) { _, _ in 0xF2F2F7 }
        let ours = try XCTUnwrap(FlatFrameDeflater.zlib(of: image, as: .rgb))
        XCTAssertGreaterThanOrEqual(ours.count, 5_222)
        XCTAssertLessThan(ours.count, 5_222 + 100)
        XCTAssertEqual(FlatFrameDeflater.zlib(of: image, as: .rgb), ours, "deterministic")
    }

    /// Hand-computed: frequencies 1, 1, 2, 4 give lengths 3, 3, 2, 1; canonical codes
    /// (RFC 1951 §3.2.2) 110, 111, 10, 0, stored reversed: 011, 111, 01, 0.
    func testHuffmanCodeIsCanonical() {
        let frequencies: [UInt32] = [1, 1, 2, 4]
        let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0.baseAddress!, count: 4, limit: 15) }
        XCTAssertEqual(code.lengths, [3, 3, 2, 1])
        XCTAssertEqual(code.codes, [0b011, 0b111, 0b01, 0b0])
    }

    /// Fibonacci frequencies make a Huffman tree 25 deep; limited to 15 (and 7) the code
    /// stays complete (Kraft sum exactly 1) and more frequent symbols never get longer
    /// codes. One used symbol, or none, still gives a complete two-symbol code.
    func testHuffmanLengthsAreLimitedAndComplete() {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 26 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for limit in [7, 15] {
            let code = fibonacci.withUnsafeBufferPointer { HuffmanCode(frequencies: $0.baseAddress!, count: 26, limit: limit) }
            XCTAssertEqual(code.lengths.map { Int($0) }.max(), limit)
            XCTAssertEqual(code.lengths.reduce(0.0) { $0 + pow(2, -Double($1)) }, 1.0)
            for i in 1..<26 { XCTAssertLessThanOrEqual(code.lengths[i], code.lengths[i - 1], "symbol \(i)") }
        }
        for frequencies in [[0, 0, 5, 0] as [UInt32], [0, 0, 0, 0]] {
            let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0.baseAddress!, count: 4, limit: 15) }
            XCTAssertEqual(code.lengths.reduce(0.0) { $0 + ($1 > 0 ? pow(2, -Double($1)) : 0) }, 1.0, "\(frequencies)")
            XCTAssertEqual(code.lengths.filter { $0 > 0 }.count, 2, "\(frequencies)")
        }
    }
}
