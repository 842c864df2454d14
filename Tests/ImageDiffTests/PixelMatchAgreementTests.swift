import Foundation
import ImageDiff
import Render
import XCTest

/// The port's promise, checked against the real thing: on image pairs drawn by Pillow,
/// PyPI pixelmatch and `PixelMatch` report the same count and paint the same diff image,
/// and `PNGDecoder` yields the same RGBA bytes as Pillow's `convert("RGBA")`.
final class PixelMatchAgreementTests: XCTestCase {
    func testCountsAndDiffImagesEqualPixelmatchOnRealImagePairs() throws {
        let manifest = try PythonReference.run()
        XCTAssertGreaterThanOrEqual(manifest.comparisons.count, 60)
        var nonZero = 0
        for case_ in manifest.comparisons {
            let label = "\((case_.a as NSString).lastPathComponent) threshold \(case_.threshold) includeAA \(case_.includeAA)"
            let options = PixelMatchOptions(threshold: case_.threshold, includeAntialiased: case_.includeAA)
            let result = try PixelMatch.compare(try load(case_.a), try load(case_.b), options: options)
            XCTAssertEqual(result.differingPixels, case_.count, label)
            let expectedDiff = [UInt8](try Data(contentsOf: URL(fileURLWithPath: case_.diff)))
            let mismatchedBytes = zip(result.diffImage?.pixels ?? [], expectedDiff).filter { $0 != $1 }.count
            XCTAssertEqual(mismatchedBytes, 0, "diff image bytes differ: \(label)")
            if case_.count > 0 { nonZero += 1 }
        }
        // The pairs must exercise real differences, not only identical images.
        XCTAssertGreaterThan(nonZero, 30)
    }

    func testDecoderMatchesPillowForEveryColourType() throws {
        let manifest = try PythonReference.run()
        let files = manifest.decodeOnly + manifest.comparisons.map(\.a)
        for path in Set(files).sorted() {
            let decoded = try PNGDecoder.decode(contentsOf: path)
            let pillow = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + ".rgba")))
            XCTAssertEqual(decoded.width, manifest.width, path)
            XCTAssertEqual(decoded.height, manifest.height, path)
            XCTAssertTrue(decoded.rgba == pillow, "decoded bytes differ from Pillow's: \(path)")
        }
    }

    private func load(_ path: String) throws -> RGBAImage {
        let png = try PNGDecoder.decode(contentsOf: path)
        return RGBAImage(width: png.width, height: png.height, pixels: png.rgba)
    }
}
