import Geometry
import XCTest
@testable import Layout
import TestSupport

final class VisualFormatErrorTests: XCTestCase {
    private typealias E = ParsingExpect

    private func parse(_ format: String, metrics: [String: Double] = [:], options: [VisualFormatOption] = [],
                       parentOf: @escaping (String) -> String? = { _ in "root" }) -> () throws -> [ConstraintDescription] {
        { try VisualFormat.parse(format, metrics: metrics, options: options, parentOf: parentOf) }
    }

    func testOrientation() {
        E.syntaxError(parse("V[a]"), offset: 1, message: "expected ':' after 'V' to specify vertical arrangement")
        E.syntaxError(parse("Hx:[a]"), offset: 0, message: "expected 'H:', 'V:', '|' or '[' but found 'Hx'")
        E.syntaxError(parse("X:[a]"), offset: 0, message: "expected '[' to start a view but found 'X'")
    }

    func testUnclosedPredicateAndView() {
        let error = E.syntaxError(parse("[a(>=70]"), offset: 7, message:
            "expected ',' or ')': a predicate on a view's thickness must end with ')' and the view must end with ']' but found ']'")
        XCTAssertEqual(error?.expected, [",", ")"])
        E.syntaxError(parse("[a"), offset: 2, message: "expected '(' or ']' to close view 'a' but found end of string")
        E.syntaxError(parse("[a(10)"), offset: 6, message: "expected ']' to close view 'a' but found end of string")
        E.syntaxError(parse("[1a]"), offset: 1, message: "expected a view name (a C identifier) after '[' but found '1'")
        E.syntaxError(parse("[a()]"), offset: 3, message: "expected a number, a metric name or a view name but found ')'")
    }

    func testMissingView() {
        E.syntaxError(parse("|-|"), offset: 2, message: "expected '[' to start a view but found '|'")
        E.syntaxError(parse(""), offset: 0, message: "expected '[' to start a view but found end of string")
        E.syntaxError(parse("H:"), offset: 2, message: "expected '[' to start a view but found end of string")
        E.syntaxError(parse("[a]-"), offset: 4, message: "expected a spacing (a number, a metric name or '(') after '-' but found end of string")
    }

    func testUnknownMetrics() {
        E.syntaxError(parse("[a]-pad-[b]"), offset: 4, message: "unknown metric 'pad'; pass it in metrics")
        E.syntaxError(parse("[a]-pad-[b]", metrics: ["pads": 4]), offset: 4,
                      message: "unknown metric 'pad'; did you mean 'pads'?; pass it in metrics")
        // A view name is only allowed as a width/height, never as a spacing.
        E.syntaxError(parse("[a]-(==b)-[b]"), offset: 7, message: "unknown metric 'b'; pass it in metrics")
        E.syntaxError(parse("[a(10@p)]"), offset: 6, message: "unknown metric 'p'; pass it in metrics")
    }

    /// A name the caller does not know is refused under the name, before '|' is resolved
    /// (which would otherwise blame the missing view's superview); a name in a predicate
    /// that is no metric and no view says both.
    func testUnknownViewNames() {
        let known = KnownViews(contains: { $0 == "a" }, names: { ["a"] })
        func parse(_ format: String) -> () throws -> [ConstraintDescription] {
            { try VisualFormat.parse(format, views: known, parentOf: { _ in "root" }) }
        }
        E.syntaxError(parse("H:|-[a]-[b]-|"), offset: 9, message: "unknown view 'b'; did you mean 'a'?")
        E.syntaxError(parse("H:|-[a]-[zzz]-|"), offset: 9, message: "unknown view 'zzz'; declare it in \"views\" first")
        E.syntaxError(parse("H:|-[a(>=pad)]-|"), offset: 9,
                      message: "'pad' is neither a metric nor a view; add it to \"metrics\", or declare a view with that name")
        XCTAssertEqual(try parse("H:|-[a]-|")().count, 2)
    }

    func testConnectionPunctuation() {
        E.syntaxError(parse("[a]-8[b]"), offset: 5, message: "expected '-' after the spacing but found '['")
        E.syntaxError(parse("[a]-(8[b]"), offset: 6, message: "expected ',' or ')' but found '['")
        E.syntaxError(parse("[a]-|-[b]"), offset: 5, message: "expected the end of the format after the closing '|' but found '-'")
        E.syntaxError(parse("[a]x"), offset: 3, message: "expected '-', '[', '|' or the end of the format but found 'x'")
    }

    func testPriorityRange() {
        E.syntaxError(parse("[a(100@1001)]"), offset: 7, message: "1001 is out of range for a priority; expected 1 … 1000")
        E.syntaxError(parse("[a(100@p)]", metrics: ["p": 0]), offset: 7,
                      message: "0 is out of range for a priority; expected 1 … 1000")
    }

    func testAlignmentAlongTheFormatAxis() {
        E.syntaxError(parse("[a][b]", options: [.alignAllLeading]), offset: 0, message:
            "option alignAllLeading aligns along the H: format's own axis; alignment must be across it (top, bottom, centerY, baselines)")
        E.syntaxError(parse("V:[a][b]", options: [.alignAllFirstBaseline]), offset: 0, message:
            "option alignAllFirstBaseline aligns along the V: format's own axis; alignment must be across it (left, right, leading, trailing, centerX)")
        E.syntaxError(parse("[a]", options: [.directionLeftToRight, .directionLeadingToTrailing]), offset: 0,
                      message: "options directionLeftToRight and directionLeadingToTrailing exclude each other")
        E.syntaxError(parse("V:[a][b]", options: [.spacingBaselineToBaseline, .spacingEdgeToEdge]), offset: 0,
                      message: "options spacingBaselineToBaseline and spacingEdgeToEdge exclude each other")
        E.syntaxError(parse("[a][b]", options: [.spacingBaselineToBaseline]), offset: 0, message:
            "option spacingBaselineToBaseline spaces views vertically and has no meaning in an H: format; use it with V:, or align baselines in H: with alignAllLastBaseline")
    }

    func testSuperviewResolution() {
        E.syntaxError(parse("[a]-|", parentOf: { _ in nil }), offset: 4,
                      message: "unable to interpret '|' character, because the related view 'a' doesn't have a superview")
        let parents = ["a": "root", "b": "card"]
        E.syntaxError(parse("|-[a]-[b]", parentOf: { parents[$0] }), offset: 0,
                      message: "'|' is ambiguous: 'a' is in 'root' but 'b' is in 'card'")
        // Without '|', parents do not matter.
        XCTAssertNoThrow(try parse("[a]-[b]", parentOf: { _ in nil })())
    }

    func testRenderedCaret() {
        let error = E.syntaxError(parse("H:|-[a]-pad-|"), offset: 8, message: "unknown metric 'pad'; pass it in metrics")
        XCTAssertEqual(error?.rendered(), "H:|-[a]-pad-|\n        ^ unknown metric 'pad'; pass it in metrics")
    }
}
