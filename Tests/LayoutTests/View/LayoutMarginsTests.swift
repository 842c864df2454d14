import Cassowary
import Geometry
@testable import Layout
import XCTest

/// `preservesSuperviewLayoutMargins` and the root view's margins as UIKit documents them.
/// iPhone 8 portrait (375 × 667, status bar 20): the root's margins are 16 on the sides,
/// measured from the safe area, so its margins guide is inset (20, 16, 0, 16).
final class LayoutMarginsTests: XCTestCase {
    /// `outer` at x = `x`, 375 − 2x wide, 200 tall from the top; `inner` spans outer's
    /// margins guide horizontally.
    private func marginsEngine(outerX x: Double, preserves: Bool) throws -> LayoutEngine {
        let e = makeEngine()
        var outer = ViewSpec(id: "outer")
        outer.preservesSuperviewLayoutMargins = preserves
        try e.addView(outer)
        try e.addView(ViewSpec(id: "inner", parent: "outer"))
        try e.add(all: ["outer.leading == root.leading + \(x)", "outer.trailing == root.trailing - \(x)", "outer.top == root.top",
                        "outer.height == 200",
                        "inner.leading == outer.leadingMargin", "inner.trailing == outer.trailingMargin",
                        "inner.top == outer.topMargin", "inner.height == 10"])
        e.appear()
        return e
    }

    /// Flush with the root: its own margins are 8 (top 8 + the 20 of safe area it
    /// overlaps); the root's reach 16 into it on both sides and 20 at the top, so
    /// preserving them insets inner by 16 on the sides and 28 (own) at the top.
    func testAFlushViewTakesTheSuperviewsMarginsWhereTheyReachFurther() throws {
        let plain = try marginsEngine(outerX: 0, preserves: false)
        assertRect(plain.frame("inner"), 8, 28, 359, 10)
        let preserving = try marginsEngine(outerX: 0, preserves: true)
        assertRect(preserving.frame("inner"), 16, 28, 343, 10)
        XCTAssertEqual(preserving.tree.layout(of: "outer")?.marginInsets, EdgeInsets(top: 28, left: 16, bottom: 8, right: 16))
    }

    /// "The smallest amount needed": at x = 4 the root's margin reaches 12 into outer,
    /// more than its own 8; at x = 10 only 6, and outer's own 8 wins.
    func testTheAdjustmentIsTheSmallestThatKeepsContentInsideTheSuperviewsMargins() throws {
        let near = try marginsEngine(outerX: 4, preserves: true)
        assertRect(near.frame("inner"), 12, 28, 367 - 12 - 12, 10)
        let far = try marginsEngine(outerX: 10, preserves: true)
        assertRect(far.frame("inner"), 8, 28, 355 - 16, 10)
    }

    /// Root margins set by the app are kept no smaller than the system minimum (16 on
    /// the sides in compact width, 0 top and bottom) unless the controller opts out.
    func testRootMarginsAreSettableAndBoundedByTheSystemMinimum() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "bar"))
        try e.add(all: ["bar.leading == root.leadingMargin", "bar.trailing == root.trailingMargin",
                        "bar.top == root.topMargin", "bar.height == 10"])
        e.appear()
        assertRect(e.frame("bar"), 16, 20, 343, 10)
        e.setRootLayoutMargins(EdgeInsets(top: 10, left: 40, bottom: 0, right: 8))
        e.layoutIfNeeded()
        // Left 40 (> 16), right max(8, 16) = 16, top 10 below the 20 of safe area.
        assertRect(e.frame("bar"), 40, 30, 375 - 40 - 16, 10)
        e.setViewRespectsSystemMinimumLayoutMargins(false)
        e.layoutIfNeeded()
        assertRect(e.frame("bar"), 40, 30, 375 - 40 - 8, 10)
    }

    /// The minimum follows the horizontal size class through a rotation: on a Plus-sized
    /// phone, compact (16) in portrait and regular (20) in landscape; margins of 18 set by
    /// the app are 18 in portrait and raised to 20 in landscape, and back again.
    func testRootMarginsFollowTheSizeClassAcrossRotations() throws {
        let portrait = ScreenState(size: Size(414, 736), safeAreaInsets: EdgeInsets(top: 20), orientation: .portrait,
                                   sizeClasses: .compactRegular)
        let landscape = ScreenState(size: Size(736, 414), orientation: .landscapeLeft, sizeClasses: .regularCompact)
        let e = LayoutEngine(configuration: LayoutEngineConfiguration(screen: portrait, textMeasurer: FakeTextMeasurer()))
        try e.addView(ViewSpec(id: "bar"))
        try e.add(all: ["bar.leading == root.leadingMargin", "bar.trailing == root.trailingMargin", "bar.top == root.top",
                        "bar.height == 10"])
        e.appear()
        assertRect(e.frame("bar"), 16, 0, 414 - 32, 10)
        e.setScreen(landscape)
        e.layoutIfNeeded()
        assertRect(e.frame("bar"), 20, 0, 736 - 40, 10)
        e.setRootLayoutMargins(EdgeInsets(top: 0, left: 18, bottom: 0, right: 18))
        e.layoutIfNeeded()
        assertRect(e.frame("bar"), 20, 0, 736 - 40, 10)
        e.setScreen(portrait)
        e.layoutIfNeeded()
        assertRect(e.frame("bar"), 18, 0, 414 - 36, 10)
    }
}
