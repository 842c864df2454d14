import Foundation
import Geometry
@testable import Render
import XCTest

/// The system font is Inter (Inter Display from 20 pt) measured with San Francisco's
/// published figures: ascender 1950 and descender −494 per 2048 units (so
/// `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287109375, as on iOS) and the HIG's
/// tracking table. Expected widths here are the font files' design advances (read with
/// FreeType, unscaled) plus the table's tracking per character, worked out by hand.
final class TextEngineTests: XCTestCase {
    let dir = FontCatalog.interDirectory
    let sample = "Hello, World! Wrap this text…"
    /// SF Pro's line height and ascender at 17 pt: 17 × 2444 / 2048 and 17 × 1950 / 2048.
    let lineHeight17 = 20.287109375, ascender17 = 16.1865234375
    /// The HIG's tracking at 17 pt: −26/1000 em = −0.442 pt per character.
    let tracking17 = -0.442

    func testSingleLineSizeIsCeilOfTrackedAdvances() throws {
        let engine = try TextEngine.shared()
        let file = try FontFileMetrics(path: dir + "/Inter-Regular.otf", characters: sample)
        let m = engine.measure("Hello, World!", font: FontDescriptor(size: 17), maxWidth: nil, numberOfLines: 1)
        let expectedWidth = file.width("Hello, World!", size: 17) + 13 * tracking17
        XCTAssertEqual(engine.width(of: "Hello, World!", font: FontDescriptor(size: 17)), expectedWidth, accuracy: 1e-6)
        XCTAssertEqual(m.size.width, expectedWidth.rounded(.up))
        XCTAssertEqual(m.size.height, 21)   // ceil(20.287…)
        XCTAssertEqual(m.lines, ["Hello, World!"])
    }

