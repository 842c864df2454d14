import Geometry
@testable import Layout
import XCTest
import enum Timeline.ConstraintParser

/// Rules in `layoutSubviews` (the seeds' one-row/two-row switch) and the layout feedback
/// loop they can make.
final class LayoutRuleTests: XCTestCase {
    static let oneRow: [LayoutConstraintID] = ["one.h", "one.top", "one.bottom"]
    static let twoRows: [LayoutConstraintID] = ["two.trailing", "two.leading", "two.top", "two.bottom"]

    /// `row` is 343 wide (root 375 less 16 on each side) at y = 40; four 60-tall subviews of
    /// equal width, 8 apart, in one row (`one.*`) or two (`two.*`, inactive).
    func rowEngine(width: Double = 375) throws -> LayoutEngine {
        let e = makeEngine(size: Size(width, 667))
        try e.addView(ViewSpec(id: "row"))
        for id: ViewID in ["a", "b", "c", "d"] { try e.addView(ViewSpec(id: id, parent: "row")) }
        try e.add(all: ["row.leading == root.leading + 16", "row.trailing == root.trailing - 16", "row.top == root.top + 40",
                        "a.leading == row.leading", "a.top == row.top",
                        "a.height == 60", "b.height == 60", "c.height == 60", "d.height == 60",
                        "b.leading == a.trailing + 8", "b.top == a.top",
                        "b.width == a.width", "c.width == a.width", "d.width == a.width",
                        "d.leading == c.trailing + 8", "d.top == c.top", "d.trailing == row.trailing"])
        try e.add("c.leading == b.trailing + 8", id: "one.h")
        try e.add("c.top == a.top", id: "one.top")
        try e.add("row.bottom == a.bottom", id: "one.bottom")
        for (id, text): (LayoutConstraintID, String) in [("two.trailing", "b.trailing == row.trailing"), ("two.leading", "c.leading == row.leading"),
                           ("two.top", "c.top == a.bottom + 8"), ("two.bottom", "row.bottom == c.bottom")] {
            var d = try ConstraintParser.parse(text, id: id)
            d.isActive = false
            try e.store.addConstraint(d)
        }
        return e
    }

    func rule(_ name: String, _ condition: FrameCondition, activate: [LayoutConstraintID], deactivate: [LayoutConstraintID]) -> ViewLayoutHooks {
        ViewLayoutHooks(rule: LayoutRule(name: name, view: "row", condition: condition, activate: activate, deactivate: deactivate))
    }

    func addSwitchRules(_ e: LayoutEngine) throws {
        try e.cycle.addLayoutHooks(rule("r0", FrameCondition(view: "a", attribute: .width, comparison: .less, value: 100),
                                  activate: Self.twoRows, deactivate: Self.oneRow), to: "row")
        try e.cycle.addLayoutHooks(rule("r1", FrameCondition(view: "a", attribute: .width, comparison: .greaterOrEqual, value: 208),
                                  activate: Self.oneRow, deactivate: Self.twoRows), to: "row")
    }

    func active(_ e: LayoutEngine) -> [LayoutConstraintID] {
        (Self.oneRow + Self.twoRows).filter { e.store.constraint($0)?.isActive == true }
    }

    func testOneRowBecomesTwoWhenTheSubviewsGetTooNarrow() throws {
        let e = try rowEngine()
        try addSwitchRules(e)
        e.appear()
        // One row would make each (343 − 3 × 8) / 4 = 79.75 wide, under 100: the rule
        // switches to two rows of (343 − 8) / 2 = 167.5, 8 apart.
        XCTAssertEqual(active(e), Self.twoRows)
        assertRect(e.frame("row"), 16, 40, 343, 128)
        assertRect(e.frame("a"), 0, 0, 167.5, 60)
        assertRect(e.frame("b"), 175.5, 0, 167.5, 60)
        assertRect(e.frame("c"), 0, 68, 167.5, 60)
        assertRect(e.frame("d"), 175.5, 68, 167.5, 60)
        let pass = e.diagnostics.trace.entries.map(\.message).drop { $0 != "layout pass 1" }
        XCTAssertEqual(Array(pass), [
            "layout pass 1",
            "updateConstraints a", "updateConstraints b", "updateConstraints c", "updateConstraints d",
            "updateConstraints row", "updateViewConstraints",
            "layoutSubviews window",
            "viewWillLayoutSubviews", "layoutSubviews root", "viewDidLayoutSubviews",
            "layoutSubviews row",
            "rule r0 in row: a.width = 79.75 < 100: deactivate one.h, one.top, one.bottom; activate two.trailing, two.leading, two.top, two.bottom",
            "layoutSubviews a", "layoutSubviews b", "layoutSubviews c", "layoutSubviews d",
            // The rule changed the layout: the pass goes round; row grew to two rows, so
            // root lays it out again, row its resized subviews; no rule fires now.
            "layout pass 1, iteration 2: rule r0",
            "viewWillLayoutSubviews", "layoutSubviews root", "viewDidLayoutSubviews",
            "layoutSubviews row",
            "layoutSubviews a", "layoutSubviews b", "layoutSubviews c", "layoutSubviews d",
            "viewDidAppear(_:)",
        ])
        XCTAssertEqual(e.diagnostics.feedbackLoops, [])
    }

