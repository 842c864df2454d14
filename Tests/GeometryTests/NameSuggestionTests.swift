import XCTest
import Geometry

final class NameSuggestionTests: XCTestCase {
    func testEditDistanceTextbookValues() {
        XCTAssertEqual(NameSuggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NameSuggestion.editDistance("", "abc"), 3)
        XCTAssertEqual(NameSuggestion.editDistance("abc", ""), 3)
        XCTAssertEqual(NameSuggestion.editDistance("top", "top"), 0)
        // A swap of neighbours is one edit…
        XCTAssertEqual(NameSuggestion.editDistance("widht", "width"), 1)
        // …but optimal string alignment edits no substring twice: "ca" → "abc" takes 3.
        XCTAssertEqual(NameSuggestion.editDistance("ca", "abc"), 3)
    }

    func testNearestIsCaseInsensitiveAndTiesGoToTheEarlierCandidate() {
        XCTAssertEqual(NameSuggestion.nearest(to: "CenterX", among: ["centerY", "centerX"]), "centerX")
        XCTAssertEqual(NameSuggestion.nearest(to: "lef", among: ["left", "leftMargin"]), "left")
        XCTAssertEqual(NameSuggestion.nearest(to: "ab", among: ["xb", "ay"]), "xb")
        XCTAssertNil(NameSuggestion.nearest(to: "zzzz", among: ["top"]))
        XCTAssertNil(NameSuggestion.nearest(to: "x", among: []))
    }
}
