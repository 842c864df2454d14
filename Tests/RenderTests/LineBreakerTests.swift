@testable import Render
import XCTest

/// Line breaking with every character 10 pt wide (the ellipsis too), so every expected
/// line can be worked out by counting characters.
final class LineBreakerTests: XCTestCase {
    let breaker = LineBreaker(advance: { _ in 10 })

    func testExplicitBreaksWithoutWidth() {
        XCTAssertEqual(breaker.breakLines("ab\ncd", maxWidth: nil, numberOfLines: 0), ["ab", "cd"])
    }
    func testWrapsAtWordsAndDropsTrailingSpaces() {
        // "aaa bbb" is 70 pt: fits 75; "ccc" goes to the next line.
        XCTAssertEqual(breaker.breakLines("aaa bbb ccc", maxWidth: 75, numberOfLines: 0), ["aaa bbb", "ccc"])
        // 69 pt: only one word per line.
        XCTAssertEqual(breaker.breakLines("aaa bbb ccc", maxWidth: 69, numberOfLines: 0), ["aaa", "bbb", "ccc"])
    }
    func testBreaksLongWordByCharacter() {
        // "g hi" would be 40 pt, so "hi" moves on.
        XCTAssertEqual(breaker.breakLines("abcdefg hi", maxWidth: 30, numberOfLines: 0), ["abc", "def", "g", "hi"])
        XCTAssertEqual(breaker.breakLines("abcdefg hi", maxWidth: 40, numberOfLines: 0), ["abcd", "efg", "hi"])
    }
    func testSingleLineTruncatesTail() {
        // 60 pt available: 5 characters + "…" = 60.
        XCTAssertEqual(breaker.breakLines("abcdefghij", maxWidth: 60, numberOfLines: 1), ["abcde…"])
        XCTAssertEqual(breaker.breakLines("abcdef", maxWidth: 60, numberOfLines: 1), ["abcdef"])
    }
    func testLineLimitEndsWithEllipsis() {
        // Three lines wrapped, two kept; the second gets "…" and still fits 75 pt.
        XCTAssertEqual(breaker.breakLines("aaa bbb ccc ddd eee", maxWidth: 75, numberOfLines: 2), ["aaa bbb", "ccc dd…"])
    }
    /// TextKit truncates the last line with the rest of its paragraph on it, not only the
    /// words wrapping gave it: `cc` would wrap alone before `dddddd`, but the last line
    /// shows `cc ddd…` (7 characters of 10 pt fit 75 pt with the ellipsis).
    func testTheTruncatedLastLineHoldsTheRestOfItsParagraph() {
        XCTAssertEqual(breaker.breakLines("aaa bbb cc dddddd", maxWidth: 75, numberOfLines: 0), ["aaa bbb", "cc", "dddddd"])
        let two = breaker.lay("aaa bbb cc dddddd", maxWidth: 75, numberOfLines: 2)
        XCTAssertEqual(two.lines, ["aaa bbb", "cc ddd…"])
        XCTAssertTrue(two.isTruncated)
        XCTAssertFalse(breaker.lay("aaa bbb cc dddddd", maxWidth: 75, numberOfLines: 3).isTruncated)
        // A word broken by character: the rest starts where the break put the line.
        XCTAssertEqual(breaker.breakLines("abcdefghijkl", maxWidth: 40, numberOfLines: 2), ["abcd", "efg…"])
    }
    func testEmptyTextHasNoLines() {
        XCTAssertEqual(breaker.breakLines("", maxWidth: 100, numberOfLines: 0), [])
    }
}
