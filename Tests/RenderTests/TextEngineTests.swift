import Geometry
@testable import Render
import XCTest

final class TextEngineTests: XCTestCase {
    let dir = TextEngine.defaultFontDirectory
    let sample = "Hello, World! Wrap this text…"

    func testSingleLineSizeIsCeilOfDesignAdvances() throws {
        let engine = try TextEngine.shared()
        let file = try FontFileMetrics(path: dir + "/DejaVuSans.ttf", characters: sample)
        let m = engine.measure("Hello, World!", font: FontDescriptor(size: 17), maxWidth: nil, numberOfLines: 1)
        let expectedWidth = file.width("Hello, World!", size: 17)
        XCTAssertEqual(engine.width(of: "Hello, World!", font: FontDescriptor(size: 17)), expectedWidth, accuracy: 1e-6)
        XCTAssertEqual(m.size.width, expectedWidth.rounded(.up))
        XCTAssertEqual(m.size.height, file.lineHeight(size: 17).rounded(.up))
        XCTAssertEqual(m.lines, ["Hello, World!"])
    }

    /// Label placement's remembered one-line sizes are the layout's, measured from the
    /// font file, for the same text in both faces, asked again, and after the memo starts over.
    func testOneLineSizeIsTheLayoutsExactSizeAndStaysSo() throws {
        let engine = try TextEngine(fontDirectory: dir)
        let file = try FontFileMetrics(path: dir + "/DejaVuSans.ttf", characters: sample)
        let regular = FontDescriptor(size: 11), bold = FontDescriptor(size: 11, weight: .bold)
        let first = engine.oneLineSize("Hello, World!", font: regular)
        XCTAssertEqual(first.width, file.width("Hello, World!", size: 11), accuracy: 1e-6)
        XCTAssertEqual(first.height, file.lineHeight(size: 11), accuracy: 1e-6)
        XCTAssertGreaterThan(engine.oneLineSize("Hello, World!", font: bold).width, first.width)
        for _ in 0..<2 {
            for text in ["Hello, World!", "a", "", "Wrap this text…"] {
                for font in [regular, bold] {
                    XCTAssertEqual(engine.oneLineSize(text, font: font),
                                   engine.layout(text, font: font, maxWidth: nil, numberOfLines: 1).exactSize, text)
                }
            }
            for k in 0..<TextEngine.oneLineMemoLimit { _ = engine.oneLineSize(String(k), font: FontDescriptor(size: 2)) }
        }
        XCTAssertEqual(engine.oneLineSize("Hello, World!", font: regular), first)
    }

    func testLineHeightIsAscenderMinusDescender() throws {
        let engine = try TextEngine.shared()
        let file = try FontFileMetrics(path: dir + "/DejaVuSans.ttf", characters: "a")
        // DejaVu Sans has no line gap: height = ascender − descender.
        XCTAssertEqual(file.height, file.ascender - file.descender)
        XCTAssertEqual(engine.lineHeight(for: FontDescriptor(size: 20)), 20 * file.height / file.unitsPerEm, accuracy: 1e-9)
        XCTAssertEqual(engine.ascender(for: FontDescriptor(size: 20)), 20 * file.ascender / file.unitsPerEm, accuracy: 1e-9)
    }

    func testBoldUsesTheBoldFile() throws {
        let engine = try TextEngine.shared()
        let file = try FontFileMetrics(path: dir + "/DejaVuSans-Bold.ttf", characters: sample)
        let font = FontDescriptor(size: 15, weight: .semibold)
        XCTAssertEqual(engine.width(of: "Hello", font: font), file.width("Hello", size: 15), accuracy: 1e-6)
        XCTAssertGreaterThan(engine.width(of: "Hello", font: font),
                             engine.width(of: "Hello", font: FontDescriptor(size: 15)))
    }

    func testMetricsScaleLinearlyWithSize() throws {
        // No hinting: a 34 pt string is exactly twice a 17 pt one.
        let engine = try TextEngine.shared()
        XCTAssertEqual(engine.width(of: sample, font: FontDescriptor(size: 34)),
                       2 * engine.width(of: sample, font: FontDescriptor(size: 17)), accuracy: 1e-9)
    }

    func testWrappingAndBaselines() throws {
        let engine = try TextEngine.shared()
        let font = FontDescriptor(size: 17)
        let file = try FontFileMetrics(path: dir + "/DejaVuSans.ttf", characters: sample)
        // Room for "Hello, World!" but not "Hello, World! Wrap".
        let maxWidth = file.width("Hello, World!", size: 17) + 1
        let m = engine.measure("Hello, World! Wrap this", font: font, maxWidth: maxWidth, numberOfLines: 0)
        XCTAssertEqual(m.lines, ["Hello, World!", "Wrap this"])
        let lh = file.lineHeight(size: 17)
        XCTAssertEqual(m.size.height, (2 * lh).rounded(.up))
        let pad = ((2 * lh).rounded(.up) - 2 * lh) / 2
        XCTAssertEqual(m.firstBaseline, pad + 17 * file.ascender / file.unitsPerEm, accuracy: 1e-9)
        XCTAssertEqual(m.lastBaseline - m.firstBaseline, lh, accuracy: 1e-9)
    }

    func testTruncationFitsMaxWidth() throws {
        let engine = try TextEngine.shared()
        let font = FontDescriptor(size: 17)
        let m = engine.measure("A rather long label that cannot fit", font: font, maxWidth: 100, numberOfLines: 1)
        XCTAssertEqual(m.lines.count, 1)
        XCTAssertTrue(m.lines[0].hasSuffix("…"))
        XCTAssertLessThanOrEqual(engine.width(of: m.lines[0], font: font), 100)
        // One more character would not have fitted.
        let full = "A rather long label that cannot fit"
        let kept = m.lines[0].dropLast()
        let next = full[full.index(full.startIndex, offsetBy: kept.count)...].first!
        XCTAssertGreaterThan(engine.width(of: String(kept) + String(next) + "…", font: font), 100)
    }

    func testMissingFontIsAClearError() {
        XCTAssertThrowsError(try TextEngine(fontDirectory: "/nonexistent")) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("/nonexistent/DejaVuSans.ttf"), message)
            XCTAssertTrue(message.contains("apt-get install fonts-dejavu-core"), message)
        }
    }
}
