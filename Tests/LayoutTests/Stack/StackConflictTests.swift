import Geometry
@testable import Layout
import XCTest

/// Conflicts with a stack's constraints log as UIKit logs them: UISV identifiers, UIKit's
/// visual-format descriptions, and the user's constraint broken.
final class StackConflictTests: XCTestCase {
    /// Three equal widths of 100 plus two spacings of 10 cannot fit a 300-wide stack.
    func testConflictLogNamesTheStackConstraints() throws {
        let e = try makeStack(StackConfiguration(distribution: .fillEqually, spacing: 10),
                              items: [("a", Size(50, 20)), ("b", Size(80, 30)), ("c", Size(40, 10))],
                              constraints: ["row.width == 300"])
        try e.add("a.width == 100", id: "wide")
        let log = try XCTUnwrap(e.diagnostics.trace.entries.last { $0.kind == .console }).message
        // In creation order (c's trailing connection replaced a's when c was added).
        let listed = log.split(separator: "\n").filter { $0.hasPrefix("    \"<") }
        XCTAssertEqual(listed, [
            "    \"<NSLayoutConstraint:0x600000c040d0 'UISV-canvas-connection' row.leading == a.leading   (active)>\",",
            "    \"<NSLayoutConstraint:0x600000c04170 'UISV-spacing' H:[a]-(10)-[b]   (active)>\",",
            "    \"<NSLayoutConstraint:0x600000c04180 'UISV-fill-equally' b.width == a.width   (active)>\",",
            "    \"<NSLayoutConstraint:0x600000c04200 'UISV-canvas-connection' H:[c]-(0)-|   (active, names: '|':row )>\",",
            "    \"<NSLayoutConstraint:0x600000c04210 'UISV-spacing' H:[b]-(10)-[c]   (active)>\",",
            "    \"<NSLayoutConstraint:0x600000c04220 'UISV-fill-equally' c.width == a.width   (active)>\",",
            "    \"<NSLayoutConstraint:0x600000c04270 row.width == 300   (active)>\",",
            "    \"<NSLayoutConstraint:0x600000c04280 'wide' a.width == 100   (active)>\"",
        ])
        // The app's constraints are row.width == 300 and 'wide': the larger constant breaks.
        XCTAssertFalse(e.store.constraint("wide")!.isBroken)
        XCTAssertTrue(e.store.constraints.contains { $0.kind == .user && $0.isBroken && $0.uikitDescription.contains("row.width == 300") })
        XCTAssertFalse(e.store.constraints.contains { $0.kind == .stackView && $0.isBroken })
    }

    /// Modern UIKit hides at 999.999: a hidden view whose content requires a height does
    /// not conflict, it keeps its height (and no conflict is logged).
    func testHidingGivesWayToARequiredSize() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical, spacing: 10),
                              items: [("a", Size(50, 20)), ("b", Size(80, 30))])
        try e.add("b.height == 30")
        try e.updateView("b") { $0.isHidden = true }
        e.layoutIfNeeded()
        XCTAssertEqual(e.rect("b").height, 30)
        XCTAssertFalse(e.diagnostics.trace.entries.contains { $0.kind == .console && $0.message.contains("Unable to simultaneously") })
    }
}

/// A stack in UIKit's debugging dump: its class, and its guides listed under it.
final class StackTraceTests: XCTestCase {
    func testAutolayoutTraceListsTheStackAndItsGuides() throws {
        let e = try makeStack(StackConfiguration(distribution: .equalSpacing, alignment: .center, spacing: 10), items: abc,
                              constraints: ["row.width == 300"])
        let lines = e.diagnostics.autolayoutTrace().split(separator: "\n").map(String.init)
        let row = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("*row") })
        // Spanner across the axis: 30 tall; gaps along it: 65 wide each, after a (50) and b
        // (195); in the order the constraints naming them were made (c came last).
        XCTAssertEqual(Array(lines[(row + 1)...(row + 3)]), [
            "|   |   |   *<row.UISV-distributing(a) - \"UISV-distributing\", layoutFrame = {{50, 0}, {65, 0}}, owningView = <UIStackView: 0x600000c04070; frame = (20 100; 300 30); id = row>>",
            "|   |   |   *<row.UISV-alignment-spanner - \"UISV-alignment-spanner\", layoutFrame = {{0, 0}, {0, 30}}, owningView = <UIStackView: 0x600000c04070; frame = (20 100; 300 30); id = row>>",
            "|   |   |   *<row.UISV-distributing(b) - \"UISV-distributing\", layoutFrame = {{195, 0}, {65, 0}}, owningView = <UIStackView: 0x600000c04070; frame = (20 100; 300 30); id = row>>",
        ])
    }
}
