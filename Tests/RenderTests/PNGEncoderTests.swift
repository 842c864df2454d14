import Geometry
@testable import Render
import XCTest

final class PNGEncoderTests: XCTestCase {
    /// Byte 25 of a PNG is IHDR's colour type (8 signature + 4 length + 4 type + 4 width
    /// + 4 height + 1 bit depth).
    func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    func straightRGBA(_ image: PixelImage) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<image.height { for x in 0..<image.width { let p = image[x, y]; out += [p.r, p.g, p.b, p.a] } }
        return out
    }

    func testOpaqueFrameRoundTripsAsRGB() throws {
        let image = try Renderer().render(SampleScenes.cards(frame: 5, of: 12, scale: 1))
        XCTAssertTrue(image.isOpaque)
        let png = PNGEncoder().encode(image)
        XCTAssertEqual(colorType(png), 2)
        let decoded = try decodePNG(png)
        XCTAssertEqual(decoded.width, 375)
        XCTAssertEqual(decoded.height, 812)
        XCTAssertEqual(decoded.rgba, straightRGBA(image))
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
            XCTAssertEqual(try decodePNG(png).rgba, straightRGBA(image), "pixel \(index)")
        }
        XCTAssertEqual(colorType(PNGEncoder().encode(opaque)), 2)
    }

    func testEveryOptionDecodesToTheSamePixels() throws {
        let image = try Renderer().render(SampleScenes.cards(frame: 2, of: 4, scale: 1))
        let expected = straightRGBA(image)
        for filter in PNGOptions.Filter.allCases {
            for strategy in PNGOptions.Strategy.allCases {
                let options = PNGOptions(compressionLevel: 1, filter: filter, strategy: strategy, channels: .rgba)
                let png = PNGEncoder(options: options).encode(image)
                XCTAssertEqual(colorType(png), 6)
                XCTAssertEqual(try decodePNG(png).rgba, expected, "\(filter) \(strategy)")
            }
        }
    }

    func testCairoReferenceEncodesTheSamePixels() throws {
        let image = try Renderer().render(SampleScenes.cards(frame: 0, of: 4, scale: 1))
        XCTAssertEqual(try decodePNG(CairoPNGReference.encode(image)).rgba, straightRGBA(image))
    }
}
