import Geometry
import Layout
@testable import Playback
import XCTest
import TestSupport
import enum Timeline.ConstraintParser

/// A size-class switch inside a rotation, as `viewWillTransition(to:with:)` with the
/// coordinator's `animate(alongsideTransition:)` makes it: the constraints for the new
/// size classes are in effect from the rotation's first frame, and the views travel to
/// the new layout along the rotation's curve.
final class TraitTransitionTests: XCTestCase {
    /// 400×800 portrait (compact/regular), 800×400 landscape (compact/compact); a 100×50
    /// box 30 pt from the top, pinned left in portrait and right in landscape.
    func makeSwitchingPlayer() throws -> Player {
        let player = makePlayer()
        try player.addView(ViewDescription(layout: ViewSpec(id: "box")))
        try player.add("box.width == 100")
        try player.add("box.height == 50")
        try player.add("box.top == root.top + 30")
        var left = try ConstraintParser.parse("box.left == root.left + 20", id: "portraitPin")
        left.condition = SizeClassCondition(verticalSizeClass: .regular)
        try player.addConstraint(left)
        var right = try ConstraintParser.parse("box.right == root.right - 20", id: "landscapePin")
        right.condition = SizeClassCondition(verticalSizeClass: .compact)
        try player.addConstraint(right)
        player.appear()
        return player
    }

    func testTheSwitchHappensInsideTheRotationAnimation() throws {
        let player = try makeSwitchingPlayer()
        player.schedule(at: 0.1) { $0.rotate(to: .landscapeLeft) }
        let frames = try player.frames(at: [0, 0.1, 0.25, 0.4, 0.5])
        // Which constraint is in effect at which frame.
        XCTAssertNotNil(frames[0].constraint("portraitPin"))
        XCTAssertNil(frames[0].constraint("landscapePin"))
        for f in frames.dropFirst() {
            XCTAssertNil(f.constraint("portraitPin"), "t=\(f.time)")
            XCTAssertNotNil(f.constraint("landscapePin"), "t=\(f.time)")
            XCTAssertEqual(f.traits.sizeClasses, .compactCompact, "t=\(f.time)")
        }
        XCTAssertEqual(frames[0].traits.sizeClasses, .compactRegular)
        // The box's center travels from x = 70 (20 + 50) to 730 (800 − 20 − 50) along the
        // system rotation (0.3 s, easeInOut, symmetric: half-way in time is half-way).
        let x = frames.map { $0.view("box")!.center.x }
        XCTAssertEqual(x[0], 70, accuracy: 1e-9)
        XCTAssertEqual(x[1], 70, accuracy: 1e-9)
        XCTAssertEqual(x[2], 400, accuracy: 1e-6)
        XCTAssertEqual(x[3], 730, accuracy: 1e-9)
        XCTAssertEqual(x[4], 730, accuracy: 1e-9)
        // Mid-flight the frame on screen breaks the landscape pin it is heading for.
        XCTAssertTrue(frames[2].violations.contains { $0.constraint == "landscapePin" })
    }

    func testTraitCallbacksInUIKitsOrderBeforeTheRotationsLayoutPass() throws {
        let player = try makeSwitchingPlayer()
        player.schedule(at: 0.1) { $0.rotate(to: .landscapeLeft) }
        _ = try player.frames(at: [0.1, 0.4])
        let at01 = player.trace.entries.filter { abs($0.time - 0.1) < 1e-9 }.map(\.message)
        let will = try XCTUnwrap(at01.firstIndex { $0.hasPrefix("willTransition(to: UITraitCollection(verticalSizeClass: compact)") })
        let size = try XCTUnwrap(at01.firstIndex { $0.hasPrefix("viewWillTransition(to: (800, 400)") })
        let did = try XCTUnwrap(at01.firstIndex(of: "traitCollectionDidChange(UITraitCollection(verticalSizeClass: regular))"))
        let pass = try XCTUnwrap(at01.firstIndex { $0.hasPrefix("layout pass") })
        XCTAssertLessThan(will, size)
        XCTAssertLessThan(size, did)
        XCTAssertLessThan(did, pass)
    }

