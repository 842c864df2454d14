import Cassowary
import Geometry
@testable import Layout
import XCTest

final class IntrinsicSizeTests: XCTestCase {
    func testIntrinsicSizeBecomesFourConstraintsWithUIKitDefaults() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "chip", intrinsicContentSize: Size(80, 30)))
        try e.add("chip.leading == root.leading + 10")
        try e.add("chip.top == root.top + 10")
        e.appear()
        assertRect(e.frame("chip"), 10, 10, 80, 30)
        let ids = e.store.constraints.filter { $0.kind == .contentSize }.map(\.id)
        XCTAssertEqual(ids, ["chip.width<=intrinsic", "chip.width>=intrinsic", "chip.height<=intrinsic", "chip.height>=intrinsic"])
        XCTAssertEqual(e.store.constraint("chip.width<=intrinsic")?.priority, LayoutPriority(250))
        XCTAssertEqual(e.store.constraint("chip.width>=intrinsic")?.priority, LayoutPriority(750))
        XCTAssertEqual(e.store.constraint("chip.width<=intrinsic")?.relation, .lessThanOrEqual)
    }

    func testNoIntrinsicMetricInOneAxis() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "bar", intrinsicContentSize: Size(-1, 44)))
        XCTAssertEqual(e.store.constraints.filter { $0.kind == .contentSize }.map(\.id), ["bar.height<=intrinsic", "bar.height>=intrinsic"])
    }

    func testLowerHuggingStretches() throws {
        // Two labels side by side filling 375 − 2·20 − 8 = 327 points. Measured widths
        // are 50 ("Hello") and 50 ("World"); the one with hugging 200 (lower) takes the
        // remaining 227 points, the other keeps its intrinsic 50.
        let e = makeEngine()
        try e.addView(ViewSpec(id: "left", hugging: AxisPriorities(horizontal: LayoutPriority(251), vertical: .defaultLow), text: "Hello"))
        try e.addView(ViewSpec(id: "right", hugging: AxisPriorities(horizontal: LayoutPriority(200), vertical: .defaultLow), text: "World"))
        try e.add(all: ["left.leading == root.leading + 20", "right.leading == left.trailing + 8",
                  "right.trailing == root.trailing - 20", "left.top == root.top + 20", "right.top == left.top"])
        e.appear()
        assertRect(e.frame("left"), 20, 20, 50, 20)
        assertRect(e.frame("right"), 78, 20, 277, 20)
        XCTAssertTrue(e.diagnostics.ambiguousViews.isEmpty)
    }

    func testLowerCompressionResistanceShrinks() throws {
        // 12 + 10 characters = 220 + 100 points wanted, only 375 − 40 − 8 − 100 = 227 available
        // after a fixed spacer: the label with compression 700 shrinks, the 750 one keeps its size.
        let e = makeEngine()
        try e.addView(ViewSpec(id: "a", compression: AxisPriorities(horizontal: LayoutPriority(700), vertical: .defaultHigh), text: "aaaaaaaaaaaaaaaaaaaaaa"))
        try e.addView(ViewSpec(id: "b", text: "bbbbbbbbbb"))
        try e.add(all: ["a.leading == root.leading + 20", "b.leading == a.trailing + 8",
                  "b.trailing == root.trailing - 120", "a.top == root.top", "b.top == root.top"])
        e.appear()
        XCTAssertEqual(e.frame("b").width, 100, accuracy: 1e-9)
        XCTAssertEqual(e.frame("a").width, 375 - 20 - 8 - 120 - 100, accuracy: 1e-9)
    }

    func testTextChangeInvalidatesIntrinsicSize() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "title", text: "Hi"))
        try e.add("title.leading == root.leading")
        try e.add("title.top == root.top")
        e.appear()
        XCTAssertEqual(e.frame("title").width, 20)
        try e.updateView("title") { $0.text = "Hello there" }
        XCTAssertTrue(e.pass.isNeeded)
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("title").width, 110)
        XCTAssertTrue(e.diagnostics.trace.entries.contains { $0.message == "updateConstraints title" && $0.time == 0 })
    }

    func testMultilineLabelTwoPassPattern() throws {
        // 30 characters in words of 4 ("word word …"): unwrapped 290 wide. Pinned 20
        // from both edges of a 200-point container, the label gets width 160; at that
        // width 3 words fit a line (14 chars = 140 ≤ 160, 19 = 190 > 160), so 6 words
        // make 2 lines → height 40, set by the second pass.
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.addView(ViewSpec(id: "label", parent: "box", text: "word word word word word word", numberOfLines: 0))
        try e.add(all: ["box.leading == root.leading", "box.top == root.top", "box.width == 200",
                  "label.leading == box.leading + 20", "label.trailing == box.trailing - 20",
                  "label.top == box.top + 10", "box.bottom == label.bottom + 10"])
        e.appear()
        assertRect(e.frame("label"), 20, 10, 160, 40)
        XCTAssertEqual(e.frame("box").height, 60)
        XCTAssertTrue(e.diagnostics.trace.entries.contains { $0.message.hasPrefix("label: preferredMaxLayoutWidth = 160") })
        XCTAssertEqual(e.diagnostics.trace.entries.filter { $0.message.hasPrefix("layout pass 1, iteration 2") }.count, 1)
        XCTAssertEqual(e.cycle.passCount, 1)
        e.layoutIfNeeded()
        XCTAssertEqual(e.cycle.passCount, 1, "the second iteration left nothing dirty")
    }

    func testExplicitPreferredMaxLayoutWidthNeedsOnePass() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "label", text: "word word word", numberOfLines: 0, preferredMaxLayoutWidth: 100))
        try e.add("label.leading == root.leading")
        try e.add("label.top == root.top")
        e.appear()
        // 100 points hold 2 words ("word word" = 90); three words make 2 lines.
        assertRect(e.frame("label"), 0, 0, 90, 40)
        XCTAssertFalse(e.diagnostics.trace.entries.contains { $0.message.contains("iteration 2") })
    }

    func testBaselineAlignment() throws {
        // A one-line label (height 20, baseline 15) next to a two-line label stretched
        // to 60: its text block (40) is centred, so its first baseline is 10 + 15 = 25.
        let e = makeEngine()
        try e.addView(ViewSpec(id: "a", text: "A"))
        try e.addView(ViewSpec(id: "b", text: "B\nB", numberOfLines: 0))
        try e.add(all: ["a.leading == root.leading", "b.leading == root.leading + 100", "b.top == root.top + 100",
                  "b.height == 60", "a.firstBaseline == b.firstBaseline"])
        e.appear()
        XCTAssertEqual(e.frame("a").minY, 100 + 10 + 15 - 15, accuracy: 1e-9)
    }
}
