import XCTest
import Layout
@testable import Timeline
import TestSupport

final class ConstraintSyntaxErrorTests: XCTestCase {
    private typealias E = ParsingExpect

    func testUnknownAttributeSuggestsNearestAndRendersCaret() throws {
        let text = "card.top == root.safeArea.topp + 20"
        // "card.top == " is 12 characters, "root.safeArea." 14 more: 'topp' starts at 26.
        let error = E.syntaxError({ try ConstraintParser.parse(text) }, offset: 26,
                                  message: "unknown attribute 'topp'; did you mean 'top'?")
        XCTAssertEqual(error?.rendered(), text + "\n" + String(repeating: " ", count: 26)
                       + "^ unknown attribute 'topp'; did you mean 'top'?")
        XCTAssertEqual(error?.expected.count, 20)
        XCTAssertEqual(error?.rendered(indent: "  ").hasPrefix("  card.top"), true)
    }

    func testCaretKeepsTabs() throws {
        let error = E.syntaxError({ try ConstraintParser.parse("\ta.top == b.widht") }, offset: 12,
                                  message: "unknown attribute 'widht'; did you mean 'width'?")
        XCTAssertEqual(error?.rendered().split(separator: "\n").last, "\t           ^ unknown attribute 'widht'; did you mean 'width'?")
    }

    func testFarOffNamesGetNoSuggestion() {
        E.syntaxError({ try ConstraintParser.parse("a.top == b.zzzzzz") }, offset: 11, message: "unknown attribute 'zzzzzz'")
    }

    /// An item the caller does not know is refused under its name, on either side, with
    /// the nearest known name or, with none near, where to declare it (as in VFL).
    func testUnknownViewIsRefusedUnderItsName() {
        let views = KnownViews(contains: { ["card", "root"].contains($0) }, names: { ["root", "card"] })
        let error = E.syntaxError({ try ConstraintParser.parse("card.top == crad.bottom + 8", views: views) }, offset: 12,
                                  message: "unknown view 'crad'; did you mean 'card'?")
        XCTAssertEqual(error?.rendered().split(separator: "\n").last, "            ^ unknown view 'crad'; did you mean 'card'?")
        E.syntaxError({ try ConstraintParser.parse("zzz.top == root.safeArea.top", views: views) }, offset: 0,
                      message: "unknown view 'zzz'; declare it in \"views\" first")
        // The first side is judged before the rest is read.
        E.syntaxError({ try ConstraintParser.parse("zzz.top ==", views: views) }, offset: 0,
                      message: "unknown view 'zzz'; declare it in \"views\" first")
        XCTAssertNoThrow(try ConstraintParser.parse("card.top == root.safeArea.top", views: views))
    }

    func testUnknownGuide() {
        E.syntaxError({ try ConstraintParser.parse("card.top == root.safearea.top") }, offset: 17,
                      message: "unknown layout guide 'safearea'; did you mean 'safeArea'?")
    }

