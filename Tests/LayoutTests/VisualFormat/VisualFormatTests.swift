import Geometry
import XCTest
@testable import Layout
import TestSupport

/// The examples of Apple's Auto Layout Guide ("Visual Format Language"), with the
/// constraints that page describes for each, plus metrics, priorities and options.
final class VisualFormatTests: XCTestCase {
    private typealias E = ParsingExpect

    /// Every view's parent is `root` unless the test says otherwise.
    private func parse(_ format: String, metrics: [String: Double] = [:], options: [VisualFormatOption] = [],
                       parents: [String: String] = [:]) throws -> [ConstraintDescription] {
        try VisualFormat.parse(format, metrics: metrics, options: options, parentOf: { parents[$0] ?? "root" })
    }

    func testStandardSpaceBetweenSiblings() throws {
        XCTAssertEqual(try parse("[button]-[textField]"),
                       [E.constraint("textField", .leading, .equal, "button", .trailing, constant: 8)])
    }

    func testWidthConstraint() throws {
        XCTAssertEqual(try parse("[button(>=50)]"), [E.constraint("button", .width, .greaterThanOrEqual, constant: 50)])
    }

    func testConnectionToSuperview() throws {
        XCTAssertEqual(try parse("|-50-[purpleBox]-50-|"), [
            E.constraint("purpleBox", .leading, .equal, "root", .leading, constant: 50),
            E.constraint("root", .trailing, .equal, "purpleBox", .trailing, constant: 50),
        ])
    }

    func testVerticalLayout() throws {
        XCTAssertEqual(try parse("V:[topField]-10-[bottomField]"),
                       [E.constraint("bottomField", .top, .equal, "topField", .bottom, constant: 10)])
    }

    func testFlushViews() throws {
        XCTAssertEqual(try parse("[maroonView][blueView]"),
                       [E.constraint("blueView", .leading, .equal, "maroonView", .trailing)])
    }

    func testPriority() throws {
        XCTAssertEqual(try parse("[button(100@20)]"), [E.constraint("button", .width, .equal, constant: 100, priority: 20)])
    }

    func testEqualWidths() throws {
        XCTAssertEqual(try parse("[button1(==button2)]"), [E.constraint("button1", .width, .equal, "button2", .width)])
    }

    func testMultiplePredicates() throws {
        XCTAssertEqual(try parse("[flexibleButton(>=70,<=100)]"), [
            E.constraint("flexibleButton", .width, .greaterThanOrEqual, constant: 70),
            E.constraint("flexibleButton", .width, .lessThanOrEqual, constant: 100),
        ])
    }

    func testCompleteLineOfLayout() throws {
        XCTAssertEqual(try parse("|-[find]-[findNext]-[findField(>=20)]-|"), [
            E.constraint("find", .leading, .equal, "root", .leading, constant: 20),
            E.constraint("findNext", .leading, .equal, "find", .trailing, constant: 8),
            E.constraint("findField", .leading, .equal, "findNext", .trailing, constant: 8),
            E.constraint("findField", .width, .greaterThanOrEqual, constant: 20),
            E.constraint("root", .trailing, .equal, "findField", .trailing, constant: 20),
        ])
    }

    /// The example in TIMELINE.md.
    func testContractExampleWithAlignment() throws {
        XCTAssertEqual(try parse("H:|-[a]-8-[b(==a)]-|", metrics: ["pad": 16], options: [.alignAllCenterY]), [
            E.constraint("a", .leading, .equal, "root", .leading, constant: 20),
            E.constraint("b", .leading, .equal, "a", .trailing, constant: 8),
            E.constraint("b", .width, .equal, "a", .width),
            E.constraint("root", .trailing, .equal, "b", .trailing, constant: 20),
            E.constraint("a", .centerY, .equal, "b", .centerY),
        ])
    }

    func testMetricsAsSpacingWidthAndPriority() throws {
        XCTAssertEqual(try parse("|-pad-[a(w@p)]-(>=pad@p)-|", metrics: ["pad": 16, "w": 120, "p": 750]), [
            E.constraint("a", .leading, .equal, "root", .leading, constant: 16),
            E.constraint("a", .width, .equal, constant: 120, priority: 750),
            E.constraint("root", .trailing, .greaterThanOrEqual, "a", .trailing, constant: 16, priority: 750),
        ])
    }

    /// `-(>=8)-` bounds the gap from below whichever side the superview is on.
    func testConnectionPredicatesKeepTheGapMeaning() throws {
        XCTAssertEqual(try parse("V:|-(>=8,<=40@500)-[a]-(-10)-[b]|"), [
            E.constraint("a", .top, .greaterThanOrEqual, "root", .top, constant: 8),
            E.constraint("a", .top, .lessThanOrEqual, "root", .top, constant: 40, priority: 500),
            E.constraint("b", .top, .equal, "a", .bottom, constant: -10),
            E.constraint("root", .bottom, .equal, "b", .bottom),
        ])
    }

    func testViewPredicatesWithPriorities() throws {
        XCTAssertEqual(try parse("[a(>=70,<=100@750)][b(==a@500)]"), [
            E.constraint("a", .width, .greaterThanOrEqual, constant: 70),
            E.constraint("a", .width, .lessThanOrEqual, constant: 100, priority: 750),
            E.constraint("b", .leading, .equal, "a", .trailing),
            E.constraint("b", .width, .equal, "a", .width, priority: 500),
        ])
        XCTAssertEqual(try parse("V:[a(<=b)]"), [E.constraint("a", .height, .lessThanOrEqual, "b", .height)])
    }

