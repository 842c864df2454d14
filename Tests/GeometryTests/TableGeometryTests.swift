import Geometry
import XCTest

/// The table arithmetic both front ends share (TableGeometry, TableContent): floating plain
/// headers, table header and footer views, header top padding, per-row estimates, estimated
/// headers measured when they show, and UIKit's self-sizing row height. Every number is
/// worked out by hand in the test's comment.
final class TableGeometryTests: XCTestCase {
    /// Three sections of a 28 pt header and five fixed 44 pt rows: section k spans
    /// 248k … 248k + 248, its header 248k … 248k + 28.
    private func threeSections() -> TableGeometry {
        TableGeometry(sections: Array(repeating: .init(rowCount: 5, headerHeight: 28), count: 3), estimate: 44)
    }

    private func plan(_ g: inout TableGeometry, top: Double, floating: Bool) -> TableGeometry.Plan {
        let visible = top...(top + 800)
        return g.plan(x: 0, width: 400, visible: visible, floating: floating ? visible : nil) { _ in nil }
    }

    /// Scrolled to 300: section 0 (0–248) is gone, so is its header (it would float at
    /// min(300, 248 − 28) = 220, ending at 248). Section 1's header (natural 248) floats at
    /// 300, the top of the bounds; section 2's stays at 496, below it. Without floating
    /// (grouped) section 1's header scrolled away (248–276 is above 300).
    func testPlainHeadersFloatAtTheTopWhileTheirSectionIsInView() {
        var g = threeSections()
        let floating = plan(&g, top: 300, floating: true)
        XCTAssertEqual(floating.headerSections, [1, 2])
        XCTAssertEqual(floating.headerFrames.map(\.minY), [300, 496])
        let scrolled = plan(&g, top: 300, floating: false)
        XCTAssertEqual(scrolled.headerSections, [2])
        XCTAssertEqual(scrolled.headerFrames.map(\.minY), [496])
    }

    /// Scrolled to 480: section 1 ends at 496, so its 28 pt header can float no lower than
    /// 468 — the next header (496) pushes it up; at 460 it still sits at the top, 460.
    func testTheNextHeaderPushesAFloatingHeaderUp() {
        var g = threeSections()
        XCTAssertEqual(plan(&g, top: 480, floating: true).headers.first { $0.section == 1 }?.frame.minY, 468)
        XCTAssertEqual(plan(&g, top: 460, floating: true).headers.first { $0.section == 1 }?.frame.minY, 460)
    }

    /// A 100 pt table header view, a section with 22 pt of padding over its 28 pt header and
    /// three rows of 44, a 50 pt table footer view: row 0 starts at 100 + 22 + 28 = 150, row 2
    /// at 238; the content is 100 + 22 + 28 + 132 + 50 = 332, as the plan says too.
    func testTableHeaderAndFooterViewsAndHeaderTopPaddingTakeTheirHeights() {
        var g = TableGeometry(sections: [.init(rowCount: 3, headerHeight: 28, headerTopPadding: 22)], estimate: 44)
        g.tableHeaderHeight = 100
        g.tableFooterHeight = 50
        XCTAssertEqual(g.top(of: ItemPath(section: 0, item: 0)), 150)
        XCTAssertEqual(g.top(of: ItemPath(section: 0, item: 2)), 238)
        XCTAssertEqual(g.contentHeight, 332)
        let p = g.plan(x: 0, width: 400, visible: 0...800) { _ in nil }
        XCTAssertEqual(p.contentHeight, 332)
        XCTAssertEqual(p.headerFrames, [Rect(x: 0, y: 122, width: 400, height: 28)])
    }

