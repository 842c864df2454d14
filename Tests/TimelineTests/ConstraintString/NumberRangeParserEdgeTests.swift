import Geometry
import XCTest
import Layout
@testable import Timeline
import TestSupport

/// Numbers inside constraint strings and VFL are held to the format's ranges where they
/// are read, with the caret under the number: the last valid value parses, the next
/// representable one past the bound is refused naming the range.
final class NumberRangeParserEdgeTests: XCTestCase {
    private typealias E = ParsingExpect

    func testMultiplierEdges() throws {
        let m = NumberRange.multiplier
        XCTAssertEqual(try ConstraintParser.parse("a.width == \(m.upper) * b.width").multiplier, 1000)
        XCTAssertEqual(try ConstraintParser.parse("a.width == b.width * \(m.lower)").multiplier, -1000)
        let over = m.upper.nextUp
        E.syntaxError({ try ConstraintParser.parse("a.width == \(over) * b.width") }, offset: 11,
                      message: "\(over) is out of range for a multiplier; expected -1000 … 1000")
        // Dividing by a tiny number is a huge multiplier: refused as one, at the divisor.
        E.syntaxError({ try ConstraintParser.parse("a.width == b.width / 0.0009") }, offset: 21,
                      message: "\((1 / 0.0009).shortDescription) is out of range for a multiplier; expected -1000 … 1000")
    }

    func testConstantEdges() throws {
        let c = NumberRange.coordinate
        XCTAssertEqual(try ConstraintParser.parse("a.top == b.top + \(c.upper)").constant, 100_000)
        XCTAssertEqual(try ConstraintParser.parse("a.top == b.top - \(c.upper)").constant, -100_000)
        XCTAssertEqual(try ConstraintParser.parse("a.width == \(c.lower)").constant, -100_000)
        let over = c.upper.nextUp
        E.syntaxError({ try ConstraintParser.parse("a.top == b.top + \(over)") }, offset: 17,
                      message: "\(over) is out of range for a coordinate; expected -100000 … 100000 pt")
        E.syntaxError({ try ConstraintParser.parse("a.width == \(c.lower.nextDown)") }, offset: 11,
                      message: "\(c.lower.nextDown) is out of range for a coordinate; expected -100000 … 100000 pt")
    }

    func testPriorityEdges() throws {
        XCTAssertEqual(try ConstraintParser.parse("a.width == 1 @1").priority, LayoutPriority(1))
        E.syntaxError({ try ConstraintParser.parse("a.width == 1 @\((1.0).nextDown)") }, offset: 14,
                      message: "\((1.0).nextDown) is out of range for a priority; expected 1 … 1000")
    }

    func testVisualFormatNumbersAndMetrics() throws {
        XCTAssertNoThrow(try VisualFormat.parse("H:|-100000-[a]", parentOf: { _ in "root" }))
        E.syntaxError({ try VisualFormat.parse("H:|-100000.00000000001-[a]", parentOf: { _ in "root" }) }, offset: 4,
                      message: "100000.00000000001 is out of range for a coordinate; expected -100000 … 100000 pt")
        E.syntaxError({ try VisualFormat.parse("H:[a(<=p)]", metrics: ["p": 1e6], parentOf: { _ in "root" }) }, offset: 7,
                      message: "1000000 is out of range for a coordinate; expected -100000 … 100000 pt")
    }
}
