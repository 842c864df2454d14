import Geometry
@testable import Layout
import XCTest

/// VFL options laid out, with the frames worked out by hand (iPhone 8 portrait, root
/// 375 wide; the fake measurer's text is 20 pt a line, first baseline 15 below the top).
final class VisualFormatLayoutTests: XCTestCase {
    private func addFormat(_ e: LayoutEngine, _ format: String, _ options: [VisualFormatOption]) throws {
        for d in try VisualFormat.parse(format, options: options, parentOf: { e.tree.spec(of: ViewID($0))?.parent.name }) {
            try e.store.addConstraint(d)
        }
    }

    func testRightToLeftPutsTheFirstViewRightmost() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "a"))
        try e.addView(ViewSpec(id: "b"))
        try addFormat(e, "|-[a(50)]-10-[b(60)]", [.directionRightToLeft, .alignAllTop])
        try e.add(all: ["a.top == root.top + 100", "a.height == 30", "b.height == 30"])
        e.appear()
        // a's right edge 20 from root's right (375 − 20 = 355), 50 wide; b ends 10 left of a.
        assertRect(e.frame("a"), 305, 100, 50, 30)
        assertRect(e.frame("b"), 235, 100, 60, 30)
    }

    func testLeftToRightUsesScreenEdges() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "a"))
        try addFormat(e, "|-[a]-|", [.directionLeftToRight])
        try e.add(all: ["a.top == root.top", "a.height == 10"])
        e.appear()
        assertRect(e.frame("a"), 20, 0, 335, 10)
        XCTAssertEqual(e.store.constraints.compactMap(\.description?.firstAttribute).prefix(2), [.left, .right])
    }

    func testBaselineToBaselineSpacingBetweenLabels() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "title", text: "Hi"))
        try e.addView(ViewSpec(id: "body", text: "Hello"))
        try addFormat(e, "V:|-40-[title]-[body]", [.spacingBaselineToBaseline, .alignAllLeading])
        try e.add("title.leading == root.leading + 16")
        e.appear()
        // title: top 40, 20 tall, baseline 55; body's first baseline 8 lower (63), so its
        // top is 63 − 15 = 48: the two labels overlap, as baseline spacing allows.
        assertRect(e.frame("title"), 16, 40, 20, 20)
        assertRect(e.frame("body"), 16, 48, 50, 20)
    }
}
