import Geometry
@testable import Layout
import XCTest
import enum Timeline.ConstraintParser

/// `layoutSubviews` / `updateConstraints` overrides and the controller's callbacks, run
/// by the engine as UIKit runs a UIView subclass's overrides.
final class LayoutHookTests: XCTestCase {
    func messages(_ e: LayoutEngine, from start: Int = 0) -> [String] { Array(e.diagnostics.trace.entries.map(\.message)[start...]) }

    /// A 300×300 container at (10, 20) with a 100×50 child pinned 20 from its top-left.
    func container() throws -> LayoutEngine {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "container"))
        try e.addView(ViewSpec(id: "child", parent: "container"))
        try e.add(all: ["container.leading == root.leading + 10", "container.top == root.top + 20",
                        "container.width == 300", "container.height == 300",
                        "child.leading == container.leading + 20", "child.top == container.top + 20",
                        "child.height == 50"])
        try e.add("child.width == 100", id: "childWidth")
        return e
    }

    func testLayoutSubviewsOverrideAdjustsASubviewAfterSuper() throws {
        let e = try container()
        var centerSeenAfterSuper: Point?
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "ContainerView", layoutSubviews: { call in
            call.callSuper()
            centerSeenAfterSuper = call.context.layout(of: "child")?.center
            try? call.context.setCenter(Point(150, 150), of: "child")
        }), to: "container")
        e.appear()
        // super placed the child at (20, 20, 100, 50): center (70, 45); the override moved it.
        XCTAssertEqual(centerSeenAfterSuper, Point(70, 45))
        assertRect(e.frame("child"), 100, 125, 100, 50)
        XCTAssertEqual(e.cycle.passCount, 1)
        XCTAssertFalse(messages(e).contains { $0.contains("iteration 2") }, "moving a view does not invalidate layout")
    }

    func testOverrideThatSkipsSuperLeavesTheSubviewsWhereTheyWere() throws {
        let e = try container()
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "ManualLayoutView", layoutSubviews: { _ in }), to: "container")
        e.appear()
        assertRect(e.frame("container"), 10, 20, 300, 300)
        assertRect(e.frame("child"), 0, 0, 0, 0)
    }

    /// The seeds' two-step `layoutSubviews`: super, change a constraint, super again — the
    /// second super applies the new value at once.
    func testSuperAgainAfterAChangeAppliesTheNewValues() throws {
        let e = try container()
        var widths: [Double] = []
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "TwoStepView", layoutSubviews: { [unowned e] call in
            call.callSuper()
            widths.append(call.context.layout(of: "child")!.frame.width)
            if widths.count == 1 {
                try? e.store.setConstant("childWidth", 200)
                call.callSuper()
                widths.append(call.context.layout(of: "child")!.frame.width)
            }
        }), to: "container")
        e.appear()
        XCTAssertEqual(widths, [100, 200, 200])
        assertRect(e.frame("child"), 20, 20, 200, 50)
        // The change dirtied the container's layout while it ran (its subview's rect
        // changed), so the pass went round once more, naming the override.
        XCTAssertTrue(messages(e).contains("layout pass 1, iteration 2: TwoStepView"), "\(messages(e))")
    }

    func testHooksStackLikeSubclassesAboveTheBuiltInCorrection() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "container", keepCenterOf: "child"))
        try e.addView(ViewSpec(id: "child", parent: "container"))
        try e.add(all: ["container.leading == root.leading", "container.top == root.top", "container.width == 300",
                        "container.height == 300",
                        "child.top == container.top + 20", "child.width == 180", "child.height == 180"])
        try e.add("child.leading == container.leading + 20", id: "childLeading")
        var order: [String] = []
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "Base", layoutSubviews: { call in
            order.append("Base before super"); call.callSuper(); order.append("Base after super")
        }), to: "container")
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "Derived", layoutSubviews: { call in
            order.append("Derived before super"); call.callSuper(); order.append("Derived after super")
        }), to: "container")
        e.appear()
        XCTAssertEqual(order, ["Derived before super", "Base before super", "Base after super", "Derived after super"])
        // The built-in keepCenterOf still runs below both: the first center is kept.
        try e.updateView("child") { $0.transform = AffineTransform(scaleX: 0.5, y: 0.5) }
        try e.store.setConstant("childLeading", 60)
        e.layoutIfNeeded()
        XCTAssertEqual(e.tree.layout(of: "child")?.center, Point(110, 110))
        try e.cycle.removeLayoutHooks(from: "container")
        order = []
        try e.cycle.setNeedsLayout("container")
        e.layoutIfNeeded()
        XCTAssertEqual(order, [])
        XCTAssertEqual(e.tree.layout(of: "child")?.center, Point(110, 110))
    }

    /// `updateConstraints` bottom-up with `didSetupConstraints`, the controller's
    /// `updateViewConstraints` in place of the root view's, whose super runs the root
    /// view's own override.
    func testUpdateConstraintsOverridesRunBottomUpAndAddConstraintsOnce() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        var didSetupConstraints = false
        var calls: [String] = []
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "CardView", updateConstraints: { [unowned e] call in
            calls.append("CardView.updateConstraints")
            if !didSetupConstraints {
                didSetupConstraints = true
                for text in ["card.leading == root.leading + 20", "card.top == root.top + 30", "card.width == 100", "card.height == 40"] {
                    _ = try? e.store.addConstraint(ConstraintParser.parse(text))
                }
            }
            call.callSuper()
        }), to: "card")
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "RootView", updateConstraints: { call in
            calls.append("RootView.updateConstraints"); call.callSuper()
        }), to: "root")
        e.cycle.controllerHooks = ControllerLayoutHooks(name: "CardController", updateViewConstraints: { call in
            calls.append("updateViewConstraints before super"); call.callSuper(); calls.append("updateViewConstraints after super")
        })
        e.appear()
        XCTAssertEqual(calls, ["CardView.updateConstraints", "updateViewConstraints before super",
                               "RootView.updateConstraints", "updateViewConstraints after super"])
        assertRect(e.frame("card"), 20, 30, 100, 40)
        XCTAssertEqual(e.store.constraints.filter { $0.kind == .user }.count, 4)
        try e.cycle.setNeedsUpdateConstraints("card")
        e.layoutIfNeeded()
        XCTAssertEqual(calls.suffix(1), ["CardView.updateConstraints"])
        XCTAssertEqual(e.store.constraints.filter { $0.kind == .user }.count, 4, "didSetupConstraints: added once")
    }

    func testUpdateConstraintsWithoutSuperIsReportedAsUIKitRaisesIt() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.add(all: ["card.leading == root.leading", "card.top == root.top", "card.width == 10", "card.height == 10"])
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "ForgetfulView", updateConstraints: { _ in }), to: "card")
        e.appear()
        let console = e.diagnostics.trace.entries.filter { $0.kind == .console }.map(\.message)
        // card's fake address: serial 7 (window 1, root 2, root's four autoresizing
        // constraints 3…6), 0x600000c04000 + 16 × 7.
        XCTAssertEqual(console, [
            "The layout constraints still need update after sending -updateConstraints to <UIView: 0x600000c04070; id = card>. "
                + "ForgetfulView or one of its superclasses may have overridden -updateConstraints without calling super. "
                + "Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors.",
        ])
        XCTAssertEqual(e.cycle.passCount, 1)
        assertRect(e.frame("card"), 0, 0, 10, 10)
    }

    /// The seeds' `viewDidLayoutSubviews` that sets a label's `preferredMaxLayoutWidth`
    /// and calls `layoutIfNeeded()`: inside the pass that call starts nothing, the pass
    /// goes round again and the label is measured at its width.
    func testViewDidLayoutSubviewsChangeRunsAnotherIteration() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "label", text: "one two three four", numberOfLines: 0, preferredMaxLayoutWidth: 1000))
        try e.add(all: ["label.leading == root.leading + 20", "label.trailing == root.leading + 110", "label.top == root.top + 20"])
        var calls: [String] = []
        e.cycle.controllerHooks = ControllerLayoutHooks(name: "LabelController", viewWillLayoutSubviews: { call in
            calls.append("will")
            call.callSuper()
        }, viewDidLayoutSubviews: { [unowned e] call in
            calls.append("did")
            call.callSuper()
            let width = call.context.layout(of: "label")!.frame.width
            if e.tree.spec(of: "label")?.preferredMaxLayoutWidth != width {
                try? e.updateView("label") { $0.preferredMaxLayoutWidth = width }
                e.layoutIfNeeded()
            }
        })
        e.appear()
        XCTAssertEqual(e.cycle.passCount, 1, "layoutIfNeeded inside a hook starts no nested pass")
        XCTAssertEqual(calls, ["will", "did", "will", "did"])
        // 90 wide: "one two" (70), "three" (50), "four" (40): three lines of 20.
        assertRect(e.frame("label"), 20, 20, 90, 60)
        XCTAssertTrue(messages(e).contains("layout pass 1, iteration 2: LabelController"), "\(messages(e))")
    }

    func testLifecycleCallbacksRunInUIKitsOrderAroundTheFirstPass() throws {
        let e = makeEngine()
        var calls: [String] = []
        e.cycle.controllerHooks = ControllerLayoutHooks(name: "CardController", viewWillLayoutSubviews: { _ in
            calls.append("viewWillLayoutSubviews")
        }, lifecycle: { callback in
            calls.append(callback.rawValue)
            switch callback {
            case .loadView:
                e.layoutIfNeeded()   // waits: the view is not loaded yet
                XCTAssertEqual(e.cycle.passCount, 0)
            case .viewDidLoad:
                // The view is loaded: what viewDidLoad adds reaches the solver at once.
                try? e.addView(ViewSpec(id: "card"))
                try? e.add(all: ["card.leading == root.leading + 20", "card.top == root.top + 30",
                                 "card.width == 100", "card.height == 40"])
                XCTAssertTrue(e.store.isViewLoaded)
            default: break
            }
        })
        e.appear()
        XCTAssertEqual(calls, ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidAppear"])
        XCTAssertEqual(messages(e).filter { !$0.hasPrefix("layout") && !$0.contains("Subviews") && !$0.contains("Constraints") },
                       ["loadView", "viewDidLoad", "viewWillAppear(_:)", "viewDidAppear(_:)"])
        assertRect(e.frame("card"), 20, 30, 100, 40)
    }
}
