import Foundation
import Geometry
import XCTest
@testable import Render

/// Images users give (`UIImage(contentsOfFile:)`, a timeline's `"image"`): a PNG's pixels
/// and its scale from its name; every bad file a `PNGDecodingError` saying what is wrong,
/// an enormous one refused from its header before anything is decoded.
final class BitmapLoaderTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-bitmap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A 6 × 4 opaque red PNG.
    var redPNG: [UInt8] { PNGEncoder().encode(PixelImage(width: 6, height: 4, pixels: Array(repeating: 0xFFFF_0000, count: 24))) }

    func testThePixelsAndTheScaleFromTheName() throws {
        let plain = try BitmapLoader.bitmap(contentsOfFile: try write(redPNG, "red.png"))
        XCTAssertEqual([plain.width, plain.height], [6, 4])
        XCTAssertEqual(plain.size, Size(6, 4))
        XCTAssertEqual(plain.pixels.first, 0xFFFF_0000, "opaque red, premultiplied ARGB32")
        // name@2x.png is 2 pixels a point, name@3x.png 3: 6 × 4 px are 3 × 2 pt and 2 × 4/3 pt.
        XCTAssertEqual(try BitmapLoader.bitmap(contentsOfFile: try write(redPNG, "red@2x.png")).size, Size(3, 2))
        XCTAssertEqual(try BitmapLoader.bitmap(contentsOfFile: try write(redPNG, "red@3x.png")).scale, 3)
    }

    func testHalfTransparentPixelsArePremultiplied() throws {
        // Straight (255, 0, 0, 128) is premultiplied to (128, 0, 0) at alpha 128, as cairo rounds.
        XCTAssertEqual(BitmapLoader.premultiplied([255, 0, 0, 128]), [0x8080_0000])
    }

    func testEveryBadFileSaysWhatIsWrong() throws {
        func reason(_ path: String) -> String? {
            do { _ = try BitmapLoader.bitmap(contentsOfFile: path); return nil } catch let e as PNGDecodingError { return e.reason } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(reason(folder.appendingPathComponent("missing.png").path), "no such file")
        XCTAssertEqual(reason(folder.path), "is a folder, not a PNG file")
        XCTAssertEqual(reason(try write(Array("GIF89a, not a PNG at all".utf8), "fake.png")),
                       "not a PNG file (the PNG signature is missing); give a .png image")
        let truncated = try write(Array(redPNG.prefix(40)), "cut.png")
        XCTAssertNotNil(reason(truncated))
        // A header declaring 100000 × 100000 pixels is refused before any pixel is allocated.
        var huge = Array(redPNG.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        XCTAssertEqual(reason(try write(huge, "huge.png")),
                       "the image is 100000×100000 pixels; an image is at most 8192 pixels a side and 16777216 pixels in all (scale it down)")
    }
}
