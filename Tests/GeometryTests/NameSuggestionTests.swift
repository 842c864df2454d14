import XCTest
@testable import Geometry

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

    /// The banded distance agrees with the full table wherever the answer is within the
    /// limit, and says nil exactly where it is not (every pair of short strings over a
    /// three-letter alphabet, every limit).
    func testBandedDistanceAgreesWithTheFullTable() {
        func full(_ a: [Character], _ b: [Character]) -> Int {
            var d = [[Int]](repeating: Array(0...b.count), count: a.count + 1)
            for i in 0...a.count { d[i][0] = i }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
                }
            }
            return d[a.count][b.count]
        }
        var words: [[Character]] = [[]]
        for _ in 0..<4 { words += words.filter { $0.count == words.last!.count }.flatMap { w in ["a", "b", "c"].map { w + [$0] } } }
        var compared = 0
        for a in words where a.count <= 4 {
            for b in words where b.count <= 4 {
                let d = full(a, b)
                for limit in 0...4 {
                    XCTAssertEqual(NameSuggestion.distance(a, b, within: limit), d <= limit ? d : nil, "\(String(a)) \(String(b)) within \(limit)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    /// A huge name is never a typo of a short one, and costs nothing to rule out.
    func testHugeNamesAreRuledOutByLength() {
        let huge = String(repeating: "iPhone X", count: 250_000)
        XCTAssertNil(NameSuggestion.nearest(to: huge, among: ["iPhone X", "iPad"]))
        XCTAssertEqual(NameSuggestion.nearest(to: "iPhone Xx", among: ["iPad", "iPhone X"]), "iPhone X")
        // Long names are held to at most eight edits, not half their length.
        let long = String(repeating: "a", count: 40)
        XCTAssertNil(NameSuggestion.nearest(to: long, among: [String(repeating: "b", count: 9) + String(repeating: "a", count: 31)]))
        XCTAssertNotNil(NameSuggestion.nearest(to: long, among: [String(repeating: "b", count: 8) + String(repeating: "a", count: 32)]))
    }
}