    func testAnIPadRotationChangesNoTraits() throws {
        let player = Player(configuration: PlayerConfiguration(
            textMeasurer: NoTextMeasurer(),
            screen: { ScreenState(size: $0.isLandscape ? Size(1024, 768) : Size(768, 1024), orientation: $0, sizeClasses: .regularRegular) }))
        var heard: [RotationCallback] = []
        player.rotationObserver = { heard.append($0) }
        player.appear()
        player.schedule(at: 0) { $0.rotate(to: .landscapeRight) }
        _ = try player.frames(at: [0, 0.3])
        XCTAssertEqual(heard, [.viewWillTransition(to: Size(1024, 768)), .transitionCompletion])
    }
}

/// The Dynamic Type change: labels re-measured, `traitCollectionDidChange` traced, the
/// new layout animated when the change is made inside an animation block.
final class ContentSizeChangeTests: XCTestCase {
    func testAnAnimatedContentSizeChange() throws {
        let player = Player(configuration: PlayerConfiguration(
            textMeasurer: ScaledTextMeasurer(), screen: { ScreenState(size: Size(400, 800), orientation: $0) }))
        try player.addView(ViewDescription(layout: ViewSpec(id: "body", text: "Text", font: FontDescriptor(textStyle: .body))))
        try player.add("body.leading == root.leading + 20")
        try player.add("body.top == root.top + 100")
        player.appear()
        player.schedule(at: 0.5) { p in
            p.animate(linear) {
                p.setContentSizeCategory(.accessibilityMedium)
                p.layoutIfNeeded()
            }
        }
        let frames = try player.frames(at: [0, 0.5, 1.0, 1.5])
        // body: 17 pt → 4 × 8.5 = 34 wide, 21.25 tall; AX1: 28 pt → 56 wide, 35 tall.
        XCTAssertEqual(frames[0].view("body")?.bounds.size, Size(34, 21.25))
        XCTAssertEqual(frames[0].view("body")?.font.size, 17)
        XCTAssertEqual(frames[1].view("body")?.bounds.size, Size(34, 21.25))   // the animation starts here
        XCTAssertEqual(frames[2].view("body")?.bounds.width ?? 0, 45, accuracy: 1e-9)   // half-way (linear)
        XCTAssertEqual(frames[3].view("body")?.bounds.size, Size(56, 35))
        XCTAssertEqual(frames[3].view("body")?.frame.origin, Point(20, 100))
        XCTAssertEqual(frames.map(\.traits.contentSizeCategory), [.large, .accessibilityMedium, .accessibilityMedium, .accessibilityMedium])
        // The font shown switches with the model (text is drawn at the new size at once).
        XCTAssertEqual(frames[1].view("body")?.font, FontDescriptor(textStyle: .body, category: .accessibilityMedium))
        XCTAssertTrue(player.trace.entries.contains {
            $0.message == "traitCollectionDidChange(UITraitCollection(preferredContentSizeCategory: large))" && $0.time == 0.5
        })
    }

    /// Natural text alignment is resolved per view: right in a right-to-left layout.
    func testNaturalAlignmentFollowsTheViewsDirection() throws {
        let player = Player(configuration: PlayerConfiguration(
            textMeasurer: ScaledTextMeasurer(), screen: { ScreenState(size: Size(400, 800), orientation: $0) },
            layoutDirection: .rightToLeft))
        try player.addView(ViewDescription(layout: ViewSpec(id: "name", text: "Name")))
        var forced = ViewSpec(id: "code", text: "1234")
        forced.semanticContentAttribute = .forceLeftToRight
        try player.addView(ViewDescription(layout: forced))
        var centered = ViewSpec(id: "title", text: "Title")
        centered.textAlignment = .center
        try player.addView(ViewDescription(layout: centered))
        player.appear()
        let f = try player.advance(to: 0, index: 0)
        XCTAssertEqual(f.view("name")?.textAlignment, .right)
        XCTAssertEqual(f.view("code")?.textAlignment, .left)
        XCTAssertEqual(f.view("title")?.textAlignment, .center)
    }
}
