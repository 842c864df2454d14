import Cassowary
import Geometry
@testable import Layout
import XCTest

/// The per-frame trouble queries: broken, ambiguous, unsatisfied, with values worked out
/// by hand (iPhone 8 portrait: root 375×667, status bar 20; the fake measurer's text is
/// 10 pt a character, 20 pt a line).
final class TroubleReportTests: XCTestCase {
    /// The unsatisfiable example: 20 + 335 + 20 = 375, so `width == 400` is broken.
    private func bannerEngine() throws -> LayoutEngine {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "banner"))
        try e.add("banner.leading == root.leading + 20", id: "leadingPin")
        try e.add("banner.trailing == root.trailing - 20", id: "trailingPin")
        try e.add("banner.top == root.top + 20", id: "top")
        try e.add("banner.height == 60", id: "h")
        try e.add("banner.width == 400", id: "fixedWidth")
        e.appear()
        return e
    }

    func testBrokenConstraintIsListedWithItsErrorOnScreen() throws {
        let e = try bannerEngine()
        XCTAssertEqual(e.diagnostics.brokenConstraints(presentation: [:]),
                       [ConstraintViolation(constraint: "fixedWidth", amount: 65, kind: .broken, views: ["banner"])])
        // Never reported as in flight as well.
        XCTAssertEqual(e.diagnostics.violations(presentation: [:]), [])
        // Shown 380 wide about the same center: 20 short of 400; the pins are 22.5 off each,
        // and those are in-flight violations.
        let shown = PresentationGeometry(center: Point(187.5, 50), bounds: Rect(0, 0, 380, 60))
        XCTAssertEqual(e.diagnostics.brokenConstraints(presentation: ["banner": shown]),
                       [ConstraintViolation(constraint: "fixedWidth", amount: 20, kind: .broken, views: ["banner"])])
        XCTAssertEqual(e.diagnostics.violations(presentation: ["banner": shown]).map(\.constraint), ["leadingPin", "trailingPin"])
        XCTAssertEqual(e.diagnostics.violations(presentation: ["banner": shown]).map(\.amount), [22.5, 22.5])
        // Deactivated, it is no longer listed.
        try e.store.setActive("fixedWidth", false)
        XCTAssertEqual(e.diagnostics.brokenConstraints(presentation: [:]), [])
    }

    /// A label of 11 characters wants 110; a required cap of 80 wins over its compression
    /// resistance (750), which is 30 short. A lost @750 pin is 30 off too.
    func testUnsatisfiedOptionalConstraintsExplainTheLayout() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "label", text: "Hello world"))
        try e.addView(ViewSpec(id: "box"))
        try e.add(all: ["label.leading == root.leading + 20", "label.top == root.top + 100"])
        try e.add("label.width <= 80", id: "cap")
        try e.add(all: ["box.leading == root.leading", "box.width == 10", "box.height == 10"])
        try e.add("box.top == root.top + 20 @750", id: "wantedTop")
        try e.add("box.top >= root.top + 50", id: "floor")
        e.appear()
        XCTAssertEqual(e.frame("label"), Rect(20, 100, 80, 20))
        XCTAssertEqual(e.frame("box").minY, 50)
        XCTAssertEqual(e.diagnostics.unsatisfiedConstraints(), [
            UnsatisfiedConstraint(constraint: "label.width>=intrinsic", name: "label.width >= 110 @750",
                                  description: "label.width >= 110 @750", priority: LayoutPriority(750), amount: 30,
                                  views: ["label"]),
            UnsatisfiedConstraint(constraint: "wantedTop", name: "wantedTop", description: "box.top == root.top + 20 @750",
                                  priority: LayoutPriority(750), amount: 30, views: ["box", "root"]),
        ])
        // The cap raised to 109.6: 0.4 short is below the threshold; the pin still loses.
        try e.store.setConstant("cap", 109.6)
        e.layoutIfNeeded()
        XCTAssertEqual(e.diagnostics.unsatisfiedConstraints().map(\.constraint), ["wantedTop"])
        XCTAssertEqual(e.diagnostics.unsatisfiedConstraints(threshold: 0.3).map(\.constraint), ["label.width>=intrinsic", "wantedTop"])
        XCTAssertEqual(e.diagnostics.unsatisfiedConstraints(threshold: 0.3).first?.amount ?? 0, 0.4, accuracy: 1e-9)
    }

    /// Width and x both free: two attributes, each with its range and the layouts at its
    /// ends; a sibling pinned to the box moves with it in those layouts.
    func testAmbiguityReportsEveryFreeAttribute() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.add(all: ["box.top == root.top + 100", "box.height == 50", "box.leading >= root.leading + 20",
                        "box.trailing <= root.trailing - 20", "box.width >= 100"])
        e.appear()
        let report = e.diagnostics.ambiguity
        XCTAssertEqual(report.map(\.attribute), [.minX, .width])
        // x runs from 20 to 255 (with the width at its least, 100); the width from 100 to 335.
        XCTAssertEqual(report.map(\.lowerBound), [20, 100])
        XCTAssertEqual(report.map(\.upperBound), [255, 335])
        // The solver sits at a vertex: x at its least, the width at its most. The ends that
        // differ from that: x at 255 (which needs the width at 100), the width at 100.
        XCTAssertEqual(e.frame("box"), Rect(20, 100, 335, 50))
        XCTAssertEqual(report.map(\.alternatives), [[Rect(255, 100, 100, 50)], [Rect(20, 100, 100, 50)]])
        // Nothing ambiguous, nothing reported (and nothing asked of the solver).
        try e.add("box.width == 200")
        try e.add("box.centerX == root.centerX")
        e.layoutIfNeeded()
        XCTAssertEqual(e.diagnostics.ambiguity, [])
    }
}
