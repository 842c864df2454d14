import Geometry
import Layout
@testable import Playback
import XCTest

/// Every kind of trouble, in the frame itself: broken constraints among the violations,
/// ambiguity with its alternatives in root coordinates, unsatisfied optional constraints
/// with lines to draw, and the verdict. Screen 400×800, no safe area.
final class FrameTroubleTests: XCTestCase {
    func testABrokenConstraintIsListedInEveryFrameWhileActive() throws {
        let player = try makePlayerWithBox()
        try player.add("box.width == 30", id: "tooWide")
        player.schedule(at: 1) { p in try p.setActive("tooWide", false) }
        let frames = try player.frames(at: [0, 0.5, 1])
        for f in frames.prefix(2) {
            XCTAssertEqual(f.violations, [ConstraintViolation(constraint: "tooWide", amount: 20, kind: .broken, views: ["box"])])
            XCTAssertFalse(f.conforms)
            // Its line: from the box's right edge (10) to where it wants it (30), across the middle.
            XCTAssertEqual(f.constraint("tooWide")?.targetLine, Segment(from: Point(10, 5), to: Point(30, 5)))
            XCTAssertEqual(f.constraint("tooWide")?.isBroken, true)
        }
        XCTAssertEqual(frames[2].violations, [])
        XCTAssertTrue(frames[2].conforms)
    }

    /// `dot` in `card` (at 100, 200) only has a minimum x, 10 into the card: it sits there,
    /// and could as well sit 100 further, which the frame gives in root coordinates.
    func testAmbiguityIsInTheFrameWithAlternativesInRootCoordinates() throws {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "card")))
        try player.addView(ViewDescription(layout: ViewSpec(id: "dot", parent: "card")))
        for c in ["card.left == root.left + 100", "card.top == root.top + 200", "card.width == 200", "card.height == 100",
                  "dot.left >= card.left + 10", "dot.top == card.top + 10", "dot.width == 20", "dot.height == 20"] {
            try player.add(c)
        }
        player.appear()
        let f = try player.advance(to: 0, index: 0)
        XCTAssertEqual(f.view("dot")?.rootLayoutRect, Rect(110, 210, 20, 20))
        XCTAssertEqual(f.diagnostics.ambiguous, [AmbiguousAttribute(view: "dot", attribute: .minX, lowerBound: 10, upperBound: nil,
                                                                    alternatives: [Rect(210, 210, 20, 20)])])
        XCTAssertEqual(f.diagnostics.ambiguousViews, ["dot"])
        XCTAssertEqual(f.violations, [])
        XCTAssertFalse(f.conforms, "ambiguity alone means the frame does not conform")
    }

    /// A view with an intrinsic width of 50 held at 30: its compression resistance loses by
    /// 20; the frame lists it and measures its line like a user constraint.
    func testUnsatisfiedGeneratedConstraintIsListedAndMeasured() throws {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "chip", intrinsicContentSize: Size(50, 20))))
        for c in ["chip.left == root.left + 10", "chip.top == root.top + 10", "chip.width == 30"] { try player.add(c) }
        player.appear()
        let f = try player.advance(to: 0, index: 0)
        XCTAssertEqual(f.diagnostics.unsatisfied.map(\.name), ["chip.width >= 50 @750"])
        XCTAssertEqual(f.diagnostics.unsatisfied.map(\.amount), [20])
        let c = try XCTUnwrap(f.constraint("chip.width>=intrinsic"))
        XCTAssertEqual(c.kind, .contentSize)
        XCTAssertEqual(c.targetLine, Segment(from: Point(40, 20), to: Point(60, 20)))
        XCTAssertTrue(f.conforms, "a lost optional constraint explains the layout; it is no violation")
    }
}