    func testFlushToSuperviewAndSingleView() throws {
        XCTAssertEqual(try parse("|[a]|"), [
            E.constraint("a", .leading, .equal, "root", .leading),
            E.constraint("root", .trailing, .equal, "a", .trailing),
        ])
        XCTAssertEqual(try parse("[a]"), [])
    }

    func testSuperviewIsTheCommonParent() throws {
        XCTAssertEqual(try parse("V:|-[a]-[b]-|", parents: ["a": "card", "b": "card"]), [
            E.constraint("a", .top, .equal, "card", .top, constant: 20),
            E.constraint("b", .top, .equal, "a", .bottom, constant: 8),
            E.constraint("card", .bottom, .equal, "b", .bottom, constant: 20),
        ])
    }

    func testWhitespaceBetweenTokens() throws {
        XCTAssertEqual(try parse(" H: | - [a] - 8 - [b] "), try parse("H:|-[a]-8-[b]"))
    }

    func testNumbersInPredicates() throws {
        XCTAssertEqual(try parse("[a(12.5)]-1e1-[b(.5)]"), [
            E.constraint("a", .width, .equal, constant: 12.5),
            E.constraint("b", .leading, .equal, "a", .trailing, constant: 10),
            E.constraint("b", .width, .equal, constant: 0.5),
        ])
    }

    func testLeftToRightDirection() throws {
        XCTAssertEqual(try parse("|-[a]-[b]-|", options: [.directionLeftToRight]), [
            E.constraint("a", .left, .equal, "root", .left, constant: 20),
            E.constraint("b", .left, .equal, "a", .right, constant: 8),
            E.constraint("root", .right, .equal, "b", .right, constant: 20),
        ])
        XCTAssertEqual(try parse("V:[a][b]", options: [.directionLeftToRight]), [
            E.constraint("b", .top, .equal, "a", .bottom),
        ])
    }

    /// The first view rightmost: every connection reads right to left, so `|-20-[a]` puts
    /// `a` 20 from the right edge and each later view left of the one before.
    func testRightToLeftDirection() throws {
        XCTAssertEqual(try parse("|-[a]-10-[b(50)]-|", options: [.directionRightToLeft]), [
            E.constraint("root", .right, .equal, "a", .right, constant: 20),
            E.constraint("a", .left, .equal, "b", .right, constant: 10),
            E.constraint("b", .width, .equal, constant: 50),
            E.constraint("b", .left, .equal, "root", .left, constant: 20),
        ])
        // An inequality still bounds the gap: at least 8 between b's right and a's left.
        XCTAssertEqual(try parse("[a]-(>=8)-[b]", options: [.directionRightToLeft]),
                       [E.constraint("a", .left, .greaterThanOrEqual, "b", .right, constant: 8)])
    }

    /// The default direction, spelled out, is the same as none; so is the default spacing.
    func testDefaultOptionsSpelledOut() throws {
        let plain = try parse("|-[a]-[b]-|")
        XCTAssertEqual(try parse("|-[a]-[b]-|", options: [.directionLeadingToTrailing, .spacingEdgeToEdge]), plain)
        XCTAssertEqual(try parse("V:|-[a]-[b]-|", options: [.spacingEdgeToEdge]), try parse("V:|-[a]-[b]-|"))
    }

    /// Between two views the spacing runs from the upper last baseline to the lower first
    /// baseline; to the superview it stays edge to edge.
    func testBaselineToBaselineSpacing() throws {
        XCTAssertEqual(try parse("V:|-[title]-[body]-12-[footer]-|", options: [.spacingBaselineToBaseline]), [
            E.constraint("title", .top, .equal, "root", .top, constant: 20),
            E.constraint("body", .firstBaseline, .equal, "title", .lastBaseline, constant: 8),
            E.constraint("footer", .firstBaseline, .equal, "body", .lastBaseline, constant: 12),
            E.constraint("root", .bottom, .equal, "footer", .bottom, constant: 20),
        ])
        // Direction options do not reorder V: formats.
        XCTAssertEqual(try parse("V:[a][b]", options: [.directionRightToLeft]), [E.constraint("b", .top, .equal, "a", .bottom)])
    }

    /// Options one after another in the given order, each over consecutive pairs.
    func testSeveralAlignmentsInAVerticalFormat() throws {
        let options: [VisualFormatOption] = [.alignAllLeading, .alignAllTrailing, .alignAllLeading]
        XCTAssertEqual(try parse("V:[a][b][c]", options: options), [
            E.constraint("b", .top, .equal, "a", .bottom),
            E.constraint("c", .top, .equal, "b", .bottom),
            E.constraint("a", .leading, .equal, "b", .leading),
            E.constraint("b", .leading, .equal, "c", .leading),
            E.constraint("a", .trailing, .equal, "b", .trailing),
            E.constraint("b", .trailing, .equal, "c", .trailing),
        ])
    }

    func testEveryAlignmentOptionInItsValidAxis() throws {
        for option in VisualFormatOption.allCases {
            guard let attribute = option.alignmentAttribute else { continue }
            let format = attribute.isHorizontal ? "V:[a][b]" : "H:[a][b]"
            XCTAssertEqual(try parse(format, options: [option]).last,
                           E.constraint("a", attribute, .equal, "b", attribute), option.rawValue)
        }
        XCTAssertEqual(VisualFormatOption(rawValue: "alignAllFirstBaseline"), .alignAllFirstBaseline)
    }

    func testStandardSpacingValues() {
        XCTAssertEqual(VisualFormat.standardSiblingSpacing, 8)
        XCTAssertEqual(VisualFormat.standardSuperviewSpacing, 20)
    }
}
