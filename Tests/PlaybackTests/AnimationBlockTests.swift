import Geometry
import Layout
@testable import Playback
import XCTest

/// Animation blocks driven by commands, as `UIView.animate(withDuration: 1) { …; view.layoutIfNeeded() }`
/// with a linear curve, so every in-between value is a straight-line fraction.
final class AnimationBlockTests: XCTestCase {
    func testLayoutInsideTheBlockAnimatesFromWhatWasOnScreen() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in
            try p.setConstant("x", to: 100)
            p.animate(linear) { p.layoutIfNeeded() }
        }
        let frames = try player.frames(at: [0, 0.25, 0.5, 1, 1.5])
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [0, 25, 50, 100, 100])
        // Mid-flight the constraint says 100 and the box shows 50: violated by 50.
        XCTAssertEqual(frames[2].violations.map(\.constraint), ["x"])
        XCTAssertEqual(frames[2].violations.first?.amount ?? 0, 50, accuracy: 1e-9)
        XCTAssertEqual(frames[2].view("box")?.animationOrigin, Rect(0, 0, 10, 10))
        XCTAssertTrue(frames[4].violations.isEmpty)
    }

    func testWithoutLayoutInsideTheBlockGeometryJumpsButAlphaAnimates() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in
            try p.setConstant("x", to: 100)
            try p.animate(linear) { try p.updateView("box") { $0.appearance.alpha = 0 } }
        }
        let frames = try player.frames(at: [0, 0.5])
        // The display pass after the block lays out unanimated: UIKit's "nothing animates".
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [100, 100])
        XCTAssertEqual(frames.map { $0.view("box")!.alpha }, [1, 0.5])
    }

    func testANewBlockStartsFromThePresentationValue() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in try p.setConstant("x", to: 100); p.animate(linear) { p.layoutIfNeeded() } }
        player.schedule(at: 0.5) { p in try p.setConstant("x", to: 0); p.animate(linear) { p.layoutIfNeeded() } }
        let frames = try player.frames(at: [0.5, 1, 1.5])
        // 50 on screen at 0.5, then 50 → 0 over 0.5…1.5.
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [50, 25, 0])
    }

    func testConstraintsStyleAnimatesTheConstantAndNeverViolates() throws {
        let player = try makePlayerWithBox()
        let spec = AnimationSpec(duration: 1, curve: .bezier(.linear), style: .constraints)
        player.schedule(at: 0) { p in try p.animate(spec) { try p.setConstant("x", to: 100); p.layoutIfNeeded() } }
        let frames = try player.frames(at: [0, 0.3, 0.6, 1])
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [0, 30, 60, 100], accuracy: 1e-9)
        XCTAssertTrue(frames.allSatisfy { $0.violations.isEmpty && $0.view("box")?.animationOrigin == nil })
        XCTAssertEqual(player.engine.store.constraint("x")?.description?.constant, 100)
    }

    func testABlockOpenedInsideABlockJoinsIt() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in
            try p.setConstant("x", to: 100)
            p.animate(linear) {
                p.animate(AnimationSpec(duration: 0.1)) { p.layoutIfNeeded() }
            }
        }
        let frames = try player.frames(at: [0.5])
        XCTAssertEqual(frames[0].view("box")!.frame.minX, 50, accuracy: 1e-9)
    }

    func testAViewAddedInsideABlockGrowsFromAZeroRect() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in
            try p.animate(linear) {
                try p.addView(ViewDescription(layout: ViewSpec(id: "card")))
                try p.add("card.left == root.left + 200")
                try p.add("card.top == root.top + 100")
                try p.add("card.width == 40")
                try p.add("card.height == 20")
                p.layoutIfNeeded()
            }
        }
        let frames = try player.frames(at: [0.5])
        // Center (0, 0) → (220, 110) and bounds 0×0 → 40×20, half-way: center (110, 55), 20×10.
        XCTAssertEqual(frames[0].view("card")?.frame, Rect(100, 50, 20, 10))
    }

    func testRemovingAViewDropsItsSubviewsAnimations() throws {
        let player = try makePlayerWithBox()
        try player.addView(ViewDescription(layout: ViewSpec(id: "inner", parent: "box"),
                                           appearance: ViewAppearance(alpha: 1)))
        player.schedule(at: 0) { p in try p.animate(linear) { try p.updateView("inner") { $0.appearance.alpha = 0 } } }
        player.schedule(at: 0.5) { p in try p.removeView("box") }
        _ = try player.frames(at: [0.25, 0.5])
        XCTAssertNil(player.animations["inner"])
        XCTAssertNil(player.appearances["inner"])
        XCTAssertNil(player.view("box"))
    }

    func testABlockLeavesARunningAnimationItDidNotChangeAlone() throws {
        let player = try makePlayerWithBox()
        try player.addView(ViewDescription(layout: ViewSpec(id: "other"), appearance: ViewAppearance(alpha: 1)))
        player.schedule(at: 0) { p in try p.setConstant("x", to: 100); p.animate(linear) { p.layoutIfNeeded() } }
        // A second block at 0.5 s fades another view over 0.1 s; the box keeps its 1 s move.
        player.schedule(at: 0.5) { p in
            try p.animate(AnimationSpec(duration: 0.1, curve: .bezier(.linear))) { try p.updateView("other") { $0.appearance.alpha = 0 } }
        }
        let frames = try player.frames(at: [0.5, 0.75, 1])
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [50, 75, 100], accuracy: 1e-9)
        XCTAssertEqual(frames.map { $0.view("other")!.alpha }, [1, 0, 0], accuracy: 1e-9)
    }

    func testCommitSaysWhatTheBlockStartedAndWhenItEnds() throws {
        let player = try makePlayerWithBox()
        _ = try player.frames(at: [0])
        try player.setConstant("x", to: 100)
        let moved = player.animate(AnimationSpec(duration: 1, delay: 0.5)) { player.layoutIfNeeded() }
        XCTAssertEqual(moved, CommittedAnimation(views: ["box"], start: 0, end: 1.5))
        let nothing = player.animate(linear) {}
        XCTAssertEqual(nothing?.views, [])
        XCTAssertEqual(player.endOfLastAnimation, 1.5)
        player.beginAnimation(linear)
        XCTAssertNil(player.animate(linear) {}, "an inner block commits nothing of its own")
        XCTAssertEqual(player.commitAnimation()?.views, [])
    }

    func testPerformWithoutAnimationInsideABlockChangesAtOnce() throws {
        let player = try makePlayerWithBox()
        player.schedule(at: 0) { p in
            try p.animate(linear) {
                try p.updateView("box") { $0.appearance.alpha = 0.5 }
                try p.performWithoutAnimation {
                    try p.setConstant("x", to: 100)
                    p.layoutIfNeeded()
                }
            }
        }
        let frames = try player.frames(at: [0, 0.5])
        XCTAssertEqual(frames.map { $0.view("box")!.frame.minX }, [100, 100])
        XCTAssertEqual(frames.map { $0.view("box")!.alpha }, [1, 0.75], accuracy: 1e-9)
    }

    func testActionsAfterLayoutRunInsideTheBlockAfterItsPass() throws {
        let player = try makePlayerWithBox()
        var seen: [Double] = []
        player.schedule(at: 0) { p in
            try p.setConstant("x", to: 100)
            try p.animate(linear) {
                p.afterLayoutInAnimation {
                    seen.append(p.engine.tree.layout(of: "box")!.frame.minX)
                    try? p.updateView("box") { $0.appearance.alpha = 0 }
                }
                XCTAssertTrue(seen.isEmpty)
                p.layoutIfNeeded()
            }
        }
        let frames = try player.frames(at: [0.5])
        XCTAssertEqual(seen, [100], "the action sees the block's layout")
        XCTAssertEqual(frames[0].view("box")!.alpha, 0.5, accuracy: 1e-9, "and what it changes animates with the block")
    }
}