    func testGuidesHaveNoMarginsOrBaselines() {
        E.syntaxError({ try ConstraintParser.parse("a.top == root.safeArea.topMargin") }, offset: 23,
                      message: "layout guide 'root.safeArea' has no 'topMargin' attribute; guides have edges, centers and sizes")
        E.syntaxError({ try ConstraintParser.parse("a.margins.firstBaseline == b.top") }, offset: 10,
                      message: "layout guide 'a.margins' has no 'firstBaseline' attribute; guides have edges, centers and sizes")
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.existsOnLayoutGuides),
                       [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY])
    }

    func testGuideWithoutAttribute() {
        E.syntaxError({ try ConstraintParser.parse("card.safeArea == root.top") }, offset: 5,
                      message: "'safeArea' is a layout guide; name one of its attributes, as in 'card.safeArea.top'")
    }

    func testMissingRelation() {
        let error = E.syntaxError({ try ConstraintParser.parse("card.top = root.top") }, offset: 9,
                                  message: "expected a relation ('==', '<=' or '>=') but found '='")
        XCTAssertEqual(error?.expected, ["==", "<=", ">="])
    }

    func testMissingDotAndAttribute() {
        let error = E.syntaxError({ try ConstraintParser.parse("card == root.top") }, offset: 5,
                                  message: "expected '.' and an attribute after 'card' but found '='")
        XCTAssertEqual(error?.expected, ["."])
        E.syntaxError({ try ConstraintParser.parse("a.top == ") }, offset: 9,
                      message: "expected a view id (or 'root', 'window') but found end of string")
    }

    func testPriorityOutOfRange() {
        E.syntaxError({ try ConstraintParser.parse("a.width == 10 @1001") }, offset: 15,
                      message: "1001 is out of range for a priority; expected 1 … 1000")
        E.syntaxError({ try ConstraintParser.parse("a.width == 10 @0.5") }, offset: 15,
                      message: "0.5 is out of range for a priority; expected 1 … 1000")
    }

    func testUnknownPriorityName() {
        E.syntaxError({ try ConstraintParser.parse("a.width == 10 @defaultHi") }, offset: 15,
                      message: "unknown priority 'defaultHi'; did you mean 'defaultHigh'?")
        E.syntaxError({ try ConstraintParser.parse("a.width == 10 @") }, offset: 15,
                      message: "expected a priority (1…1000, 'required', 'defaultHigh', 'defaultLow' or 'fittingSizeLevel') but found end of string")
    }

    func testPositionAgainstSize() {
        E.syntaxError({ try ConstraintParser.parse("a.top == b.width") }, offset: 11,
                      message: "cannot relate the position attribute 'top' to the size attribute 'width'; relate positions to positions and sizes to sizes")
        E.syntaxError({ try ConstraintParser.parse("a.height == b.centerY") }, offset: 14,
                      message: "cannot relate the position attribute 'centerY' to the size attribute 'height'; relate positions to positions and sizes to sizes")
    }

    func testAxisMixing() {
        E.syntaxError({ try ConstraintParser.parse("a.left == b.top") }, offset: 12,
                      message: "cannot relate 'left' (horizontal) to 'top' (vertical); both attributes must be in the same axis")
    }

    func testLeadingAgainstLeft() {
        E.syntaxError({ try ConstraintParser.parse("a.leading == b.left + 8") }, offset: 15,
                      message: "cannot relate 'leading' to 'left'; use leading/trailing for both or left/right for both")
        E.syntaxError({ try ConstraintParser.parse("a.rightMargin == b.trailing") }, offset: 19,
                      message: "cannot relate 'rightMargin' to 'trailing'; use leading/trailing for both or left/right for both")
    }

    func testPositionEqualToConstant() {
        E.syntaxError({ try ConstraintParser.parse("a.top == 20") }, offset: 9,
                      message: "'top' is a position and needs a second item to be measured from; only width and height can equal a constant")
        E.syntaxError({ try ConstraintParser.parse("a.centerX == 0 * b.centerX") }, offset: 13,
                      message: "a multiplier of 0 makes the position 'centerX' equal a constant; positions need a second item")
    }

    func testTrailingGarbage() {
        let error = E.syntaxError({ try ConstraintParser.parse("a.width == 10 + 5") }, offset: 14,
                                  message: "expected '@' or the end of the constraint but found '+'")
        XCTAssertEqual(error?.expected, ["@"])
        E.syntaxError({ try ConstraintParser.parse("a.top == b.top + 5 @750 x") }, offset: 24,
                      message: "expected the end of the constraint but found 'x'")
        E.syntaxError({ try ConstraintParser.parse("a.top == b.top @750 - 5") }, offset: 20,
                      message: "expected the end of the constraint but found '-'")
        E.syntaxError({ try ConstraintParser.parse("a.top == b.top x") }, offset: 15,
                      message: "expected '+', '-', '@' or the end of the constraint but found 'x'")
        E.syntaxError({ try ConstraintParser.parse("a.top == b.top + 5px") }, offset: 18,
                      message: "expected '@' or the end of the constraint but found 'px'")
    }

    func testNumbersAndDivision() {
        E.syntaxError({ try ConstraintParser.parse("a.width == 1e999") }, offset: 11, message: "number '1e999' is out of range: constants are -100000 … 100000 pt, multipliers -1000 … 1000, priorities 1 … 1000")
        E.syntaxError({ try ConstraintParser.parse("a.width == b.width / 0") }, offset: 21, message: "cannot divide by 0")
        E.syntaxError({ try ConstraintParser.parse("a.width == b.width * c.width") }, offset: 21,
                      message: "expected a multiplier but found 'c'")
        E.syntaxError({ try ConstraintParser.parse("a.width == b.width + ") }, offset: 21,
                      message: "expected a constant but found end of string")
    }
}

final class SourceLocationStampingTests: XCTestCase {
    func testParsersStampIdAndSourceOnResultsAndErrors() throws {
        let source = SourceLocation(path: "$.constraints[2]")
        let parsed = try ConstraintParser.parse("card.height >= 44", id: "min", source: source)
        XCTAssertEqual(parsed.id, "min")
        XCTAssertEqual(parsed.source, source)
        XCTAssertEqual(try VisualFormat.parse("[a]-[b]", source: source, parentOf: { _ in "root" }).map(\.source), [source])
        do {
            _ = try ConstraintParser.parse("card.top = root.top", source: source)
            XCTFail("expected an error")
        } catch let error as ConstraintSyntaxError {
            XCTAssertEqual(error.source, source)
            XCTAssertEqual(error.description, """
                $.constraints[2]: expected a relation ('==', '<=' or '>=') but found '='
                    card.top = root.top
                             ^ expected a relation ('==', '<=' or '>=') but found '='
                """)
        }
        XCTAssertThrowsError(try VisualFormat.parse("[a", source: source, parentOf: { _ in nil })) {
            XCTAssertEqual(($0 as? ConstraintSyntaxError)?.source, source)
        }
    }
}
