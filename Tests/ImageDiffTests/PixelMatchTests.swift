import ImageDiff
import XCTest

/// Hand-derived checks of the pixelmatch rules; each expectation is worked out in the
/// comment next to it, not read back from the code.
final class PixelMatchTests: XCTestCase {
    private let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
    private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

    private func image(_ width: Int, _ height: Int, _ fill: (UInt8, UInt8, UInt8, UInt8),
                       _ edits: [(x: Int, y: Int, rgba: (UInt8, UInt8, UInt8, UInt8))] = []) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: fill)
        for edit in edits {
            let i = (edit.y * width + edit.x) * 4
            image.pixels[i] = edit.rgba.0; image.pixels[i + 1] = edit.rgba.1
            image.pixels[i + 2] = edit.rgba.2; image.pixels[i + 3] = edit.rgba.3
        }
        return image
    }

    private func grey(_ v: UInt8) -> (UInt8, UInt8, UInt8, UInt8) { (v, v, v, 255) }

    func testIdenticalImagesHaveNoDifferenceAndAFadedDiffImage() throws {
        let a = image(2, 1, black, [(1, 0, white)])
        let result = try PixelMatch.compare(a, a)
        XCTAssertEqual(result.differingPixels, 0)
        // Black fades to 255 + (0 - 255) * 0.1 = 229.5, truncated to 229; white stays 255.
        XCTAssertEqual(result.diffImage?.pixels, [229, 229, 229, 255, 255, 255, 255, 255])
    }

    func testThresholdSplitsGreyStepsBetween26And27Levels() throws {
        // For a grey step of d levels I and Q cancel, so delta = 0.5053 d^2. The default
        // threshold allows 35215 * 0.1^2 = 352.15: d = 26 gives 341.6 (same), d = 27 gives
        // 368.4 (different). A lone pixel in a flat field is not anti-aliasing.
        let base = image(3, 3, grey(100))
        let step26 = try PixelMatch.compare(base, image(3, 3, grey(100), [(1, 1, grey(126))]))
        let step27 = try PixelMatch.compare(base, image(3, 3, grey(100), [(1, 1, grey(127))]))
        XCTAssertEqual(step26.differingPixels, 0)
        XCTAssertEqual(step27.differingPixels, 1)
        XCTAssertEqual(Array(step27.diffImage!.pixels[16..<20]), [255, 0, 0, 255], "red mark at (1,1)")
    }

    func testThresholdZeroCountsEveryChangedPixel() throws {
        let result = try PixelMatch.compare(image(3, 3, grey(100)), image(3, 3, grey(100), [(1, 1, grey(101))]),
                                            options: PixelMatchOptions(threshold: 0))
        XCTAssertEqual(result.differingPixels, 1)
    }

    func testTranslucentPixelsAreJudgedOverWhite() throws {
        // Transparent black blends to 255 + (0 - 255) * 0 = 255: white, so no difference;
        // against black it is the full black/white distance.
        let clear = image(3, 3, (0, 0, 0, 0))
        XCTAssertEqual(try PixelMatch.compare(clear, image(3, 3, white)).differingPixels, 0)
        XCTAssertEqual(try PixelMatch.compare(clear, image(3, 3, black)).differingPixels, 9)
    }

    /// A: columns 0-2 black, 3-5 white. B: column 3 grey 128, an anti-aliased edge.
    /// In B each column-3 pixel has at most 2 equal neighbours (above/below, or one plus the
    /// border), a darker one at x = 2 and a brighter one at x = 4, and the darker one has
    /// 3+ equal neighbours in both images: so all 6 are anti-aliasing.
    private func edgePair() -> (RGBAImage, RGBAImage) {
        let edges = (0..<6).flatMap { y in (3..<6).map { (x: $0, y: y, rgba: white) } }
        let a = image(6, 6, black, edges)
        let b = image(6, 6, black, edges + (0..<6).map { (x: 3, y: $0, rgba: grey(128)) })
        return (a, b)
    }

    func testAntialiasedEdgeIsPaintedYellowAndNotCounted() throws {
        let (a, b) = edgePair()
        let result = try PixelMatch.compare(a, b)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antialiasedPixels, 6)
        XCTAssertEqual(Array(result.diffImage!.pixels[12..<16]), [255, 255, 0, 255], "yellow at (3,0)")
    }

    func testIncludeAntialiasedCountsTheEdge() throws {
        let (a, b) = edgePair()
        let result = try PixelMatch.compare(a, b, options: PixelMatchOptions(includeAntialiased: true))
        XCTAssertEqual(result.differingPixels, 6)
        XCTAssertEqual(result.antialiasedPixels, 0)
    }

    func testIgnoredRegionIsNeitherComparedNorCounted() throws {
        let a = image(4, 4, black)
        let b = image(4, 4, black, [(1, 1, white), (3, 3, white)])
        let result = try PixelMatch.compare(a, b, ignoring: [PixelRect(x: 0, y: 0, width: 2, height: 2),
                                                            PixelRect(x: 1, y: 1, width: 9, height: 1)])
        // (1,1) is ignored, (3,3) is not. Ignored: the 2x2 square plus (2,1) and (3,1)
        // from the clipped second rectangle, (1,1) counted once: 6.
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.ignoredPixels, 6)
    }

    func testSizesMustMatch() {
        XCTAssertThrowsError(try PixelMatch.compare(image(2, 2, black), image(2, 3, black))) { error in
            XCTAssertEqual(error as? ImageDiffError,
                           .sizeMismatch(first: (2, 2), second: (2, 3)))
            XCTAssertEqual("\(error)", "image sizes differ: 2x2 vs 2x3")
        }
    }

    func testNoDiffImageWhenNotAsked() throws {
        let result = try PixelMatch.compare(image(1, 1, black), image(1, 1, white), makeDiffImage: false)
        XCTAssertNil(result.diffImage)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.differingRatio, 1)
    }
}
