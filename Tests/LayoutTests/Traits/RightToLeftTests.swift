import Geometry
@testable import Layout
import XCTest
import enum Timeline.Shorthand

/// Right-to-left layout, worked out by hand on an iPhone 8 (root 375 wide): every
/// position mirrors the left-to-right one, x ↦ 375 − x − width.
final class RightToLeftTests: XCTestCase {
    func makeRTLEngine(_ direction: LayoutDirection = .rightToLeft) -> LayoutEngine {
        LayoutEngine(configuration: LayoutEngineConfiguration(
            screen: ScreenState(size: Size(375, 667), safeAreaInsets: EdgeInsets(top: 20)),
            textMeasurer: FakeTextMeasurer(), layoutDirection: direction))
    }

    func box(_ e: LayoutEngine, _ id: ViewID = "box", parent: ViewID = "root", width: Double = 100,
             configure: (inout ViewSpec) -> Void = { _ in }) throws {
        var spec = ViewSpec(id: id, parent: parent)
        configure(&spec)
        try e.addView(spec)
        try e.add(all: ["\(id).width == \(width)", "\(id).height == 20", "\(id).top == \(parent).top + 40"])
    }

    func testLeadingAndTrailingConstantsMirror() throws {
        for (direction, leadingX, trailingX) in [(LayoutDirection.leftToRight, 20.0, 245.0), (.rightToLeft, 255.0, 30.0)] {
            let e = makeRTLEngine(direction)
            try box(e, "a")
            try box(e, "b")
            try e.add(all: ["a.leading == root.leading + 20", "b.trailing == root.trailing - 30"])
            e.appear()
            // LTR: a at 20; b ends 30 before the right edge (345 − 100). RTL: a ends 20 before
            // the right edge (355 − 100); b starts 30 after the left edge.
            XCTAssertEqual(e.frame("a").minX, leadingX, "\(direction)")
            XCTAssertEqual(e.frame("b").minX, trailingX, "\(direction)")
            XCTAssertEqual(e.tree.layoutDirection(of: "a"), direction)
        }
    }

    /// UIKit measures leading/trailing values leftwards in a right-to-left layout, so a
    /// multiplier on trailing scales the left edge's coordinate (0 at the root's left edge).
    func testAMultiplierOnTrailingScalesTheMirroredEdge() throws {
        let e = makeRTLEngine()
        try box(e, width: 50)
        try e.add("box.trailing == 0.5 * root.trailing")
        e.appear()
        XCTAssertEqual(e.frame("box").minX, 0)
        let ltr = makeRTLEngine(.leftToRight)
        try box(ltr, width: 50)
        try ltr.add("box.trailing == 0.5 * root.trailing")
        ltr.appear()
        XCTAssertEqual(ltr.frame("box").maxX, 187.5)
    }

    /// centerX alone is not directional: +10 is to the right in either direction.
    func testCenterXAloneDoesNotFlip() throws {
        let e = makeRTLEngine()
        try box(e)
        try e.add("box.centerX == root.centerX + 10")
        e.appear()
        XCTAssertEqual(e.frame("box").midX, 197.5)
    }

