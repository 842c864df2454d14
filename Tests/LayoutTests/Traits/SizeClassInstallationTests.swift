import Cassowary
import Geometry
@testable import Layout
import XCTest
import enum Timeline.ConstraintParser

/// Size-class variations (`when`): constraints and views installed only while the traits
/// match, switched when the screen's size classes change. Frames are worked out by hand
/// on an iPhone 8 (375×667; 667×375 in landscape, no safe area there).
final class SizeClassInstallationTests: XCTestCase {
    let portrait = ScreenState(size: Size(375, 667), safeAreaInsets: EdgeInsets(top: 20), orientation: .portrait)
    let landscape = ScreenState(size: Size(667, 375), orientation: .landscapeLeft)
    /// An iPhone 8 Plus in landscape: regular width.
    let wideLandscape = ScreenState(size: Size(736, 414), orientation: .landscapeLeft, sizeClasses: .regularCompact)

    func add(_ e: LayoutEngine, _ text: String, id: LayoutConstraintID, when condition: SizeClassCondition) throws {
        var d = try ConstraintParser.parse(text, id: id)
        d.condition = condition
        try e.store.addConstraint(d)
    }

    /// A box pinned left in portrait (regular height) and right in landscape (compact
    /// height): the pins swap with the size classes.
    func testConstraintsSwitchWithTheVerticalSizeClass() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.add(all: ["box.width == 100", "box.height == 50", "box.top == root.top + 30"])
        try add(e, "box.left == root.left + 20", id: "portraitPin", when: SizeClassCondition(verticalSizeClass: .regular))
        try add(e, "box.right == root.right - 20", id: "landscapePin", when: SizeClassCondition(verticalSizeClass: .compact))
        e.appear()
        XCTAssertEqual(e.traits.sizeClasses, .compactRegular)
        assertRect(e.frame("box"), 20, 30, 100, 50)
        XCTAssertEqual(e.store.constraint("portraitPin")?.isActive, true)
        XCTAssertEqual(e.store.constraint("landscapePin")?.isActive, false)

        e.setScreen(landscape)
        e.layoutIfNeeded()
        XCTAssertEqual(e.traits.sizeClasses, .compactCompact)
        assertRect(e.frame("box"), 667 - 20 - 100, 30, 100, 50)
        XCTAssertEqual(e.store.constraint("portraitPin")?.isActive, false)
        XCTAssertEqual(e.store.constraint("landscapePin")?.isActive, true)
        XCTAssertTrue(e.diagnostics.ambiguousViews.isEmpty)

        e.setScreen(portrait)
        e.layoutIfNeeded()
        assertRect(e.frame("box"), 20, 30, 100, 50)
    }

    /// `isActive` and installation are separate: deactivating an uninstalled constraint
    /// keeps it out when its size class comes back.
    func testActivationOfAnUninstalledConstraintWaitsForItsSizeClass() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.add(all: ["box.width == 100", "box.height == 50", "box.top == root.top + 30", "box.left == root.left + 20 @500"])
        try add(e, "box.left == root.left + 60", id: "wide", when: SizeClassCondition(horizontalSizeClass: .regular))
        e.appear()
        assertRect(e.frame("box"), 20, 30, 100, 50)
        try e.store.setActive("wide", false)
        e.setScreen(wideLandscape)
        e.layoutIfNeeded()
        XCTAssertEqual(e.store.constraint("wide")?.isActive, false)
        assertRect(e.frame("box"), 20, 30, 100, 50)
        try e.store.setActive("wide", true)
        e.layoutIfNeeded()
        assertRect(e.frame("box"), 60, 30, 100, 50)
    }

    /// A view for regular width only: not in the window on a compact-width screen (no
    /// layout, no ambiguity, its constraints inactive), installed with its subviews when
    /// the width becomes regular, gone again when it does not.
    func testAViewIsInstalledOnlyForItsSizeClass() throws {
        let e = makeEngine()
        var sidebar = ViewSpec(id: "sidebar")
        sidebar.condition = SizeClassCondition(horizontalSizeClass: .regular)
        try e.addView(sidebar)
        try e.addView(ViewSpec(id: "badge", parent: "sidebar"))
        try e.add(all: ["sidebar.leading == root.leading", "sidebar.top == root.top", "sidebar.bottom == root.bottom",
                        "sidebar.width == 200", "badge.centerX == sidebar.centerX", "badge.centerY == sidebar.centerY",
                        "badge.width == 10", "badge.height == 10"])
        e.appear()
        XCTAssertEqual(e.tree.viewIDs, ["window", "root"])
        XCTAssertNil(e.tree.layouts.first { $0.id == "sidebar" })
        XCTAssertTrue(e.diagnostics.ambiguousViews.isEmpty)
        XCTAssertTrue(e.store.constraints.filter { $0.kind == .user }.allSatisfy { !$0.isActive })

        e.setScreen(wideLandscape)
        e.layoutIfNeeded()
        XCTAssertEqual(e.tree.viewIDs, ["window", "root", "sidebar", "badge"])
        assertRect(e.frame("sidebar"), 0, 0, 200, 414)
        assertRect(e.frame("badge"), 95, 202, 10, 10)
        XCTAssertTrue(e.store.constraints.filter { $0.kind == .user }.allSatisfy(\.isActive))

        e.setScreen(landscape)
        e.layoutIfNeeded()
        XCTAssertEqual(e.tree.viewIDs, ["window", "root"])
        XCTAssertTrue(e.diagnostics.ambiguousViews.isEmpty)
        XCTAssertFalse(e.pass.isNeeded)
    }

    /// An arranged subview that is not installed leaves the stack's arrangement, as one
    /// removed from its superview does.
    func testAnUninstalledArrangedSubviewLeavesTheStack() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "row", stack: StackConfiguration(axis: .horizontal, spacing: 10, arrangedSubviews: ["a", "b", "c"])))
        try e.addView(ViewSpec(id: "a", parent: "row", intrinsicContentSize: Size(50, 20)))
        var b = ViewSpec(id: "b", parent: "row", intrinsicContentSize: Size(70, 20))
        b.condition = SizeClassCondition(horizontalSizeClass: .regular)
        try e.addView(b)
        try e.addView(ViewSpec(id: "c", parent: "row", intrinsicContentSize: Size(30, 20)))
        try e.add(all: ["row.leading == root.leading + 20", "row.top == root.top + 100"])
        e.appear()
        // Compact: a and c only; the row hugs them: 50 + 10 + 30.
        assertRect(e.frame("row"), 20, 100, 90, 20)
        assertRect(e.frame("c"), 60, 0, 30, 20)
        e.setScreen(wideLandscape)
        e.layoutIfNeeded()
        // Regular: a, b, c: 50 + 10 + 70 + 10 + 30.
        assertRect(e.frame("row"), 20, 100, 170, 20)
        assertRect(e.frame("b"), 60, 0, 70, 20)
        assertRect(e.frame("c"), 140, 0, 30, 20)
    }

    /// The root view's margins are UIKit's `systemMinimumLayoutMargins`: 16 on the sides
    /// in compact width, 20 in regular width.
    func testRootMarginsFollowTheHorizontalSizeClass() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.add(all: ["box.leading == root.leadingMargin", "box.top == root.top", "box.width == 10", "box.height == 10"])
        e.appear()
        XCTAssertEqual(e.frame("box").minX, 16)
        e.setScreen(wideLandscape)
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("box").minX, 20)
        e.setScreen(landscape)
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("box").minX, 16)
    }
}