    func testWideEnoughStaysInOneRowAndBackWhenWidened() throws {
        // 667 wide (iPhone 8 landscape): 635 − 24 = 611 / 4 = 152.75 each, no rule fires.
        let e = try rowEngine(width: 667)
        try addSwitchRules(e)
        e.appear()
        XCTAssertEqual(active(e), Self.oneRow)
        assertRect(e.frame("d"), 3 * 160.75, 0, 152.75, 60)
        XCTAssertFalse(e.diagnostics.trace.entries.contains { $0.message.hasPrefix("rule") || $0.message.contains("iteration") })
        // Narrowed to 375: two rows; widened again: two rows would be (635 − 8) / 2 =
        // 313.5 ≥ 208, so the second rule puts them back in one row.
        e.setScreen(ScreenState(size: Size(375, 667), safeAreaInsets: EdgeInsets(top: 20)))
        e.layoutIfNeeded()
        XCTAssertEqual(active(e), Self.twoRows)
        assertRect(e.frame("d"), 175.5, 68, 167.5, 60)
        e.setScreen(ScreenState(size: Size(667, 375), safeAreaInsets: .zero, orientation: .landscapeLeft))
        e.layoutIfNeeded()
        XCTAssertEqual(active(e), Self.oneRow)
        assertRect(e.frame("row"), 16, 40, 635, 60)
        XCTAssertEqual(e.diagnostics.trace.entries.filter { $0.message.hasPrefix("rule") }.map(\.message), [
            "rule r0 in row: a.width = 79.75 < 100: deactivate one.h, one.top, one.bottom; activate two.trailing, two.leading, two.top, two.bottom",
            "rule r1 in row: a.width = 313.5 >= 208: deactivate two.trailing, two.leading, two.top, two.bottom; activate one.h, one.top, one.bottom",
        ])
    }

    func testARuleWhoseConstraintsAreAlreadySetDoesNotFire() throws {
        let e = try rowEngine()
        // Holds (a is narrow) but asks for what is already so.
        try e.cycle.addLayoutHooks(rule("r0", FrameCondition(view: "a", attribute: .width, comparison: .lessOrEqual, value: 100),
                                  activate: Self.oneRow, deactivate: []), to: "row")
        e.appear()
        XCTAssertEqual(active(e), Self.oneRow)
        XCTAssertFalse(e.diagnostics.trace.entries.contains { $0.message.hasPrefix("rule") || $0.message.contains("iteration") })
    }

