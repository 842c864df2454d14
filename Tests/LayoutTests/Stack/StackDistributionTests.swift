import Geometry
@testable import Layout
import XCTest

/// Every distribution on both axes against hand-computed frames. Arranged subviews a, b, c
/// have intrinsic sizes 50×20, 80×30 and 40×10 (all priorities default unless said),
/// spacing 10; frames are in the stack's coordinates.
final class StackDistributionTests: XCTestCase {
    /// c hugs least, so c takes the 300 − (50 + 80 + 2×10) = 150 left; alignment fill
    /// makes every height the tallest compression-resistant one, 30.
    func testFillHorizontal() throws {
        let e = try makeStack(StackConfiguration(spacing: 10), items: abc, constraints: ["row.width == 300"]) {
            if $0.id == "c" { $0.hugging.horizontal = LayoutPriority(249) }
        }
        assertRect(e.rect("row"), 20, 100, 300, 30)
        assertRect(e.rect("a"), 0, 0, 50, 30)
        assertRect(e.rect("b"), 60, 0, 80, 30)
        assertRect(e.rect("c"), 150, 0, 150, 30)
    }

    /// Unconstrained along the axis the stack takes its content's length: 50+80+40+2×10.
    func testFillNaturalSize() throws {
        let e = try makeStack(StackConfiguration(spacing: 10), items: abc)
        assertRect(e.rect("row"), 20, 100, 190, 30)
        assertRect(e.rect("c"), 150, 0, 40, 30)
    }

