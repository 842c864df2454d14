import Geometry
@testable import Layout
import XCTest

/// The generated constraint lists (identifiers, relations, priorities, UIKit's print
/// format) for configurations whose UIKit lists are published (docs/STACK-VIEWS.md cites
/// where), as text goldens.
final class StackConstraintListTests: XCTestCase {
    func dump(_ config: StackConfiguration, items: [(id: ViewID, size: Size?)]? = nil,
              configure: (inout ViewSpec) -> Void = { _ in }) throws -> String {
        try makeStack(config, items: items ?? abc, configure: configure).stackConstraintDump()
    }

    func testFillFill() throws {
        XCTAssertEqual(try dump(StackConfiguration()), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[c]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' H:[a]-(0)-[b]   (active)>
            <'UISV-spacing' H:[b]-(0)-[c]   (active)>
            <'UISV-alignment' a.top == b.top   (active)>
            <'UISV-alignment' a.top == c.top   (active)>
            <'UISV-alignment' a.bottom == b.bottom   (active)>
            <'UISV-alignment' a.bottom == c.bottom   (active)>
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[a]-(0)-|   (active, names: '|':row )>
            """)
    }

    /// Leading alignment, fillEqually: the configuration Arranged's README prints UIKit's list for.
    func testTopFillEqually() throws {
        XCTAssertEqual(try dump(StackConfiguration(distribution: .fillEqually, alignment: .top, spacing: 10), items: [("a", Size(50, 20)), ("b", Size(80, 30))]), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[b]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' H:[a]-(10)-[b]   (active)>
            <'UISV-fill-equally' b.width == a.width   (active)>
            <'UISV-alignment' a.top == b.top   (active)>
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[row.UISV-alignment-spanner]-(0)-|   (active, names: '|':row )>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.top == a.top @999.5   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.bottom >= a.bottom   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.top == b.top @999.5   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.bottom >= b.bottom   (active)>
            <'UISV-spanning-fit' row.UISV-alignment-spanner.height == 0 @51   (active)>
            <'UISV-ambiguity-suppression' a.height == 0 @25   (active)>
            <'UISV-ambiguity-suppression' b.height == 0 @25   (active)>
            """)
    }

    /// One arranged subview, centred: no spanner, inequalities and the canvas fit (kean.blog's "Single Subview").
    func testCenterSingle() throws {
        XCTAssertEqual(try dump(StackConfiguration(alignment: .center), items: [("a", Size(50, 20))]), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[a]-(0)-|   (active, names: '|':row )>
            <'UISV-canvas-connection' row.top <= a.top   (active)>
            <'UISV-canvas-connection' V:[a]-(>=0)-|   (active, names: '|':row )>
            <'UISV-canvas-connection' row.centerY == a.centerY   (active)>
            <'UISV-canvas-fit' row.height == 0 @49   (active)>
            <'UISV-ambiguity-suppression' a.height == 0 @25   (active)>
            """)
    }

    /// Gap guides from edge to edge, equal lengths required, the stack hugging at 49.
    func testEqualSpacingVertical() throws {
        XCTAssertEqual(try dump(StackConfiguration(axis: .vertical, distribution: .equalSpacing, spacing: 10)), """
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[c]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' V:[a]-(>=10)-[b]   (active)>
            <'UISV-spacing' V:[b]-(>=10)-[c]   (active)>
            <'UISV-distributing-edge' V:[a]-(0)-[row.UISV-distributing(a)]   (active)>
            <'UISV-distributing-edge' row.UISV-distributing(a).bottom == b.top   (active)>
            <'UISV-distributing-edge' V:[b]-(0)-[row.UISV-distributing(b)]   (active)>
            <'UISV-distributing-edge' row.UISV-distributing(b).bottom == c.top   (active)>
            <'UISV-fill-equally' row.UISV-distributing(b).height == row.UISV-distributing(a).height   (active)>
            <'UISV-canvas-fit' row.height == 0 @49   (active)>
            <'UISV-alignment' a.leading == b.leading   (active)>
            <'UISV-alignment' a.leading == c.leading   (active)>
            <'UISV-alignment' a.trailing == b.trailing   (active)>
            <'UISV-alignment' a.trailing == c.trailing   (active)>
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[a]-(0)-|   (active, names: '|':row )>
            """)
    }

    /// Gap guides from centre to centre, equal lengths at 150 − index.
    func testEqualCentering() throws {
        XCTAssertEqual(try dump(StackConfiguration(distribution: .equalCentering, spacing: 10)), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[c]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' H:[a]-(>=10)-[b]   (active)>
            <'UISV-spacing' H:[b]-(>=10)-[c]   (active)>
            <'UISV-distributing-edge' row.UISV-distributing(a).leading == a.centerX   (active)>
            <'UISV-distributing-edge' row.UISV-distributing(a).trailing == b.centerX   (active)>
            <'UISV-distributing-edge' row.UISV-distributing(b).leading == b.centerX   (active)>
            <'UISV-distributing-edge' row.UISV-distributing(b).trailing == c.centerX   (active)>
            <'UISV-fill-equally' row.UISV-distributing(b).width == row.UISV-distributing(a).width @149   (active)>
            <'UISV-canvas-fit' row.width == 0 @49   (active)>
            <'UISV-alignment' a.top == b.top   (active)>
            <'UISV-alignment' a.top == c.top   (active)>
            <'UISV-alignment' a.bottom == b.bottom   (active)>
            <'UISV-alignment' a.bottom == c.bottom   (active)>
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[a]-(0)-|   (active, names: '|':row )>
            """)
    }

