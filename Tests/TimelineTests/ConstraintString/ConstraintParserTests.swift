import XCTest
import Layout
@testable import Timeline
import TestSupport

final class ConstraintParserTests: XCTestCase {
    private typealias E = ParsingExpect

    func testPinToGuideWithPriority() throws {
        XCTAssertEqual(try ConstraintParser.parse("card.top == root.safeArea.top + 20 @750"),
                       E.constraint("card", .top, .equal, "root", .top, guide: .safeArea, constant: 20, priority: 750))
        XCTAssertEqual(try ConstraintParser.parse("card.leading == root.margins.leading"),
                       E.constraint("card", .leading, .equal, "root", .leading, guide: .margins))
    }

    func testMultiplierOnEitherSideAndDivision() throws {
        let expected = E.constraint("card", .width, .equal, "root", .width, multiplier: 0.5, constant: -10)
        XCTAssertEqual(try ConstraintParser.parse("card.width == 0.5 * root.width - 10"), expected)
        XCTAssertEqual(try ConstraintParser.parse("card.width == root.width * 0.5 - 10"), expected)
        XCTAssertEqual(try ConstraintParser.parse("card.width == root.width / 2 - 10"), expected)
        XCTAssertEqual(try ConstraintParser.parse("a.width == -1 * b.width"),
                       E.constraint("a", .width, .equal, "b", .width, multiplier: -1))
    }

    func testConstantOnlyForSizes() throws {
        XCTAssertEqual(try ConstraintParser.parse("card.height >= 44"), E.constraint("card", .height, .greaterThanOrEqual, constant: 44))
        XCTAssertEqual(try ConstraintParser.parse("card.width <= -10"), E.constraint("card", .width, .lessThanOrEqual, constant: -10))
    }

    func testNumberForms() throws {
        let cases: [(String, Double)] = [("12", 12), ("12.5", 12.5), (".5", 0.5), ("1e2", 100), ("1E+2", 100),
                                         ("2.5e-1", 0.25), ("0", 0)]
        for (spelling, value) in cases {
            XCTAssertEqual(try ConstraintParser.parse("v.width == \(spelling)").constant, value, spelling)
        }
    }

    func testRelations() throws {
        XCTAssertEqual(try ConstraintParser.parse("a.top == b.top").relation, .equal)
        XCTAssertEqual(try ConstraintParser.parse("a.top <= b.top").relation, .lessThanOrEqual)
        XCTAssertEqual(try ConstraintParser.parse("a.top >= b.top").relation, .greaterThanOrEqual)
    }

    func testPriorityNumbersAndNames() throws {
        let cases: [(String, Double)] = [("required", 1000), ("defaultHigh", 750), ("defaultLow", 250),
                                         ("fittingSizeLevel", 50), ("1", 1), ("1000", 1000), ("999.5", 999.5)]
        for (spelling, value) in cases {
            XCTAssertEqual(try ConstraintParser.parse("a.width == 10 @\(spelling)").priority.value, value, spelling)
        }
    }

    func testWhitespaceIsOptionalBetweenTokens() throws {
        XCTAssertEqual(try ConstraintParser.parse("a.top>=b.bottom+8@250"),
                       E.constraint("a", .top, .greaterThanOrEqual, "b", .bottom, constant: 8, priority: 250))
        XCTAssertEqual(try ConstraintParser.parse("  a.top   ==\tb.top  -  8   "),
                       E.constraint("a", .top, .equal, "b", .top, constant: -8))
    }

    /// Ids are C identifiers, so a `-` right after an attribute starts the constant.
    func testIdentifiersAndMinusWithoutSpaces() throws {
        XCTAssertEqual(try ConstraintParser.parse("view_2.bottom == root.bottom-20"),
                       E.constraint("view_2", .bottom, .equal, "root", .bottom, constant: -20))
        XCTAssertEqual(try ConstraintParser.parse("_x.top == window.top"), E.constraint("_x", .top, .equal, "window", .top))
    }

    func testEveryAttributeNameIsAccepted() throws {
        for attribute in LayoutAttribute.allCases {
            let parsed = try ConstraintParser.parse("a.\(attribute.rawValue) == b.\(attribute.rawValue)")
            XCTAssertEqual(parsed.firstAttribute, attribute)
            XCTAssertEqual(parsed.secondAttribute, attribute)
        }
        XCTAssertEqual(LayoutAttribute.allCases.count, 20)
    }

    /// `width == k * height` is the aspect-ratio constraint, valid across axes.
    func testSizesMayCrossAxes() throws {
        XCTAssertEqual(try ConstraintParser.parse("a.width == 2 * a.height"),
                       E.constraint("a", .width, .equal, "a", .height, multiplier: 2))
    }

    func testCentersPairWithEitherHorizontalFamily() throws {
        XCTAssertNoThrow(try ConstraintParser.parse("a.centerX == b.leading"))
        XCTAssertNoThrow(try ConstraintParser.parse("a.centerX == b.left"))
        XCTAssertNoThrow(try ConstraintParser.parse("a.firstBaseline == b.lastBaseline"))
        XCTAssertNoThrow(try ConstraintParser.parse("a.top == b.centerYWithinMargins"))
    }

    func testMultiplierZeroIsFineForSizes() throws {
        XCTAssertEqual(try ConstraintParser.parse("a.width == 0 * b.width + 5").multiplier, 0)
    }
}