    /// Rows estimated at 20 + 10 × row (the delegate's `estimatedHeightForRowAt`): ten rows,
    /// 200 + 10 × 45 = 650 in all before any is measured. Showing 0 … 60 measures row 0
    /// (50), then row 1, now at 50, meets the bounds and is measured (50); row 2 at 100 does
    /// not: 650 − 20 − 30 + 100 = 700.
    func testEachRowCountsAtItsOwnEstimateUntilMeasured() {
        var g = TableGeometry(sections: [.init(rowCount: 10)], estimate: 44) { Double(20 + 10 * $0.item) }
        XCTAssertEqual(g.contentHeight, 650)
        XCTAssertEqual(g.height(of: ItemPath(section: 0, item: 9)), 110)
        let p = g.plan(x: 0, width: 400, visible: 0...60) { _ in 50 }
        XCTAssertEqual(p.rowPaths.map(\.item), [0, 1])
        XCTAssertEqual(p.contentHeight, 700)
        g.insertRow(at: ItemPath(section: 0, item: 0), estimate: 5)
        XCTAssertEqual(g.height(of: ItemPath(section: 0, item: 0)), 5)
        XCTAssertEqual(g.height(of: ItemPath(section: 0, item: 1)), 50, "the measured row moved down")
        g.removeRow(at: ItemPath(section: 0, item: 0))
        XCTAssertEqual(g.contentHeight, 700)
    }

    /// A section whose header and footer are estimated at 40: twenty rows of 44 (880). In
    /// 0 … 500 the header shows and is measured (60); the footer (at 60 + 880 = 940) does not
    /// and stays estimated: 60 + 880 + 40 = 980. Floating, the footer shows with its section
    /// and is measured too (30): it floats at the bottom, 500 − 30 = 470; content 970.
    func testEstimatedHeadersAndFootersAreMeasuredWhenTheyShow() {
        let section = TableGeometry.Section(rowCount: 20, headerHeight: 40, footerHeight: 40, headerIsEstimated: true, footerIsEstimated: true)
        var g = TableGeometry(sections: [section], estimate: 44)
        var asked: [TableGeometry.Supplement] = []
        let p = g.plan(x: 0, width: 400, visible: 0...500, measure: { _ in nil }) { kind, _ in
            asked.append(kind)
            return kind == .header ? 60 : 30
        }
        XCTAssertEqual(asked, [.header])
        XCTAssertEqual(p.contentHeight, 980)
        XCTAssertEqual(g.sections[0].footerIsEstimated, true)
        var f = TableGeometry(sections: [section], estimate: 44)
        let q = f.plan(x: 0, width: 400, visible: 0...500, floating: 0...500, measure: { _ in nil }) { kind, _ in kind == .header ? 60 : 30 }
        XCTAssertEqual(q.contentHeight, 970)
        XCTAssertEqual(q.footerFrames, [Rect(x: 0, y: 470, width: 400, height: 30)])
    }

    /// UIKit's self-sizing row: the content view's fitted height plus one device pixel of
    /// separator (0.5 pt at 2x, ⅓ at 3x); UIKit's own cell styles at least 44. A default
    /// cell's one line (11 + 21 + 11 = 43) is 44 on both screens (43.5 and 43.333 raised);
    /// two lines (63) are 63.5 at 2x; a custom cell of 43 is 43.5 at 2x, 43 without separators.
    func testASelfSizingRowIsItsContentAndItsSeparator() {
        var plain = TableContent()
        XCTAssertEqual(plain.selfSizedRowHeight(content: 43, scale: 2, systemStyle: true), 44)
        XCTAssertEqual(plain.selfSizedRowHeight(content: 43, scale: 3, systemStyle: true), 44)
        XCTAssertEqual(plain.selfSizedRowHeight(content: 63, scale: 2, systemStyle: true), 63.5)
        XCTAssertEqual(plain.selfSizedRowHeight(content: 43, scale: 2, systemStyle: false), 43.5)
        XCTAssertEqual(plain.separatorHeight(scale: 3), 1.0 / 3)
        plain.separatorStyle = .none
        XCTAssertEqual(plain.selfSizedRowHeight(content: 43, scale: 2, systemStyle: false), 43)
    }

    /// iOS 15's header top padding: 22 pt above a plain table's headers when automatic, none
    /// in a grouped table or above a section without a header, the set value otherwise.
    func testHeaderTopPadding() {
        var content = TableContent(style: .plain)
        XCTAssertEqual(content.headerTopPadding(headerHeight: 28), 22)
        XCTAssertEqual(content.headerTopPadding(headerHeight: 0), 0)
        content.sectionHeaderTopPadding = 5
        XCTAssertEqual(content.headerTopPadding(headerHeight: 28), 5)
        XCTAssertEqual(TableContent(style: .grouped).headerTopPadding(headerHeight: 38), 0)
    }
}
