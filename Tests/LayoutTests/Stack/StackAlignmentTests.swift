import Geometry
@testable import Layout
import XCTest

/// Every alignment on both axes against hand-computed frames (a, b, c: 50×20, 80×30,
/// 40×10; spacing 10), in the stack's coordinates.
final class StackAlignmentTests: XCTestCase {
    func horizontal(_ alignment: StackAlignment, height: Double? = nil) throws -> LayoutEngine {
        try makeStack(StackConfiguration(alignment: alignment, spacing: 10), items: abc,
                      constraints: height.map { ["row.height == \($0)"] } ?? [])
    }

    func vertical(_ alignment: StackAlignment, width: Double? = nil) throws -> LayoutEngine {
        try makeStack(StackConfiguration(axis: .vertical, alignment: alignment, spacing: 10), items: abc,
                      constraints: width.map { ["row.width == \($0)"] } ?? [])
    }

    /// The spanner hugs the views (@51): the stack is as tall as the tallest, 30.
    func testTopHorizontal() throws {
        let e = try horizontal(.top)
        assertRect(e.rect("row"), 20, 100, 190, 30)
        assertRect(e.rect("a"), 0, 0, 50, 20)
        assertRect(e.rect("b"), 60, 0, 80, 30)
        assertRect(e.rect("c"), 150, 0, 40, 10)
    }

    func testCenterHorizontal() throws {
        let e = try horizontal(.center)
        assertRect(e.rect("a"), 0, 5, 50, 20)
        assertRect(e.rect("b"), 60, 0, 80, 30)
        assertRect(e.rect("c"), 150, 10, 40, 10)
    }

    func testBottomHorizontal() throws {
        let e = try horizontal(.bottom)
        assertRect(e.rect("a"), 0, 10, 50, 20)
        assertRect(e.rect("b"), 60, 0, 80, 30)
        assertRect(e.rect("c"), 150, 20, 40, 10)
    }

    /// A taller stack: fill stretches, the others keep intrinsic heights and place them.
    func testAlignmentsInATallerStack() throws {
        XCTAssertEqual(try horizontal(.fill, height: 50).rect("c").height, 50)
        assertRect(try horizontal(.top, height: 50).rect("c"), 150, 0, 40, 10)
        assertRect(try horizontal(.center, height: 50).rect("a"), 0, 15, 50, 20)
        assertRect(try horizontal(.center, height: 50).rect("c"), 150, 20, 40, 10)
        assertRect(try horizontal(.bottom, height: 50).rect("b"), 60, 20, 80, 30)
        assertRect(try horizontal(.bottom, height: 50).rect("c"), 150, 40, 40, 10)
    }

    func testLeadingCenterTrailingVertical() throws {
        let leading = try vertical(.leading)
        assertRect(leading.rect("row"), 20, 100, 80, 80)
        assertRect(leading.rect("a"), 0, 0, 50, 20)
        assertRect(leading.rect("c"), 0, 70, 40, 10)
        let center = try vertical(.center)
        assertRect(center.rect("a"), 15, 0, 50, 20)
        assertRect(center.rect("b"), 0, 30, 80, 30)
        assertRect(center.rect("c"), 20, 70, 40, 10)
        let trailing = try vertical(.trailing, width: 100)
        assertRect(trailing.rect("a"), 50, 0, 50, 20)
        assertRect(trailing.rect("c"), 60, 70, 40, 10)
    }

    func testFillVerticalStretchesAcross() throws {
        let e = try vertical(.fill, width: 120)
        assertRect(e.rect("a"), 0, 0, 120, 20)
        assertRect(e.rect("c"), 0, 70, 120, 10)
    }

    /// A view with no intrinsic height is not ambiguous in a centred stack: UIKit's
    /// ambiguity suppression (@25) gives it height 0.
    func testAmbiguitySuppressionCollapsesViewsWithoutIntrinsicSize() throws {
        let e = try makeStack(StackConfiguration(alignment: .center), items: [("a", Size(50, 20)), ("x", Size(30, -1))])
        assertRect(e.rect("x"), 50, 10, 30, 0)
        XCTAssertFalse(e.diagnostics.hasAmbiguousLayout("x"))
    }

    /// Labels (fake metrics: 20 pt lines, first baseline 15 pt below the text's top). b
    /// is given a 60 pt height, so its text (and first baseline, 35 pt down) sits lower.
    /// With first-baseline alignment b rises 20 pt; UIKit connects the stack's top to the
    /// first view only with `<=`, so b pokes 20 pt out above the stack, which hugs down to
    /// the spanner's bottom (40 pt below a's top).
    func testFirstBaselineHorizontal() throws {
        let e = try labels(.firstBaseline)
        assertRect(e.rect("a"), 0, 0, 10, 20)
        assertRect(e.rect("b"), 20, -20, 10, 60)
        assertRect(e.rect("c"), 40, 0, 20, 20)
        XCTAssertEqual(e.rect("row").height, 40)
    }

    /// Last baselines: a's at 15, b's (60 tall, one line centred) at 35, so a and c sit
    /// 20 lower than b. The mirror of first-baseline: the stack's top is the spanner's,
    /// its bottom only `>=` the first view's, so it hugs a's bottom (40) and b pokes out
    /// 20 pt below.
    func testLastBaselineHorizontal() throws {
        let e = try labels(.lastBaseline)
        assertRect(e.rect("a"), 0, 20, 10, 20)
        assertRect(e.rect("b"), 20, 0, 10, 60)
        assertRect(e.rect("c"), 40, 20, 20, 20)
        XCTAssertEqual(e.rect("row").height, 40)
    }

    /// A plain view has no baseline: UIKit aligns it by its top instead.
    func testFirstBaselineAlignsAViewWithoutBaselineByItsTop() throws {
        let e = try makeStack(StackConfiguration(alignment: .firstBaseline, spacing: 10),
                              items: [("a", nil), ("v", Size(30, 50))]) { $0.text = $0.id == "a" ? "a" : nil }
        XCTAssertEqual(e.rect("v").minY, e.rect("a").minY)
    }

    func labels(_ alignment: StackAlignment) throws -> LayoutEngine {
        try makeStack(StackConfiguration(alignment: alignment, spacing: 10), items: [("a", nil), ("b", nil), ("c", nil)]) {
            $0.text = $0.id == "c" ? "cc" : $0.id.name
            if $0.id == "b" { $0.intrinsicContentSize = Size(10, 60) }
        }
    }
}