    /// Shares over 50+80+40 + 2×10 = 190 at falling priorities.
    func testFillProportionally() throws {
        XCTAssertEqual(try dump(StackConfiguration(distribution: .fillProportionally, spacing: 10)), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[c]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' H:[a]-(10)-[b]   (active)>
            <'UISV-spacing' H:[b]-(10)-[c]   (active)>
            <'UISV-fill-proportionally' a.width == 0.263158*row.width @999   (active)>
            <'UISV-fill-proportionally' b.width == 0.421053*row.width @998   (active)>
            <'UISV-fill-proportionally' c.width == 0.210526*row.width @997   (active)>
            <'UISV-alignment' a.top == b.top   (active)>
            <'UISV-alignment' a.top == c.top   (active)>
            <'UISV-alignment' a.bottom == b.bottom   (active)>
            <'UISV-alignment' a.bottom == c.bottom   (active)>
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[a]-(0)-|   (active, names: '|':row )>
            """)
    }

    /// Last-baseline alignment of two labels.
    func testLastBaseline() throws {
        XCTAssertEqual(try dump(StackConfiguration(alignment: .lastBaseline), items: [("a", nil), ("b", nil)], configure: { $0.text = $0.id.name }), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[b]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' H:[a]-(0)-[b]   (active)>
            <'UISV-alignment' a.lastBaseline == b.lastBaseline   (active)>
            <'UISV-canvas-connection' row.top == row.UISV-alignment-spanner.top   (active)>
            <'UISV-canvas-connection' V:[a]-(>=0)-|   (active, names: '|':row )>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.top <= a.top   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.bottom >= a.bottom   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.top <= b.top   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.bottom >= b.bottom   (active)>
            <'UISV-spanning-fit' row.UISV-alignment-spanner.height == 0 @51   (active)>
            <'UISV-canvas-fit' row.height == 0 @49   (active)>
            <'UISV-ambiguity-suppression' a.height == 0 @25   (active)>
            <'UISV-ambiguity-suppression' b.height == 0 @25   (active)>
            """)
    }

