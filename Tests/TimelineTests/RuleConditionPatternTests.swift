import Foundation
@testable import Timeline
import XCTest

/// `FrameConditionParser.syntaxPattern`, the schema's check of a rule's `when`, against the
/// parser: every condition the parser reads matches; the usual mistakes do not.
final class RuleConditionPatternTests: XCTestCase {
    let pattern = try! NSRegularExpression(pattern: FrameConditionParser.syntaxPattern)

    func matches(_ text: String) -> Bool { pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
    func parses(_ text: String) -> Bool { if case .success = FrameConditionParser.parse(text) { return true } else { return false } }

    func testConditionsThatParseMatch() {
        for text in ["a.width < 100", "row.height>=44.5", " view-1.minX > -3 ", "a.maxY <= 1e3", "a.minY<0", "x.maxX > .5\n"] {
            XCTAssertTrue(parses(text), text)
            XCTAssertTrue(matches(text), "the pattern refuses what the parser reads: \(text)")
        }
    }

    func testMistakesDoNotMatch() {
        for text in ["width < 400", "a.width = 100", "a.width == 100", "a.width != 100", "a.size < 100", "a.width <", "a.width < 100 px",
                     "a.width << 100", ".width < 3", "a.width 100", ""] {
            XCTAssertFalse(parses(text), text)
            XCTAssertFalse(matches(text), "the pattern lets through: \(text)")
        }
    }

    /// Every prefix and one-character edit of valid conditions: parsed ⇒ matched.
    func testEditsThatParseAlwaysMatch() {
        let alphabet = Array(" .<>=!-e1_a\t")
        var parsed = 0
        for seed in ["a.width < 100", "row.maxY >= -2.5"] {
            let chars = Array(seed)
            var variants = (0...chars.count).map { String(chars[..<$0]) }
            for i in 0..<chars.count {
                var removed = chars; removed.remove(at: i); variants.append(String(removed))
                for c in alphabet {
                    var replaced = chars; replaced[i] = c; variants.append(String(replaced))
                    var inserted = chars; inserted.insert(c, at: i); variants.append(String(inserted))
                }
            }
            for text in variants where parses(text) {
                parsed += 1
                XCTAssertTrue(matches(text), "the parser reads it, the pattern refuses it: \(text.debugDescription)")
            }
        }
        XCTAssertGreaterThan(parsed, 50)
    }
}