    func testMarginsAndDirectionalMargins() throws {
        let e = makeRTLEngine()
        // The root's margins (16 a side): leadingMargin is 16 from the right edge.
        try box(e, "a")
        try e.add("a.leading == root.leadingMargin")
        // A container with directional margins 10 leading, 40 trailing: in RTL the left
        // margin is the trailing one (40), the right the leading one (10).
        try e.addView(ViewSpec(id: "card"))
        try e.update("card") { $0.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40) }
        try e.add(all: ["card.left == root.left", "card.right == root.right", "card.top == root.top + 100", "card.height == 50"])
        try e.addView(ViewSpec(id: "child", parent: "card"))
        try e.add(all: ["child.leading == card.leadingMargin", "child.trailing == card.trailingMargin",
                        "child.top == card.top", "child.height == 10"])
        e.appear()
        XCTAssertEqual(e.frame("a").maxX, 359)
        assertRect(e.frame("child"), 40, 0, 325, 10)
        XCTAssertEqual(e.tree.layout(of: "card")?.marginInsets, EdgeInsets(top: 0, left: 40, bottom: 0, right: 10))
    }

    func testVisualFormatDirections() throws {
        func frames(_ options: [VisualFormatOption], _ direction: LayoutDirection) throws -> (Rect, Rect) {
            let e = makeRTLEngine(direction)
            try e.addView(ViewSpec(id: "a"))
            try e.addView(ViewSpec(id: "b"))
            for d in try VisualFormat.parse("|-[a(50)]-[b(60)]", options: options, parentOf: { e.tree.spec(of: ViewID($0))?.parent.name }) {
                try e.store.addConstraint(d)
            }
            try e.add(all: ["a.top == root.top", "a.height == 10", "b.top == root.top", "b.height == 10"])
            e.appear()
            return (e.frame("a"), e.frame("b"))
        }
        // Leading to trailing (the default) follows the screen: a rightmost in RTL,
        // 20 from the edge, b 8 to its left.
        var (a, b) = try frames([], .rightToLeft)
        XCTAssertEqual([a.minX, b.minX], [305, 237])
        (a, b) = try frames([.directionLeadingToTrailing], .leftToRight)
        XCTAssertEqual([a.minX, b.minX], [20, 78])
        // Left to right and right to left are fixed to the screen, whatever its direction.
        (a, b) = try frames([.directionLeftToRight], .rightToLeft)
        XCTAssertEqual([a.minX, b.minX], [20, 78])
        (a, b) = try frames([.directionRightToLeft], .leftToRight)
        XCTAssertEqual([a.minX, b.minX], [305, 237])
    }

    /// Arranged subviews flow from the leading edge: right to left in an RTL stack.
    func testAStackViewArrangesFromTheLeadingEdge() throws {
        let e = makeRTLEngine()
        try e.addView(ViewSpec(id: "row", stack: StackConfiguration(axis: .horizontal, spacing: 10, arrangedSubviews: ["a", "b"])))
        try e.addView(ViewSpec(id: "a", parent: "row", intrinsicContentSize: Size(50, 20)))
        try e.addView(ViewSpec(id: "b", parent: "row", intrinsicContentSize: Size(70, 20)))
        try e.add(all: ["row.leading == root.leading + 20", "row.top == root.top + 100"])
        e.appear()
        // The row hugs 50 + 10 + 70 = 130 and ends 20 from the right: 355 − 130 = 225.
        assertRect(e.frame("row"), 225, 100, 130, 20)
        assertRect(e.frame("a"), 80, 0, 50, 20)
        assertRect(e.frame("b"), 0, 0, 70, 20)
    }

    /// A constraint is resolved in the direction of its views' nearest common ancestor: a
    /// forced left-to-right container sits at the leading (right) side of a right-to-left
    /// root, and lays its own subviews out left to right.
    func testSemanticContentAttributeGovernsTheSubviews() throws {
        let e = makeRTLEngine()
        try box(e, "player", width: 200) { $0.semanticContentAttribute = .playback }
        try box(e, "play", parent: "player", width: 50)
        try e.add(all: ["player.leading == root.leading + 20", "play.leading == player.leading + 10"])
        e.appear()
        XCTAssertEqual(e.frame("player").minX, 155)   // 375 − 20 − 200
        XCTAssertEqual(e.frame("play").minX, 10)      // left to right inside the player
        XCTAssertEqual(e.tree.layoutDirection(of: "player"), .leftToRight)
        XCTAssertEqual(e.tree.layoutDirection(of: "play"), .leftToRight)

        // The image-on-the-right trick: a forced right-to-left button in a left-to-right
        // screen stays where its superview pins it; inside, its content flips.
        let ltr = makeRTLEngine(.leftToRight)
        try box(ltr, "button") { $0.semanticContentAttribute = .forceRightToLeft }
        try box(ltr, "icon", parent: "button", width: 30)
        try ltr.add(all: ["button.leading == root.leading + 20", "icon.leading == button.leading + 5"])
        ltr.appear()
        XCTAssertEqual(ltr.frame("button").minX, 20)
        XCTAssertEqual(ltr.frame("icon").minX, 65)    // ends 5 before the button's right edge
    }

    /// Changing a view's semantic attribute re-resolves the constraints below it.
    func testChangingTheSemanticAttributeFlipsTheSubviews() throws {
        let e = makeRTLEngine(.leftToRight)
        try box(e, "bar", width: 200)
        try box(e, "dot", parent: "bar", width: 20)
        try e.add(all: ["bar.leading == root.leading", "dot.leading == bar.leading + 10"])
        e.appear()
        XCTAssertEqual(e.frame("dot").minX, 10)
        try e.update("bar") { $0.semanticContentAttribute = .forceRightToLeft }
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("dot").minX, 170)   // 200 − 10 − 20
        XCTAssertEqual(e.frame("bar").minX, 0)
    }

    /// PureLayout-style pins: leading/trailing insets sit at the leading/trailing edges;
    /// left/right ones at the screen's sides, also for the leading/trailing edges they
    /// stand in for.
    func testShorthandInsetsByDirection() throws {
        func pinned(_ insets: Shorthand.Insets, _ direction: LayoutDirection) throws -> Rect {
            let e = makeRTLEngine(direction)
            try e.addView(ViewSpec(id: "box"))
            for d in try Shorthand.pinEdges(view: "box", edges: [.top, .leading, .trailing], insets: insets,
                                            direction: direction, parentOf: { e.tree.spec(of: ViewID($0))?.parent.name }) {
                try e.store.addConstraint(d)
            }
            try e.add("box.height == 10")
            e.appear()
            return e.frame("box")
        }
        XCTAssertEqual(try pinned(Shorthand.Insets(left: 10, right: 30), .leftToRight), Rect(10, 0, 335, 10))
        XCTAssertEqual(try pinned(Shorthand.Insets(left: 10, right: 30), .rightToLeft), Rect(10, 0, 335, 10))
        XCTAssertEqual(try pinned(Shorthand.Insets(leading: 10, trailing: 30), .leftToRight), Rect(10, 0, 335, 10))
        XCTAssertEqual(try pinned(Shorthand.Insets(leading: 10, trailing: 30), .rightToLeft), Rect(30, 0, 335, 10))
    }
}

extension LayoutEngine {
    func update(_ id: ViewID, _ change: (inout ViewSpec) -> Void) throws { try updateView(id, change) }
}