    /// Label placement's remembered one-line sizes are the layout's, measured from the
    /// font file, for the same text in both weights, asked again, and after the memo starts over.
    func testOneLineSizeIsTheLayoutsExactSizeAndStaysSo() throws {
        let engine = try TextEngine()
        let file = try FontFileMetrics(path: dir + "/Inter-Regular.otf", characters: sample)
        let regular = FontDescriptor(size: 11), bold = FontDescriptor(size: 11, weight: .bold)
        let first = engine.oneLineSize("Hello, World!", font: regular)
        // 11 pt: +6/1000 em = 0.066 pt per character.
        XCTAssertEqual(first.width, file.width("Hello, World!", size: 11) + 13 * 0.066, accuracy: 1e-6)
        XCTAssertEqual(first.height, 11 * 2444 / 2048.0, accuracy: 1e-9)
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

    /// UIFont's published values: `systemFont(ofSize: 20)` ascender 19.04…, `ofSize: 40`
    /// ascender 38.0859375 and lineHeight 47.734375, `ofSize: 17` lineHeight 20.287109375.
    func testLineHeightAndAscenderAreSanFranciscos() throws {
        let engine = try TextEngine.shared()
        XCTAssertEqual(engine.lineHeight(for: FontDescriptor(size: 17)), lineHeight17, accuracy: 1e-12)
        XCTAssertEqual(engine.ascender(for: FontDescriptor(size: 17)), ascender17, accuracy: 1e-12)
        XCTAssertEqual(engine.ascender(for: FontDescriptor(size: 20)), 19.04296875, accuracy: 1e-12)
        XCTAssertEqual(engine.ascender(for: FontDescriptor(size: 40, weight: .black)), 38.0859375, accuracy: 1e-12)
        XCTAssertEqual(engine.lineHeight(for: FontDescriptor(size: 40, weight: .ultraLight)), 47.734375, accuracy: 1e-12)
    }

    /// Every weight draws its own Inter file: semibold is not bold, heavy is ExtraBold.
    func testEachWeightUsesItsOwnFile() throws {
        let engine = try TextEngine.shared()
        let files: [(FontDescriptor.Weight, String)] = [
            (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
        ]
        var widths: [Double] = []
        for (weight, style) in files {
            let file = try FontFileMetrics(path: dir + "/Inter-\(style).otf", characters: "Hello")
            // 15 pt: −16/1000 em = −0.24 pt per character.
            let expected = file.width("Hello", size: 15) + 5 * -0.24
            XCTAssertEqual(engine.width(of: "Hello", font: FontDescriptor(size: 15, weight: weight)), expected, accuracy: 1e-6, "\(weight)")
            widths.append(expected)
        }
        XCTAssertEqual(Set(widths).count, widths.count, "each weight measures differently")
        XCTAssertEqual(widths, widths.sorted(), "heavier is wider")
    }

    /// From 20 pt the display cut and its tracking: 34 pt is SF Pro Display's +11/1000 em.
    func testDisplaySizesUseInterDisplayAndItsTracking() throws {
        let engine = try TextEngine.shared()
        let display = try FontFileMetrics(path: dir + "/InterDisplay-Bold.otf", characters: sample)
        XCTAssertEqual(engine.width(of: sample, font: FontDescriptor(size: 34, weight: .bold)),
                       display.width(sample, size: 34) + Double(sample.count) * 0.374, accuracy: 1e-6)
        let text = try FontFileMetrics(path: dir + "/Inter-Bold.otf", characters: sample)
        // 19.5 pt is still text: the table holds 19 pt's −24 until 20 pt.
        XCTAssertEqual(engine.width(of: sample, font: FontDescriptor(size: 19.5, weight: .bold)),
                       text.width(sample, size: 19.5) + Double(sample.count) * -0.024 * 19.5, accuracy: 1e-6)
    }

    func testTrackingTableByPointSize() {
        let cases: [(Double, Double)] = [(5, 41), (6, 41), (10, 12), (12, 0), (13, -6), (17, -26), (17.9, -26), (19.5, -24),
                                         (20, 19), (23, 16), (28, 13), (34, 11), (79, 1), (80, 0), (200, 0)]
        for (size, perMille) in cases {
            XCTAssertEqual(SystemFontMetrics.trackingPerMille(size: size), perMille, "\(size) pt")
        }
        XCTAssertEqual(SystemFontMetrics.tracking(size: 17), tracking17, accuracy: 1e-12)
    }

    func testWrappingAndBaselines() throws {
        let engine = try TextEngine.shared()
        let font = FontDescriptor(size: 17)
        // Room for "Hello, World!" but not "Hello, World! Wrap".
        let maxWidth = engine.width(of: "Hello, World!", font: font) + 1
        let m = engine.measure("Hello, World! Wrap this", font: font, maxWidth: maxWidth, numberOfLines: 0)
        XCTAssertEqual(m.lines, ["Hello, World!", "Wrap this"])
        XCTAssertEqual(m.size.height, 41)   // ceil(2 × 20.287…)
        let pad = (41 - 2 * lineHeight17) / 2
        XCTAssertEqual(m.firstBaseline, pad + ascender17, accuracy: 1e-9)
        XCTAssertEqual(m.lastBaseline - m.firstBaseline, lineHeight17, accuracy: 1e-9)
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

    /// The tool's own labels stay DejaVu Sans, with the file's own metrics and no tracking.
    func testToolFamilyIsDejaVuWithItsOwnMetrics() throws {
        let engine = try TextEngine.shared()
        let file = try FontFileMetrics(path: FontCatalog.dejaVuDirectory + "/DejaVuSans-Bold.ttf", characters: "Hello")
        let font = FontDescriptor(size: 10, weight: .semibold, family: FontDescriptor.toolFamily)
        XCTAssertEqual(engine.width(of: "Hello", font: font), file.width("Hello", size: 10), accuracy: 1e-6)
        XCTAssertEqual(engine.lineHeight(for: font), file.lineHeight(size: 10), accuracy: 1e-9)
    }

    func testMissingFontIsAClearError() {
        XCTAssertThrowsError(try TextEngine(catalog: .standard(interDirectory: "/nonexistent"))) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("/nonexistent/Inter-Thin.otf"), message)
            XCTAssertTrue(message.contains("apt-get install fonts-inter"), message)
        }
    }

    func testCorruptFontIsAClearError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-font-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for style in FontCatalog.interStyles.values {
            try Data("not a font".utf8).write(to: dir.appendingPathComponent("Inter-\(style).otf"))
        }
        XCTAssertThrowsError(try TextEngine(catalog: .standard(interDirectory: dir.path))) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains(dir.path + "/Inter-Thin.otf"), message)
            XCTAssertTrue(message.contains("FreeType cannot read"), message)
            XCTAssertTrue(message.contains("reinstall fonts-inter"), message)
        }
    }
}