    /// Two rules that undo each other: narrow → two rows makes a wide, wide → one row
    /// makes it narrow again. The pass is stopped after row's 100th layoutSubviews and
    /// reported; nothing hangs.
    func testOscillatingRulesAreStoppedAndReportedAsAFeedbackLoop() throws {
        let e = try rowEngine()
        try e.cycle.addLayoutHooks(rule("r0", FrameCondition(view: "a", attribute: .width, comparison: .less, value: 100),
                                  activate: Self.twoRows, deactivate: Self.oneRow), to: "row")
        try e.cycle.addLayoutHooks(rule("r1", FrameCondition(view: "a", attribute: .width, comparison: .greater, value: 150),
                                  activate: Self.oneRow, deactivate: Self.twoRows), to: "row")
        e.appear()
        XCTAssertEqual(e.cycle.passCount, 1)
        let messages = e.diagnostics.trace.entries.map(\.message)
        XCTAssertEqual(messages.filter { $0 == "layoutSubviews row" }.count, 100)
        XCTAssertEqual(messages.filter { $0.hasPrefix("rule r0") }.count, 50)
        XCTAssertEqual(messages.filter { $0.hasPrefix("rule r1") }.count, 50)
        XCTAssertEqual(messages.last, "viewDidAppear(_:)")
        XCTAssertEqual(e.diagnostics.feedbackLoops, [LayoutFeedbackLoop(
            time: 0, pass: 1, view: "root", method: "layoutSubviews", count: 100, topLevelView: "root",
            // Every iteration lays out the same views in the same order: a round of one.
            viewsInOrder: ["root", "row", "a", "b", "c", "d"],
            causes: ["rule r0", "rule r1"])])
        // The 100th layout of row was the 50th two-row one (r0 fires on odd ones): the last
        // layout on screen is two rows, and r1 had switched the constraints back after it.
        assertRect(e.frame("a"), 0, 0, 167.5, 60)
        XCTAssertEqual(active(e), Self.oneRow)
        XCTAssertFalse(e.pass.isNeeded, "the loop's leftovers wait for the next invalidation")
        let note = try XCTUnwrap(e.diagnostics.trace.entries.last { $0.kind == .note }?.message)
        XCTAssertEqual(note, "layout feedback loop in layout pass 1: root received layoutSubviews 100 times (the threshold); "
                       + "kept invalidating layout: rule r0, rule r1; the pass was stopped and the last layout kept "
                       + "(UIKit raises NSInternalInconsistencyException here)")
        let dump = try XCTUnwrap(e.diagnostics.trace.entries.last { $0.kind == .console }?.message)
        XCTAssertTrue(dump.hasPrefix("Degenerate layout! Layout feedback loop detected in subtree of "
                                     + "<UIView: 0x600000c04020; frame = (0 0; 375 667); id = root>. "), dump)
        // Numbered in the order they receive layout, as UIKit's hierarchy trace numbers them.
        XCTAssertTrue(dump.contains("""
            Views caught in loop: \n1 <UIView: 0x600000c04020; id = root>
            |   2 <UIView: 0x600000c04070; id = row>
            |   |   3 <UIView: 0x600000c04080; id = a>
            """), dump)
        // a alternates between one row (79.75 wide, center 39.875) and two (167.5, 83.75).
        XCTAssertTrue(dump.contains("""
            Geometry change records for <UIView: 0x600000c04080; id = a>:
                center = (39.875, 30)
                bounds = (0 0; 79.75 60)
                center = (83.75, 30)
                bounds = (0 0; 167.5 60)
            """), dump)
        XCTAssertTrue(dump.hasSuffix("More info may be available in the log for com.apple.UIKit.LayoutLoop"), dump)
    }

    func testTheThresholdIsClampedToUIKitsRange() {
        func threshold(_ t: Int) -> Int {
            LayoutEngineConfiguration(screen: ScreenState(size: Size(10, 10)), textMeasurer: FakeTextMeasurer(),
                                      layoutFeedbackLoopThreshold: t).effectiveFeedbackLoopThreshold
        }
        XCTAssertEqual([threshold(1), threshold(50), threshold(300), threshold(10_000), threshold(1_000_000)],
                       [50, 50, 300, 10_000, 10_000])
    }

    /// Two `updateConstraints` overrides dirtying each other's view: no layoutSubviews
    /// repeats, but updateConstraints does, and that is stopped too.
    func testUpdateConstraintsPingPongIsStopped() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "p"))
        try e.addView(ViewSpec(id: "q", parent: "p"))
        try e.add(all: ["p.leading == root.leading", "p.top == root.top", "p.width == 10", "p.height == 10",
                        "q.leading == p.leading", "q.top == p.top", "q.width == 5", "q.height == 5"])
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "P", updateConstraints: { [unowned e] call in
            try? e.cycle.setNeedsUpdateConstraints("q"); call.callSuper()
        }), to: "p")
        try e.cycle.addLayoutHooks(ViewLayoutHooks(name: "Q", updateConstraints: { [unowned e] call in
            try? e.cycle.setNeedsUpdateConstraints("p"); call.callSuper()
        }), to: "q")
        e.configuration.layoutFeedbackLoopThreshold = 60
        e.appear()
        XCTAssertEqual(e.diagnostics.feedbackLoops.map(\.method), ["updateConstraints"])
        XCTAssertEqual(e.diagnostics.feedbackLoops.map(\.count), [60])
        XCTAssertEqual(e.diagnostics.feedbackLoops.map(\.causes), [["Q", "P"]])
    }
}
