import Geometry
import Overlays
import Render
import XCTest

final class OverlayTests: XCTestCase {
    func testPointLabels() {
        XCTAssertEqual(Overlay.pointLabel(12.5), "12.5 pt")
        XCTAssertEqual(Overlay.pointLabel(3), "3 pt")
        XCTAssertEqual(Overlay.pointLabel(12.46), "12.5 pt")
        XCTAssertEqual(Overlay.pointLabel(0.04), "0 pt")
    }

    func testStatusBadgeSaysConformsOnlyWhenNothingIsWrong() {
        XCTAssertEqual(Overlay.statusBadge(), Overlay(.badge("✓ conforms", corner: .bottomRight), style: .conforms))
        XCTAssertEqual(Overlay.statusBadge(inFlight: 1, corner: .topLeft),
                       Overlay(.badge("✗ 1 violation", corner: .topLeft), style: .violation))
        XCTAssertEqual(Overlay.statusBadge(inFlight: 3).shape, .badge("✗ 3 violations", corner: .bottomRight))
        // The one violation is a broken constraint: it is named.
        XCTAssertEqual(Overlay.statusBadge(broken: ["fixedWidth"]),
                       Overlay(.badge("✗ broken: fixedWidth", corner: .bottomRight), style: .violation))
        XCTAssertEqual(Overlay.statusBadge(inFlight: 1, broken: ["fixedWidth"]).shape, .badge("✗ 2 violations", corner: .bottomRight))
        // Ambiguity alone is amber; with violations it is added.
        XCTAssertEqual(Overlay.statusBadge(ambiguous: ["box"]),
                       Overlay(.badge("⚠ ambiguous: box", corner: .bottomRight), style: .ambiguous))
        XCTAssertEqual(Overlay.statusBadge(broken: ["w"], ambiguous: ["box", "tag"]).shape,
                       .badge("✗ broken: w · ⚠ ambiguous: box, tag", corner: .bottomRight))
        // Displaced: named when it is the one violation, counted with the others.
        XCTAssertEqual(Overlay.statusBadge(displaced: ["wide"]),
                       Overlay(.badge("✗ displaced: wide", corner: .bottomRight), style: .violation))
        XCTAssertEqual(Overlay.statusBadge(inFlight: 1, displaced: ["wide"]).shape, .badge("✗ 2 violations", corner: .bottomRight))
        XCTAssertEqual(Overlay.displaced(from: Point(50, 10), to: Point(150, 10), constraint: "wide", amount: 100),
                       Overlay(.dimension(from: Point(50, 10), to: Point(150, 10), label: "displaced: wide 100 pt"), style: .violation))
    }

    func testOverlayGlyphsExistInTheFonts() throws {
        // A missing glyph would draw as an empty box: FreeType's glyph index 0.
        for file in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            let metrics = try FontFileMetrics(path: FontCatalog.dejaVuDirectory + "/" + file, characters: "✓✗⚠·…")
            XCTAssertTrue(metrics.hasGlyphs, file)
        }
    }

    func testSafeAreaBandsCoverOnlyTheInsets() {
        let bands = Overlay.safeArea(screen: Rect(0, 0, 375, 812), insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(bands.map(\.shape), [.band(Rect(0, 0, 375, 44)), .band(Rect(0, 778, 375, 34))])
    }

    func testViolationIsDrawnRedAlongItsSpan() throws {
        let image = try render([], overlays: [Overlay.violation(from: Point(20, 100), to: Point(180, 100), amount: 7)])
        let onLine = image.at(Point(40, 100), scale: 2)
        XCTAssertGreaterThan(onLine.r, 200)
        XCTAssertLessThan(onLine.g, 60)
        XCTAssertEqual(image.at(Point(40, 110), scale: 2), white8)
        // End ticks stand 5 pt off the line.
        XCTAssertGreaterThan(255 - Int(image.at(Point(20, 104), scale: 2).g), 150)
    }

    /// A dimension whose middle is past the screen's edge keeps its label on screen.
    func testDimensionLabelStaysInsideTheScreen() throws {
        // The sample screen is 200 × 200 pt; this span's middle is at x = 250.
        let image = try render([], overlays: [Overlay.violation(from: Point(150, 100), to: Point(350, 100), amount: 12)])
        let redColumns = (0..<400).filter { x in (90...110).contains { y in image[x, 2 * y].g < 60 && image[x, 2 * y].r > 180 } }
        // The pill (red filled) reaches the right edge and is wider than the 1-pixel line.
        XCTAssertTrue(redColumns.contains(399))
        let pillRows = (0..<400).filter { image[396, $0].r > 180 && image[396, $0].g < 60 }
        XCTAssertGreaterThan(pillRows.count, 16)
    }

    /// A ghost mostly off screen is cut to the screen, so its edge is drawn at the border.
    func testGhostIsCutToTheScreen() throws {
        let image = try render([], overlays: [Overlay.alternative(Rect(150, 50, 200, 100))])
        // The right edge, at the screen's border, is stroked (amber); inside it is filled faintly.
        XCTAssertTrue((100...300).contains { y in image[399, y].b < 120 && image[399, y].r > 200 })
        XCTAssertNotEqual(image.at(Point(175, 100), scale: 2), white8)
    }

    func testGhostIsDashed() throws {
        let image = try render([], overlays: [Overlay.ghost(Rect(20, 20, 160, 100))])
        // Along the top edge some pixels are red (dashes) and some are not (gaps).
        let edge = (0..<300).map { image[40 + $0, 40] }
        XCTAssertTrue(edge.contains { $0.g < 80 })
        XCTAssertTrue(edge.contains { $0.g > 200 })
    }
}

final class OverlayPlacementTests: XCTestCase {
    /// Rows (in points) where the tag's dark pill covers column x = 60 pt (past its rounded end).
    func pillRows(_ overlay: Overlay) throws -> [Double] {
        let image = try render([], overlays: [overlay])
        return (0..<400).filter { image[120, $0].r < 100 }.map { Double($0) / 2 }
    }

    func testTagSitsOnTopOfItsFrameAndStaysOnScreen() throws {
        let rows = try pillRows(Overlay.idTag("card", frame: Rect(50, 100, 80, 40)))
        XCTAssertFalse(rows.isEmpty)
        XCTAssertLessThanOrEqual(rows.max()!, 100)  // above the frame's top edge
        XCTAssertGreaterThan(rows.min()!, 80)        // but right on it
        // A frame at the top of the screen: the tag is pushed down inside the screen.
        let top = try pillRows(Overlay.idTag("bar", frame: Rect(50, 0, 80, 40)))
        XCTAssertEqual(top.min() ?? -1, 0, accuracy: 1)
    }
}
