import Cassowary
import Geometry
@testable import Layout
import XCTest

/// UIKit's debugging aids and the mistakes they show: `_autolayoutTrace`,
/// `constraintsAffectingLayout(for:)`, `exerciseAmbiguityInLayout()`, `frame` set on a
/// view laid out by constraints, `layoutIfNeeded()` sent to one view. iPhone 8 portrait.
final class DebuggingToolTests: XCTestCase {
    private func address(_ e: LayoutEngine, _ id: LayoutConstraintID) -> String { UIKitText.fakeAddress(e.store.records[id]!.serial) }

    func testAutolayoutTraceMarksGuidesAndManualViews() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.addView(ViewSpec(id: "badge", parent: "card", translatesAutoresizingMaskIntoConstraints: true,
                               frame: Rect(4, 4, 30, 20), autoresizingMask: [.flexibleLeftMargin, .flexibleBottomMargin]))
        try e.add(all: ["card.leading == root.leadingMargin", "card.trailing == root.trailingMargin",
                        "card.top == root.safeArea.top", "card.height == 100"])
        e.appear()
        // Root margins: 16 on the sides, measured from the safe area (20 on top).
        XCTAssertEqual(e.diagnostics.autolayoutTrace().components(separatedBy: "\n\nLegend:").first, """
        •window
        |   •root
        |   |   *<root.safeArea - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 20}, {375, 647}}, owningView = <UIView: \(UIKitText.fakeAddress(e.tree.nodes["root"]!.serial)); frame = (0 0; 375 667); id = root>>
        |   |   *<root.margins - "UIViewLayoutMarginsGuide", layoutFrame = {{16, 20}, {343, 647}}, owningView = <UIView: \(UIKitText.fakeAddress(e.tree.nodes["root"]!.serial)); frame = (0 0; 375 667); id = root>>
        |   |   *card
        |   |   |   +badge
        """)
    }

    /// card: x = 20, width = 375 − 40 (root's width 375 from the window), y = 20 + 20,
    /// height 100; a loose `height <= 500` and a broken `width == 1000` do not bind (the
    /// largest constant of the conflict is the one broken).
    func testConstraintsAffectingLayoutPerAxis() throws {
        let e = makeEngine()
        try addPinnedCard(to: e)
        try e.add("card.height <= 500", id: "loose")
        try e.add("card.width == 1000", id: "tiny")
        e.appear()
        XCTAssertEqual(e.store.constraint("tiny")?.isBroken, true)
        XCTAssertEqual(try e.diagnostics.constraintsAffectingLayout(of: "card", for: .horizontal).map(\.id),
                       ["UIView-Encapsulated-Layout-Width", "lead", "trail"])
        XCTAssertEqual(try e.diagnostics.constraintsAffectingLayout(of: "card", for: .vertical).map(\.id), ["top", "h"])
        XCTAssertEqual(try e.diagnostics.constraintsAffectingLayoutDescription(of: "card", for: .vertical), """
        (
            "<NSLayoutConstraint:\(address(e, "top")) 'top' card.top == root.safeArea.top + 20   (active)>",
            "<NSLayoutConstraint:\(address(e, "h")) 'h' card.height == 100   (active)>"
        )
        """)
        XCTAssertEqual(try e.diagnostics.constraintsAffectingLayout(of: "root", for: .vertical).map(\.id),
                       ["UIView-Encapsulated-Layout-Top", "UIView-Encapsulated-Layout-Height"])
        XCTAssertThrowsError(try e.diagnostics.constraintsAffectingLayout(of: "nope", for: .vertical))
    }

    /// The box may sit anywhere from x = 20; the tag follows it 8 to the right.
    func testExerciseAmbiguityVisitsTheAlternativesAndComesBack() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.addView(ViewSpec(id: "tag"))
        try e.add(all: ["box.top == root.top + 100", "box.width == 120", "box.height == 80", "box.leading >= root.leading + 20",
                        "tag.leading == box.trailing + 8", "tag.top == box.top", "tag.width == 30", "tag.height == 30"])
        e.appear()
        XCTAssertEqual(e.frame("box"), Rect(20, 100, 120, 80))
        XCTAssertEqual(try e.diagnostics.exerciseAmbiguity("box"), Rect(120, 100, 120, 80))
        XCTAssertEqual(e.frame("box").minX, 20, "moves at the next pass, not before")
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("box"), Rect(120, 100, 120, 80))
        XCTAssertEqual(e.frame("tag").minX, 120 + 120 + 8)
        XCTAssertTrue(e.diagnostics.hasAmbiguousLayout("box"), "still ambiguous, as in UIKit")
        // The next call goes back to where it started.
        XCTAssertEqual(try e.diagnostics.exerciseAmbiguity("box"), Rect(20, 100, 120, 80))
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("tag").minX, 148)
        XCTAssertEqual(try e.diagnostics.exerciseAmbiguity("box"), Rect(120, 100, 120, 80))
        e.layoutIfNeeded()
        // A change to the constraints returns the layout to the solver's own solution.
        try e.add("tag.height == 30")
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("box").minX, 20)
        // The tag's x is ambiguous with the box's; a view without ambiguity does not move.
        XCTAssertTrue(e.diagnostics.hasAmbiguousLayout("tag"))
        XCTAssertNil(try e.diagnostics.exerciseAmbiguity("root"))
    }

    func testSettingFrameOnAConstraintLaidOutViewLastsUntilItsSuperviewLaysOut() throws {
        let e = makeEngine()
        try addPinnedCard(to: e)
        e.appear()
        try e.setFrame("card", Rect(0, 300, 100, 50))
        XCTAssertEqual(e.frame("card"), Rect(0, 300, 100, 50))
        XCTAssertEqual(e.diagnostics.trace.entries.last?.kind, .warning)
        XCTAssertEqual(e.diagnostics.trace.entries.last?.message, "frame of card set to (0 300; 100 50) although Auto Layout places it (translatesAutoresizingMaskIntoConstraints is false): it moves now, and the next layoutSubviews of root puts it back where its constraints say. Change its constraints instead (a constant, or other constraints activated), or let it translate its autoresizing mask.")
        // Its size changed, so its own layoutSubviews runs; root's does not, and the frame holds.
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("card"), Rect(0, 300, 100, 50))
        XCTAssertTrue(e.diagnostics.trace.entries.suffix(2).contains { $0.message == "layoutSubviews card" })
        // The next layout of root puts it back.
        try e.cycle.setNeedsLayout("root")
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("card"), Rect(20, 40, 335, 100))
        // A view that translates its mask takes the frame for good.
        try e.addView(ViewSpec(id: "legacy", translatesAutoresizingMaskIntoConstraints: true, frame: Rect(0, 0, 10, 10)))
        try e.setFrame("legacy", Rect(5, 6, 70, 80))
        try e.cycle.setNeedsLayout("root")
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("legacy"), Rect(5, 6, 70, 80))
        XCTAssertThrowsError(try e.setFrame("root", Rect(0, 0, 1, 1)))
    }

    /// `card.layoutIfNeeded()` after changing card's own pin and width: only the dot inside
    /// card moves (card's frame is root's to set); the next pass moves card.
    func testLayoutIfNeededOnAViewLaysOutOnlyItsSubviews() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.addView(ViewSpec(id: "dot", parent: "card"))
        try e.add("card.leading == root.leading + 20")
        try e.add("card.top == root.top + 100", id: "top")
        try e.add("card.width == 200", id: "w")
        try e.add("card.height == 100")
        try e.add(all: ["dot.trailing == card.trailing - 10", "dot.top == card.top + 10", "dot.width == 20", "dot.height == 20"])
        e.appear()
        XCTAssertEqual(e.frame("dot"), Rect(170, 10, 20, 20))
        try e.store.setConstant("top", 300)
        try e.store.setConstant("w", 300)
        try e.layoutIfNeeded(on: "card")
        XCTAssertEqual(e.diagnostics.trace.entries.first { $0.kind == .pass && $0.message.hasSuffix("(layoutIfNeeded on card)") }?.message,
                       "layout pass 2 (layoutIfNeeded on card)")
        XCTAssertEqual(e.frame("card"), Rect(20, 100, 200, 100), "card itself keeps its frame")
        XCTAssertEqual(e.frame("dot"), Rect(270, 10, 20, 20), "the subview moves within the new width")
        XCTAssertTrue(e.pass.isNeeded)
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("card"), Rect(20, 300, 300, 100))
        XCTAssertEqual(e.frame("dot"), Rect(270, 10, 20, 20))
        XCTAssertFalse(e.pass.isNeeded)
        // Sent to root, the same change lays out card at once.
        try e.store.setConstant("top", 200)
        try e.layoutIfNeeded(on: "root")
        XCTAssertEqual(e.frame("card").minY, 200)
    }
}
