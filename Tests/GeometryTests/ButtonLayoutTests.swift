import XCTest
@testable import Geometry

/// A button's layout (`ButtonLayout`), worked out by hand from UIKit's rules: the text
/// block (title over subtitle, `titlePadding` apart), the image on the `imagePlacement`
/// side `imagePadding` away, all centred in the bounds less the content insets — (7, 12,
/// 7, 12) at the medium size. Text is measured by a stand-in: 7 pt a character, the font's
/// size + 4 tall (body 17 → 21, subheadline 15 → 19, footnote 13 → 17).
final class ButtonLayoutTests: XCTestCase {
    struct SevenPointCharacters: TextMeasuring {
        func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
            TextMetrics(size: Size(Double(text.count) * 7, font.size + 4), firstBaseline: font.size, lastBaseline: font.size, lines: [text])
        }
    }

    func layout(_ b: ButtonContent, in bounds: Rect? = nil) -> ButtonLayout { b.layout(in: bounds, measuring: SevenPointCharacters()) }
    func configured(_ c: ButtonConfiguration) -> ButtonContent { ButtonContent(configuration: c) }
    /// A 20 pt symbol: its placeholder is 1.2 × 20 = 24 pt square.
    let symbol = ViewImage.symbol(SymbolImage(name: "heart", pointSize: 20))

    func assertClose(_ a: Rect?, _ b: Rect, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no rect", file: file, line: line) }
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testAConfiguredButtonIsItsTitlePlusTheSizesInsets() {
        // "Continue": 8 × 7 = 56 wide; body 21, subheadline 19, footnote 17 tall.
        var c = ButtonConfiguration(style: .filled, title: "Continue")
        XCTAssertEqual(layout(configured(c)).size, Size(56 + 24, 21 + 14))
        c.buttonSize = .large
        XCTAssertEqual(layout(configured(c)).size, Size(56 + 40, 21 + 28))
        c.buttonSize = .small
        XCTAssertEqual(layout(configured(c)).size, Size(56 + 20, 19 + 10))
        c.buttonSize = .mini
        XCTAssertEqual(layout(configured(c)).size, Size(56 + 16, 17 + 6))
        // Insets set replace the size's: 3 + 5 and 2 + 4.
        c.buttonSize = .medium
        c.contentInsets = DirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        XCTAssertEqual(layout(configured(c)).size, Size(64, 27))
        // Nothing to show: the insets alone.
        XCTAssertEqual(layout(configured(ButtonConfiguration())).size, Size(24, 14))
        // The title sits inside the insets: leading 3, top 2.
        assertClose(layout(configured(c)).titleRect, Rect(3, 2, 56, 21))
    }

    func testTheImageGoesOnItsPlacementsSideImagePaddingAway() {
        // "Like" 28 × 21, the image 24 × 24, 6 apart.
        var c = ButtonConfiguration(style: .tinted, title: "Like", image: symbol, imagePadding: 6)
        // Leading: 24 + 6 + 28 = 58 by max(24, 21) = 24; plus insets 82 × 38.
        var l = layout(configured(c))
        XCTAssertEqual(l.size, Size(82, 38))
        assertClose(l.imageRect, Rect(12, 7, 24, 24))
        assertClose(l.titleRect, Rect(12 + 24 + 6, 7 + 1.5, 28, 21))
        c.imagePlacement = .trailing
        l = layout(configured(c))
        XCTAssertEqual(l.size, Size(82, 38))
        assertClose(l.titleRect, Rect(12, 8.5, 28, 21))
        assertClose(l.imageRect, Rect(12 + 28 + 6, 7, 24, 24))
        // Top: max(24, 28) = 28 by 24 + 6 + 21 = 51; the image centred over the title.
        c.imagePlacement = .top
        l = layout(configured(c))
        XCTAssertEqual(l.size, Size(52, 65))
        assertClose(l.imageRect, Rect(14, 7, 24, 24))
        assertClose(l.titleRect, Rect(12, 37, 28, 21))
        c.imagePlacement = .bottom
        l = layout(configured(c))
        assertClose(l.titleRect, Rect(12, 7, 28, 21))
        assertClose(l.imageRect, Rect(14, 34, 24, 24))
        // In larger bounds the content is centred in them less the insets: the 58 × 24
        // block in (12, 7, 176, 86) starts at (12 + 59, 7 + 31).
        c.imagePlacement = .leading
        l = layout(configured(c), in: Rect(0, 0, 200, 100))
        assertClose(l.imageRect, Rect(71, 38, 24, 24))
        assertClose(l.titleRect, Rect(101, 39.5, 28, 21))
    }

    func testASubtitleSitsUnderTheTitleTitlePaddingAway() {
        // "Download" 56 × 21 over "12 MB" at subheadline, 35 × 19, 2 apart: 56 × 42, centred.
        let c = ButtonConfiguration(style: .tinted, title: "Download", subtitle: "12 MB", titlePadding: 2)
        let l = layout(configured(c))
        XCTAssertEqual(l.size, Size(80, 56))
        assertClose(l.titleRect, Rect(12, 7, 56, 21))
        assertClose(l.subtitleRect, Rect(12 + 10.5, 30, 35, 19))
        XCTAssertEqual(l.subtitleFont.size, 15)
    }

    func testAConfiguredButtonIgnoresTheOlderStylesInsets() {
        let b = ButtonContent(title: "Ignored", contentEdgeInsets: .uniform(10), titleEdgeInsets: EdgeInsets(left: 20),
                              configuration: ButtonConfiguration(style: .filled, title: "Continue"))
        XCTAssertEqual(layout(b).size, Size(80, 35))
        assertClose(layout(b).titleRect, Rect(12, 7, 56, 21))
    }

    func testAnOlderStyleImageComesBeforeTheTitle() {
        // "Share" at 15 pt: 35 × 19, the title 6 clear above and below (31); the image 24 × 24.
        var b = ButtonContent(buttonType: .system, title: "Share", image: symbol)
        var l = layout(b)
        XCTAssertEqual(l.size, Size(59, 31))
        assertClose(l.imageRect, Rect(0, 3.5, 24, 24))
        assertClose(l.titleRect, Rect(24, 6, 35, 19))
        // contentEdgeInsets add to the size; titleEdgeInsets and imageEdgeInsets move the
        // title and image by half their difference and leave the size alone.
        b.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        b.titleEdgeInsets = EdgeInsets(left: 8, right: -8)
        b.imageEdgeInsets = EdgeInsets(top: 4)
        l = layout(b)
        XCTAssertEqual(l.size, Size(89, 41))
        assertClose(l.titleRect, Rect(10 + 24 + 8, 4 + 6, 35, 19))
        assertClose(l.imageRect, Rect(10, 4 + 3.5 + 2, 24, 24))
        // An image alone: the image's size (no 30 pt minimum, no title padding).
        XCTAssertEqual(layout(ButtonContent(buttonType: .system, image: symbol)).size, Size(24, 24))
        // No image: the title rules of the older style are unchanged.
        XCTAssertEqual(layout(ButtonContent(buttonType: .system, title: "A")).size, Size(30, 31))
        XCTAssertEqual(layout(ButtonContent(buttonType: .system)).size, Size(30, 12))
    }

    func testCornerRadii() {
        XCTAssertEqual(ButtonConfiguration(cornerStyle: .capsule).cornerRadius(height: 35), 17.5)
        XCTAssertEqual(ButtonConfiguration(cornerStyle: .small).cornerRadius(height: 35), 4)
        XCTAssertEqual(ButtonConfiguration(cornerStyle: .dynamic, buttonSize: .large).cornerRadius(height: 49), 10)
    }
}
