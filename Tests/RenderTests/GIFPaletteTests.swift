import XCTest
@testable import Render

/// The GIF palette and the raw video frames, on hand-made images.
final class GIFPaletteTests: XCTestCase {
    func opaque(_ rgb: UInt32) -> UInt32 { 0xFF00_0000 | rgb }

    func testFewColoursAreKeptExactly() {
        let image = PixelImage(width: 3, height: 2, pixels: [0x112233, 0x112233, 0xFFFFFF, 0x4A90E2, 0x4A90E2, 0x4A90E2].map(opaque))
        let palette = GIFPalette(GIFPalette.Histogram(of: image))
        XCTAssertTrue(palette.isExact)
        // By pixels covered, most first.
        XCTAssertEqual(palette.colors, [0x4A90E2, 0x112233, 0xFFFFFF])
        XCTAssertEqual(palette.indices(of: image), [1, 1, 2, 0, 0, 0])
        let table = palette.pal8
        XCTAssertEqual(table.count, 1024)
        XCTAssertEqual(Array(table[0..<4]), [0xE2, 0x90, 0x4A, 0xFF])   // native-endian 0xAARRGGBB
        XCTAssertEqual(Array(table[12..<16]), [0, 0, 0, 0xFF])
    }

    func testManyColoursKeepTheFlatOnesExactly() {
        // Three flat fills of 10,000 pixels each and 400 one-pixel colours between them.
        var pixels = [UInt32](repeating: opaque(0xF2F2F7), count: 10_000) + [UInt32](repeating: opaque(0xFF3B30), count: 10_000)
            + [UInt32](repeating: opaque(0x34C759), count: 10_000)
        for i in 0..<400 { pixels.append(opaque(UInt32(i * 40_009 % 0xFF_FFFF))) }
        let image = PixelImage(width: pixels.count, height: 1, pixels: pixels)
        var histogram = GIFPalette.Histogram(of: image)
        XCTAssertEqual(histogram.counts.count, 403)
        let palette = GIFPalette(histogram)
        XCTAssertFalse(palette.isExact)
        XCTAssertEqual(palette.colors.count, 256)
        XCTAssertEqual(Array(palette.colors.prefix(3)), [0x34C759, 0xF2F2F7, 0xFF3B30])   // equal counts: by value
        let indices = palette.indices(of: image)
        for (at, color) in [(0, 0xF2F2F7), (10_000, 0xFF3B30), (20_000, 0x34C759)] as [(Int, UInt32)] {
            XCTAssertEqual(palette.colors[Int(indices[at])], color)
        }
        // Every pixel takes the nearest entry: no entry is closer than the one chosen.
        for i in 30_000..<image.pixels.count {
            let c = image.pixels[i] & 0xFF_FFFF
            func distance(_ e: UInt32) -> Int {
                [16, 8, 0].reduce(0) { d, s in let x = Int((c >> UInt32(s)) & 0xFF) - Int((e >> UInt32(s)) & 0xFF); return d + x * x }
            }
            let chosen = distance(palette.colors[Int(indices[i])])
            XCTAssertEqual(chosen, palette.colors.map(distance).min()!, "pixel \(i)")
        }
        // The same histogram built in another order gives the same palette.
        histogram = GIFPalette.Histogram()
        histogram.add(GIFPalette.Histogram(of: PixelImage(width: pixels.count, height: 1, pixels: pixels.reversed())))
        XCTAssertEqual(GIFPalette(histogram).colors, palette.colors)
    }

    func testRawVideoFramesArePaddedToEvenSidesWithTheEdge() {
        let image = PixelImage(width: 3, height: 1, pixels: [0xFF010203, 0xFF040506, 0xFF070809])
        XCTAssertTrue(PixelImage.videoSize(width: 3, height: 1) == (4, 2))
        // bgr0: cairo's bytes; the fourth column and the second row repeat the edge.
        let row: [UInt8] = [3, 2, 1, 0xFF, 6, 5, 4, 0xFF, 9, 8, 7, 0xFF, 9, 8, 7, 0xFF]
        XCTAssertEqual(image.rawVideoFrame, row + row)
    }
}
