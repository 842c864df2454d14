import XCTest
@testable import Geometry

/// `UIView.ContentMode`: where an image of one size is drawn in bounds of another, and an
/// image view's intrinsic size (its image's, in points), worked out by hand.
final class ContentModeTests: XCTestCase {
    let bounds = Rect(16, 100, 343, 120)
    let image = Size(200, 100)

    func testScalingModes() {
        XCTAssertEqual(ContentMode.scaleToFill.rect(for: image, in: bounds), bounds)
        // Fit: the height limits (120 / 100 = 1.2 < 343 / 200): 240 × 120, centred at x 187.5.
        XCTAssertEqual(ContentMode.scaleAspectFit.rect(for: image, in: bounds), Rect(67.5, 100, 240, 120))
        // Fill: the width decides (1.715): 343 × 171.5, centred at y 160.
        XCTAssertEqual(ContentMode.scaleAspectFill.rect(for: image, in: bounds), Rect(16, 74.25, 343, 171.5))
    }

    func testPlacingModesKeepTheImagesSize() {
        XCTAssertEqual(ContentMode.center.rect(for: image, in: bounds), Rect(87.5, 110, 200, 100))
        XCTAssertEqual(ContentMode.topLeft.rect(for: image, in: bounds), Rect(16, 100, 200, 100))
        XCTAssertEqual(ContentMode.bottomRight.rect(for: image, in: bounds), Rect(159, 120, 200, 100))
        XCTAssertEqual(ContentMode.right.rect(for: image, in: bounds), Rect(159, 110, 200, 100))
    }

    func testAnImageViewIsItsImagesSize() {
        struct NoText: TextMeasuring {
            func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
                TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
            }
        }
        func size(_ v: ImageViewContent) -> Size? { ViewContent.imageView(v).intrinsicContentSize(measuring: NoText(), category: .default) }
        let bitmap = Bitmap(width: 120, height: 90, scale: 3, pixels: Array(repeating: 0, count: 120 * 90), name: "a@3x.png")
        XCTAssertEqual(size(ImageViewContent(image: .bitmap(bitmap))), Size(40, 30))
        XCTAssertEqual(size(ImageViewContent(image: .symbol(SymbolImage(name: "star", pointSize: 20)))), Size(24, 24))
        XCTAssertEqual(size(ImageViewContent()), Size(-1, -1), "no image: no intrinsic size (UIView.noIntrinsicMetric)")
        XCTAssertEqual(size(ImageViewContent(image: .unloaded(path: "later.png"))), Size(0, 0))
    }
}
