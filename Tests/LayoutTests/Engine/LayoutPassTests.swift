import Cassowary
import Geometry
@testable import Layout
import XCTest

final class LayoutPassTests: XCTestCase {
    func messages(_ e: LayoutEngine) -> [String] { e.diagnostics.trace.entries.map(\.message) }

    func testAppearRunsTheControllerLifecycleInUIKitOrder() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.addView(ViewSpec(id: "child", parent: "card"))
        try e.add(all: ["card.leading == root.leading", "card.top == root.top", "card.width == 10", "card.height == 10",
                  "child.leading == card.leading", "child.top == card.top", "child.width == 5", "child.height == 5"])
        e.appear()
        XCTAssertEqual(messages(e), [
            "loadView", "viewDidLoad", "viewWillAppear(_:)",
            "layout pass 1",
            // bottom-up: children before parents, the controller for the root view
            "updateConstraints child", "updateConstraints card", "updateViewConstraints",
            // top-down
            "layoutSubviews window",
            "viewWillLayoutSubviews", "layoutSubviews root", "viewDidLayoutSubviews",
            "layoutSubviews card", "layoutSubviews child",
            "viewDidAppear(_:)",
        ])
        XCTAssertEqual(e.diagnostics.trace.entries.first?.kind, .callback)
        XCTAssertEqual(e.diagnostics.trace.entries[3].kind, .pass)
    }

    func testInvalidationsCoalesceIntoOnePass() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        try e.add("card.leading == root.leading", id: "x")
        try e.add(all: [
            "card.top == root.top",
            "card.width == 10",
            "card.height == 10",
        ])
        e.appear()
        XCTAssertEqual(e.cycle.passCount, 1)
        e.layoutIfNeeded()
        XCTAssertEqual(e.cycle.passCount, 1, "nothing dirty: no pass")
        let before = e.diagnostics.trace.entries.count
        try e.cycle.setNeedsLayout("card")
        try e.cycle.setNeedsLayout("card")
        try e.store.setConstant("x", 5)
        try e.store.setConstant("x", 7)
        try e.cycle.setNeedsUpdateConstraints("card")
        e.layoutIfNeeded()
        e.layoutIfNeeded()
        XCTAssertEqual(e.cycle.passCount, 2)
        // card moved (its superview lays out) and was flagged itself.
        XCTAssertEqual(Array(messages(e)[before...]), [
            "layout pass 2", "updateConstraints card",
            "viewWillLayoutSubviews", "layoutSubviews root", "viewDidLayoutSubviews", "layoutSubviews card",
        ])
        XCTAssertEqual(e.frame("card").minX, 7)
    }

    func testTraceFormatting() {
        var t = LayoutTrace()
        t.append(TraceEntry(time: 0.25, kind: .callback, message: "viewDidLoad"))
        t.append(TraceEntry(time: 12, kind: .console, message: "a\nb"))
        XCTAssertEqual(t.formatted, "[  0.250] callback  viewDidLoad\n[ 12.000] console   a\n                    b\n")
    }

    func testPlayerTimeIsStamped() throws {
        let e = makeEngine()
        e.diagnostics.time = 1.5
        e.diagnostics.record(.callback, "viewWillTransition(to:with:)")
        XCTAssertEqual(e.diagnostics.trace.entries.last, TraceEntry(time: 1.5, kind: .callback, message: "viewWillTransition(to:with:)"))
    }
}