    /// Vertical: c takes 200 − (20 + 30 + 2×10) = 130; every width the widest, 80.
    func testFillVertical() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical, spacing: 10), items: abc, constraints: ["row.height == 200"]) {
            if $0.id == "c" { $0.hugging.vertical = LayoutPriority(249) }
        }
        assertRect(e.rect("row"), 20, 100, 80, 200)
        assertRect(e.rect("a"), 0, 0, 80, 20)
        assertRect(e.rect("b"), 0, 30, 80, 30)
        assertRect(e.rect("c"), 0, 70, 80, 130)
    }

    /// (300 − 2×10) ∕ 3 each.
    func testFillEquallyHorizontal() throws {
        let e = try makeStack(StackConfiguration(distribution: .fillEqually, spacing: 10), items: abc,
                              constraints: ["row.width == 300"])
        let w = 280.0 / 3
        assertRect(e.rect("a"), 0, 0, w, 30)
        assertRect(e.rect("b"), w + 10, 0, w, 30)
        assertRect(e.rect("c"), 2 * w + 20, 0, w, 30)
    }

    /// Free to choose, every length is the largest compression-resistant one (b's 80):
    /// compression (750) beats the others' hugging (250).
    func testFillEquallyNatural() throws {
        let e = try makeStack(StackConfiguration(distribution: .fillEqually, spacing: 10), items: abc)
        assertRect(e.rect("row"), 20, 100, 260, 30)
        assertRect(e.rect("c"), 180, 0, 80, 30)
    }

    /// Vertical: (200 − 20) ∕ 3 each.
    func testFillEquallyVertical() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical, distribution: .fillEqually, spacing: 10), items: abc,
                              constraints: ["row.height == 200"])
        assertRect(e.rect("b"), 0, 70, 80, 60)
        assertRect(e.rect("c"), 0, 140, 80, 60)
    }

    /// Shares of the stack's width over 50+80+40 + 2×10 = 190: a = 300·50∕190 (@999),
    /// b = 300·80∕190 (@998); c (@997) gives way to the required spacing and canvas
    /// connections and takes what is left, 280 − a − b.
    func testFillProportionallyHorizontal() throws {
        let e = try makeStack(StackConfiguration(distribution: .fillProportionally, spacing: 10), items: abc,
                              constraints: ["row.width == 300"])
        let a = 300.0 * 50 / 190, b = 300.0 * 80 / 190
        assertRect(e.rect("a"), 0, 0, a, 30)
        assertRect(e.rect("b"), a + 10, 0, b, 30)
        assertRect(e.rect("c"), a + b + 20, 0, 280 - a - b, 30)
    }

    /// At its natural length (190) every share is exact: 50, 80, 40.
    func testFillProportionallyNatural() throws {
        let e = try makeStack(StackConfiguration(distribution: .fillProportionally, spacing: 10), items: abc,
                              constraints: ["row.width == 190"])
        assertRect(e.rect("a"), 0, 0, 50, 30)
        assertRect(e.rect("b"), 60, 0, 80, 30)
        assertRect(e.rect("c"), 150, 0, 40, 30)
    }

    /// Vertical: heights 20, 30, 10 over 20+30+10 + 2×10 = 80, stack 160: a = 40, b = 60,
    /// c = 140 − 100 = 40 (it takes what is left).
    func testFillProportionallyVertical() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical, distribution: .fillProportionally, spacing: 10),
                              items: abc, constraints: ["row.height == 160"])
        assertRect(e.rect("a"), 0, 0, 80, 40)
        assertRect(e.rect("b"), 0, 50, 80, 60)
        assertRect(e.rect("c"), 0, 120, 80, 40)
    }

    /// A view without intrinsic width gets a required zero width; the others share.
    func testFillProportionallyViewWithoutIntrinsicSizeGetsNothing() throws {
        let e = try makeStack(StackConfiguration(distribution: .fillProportionally), items: [("a", Size(60, 20)), ("x", Size(-1, 20)), ("c", Size(40, 20))],
                              constraints: ["row.width == 200"])
        assertRect(e.rect("a"), 0, 0, 120, 20)
        assertRect(e.rect("x"), 120, 0, 0, 20)
        assertRect(e.rect("c"), 120, 0, 80, 20)
    }

    /// Natural widths, equal gaps: (300 − 170) ∕ 2 = 65.
    func testEqualSpacingHorizontal() throws {
        let e = try makeStack(StackConfiguration(distribution: .equalSpacing, spacing: 10), items: abc,
                              constraints: ["row.width == 300"])
        assertRect(e.rect("a"), 0, 0, 50, 30)
        assertRect(e.rect("b"), 115, 0, 80, 30)
        assertRect(e.rect("c"), 260, 0, 40, 30)
    }

    /// Vertical: (200 − 60) ∕ 2 = 70.
    func testEqualSpacingVertical() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical, distribution: .equalSpacing, spacing: 10), items: abc,
                              constraints: ["row.height == 200"])
        assertRect(e.rect("b"), 0, 90, 80, 30)
        assertRect(e.rect("c"), 0, 190, 80, 10)
    }

    /// Unconstrained, the stack hugs its content at 49 (UISV-canvas-fit): gaps shrink to
    /// the minimum spacing.
    func testEqualSpacingNaturalHugsAtMinimumSpacing() throws {
        let e = try makeStack(StackConfiguration(distribution: .equalSpacing, spacing: 10), items: abc)
        assertRect(e.rect("row"), 20, 100, 190, 30)
        assertRect(e.rect("c"), 150, 0, 40, 30)
    }

    /// Centres 25 and 280 fixed by the ends; b's centre half-way, 152.5.
    func testEqualCenteringHorizontal() throws {
        let e = try makeStack(StackConfiguration(distribution: .equalCentering, spacing: 10), items: abc,
                              constraints: ["row.width == 300"])
        assertRect(e.rect("a"), 0, 0, 50, 30)
        assertRect(e.rect("b"), 112.5, 0, 80, 30)
        assertRect(e.rect("c"), 260, 0, 40, 30)
    }

    /// Equal centring would leave 7.5 between a and b, under the minimum spacing 10: the
    /// required spacing wins over the gap guides' equal lengths (@149).
    func testEqualCenteringGivesWayToMinimumSpacing() throws {
        let e = try makeStack(StackConfiguration(distribution: .equalCentering, spacing: 10), items: abc,
                              constraints: ["row.width == 190"])
        assertRect(e.rect("a"), 0, 0, 50, 30)
        assertRect(e.rect("b"), 60, 0, 80, 30)
        assertRect(e.rect("c"), 150, 0, 40, 30)
    }

    /// Vertical: centres 10 and 195, b's at 102.5.
    func testEqualCenteringVertical() throws {
        let e = try makeStack(StackConfiguration(axis: .vertical, distribution: .equalCentering, spacing: 10), items: abc,
                              constraints: ["row.height == 200"])
        assertRect(e.rect("b"), 0, 87.5, 80, 30)
        assertRect(e.rect("c"), 0, 190, 80, 10)
    }

    /// setCustomSpacing(20, after: a).
    func testCustomSpacingAfterAView() throws {
        let e = try makeStack(StackConfiguration(spacing: 10, customSpacing: ["a": 20]), items: abc)
        assertRect(e.rect("b"), 70, 0, 80, 30)
        assertRect(e.rect("c"), 160, 0, 40, 30)
        assertRect(e.rect("row"), 20, 100, 200, 30)
    }

    /// Negative spacing overlaps the views, as UIKit allows.
    func testNegativeSpacingOverlaps() throws {
        let e = try makeStack(StackConfiguration(spacing: -10), items: abc)
        assertRect(e.rect("b"), 40, 0, 80, 30)
        assertRect(e.rect("row"), 20, 100, 150, 30)
    }
}
