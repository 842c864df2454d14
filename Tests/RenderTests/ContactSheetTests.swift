import Geometry
import Render
import XCTest

final class ContactSheetTests: XCTestCase {
    func testGridGeometryAndCaptions() throws {
        let redFrame = PixelImage(width: 40, height: 80, pixels: Array(repeating: 0xFFFF_0000, count: 3200))
        let blueFrame = PixelImage(width: 40, height: 80, pixels: Array(repeating: 0xFF00_00FF, count: 3200))
        let items = (0..<5).map { ContactSheet.Item(image: $0 == 4 ? blueFrame : redFrame, time: Double($0) * 0.25) }
        let sheet = ContactSheet(columns: 2, thumbnailWidth: 100, scale: 2)
        let renderer = try Renderer()
        let image = try sheet.render(items, renderer: renderer)
        // Width: 16 + 2 · (100 + 16) = 248 pt. Thumbnails 100 × 200 pt; a cell adds a
        // 6 pt gap and one caption line; 3 rows.
        let caption = renderer.text.lineHeight(for: sheet.captionFont).rounded(.up)
        let cell = 200 + 6 + caption
        XCTAssertEqual(image.width, 2 * 248)
        XCTAssertEqual(image.height, Int((2 * (16 + 3 * (cell + 16))).rounded(.up)))
        // Item 4 (third row, first column) is blue; item 1 (first row, second column) red.
        XCTAssertEqual(image.at(Point(16 + 50, 16 + 2 * (cell + 16) + 100), scale: 2), blue8)
        XCTAssertEqual(image.at(Point(16 + 116 + 50, 16 + 100), scale: 2), red8)
        // The caption under the first thumbnail has dark ink.
        let captionRow = (0..<200).map { image[$0 + 32, Int(2 * (16 + 206 + caption / 2))] }
        XCTAssertTrue(captionRow.contains { $0.r < 120 })
    }

    func testTimeCaptions() {
        XCTAssertEqual(ContactSheet.Item.timeCaption(0.25), "t = 0.25 s")
        XCTAssertEqual(ContactSheet.Item.timeCaption(1), "t = 1 s")
        XCTAssertEqual(ContactSheet.Item.timeCaption(1 / 3), "t = 0.333 s")
    }
}
