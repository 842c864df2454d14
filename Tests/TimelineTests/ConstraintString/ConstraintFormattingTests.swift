import XCTest
import Layout
@testable import Timeline
import TestSupport

final class ConstraintFormattingTests: XCTestCase {
    private typealias E = ParsingExpect

    func testCanonicalForms() {
        XCTAssertEqual(E.constraint("card", .top, .equal, "root", .top, guide: .safeArea, constant: 20, priority: 750).formatted,
                       "card.top == root.safeArea.top + 20 @750")
        XCTAssertEqual(E.constraint("card", .width, .equal, "root", .width, multiplier: 0.5, constant: -10).formatted,
                       "card.width == 0.5 * root.width - 10")
        XCTAssertEqual(E.constraint("card", .height, .greaterThanOrEqual, constant: 44).formatted, "card.height >= 44")
        XCTAssertEqual(E.constraint("card", .width, .lessThanOrEqual, constant: -10).formatted, "card.width <= -10")
        XCTAssertEqual(E.constraint("card", .width, .equal, constant: 0).formatted, "card.width == 0")
        XCTAssertEqual(E.constraint("a", .leading, .equal, "root", .leadingMargin, constant: 12.5, priority: 999.5).formatted,
                       "a.leading == root.leadingMargin + 12.5 @999.5")
        XCTAssertEqual(E.constraint("a", .width, .equal, "b", .height, multiplier: -2).formatted, "a.width == -2 * b.height")
        XCTAssertEqual(E.constraint("a", .top, .equal, "b", .bottom, guide: .margins).formatted, "a.top == b.margins.bottom")
    }

    func testRoundTrips() throws {
        let originals = [
            E.constraint("card", .top, .equal, "root", .top, guide: .safeArea, constant: 20, priority: 750),
            E.constraint("card", .width, .equal, "root", .width, multiplier: 0.5, constant: -10),
            E.constraint("card", .height, .greaterThanOrEqual, constant: 44),
            E.constraint("card", .width, .lessThanOrEqual, constant: -0.25, priority: 1),
            E.constraint("a", .width, .equal, "b", .width, multiplier: 1.0 / 3.0, constant: 1e-5),
            E.constraint("a", .height, .equal, "b", .width, multiplier: -1, constant: 1e5, priority: 50),
            E.constraint("a", .centerYWithinMargins, .lessThanOrEqual, "window", .firstBaseline, constant: 0.1),
            E.constraint("a", .rightMargin, .greaterThanOrEqual, "b", .right, guide: .margins, constant: -1234.5678),
            E.constraint("a", .height, .lessThanOrEqual, "b", .width, guide: .safeArea, multiplier: 0.75),
        ]
        for original in originals {
            XCTAssertEqual(try ConstraintParser.parse(original.formatted), original, original.formatted)
        }
    }

    func testRoundTripsEveryValidAttributePair() throws {
        for first in LayoutAttribute.allCases {
            for second in LayoutAttribute.allCases where first.pairingProblem(with: second) == nil {
                let original = E.constraint("v", first, .equal, "w", second, constant: 3)
                XCTAssertEqual(try ConstraintParser.parse(original.formatted), original, original.formatted)
            }
        }
    }
}