    /// b and c hidden (custom spacing after a unused: nothing visible follows).
    func testHidden() throws {
        XCTAssertEqual(try dump(StackConfiguration(spacing: 10, customSpacing: ["a": 20]), configure: { $0.isHidden = $0.id == "b" || $0.id == "c" }), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[a]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing-hidden' H:[a]-(0@50)-[b]   (active)>
            <'UISV-spacing-hidden' H:[a]-(0@50)-[c]   (active)>
            <'UISV-hiding' b.width == 0 @999.999   (active)>
            <'UISV-hiding' c.width == 0 @999.999   (active)>
            <'UISV-alignment' a.top == b.top   (active)>
            <'UISV-alignment' a.top == c.top   (active)>
            <'UISV-alignment' a.bottom == b.bottom   (active)>
            <'UISV-alignment' a.bottom == c.bottom   (active)>
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[a]-(0)-|   (active, names: '|':row )>
            """)
    }

    /// equalSpacing with b hidden (UIKit's _edgeToEdgeConstraintForGapBetweenPrecedingItem
    /// makes the hidden view's spacing with the distribution's relation): `>=` half a
    /// spacing @50; a and c get one gap guide.
    func testHiddenInEqualSpacing() throws {
        XCTAssertEqual(try dump(StackConfiguration(axis: .vertical, distribution: .equalSpacing, spacing: 10),
                                configure: { $0.isHidden = $0.id == "b" }), """
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[c]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' V:[a]-(>=10)-[c]   (active)>
            <'UISV-spacing-hidden' V:[a]-(>=5@50)-[b]   (active)>
            <'UISV-hiding' b.height == 0 @999.999   (active)>
            <'UISV-distributing-edge' V:[a]-(0)-[row.UISV-distributing(a)]   (active)>
            <'UISV-distributing-edge' row.UISV-distributing(a).bottom == c.top   (active)>
            <'UISV-canvas-fit' row.height == 0 @49   (active)>
            <'UISV-alignment' a.leading == b.leading   (active)>
            <'UISV-alignment' a.leading == c.leading   (active)>
            <'UISV-alignment' a.trailing == b.trailing   (active)>
            <'UISV-alignment' a.trailing == c.trailing   (active)>
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[a]-(0)-|   (active, names: '|':row )>
            """)
    }

    /// The first arranged subview hidden: it ends where b starts.
    func testHiddenFirst() throws {
        XCTAssertEqual(try dump(StackConfiguration(spacing: 10), configure: { $0.isHidden = $0.id == "a" }), """
            <'UISV-canvas-connection' row.leading == b.leading   (active)>
            <'UISV-canvas-connection' H:[c]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' H:[b]-(10)-[c]   (active)>
            <'UISV-spacing-hidden' H:[a]-(0@50)-[b]   (active)>
            <'UISV-hiding' a.width == 0 @999.999   (active)>
            <'UISV-alignment' a.top == b.top   (active)>
            <'UISV-alignment' a.top == c.top   (active)>
            <'UISV-alignment' a.bottom == b.bottom   (active)>
            <'UISV-alignment' a.bottom == c.bottom   (active)>
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[a]-(0)-|   (active, names: '|':row )>
            """)
    }

    /// Everything hidden: the ordering spanner and an empty alignment spanner.
    func testAllHidden() throws {
        XCTAssertEqual(try dump(StackConfiguration(alignment: .center, spacing: 10), configure: { $0.isHidden = true }), """
            <'UISV-canvas-connection' row.leading == row.UISV-ordering-spanner.leading   (active)>
            <'UISV-canvas-connection' H:[row.UISV-ordering-spanner]-(0)-|   (active, names: '|':row )>
            <'UISV-spanning-fit' row.UISV-ordering-spanner.width == 0 @0.001   (active)>
            <'UISV-spacing-hidden' H:[row.UISV-ordering-spanner]-(0@50)-[a]   (active)>
            <'UISV-spacing-hidden' H:[row.UISV-ordering-spanner]-(0@50)-[b]   (active)>
            <'UISV-spacing-hidden' H:[row.UISV-ordering-spanner]-(0@50)-[c]   (active)>
            <'UISV-hiding' a.width == 0 @999.999   (active)>
            <'UISV-hiding' b.width == 0 @999.999   (active)>
            <'UISV-hiding' c.width == 0 @999.999   (active)>
            <'UISV-alignment' a.centerY == b.centerY   (active)>
            <'UISV-alignment' a.centerY == c.centerY   (active)>
            <'UISV-canvas-connection' row.top == row.UISV-alignment-spanner.top   (active)>
            <'UISV-canvas-connection' V:[row.UISV-alignment-spanner]-(0)-|   (active, names: '|':row )>
            <'UISV-spanning-fit' row.UISV-alignment-spanner.height == 0 @0.001   (active)>
            <'UISV-ambiguity-suppression' a.height == 0 @25   (active)>
            <'UISV-ambiguity-suppression' b.height == 0 @25   (active)>
            <'UISV-ambiguity-suppression' c.height == 0 @25   (active)>
            """)
    }

    /// Margins- and baseline-relative vertical arrangement.
    func testMarginsBaseline() throws {
        XCTAssertEqual(try dump(StackConfiguration(axis: .vertical, spacing: 8, isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true), items: [("a", nil), ("b", nil)], configure: { $0.text = $0.id.name }), """
            <'UISV-canvas-connection' row.margins.top == a.top   (active)>
            <'UISV-canvas-connection' row.margins.bottom == b.bottom   (active)>
            <'UISV-spacing' b.firstBaseline == a.lastBaseline + 8   (active)>
            <'UISV-alignment' a.leading == b.leading   (active)>
            <'UISV-alignment' a.trailing == b.trailing   (active)>
            <'UISV-canvas-connection' row.margins.leading == a.leading   (active)>
            <'UISV-canvas-connection' row.margins.trailing == a.trailing   (active)>
            """)
    }

    /// Two wrapping labels side by side get text-width disambiguation; the one-line c does not.
    func testTextWidth() throws {
        XCTAssertEqual(try dump(StackConfiguration(spacing: 10), items: [("a", nil), ("b", nil), ("c", nil)], configure: { $0.text = $0.id.name; $0.numberOfLines = $0.id == "c" ? 1 : 0 }), """
            <'UISV-canvas-connection' row.leading == a.leading   (active)>
            <'UISV-canvas-connection' H:[c]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' H:[a]-(10)-[b]   (active)>
            <'UISV-spacing' H:[b]-(10)-[c]   (active)>
            <'UISV-alignment' a.top == b.top   (active)>
            <'UISV-alignment' a.top == c.top   (active)>
            <'UISV-alignment' a.bottom == b.bottom   (active)>
            <'UISV-alignment' a.bottom == c.bottom   (active)>
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[a]-(0)-|   (active, names: '|':row )>
            <'UISV-text-width-disambiguation' a.width <= 0.5*row.width - 5 @950   (active)>
            <'UISV-text-width-disambiguation' b.width <= 0.5*row.width - 5 @951   (active)>
            """)
    }

    /// First-baseline alignment in a vertical stack: UIKit aligns nothing across the axis.
    func testVerticalFirstBaseline() throws {
        XCTAssertEqual(try dump(StackConfiguration(axis: .vertical, alignment: .firstBaseline), items: [("a", nil), ("b", nil)], configure: { $0.text = $0.id.name }), """
            <'UISV-canvas-connection' row.top == a.top   (active)>
            <'UISV-canvas-connection' V:[b]-(0)-|   (active, names: '|':row )>
            <'UISV-spacing' V:[a]-(0)-[b]   (active)>
            <'UISV-canvas-connection' row.leading == row.UISV-alignment-spanner.leading   (active)>
            <'UISV-canvas-connection' H:[row.UISV-alignment-spanner]-(0)-|   (active, names: '|':row )>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.leading <= a.leading   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.trailing >= a.trailing   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.leading <= b.leading   (active)>
            <'UISV-spanning-boundary' row.UISV-alignment-spanner.trailing >= b.trailing   (active)>
            <'UISV-spanning-fit' row.UISV-alignment-spanner.width == 0 @51   (active)>
            <'UISV-ambiguity-suppression' a.width == 0 @25   (active)>
            <'UISV-ambiguity-suppression' b.width == 0 @25   (active)>
            """)
    }
}
