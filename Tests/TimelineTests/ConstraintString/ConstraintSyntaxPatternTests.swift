import Foundation
import Geometry
import Layout
@testable import Timeline
import TestSupport
import XCTest

/// `ConstraintParser.syntaxPattern`, the schema's check of constraint strings, against the
/// parser itself: whatever the parser accepts must match (an editor must never mark a good
/// constraint as wrong), and the syntax mistakes users make must not.
final class ConstraintSyntaxPatternTests: XCTestCase {
    let pattern = try! NSRegularExpression(pattern: ConstraintParser.syntaxPattern)

    func matches(_ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    func parses(_ text: String) -> Bool { (try? ConstraintParser.parse(text)) != nil }

    func testEveryFormOfTheGrammarMatches() {
        let good = [
            "card.leading == root.safeArea.leading + 20", "card.top == root.safeArea.top + 20 @750",
            "card.width == 0.5 * root.width - 10", "card.height >= 44", "card.width <= root.width / 2 + 1 @defaultHigh",
            "card . top==root . margins . top+1e1", "card.height == .5", "card.width == -2", "card.width == +2",
            "a.centerX == b.centerX * -1.5e-1 @ fittingSizeLevel", "a.firstBaseline == b.lastBaseline + 8",
            "\ta.leadingMargin == b.trailing\n", "a_1.width == 2.*b.height", "a.width == - 3 * b.width + 0 @1000",
            "a.top == root.bottom-20", "a.width == b.width @required", "x.width == 12E+2",
        ]
        for text in good {
            XCTAssertTrue(parses(text), "the parser refuses: \(text)")
            XCTAssertTrue(matches(text), "the pattern refuses what the parser reads: \(text)")
        }
    }

    func testSyntaxMistakesDoNotMatch() {
        let bad = [
            "card.top = root.top", "card.top => root.top", "card.top == root.top +", "card.top == root.top @",
            "card.top == root.top @high", "card.tip == root.top", "card.safe.top == root.top", "card == root.top",
            "card.width == 2 * root.width * 3", "card.width == 5 + 3", "card.width == - root.width",
            "card.width == root.width 5", "1card.width == 5", "card.width == 5 @750 @750", "card.width == inf",
            "card.width == 2e", "", "card.width", "card-view.width == 5", "card.width == root.width + - 5",
        ]
        for text in bad {
            XCTAssertFalse(parses(text), "the parser reads: \(text)")
            XCTAssertFalse(matches(text), "the pattern lets through: \(text)")
        }
    }

    /// Seeded mutations of valid constraints (characters deleted, inserted, replaced from the
    /// grammar's own alphabet): no string the parser accepts may fail to match.
    func testMutatedConstraintsThatParseAlwaysMatch() {
        let seeds = ["card.leading == root.safeArea.leading + 20", "a.width == 0.5 * b.width - 10 @750",
                     "a.top >= b.bottom + 8 @defaultLow", "a.height == b.height / 2", "a.width <= 300"]
        let alphabet = Array(" .*/+-@=<>1e0_a\t\u{85}") + ["w", "E", "5"]
        var random = SplitMix(seed: 20261123)
        var parsed = 0, refusedButMatched = 0
        for _ in 0..<20_000 {
            var chars = Array(seeds[random.next(seeds.count)])
            for _ in 0...random.next(3) {
                let at = random.next(chars.count + 1)
                switch random.next(3) {
                case 0 where at < chars.count: chars.remove(at: at)
                case 1 where at < chars.count: chars[at] = alphabet[random.next(alphabet.count)]
                default: chars.insert(alphabet[random.next(alphabet.count)], at: at)
                }
            }
            let text = String(chars)
            if parses(text) {
                parsed += 1
                XCTAssertTrue(matches(text), "the parser reads it, the pattern refuses it: \(text.debugDescription)")
            } else if matches(text) {
                refusedButMatched += 1   // ranges and pairings: the parser's to judge
            }
        }
        XCTAssertGreaterThan(parsed, 1_000, "too few mutants parse for the test to mean anything")
        // The pattern judges syntax: most refused mutants are refused by it too.
        XCTAssertLessThan(refusedButMatched, (20_000 - parsed) / 5, "the pattern lets through \(refusedButMatched) refused mutants")
    }

    /// Long runs of whitespace cost linear time (each run is matched by one `\s*`).
    func testLongWhitespaceDoesNotBacktrack() {
        let text = "a.width == b.width" + String(repeating: " ", count: 10_000) + "x"
        XCTAssertFalse(matches(text))
    }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
}
