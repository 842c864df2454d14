@testable import AnimRenderKit
import Render
import XCTest

/// A contact sheet too large for one image is refused before drawing, and the error's
/// count is the largest that fits.
final class ContactSheetLimitTests: XCTestCase {
    func testTheSuggestedCountIsTheLargestThatFits() throws {
        let text = try Renderer().text
        let size = (width: 100, height: 100)
        XCTAssertNoThrow(try ContactSheetSink.checkSize(6, frameSize: size, text: text, path: "t.json"))
        var message = ""
        XCTAssertThrowsError(try ContactSheetSink.checkSize(3000, frameSize: size, text: text, path: "t.json")) {
            message = "\($0)"
        }
        guard let n = Int(message.components(separatedBy: "choose at most ").last?.components(separatedBy: " ").first ?? "") else {
            return XCTFail(message)
        }
        XCTAssertNoThrow(try ContactSheetSink.checkSize(n, frameSize: size, text: text, path: "t.json"))
        XCTAssertThrowsError(try ContactSheetSink.checkSize(n + 1, frameSize: size, text: text, path: "t.json"))
        // Square frames: 37 rows of 180 + 6 + caption + 16 pt fit in 8192 pt, so the
        // bound lies between 36² and 41² (the widest sheet, 41 columns).
        XCTAssertTrue((36 * 36...41 * 41).contains(n), message)
    }

    func testEvenlySpacedPicksSpanTheFramesInOrder() {
        XCTAssertEqual(ContactSheetSink.evenlySpaced(4, count: 10), [0, 3, 6, 9])
        XCTAssertEqual(ContactSheetSink.evenlySpaced(5, count: 3), [0, 1, 2])
        XCTAssertEqual(ContactSheetSink.evenlySpaced(1, count: 10), [9])
        XCTAssertEqual(ContactSheetSink.evenlySpaced(100_000, count: 100_000).count, 100_000, "linear, not quadratic")
    }
}
