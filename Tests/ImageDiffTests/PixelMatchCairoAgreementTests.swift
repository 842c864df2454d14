import Foundation
import ImageDiff
import Render
import RenderSamples
import XCTest

/// Agreement on what animrender itself draws: frames rendered by cairo (FreeType text,
/// rounded corners, a rotating card, translucent bars), compared by PyPI pixelmatch and
/// by `PixelMatch`, must give the same counts and diff images.
final class PixelMatchCairoAgreementTests: XCTestCase {
    func testCountsEqualPixelmatchOnCairoRenderedFrames() throws {
        let folder = try PythonReference.scratchFolder("cairo")
        let renderer = try Renderer()
        func write(_ frame: Int) throws -> String {
            let image = try renderer.render(SampleScenes.cards(frame: frame, of: 30, scale: 1))
            let path = folder.appendingPathComponent("cards-\(frame).png").path
            try Data(PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))
            return path
        }
        let f0 = try write(0), f1 = try write(1), f12 = try write(12)
        let manifest = try PythonReference.compare([("one-step", f0, f1), ("twelve-steps", f0, f12)], in: folder)
        XCTAssertEqual(manifest.comparisons.count, 8)
        for case_ in manifest.comparisons {
            let label = "\((case_.b as NSString).lastPathComponent) threshold \(case_.threshold) includeAA \(case_.includeAA)"
            let a = try PNGDecoder.decode(contentsOf: case_.a), b = try PNGDecoder.decode(contentsOf: case_.b)
            let result = try PixelMatch.compare(RGBAImage(width: a.width, height: a.height, pixels: a.rgba),
                                                RGBAImage(width: b.width, height: b.height, pixels: b.rgba),
                                                options: PixelMatchOptions(threshold: case_.threshold,
                                                                           includeAntialiased: case_.includeAA))
            XCTAssertEqual(result.differingPixels, case_.count, label)
            XCTAssertGreaterThan(case_.count, 0, "the frames must really differ: \(label)")
            let expected = [UInt8](try Data(contentsOf: URL(fileURLWithPath: case_.diff)))
            XCTAssertTrue(result.diffImage?.pixels == expected, "diff image differs: \(label)")
        }
    }
}
