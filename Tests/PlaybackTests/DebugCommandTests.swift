import Geometry
import Layout
@testable import Playback
import XCTest

/// UIKit's debugging aids as player commands, and the mistakes they show, frame by frame.
/// Screen 400×800, no safe area.
final class DebugCommandTests: XCTestCase {
    func testDumpsGoToTheTraceAsTheConsoleShowsThem() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0.5) { p in
            p.dumpAutolayoutTrace()
            try p.dumpConstraintsAffectingLayout(of: "box", axis: .vertical)
        }
        _ = try player.frames(at: [0, 1])
        let dumps = player.trace.entries.filter { $0.kind == .console }
        XCTAssertEqual(dumps.map(\.time), [0.5, 0.5])
        XCTAssertEqual(dumps[0].message.components(separatedBy: "\n").prefix(4), [
            "(lldb) po [[UIWindow keyWindow] _autolayoutTrace]", "•window", "|   •root", "|   |   *box",
        ])
        let y = try XCTUnwrap(player.engine.store.constraint("y")), h = try XCTUnwrap(player.engine.store.constraints.last)
        XCTAssertEqual(dumps[1].message, """
        (lldb) po [box constraintsAffectingLayoutForAxis:1]
        (
            "\(y.uikitDescription)",
            "\(h.uikitDescription)"
        )
        """)
    }

    /// The box may sit anywhere from x = 0; exercising it inside a 1 s linear animation
    /// slides it to the alternative 100 further, and it stays ambiguous all along.
    func testExerciseAmbiguityAnimatesToTheNextAlternative() throws {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "box")))
        for c in ["box.left >= root.left", "box.top == root.top", "box.width == 10", "box.height == 10"] { try player.add(c) }
        player.appear()
        player.schedule(at: 1) { p in try p.animate(linear) { try p.exerciseAmbiguity(of: "box"); p.layoutIfNeeded() } }
        let frames = try player.frames(at: [0, 1.5, 2.5])
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [0, 50, 100])
        XCTAssertTrue(frames.allSatisfy { $0.diagnostics.ambiguousViews == ["box"] })
        XCTAssertTrue(frames.allSatisfy { $0.violations.isEmpty }, "every position on the way is a valid layout")
        // Not ambiguous: nothing moves, and the trace says so.
        try player.exerciseAmbiguity(of: "root")
        XCTAssertEqual(player.trace.entries.last?.message, "exerciseAmbiguityInLayout root: its layout is not ambiguous; nothing moves")
    }

    /// `card.layoutIfNeeded()` in the block after changing card's own pin and width: the
    /// dot inside animates (to the new trailing edge), the card jumps at the next frame.
    func testLayoutIfNeededOnTheWrongViewAnimatesOnlyItsSubviews() throws {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "card")))
        try player.addView(ViewDescription(layout: ViewSpec(id: "dot", parent: "card")))
        try player.add("card.left == root.left")
        try player.add("card.top == root.top", id: "top")
        try player.add("card.width == 100", id: "w")
        try player.add("card.height == 100")
        for c in ["dot.right == card.right", "dot.top == card.top", "dot.width == 10", "dot.height == 10"] { try player.add(c) }
        player.appear()
        player.schedule(at: 1) { p in
            try p.animate(linear) {
                try p.setConstant("top", to: 300)
                try p.setConstant("w", to: 300)
                try p.layoutIfNeeded(on: "card")
            }
        }
        let frames = try player.frames(at: [1, 1.5, 2])
        // The card jumps at the frame of the change (its pass runs after the block).
        XCTAssertEqual(frames.map { $0.view("card")!.frame }, Array(repeating: Rect(0, 300, 300, 100), count: 3))
        // The dot slides from x = 90 to 290 inside it.
        XCTAssertEqual(frames.map { $0.view("dot")!.frame.minX }, [90, 190, 290])
    }

    /// `frame` set on a view laid out by constraints: on screen at once, back when its
    /// superview next lays out (here: a sibling moves at t = 2).
    func testFrameSetOnAConstraintLaidOutViewHoldsUntilTheSuperviewLaysOut() throws {
        let player = try makePlayerWithBox()
        try player.addView(ViewDescription(layout: ViewSpec(id: "other")))
        for c in ["other.left == root.left", "other.top == root.top + 50", "other.width == 10", "other.height == 10"] {
            try player.add(c)
        }
        try player.add("other.left == root.left + 5", id: "nudge")
        try player.setActive("nudge", false)
        player.schedule(at: 1) { p in try p.setFrame("box", Rect(100, 100, 10, 10)) }
        player.schedule(at: 2) { p in try p.setConstant("x", to: 0); try p.engine.cycle.setNeedsLayout("root") }
        let frames = try player.frames(at: [0, 1, 1.5, 2])
        XCTAssertEqual(frames.map { $0.view("box")!.frame.origin }, [Point(0, 0), Point(100, 100), Point(100, 100), Point(0, 0)])
        XCTAssertEqual(player.trace.entries.filter { $0.kind == .warning }.map(\.time), [1])
        // While displaced the box breaks its own pins on screen, by 100 pt each (shown at
        // (100, 100), pinned at (0, 0)); nothing animates it back, so not in flight.
        XCTAssertEqual(frames[1].violations, [ConstraintViolation(constraint: "x", amount: 100, kind: .displaced, views: ["box", "root"]),
                                              ConstraintViolation(constraint: "y", amount: 100, kind: .displaced, views: ["box", "root"])])
        XCTAssertEqual(frames[2].violations.map(\.kind), [.displaced, .displaced])
        XCTAssertEqual(frames[3].violations, [])
    }

    /// An animation that takes a view to its layout is in flight; one that moves a view's
    /// `frame` away from its constraints is not taking it anywhere they want: displaced.
    func testAnAnimatedFrameSetIsDisplacedAndAnAnimatedConstantIsInFlight() throws {
        let moved = try makePlayerWithBox()
        moved.schedule(at: 0) { p in
            try p.animate(AnimationSpec(duration: 1, curve: .bezier(.linear))) { try p.setFrame("box", Rect(40, 0, 10, 10)) }
        }
        // t = 0.5: half-way to x = 40, pinned at 0: 20 pt.
        XCTAssertEqual(try moved.frames(at: [0.5])[0].violations,
                       [ConstraintViolation(constraint: "x", amount: 20, kind: .displaced, views: ["box", "root"])])
        let pinned = try makePlayerWithBox()
        pinned.schedule(at: 0) { p in
            try p.animate(AnimationSpec(duration: 1, curve: .bezier(.linear))) { try p.setConstant("x", to: 80); p.layoutIfNeeded() }
        }
        // t = 0.5: half-way to x = 80, which the constraint now wants: 40 pt to go.
        XCTAssertEqual(try pinned.frames(at: [0.5])[0].violations,
                       [ConstraintViolation(constraint: "x", amount: 40, kind: .inFlight, views: ["box", "root"])])
    }
}
