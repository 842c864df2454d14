import AnimRenderUIKit
import Foundation
import XCTest

/// UITableView's sections and the rest of item 3 (docs/tables.md): title headers and footers
/// as UIKit draws them, floating plain headers, header and footer views (registered, dequeued,
/// self-sizing), table header and footer views, per-row estimates, `heightForRowAt`, UIKit's
/// 44 pt default cells, and a full-screen table inset by the safe area from its first frame.
/// Screens are 400 × 800 at 2x (a separator is 0.5 pt); every number is worked out by hand
/// in the test's comment.
@MainActor
final class TableSectionTests: XCTestCase {
    /// A full-screen table of `sections` sections of `rows` rows, 44 pt each unless the table
    /// self-sizes; sections titled "Section k", footers as `footers` says.
    final class Sections: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let table: UITableView
        var sections = 3, rows = 10
        var footers: [Int: String] = [:]
        var headerViews: [Int: UIView] = [:]
        var estimates: ((IndexPath) -> CGFloat)?
        var heights: [IndexPath: CGFloat] = [:]
        var estimatedRowsAsked: Set<IndexPath> = []

        init(style: UITableView.Style = .plain, rowHeight: CGFloat = 44) {
            table = UITableView(frame: .zero, style: style)
            table.rowHeight = rowHeight
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            table.accessibilityIdentifier = "table"
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
            view.addSubview(table)
            table.pinToSuperviewEdges()
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = indexPath.row == 1 ? "Row \(indexPath.row)\nsecond line" : "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerViews[section] }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights[indexPath] ?? tableView.rowHeight
        }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimatedRowsAsked.insert(indexPath)
            return estimates?(indexPath) ?? tableView.estimatedRowHeight
        }
    }

    /// Plain style, three sections of a titled 28 pt header, 22 pt of padding above it (iOS
    /// 15's automatic `sectionHeaderTopPadding`) and ten 44 pt rows: section k spans 490k …
    /// 490k + 490, its header at 490k + 22. Scrolled to 600 (bounds 600–1400): section 0 is
    /// gone, section 1's header floats at the top, 600 (its natural place, 512, is above the
    /// bounds), section 2's sits at 1002. Section 0's title view left and is reused for
    /// section 2 (`table.header1`, now "Section 2"); the floating header is in front of the
    /// cells. contentSize 3 × 490 = 1470.
    func testPlainHeadersFloatAndTitleViewsAreReused() async throws {
        let vc = Sections()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) { vc.table.contentOffset = CGPoint(x: 0, y: 600) }
        }
        let first = r.frames[0], last = try XCTUnwrap(r.frames.last)
        XCTAssertRect(first.views["table.header1"]?.frame, 0, 22, 400, 28)
        XCTAssertRect(first.views["table.cell1"]?.frame, 0, 50, 400, 44)
        XCTAssertRect(first.views["table.header2"]?.frame, 0, 512, 400, 28)
        XCTAssertRect(last.views["table.header2"]?.frame, 0, 600, 400, 28, "section 1's header floats")
        XCTAssertRect(last.views["table.header1"]?.frame, 0, 1002, 400, 28, "section 0's view, reused for section 2")
        XCTAssertNil(last.views["table.header3"], "no title view is made: one waited for reuse")
        XCTAssertEqual(vc.table.headerView(forSection: 2)?.textLabel?.text, "Section 2")
        XCTAssertEqual(vc.table.headerView(forSection: 1)?.textLabel?.text, "Section 1")
        XCTAssertNil(vc.table.headerView(forSection: 0))
        XCTAssertEqual(vc.table.contentSize.height, 1470)
        let order = vc.table.subviews.filter { !$0.isHidden }
        XCTAssertTrue(order.suffix(2).allSatisfy { $0 is UITableViewHeaderFooterView }, "headers in front of the cells")
        // The title's label: 16 in, across the header less 16 a side, its band's height.
        XCTAssertRect(last.views["table.header2.textLabel"]?.frame, 16, 0, 368, 28)
        try lookAt(r, frame: r.frames.count - 1, as: "floating")
    }

    /// With ANIMRENDER_TABLE_PNG_DIR set, writes the frame's PNG there to be looked at.
    private func lookAt(_ r: Recording, frame: Int, as name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["ANIMRENDER_TABLE_PNG_DIR"] else { return }
        try r.image(ofFrame: frame).pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
    }

    /// Scrolled to 470: section 0 ends at 490, so its header can float no lower than 462 —
    /// section 1's header, at 512, has pushed it up.
    func testTheNextSectionPushesAFloatingHeaderUp() async throws {
        let vc = Sections()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) { vc.table.contentOffset = CGPoint(x: 0, y: 470) }
        }
        XCTAssertRect(r.frames.last?.views["table.header1"]?.frame, 0, 462, 400, 28)
    }

    /// Grouped: titled headers and footers are 38 pt, an untitled footer 18, no padding.
    /// Section 0: header 0–38, three rows 38–170, footer 170–208; section 1: header
    /// 208–246, rows 246–378, untitled footer 378–396 = contentSize. Headers do not float:
    /// scrolled to 100, section 0's header has gone by. The caption is uppercased, 13 pt, its
    /// 16 pt line 6 pt above the group (label 16, 16, 368 × 16), a footer's 6 pt below it.
    func testGroupedTitlesAreCaptionsAboveAndBelowTheGroup() async throws {
        let vc = Sections(style: .grouped)
        vc.sections = 2
        vc.rows = 3
        vc.footers = [0: "About section 0"]
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) { vc.table.contentOffset = CGPoint(x: 0, y: 100) }
        }
        let first = r.frames[0]
        XCTAssertEqual(vc.table.contentSize.height, 396)
        XCTAssertRect(first.views["table.header1"]?.frame, 0, 0, 400, 38)
        XCTAssertRect(first.views["table.header1.textLabel"]?.frame, 16, 16, 368, 16)
        XCTAssertRect(first.views["table.footer2"]?.frame, 0, 170, 400, 38)
        XCTAssertRect(first.views["table.footer2.textLabel"]?.frame, 16, 6, 368, 16)
        XCTAssertRect(first.views["table.cell1"]?.frame, 0, 38, 400, 44)
        XCTAssertRect(first.views["table.header3"]?.frame, 0, 208, 400, 38)
        XCTAssertNil(vc.table.headerView(forSection: 0), "grouped headers scroll away")
        XCTAssertEqual(vc.table.headerView(forSection: 1)?.textLabel?.text, "SECTION 1")
        XCTAssertEqual(vc.table.footerView(forSection: 0)?.textLabel?.text, "About section 0")
        XCTAssertEqual(vc.table.footerView(forSection: 0)?.textLabel?.font.pointSize, 13)
        XCTAssertNotNil(r.frames.last?.views["table.header3"])
        try lookAt(r, frame: 0, as: "grouped")
    }

    /// UIKit's default cells: a one-line `textLabel` (21 pt, margins 11 above and below) is
    /// 43 pt of content, 43.5 with the separator, raised to UIKit's 44 pt minimum for its
    /// own cell styles — its content view 43.5; the two-line row 1 is 41 + 22 + 0.5 = 63.5.
    /// One section, plain, self-sizing: header padding 22, header 28, row 0 at 50.
    func testDefaultCellsAreFortyFourPointsTall() async throws {
        let vc = Sections(rowHeight: UITableView.automaticDimension)
        vc.sections = 1
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        let frame = r.frames[0]
        XCTAssertRect(frame.views["table.cell1"]?.frame, 0, 50, 400, 44)
        XCTAssertRect(frame.views["table.cell1.contentView"]?.frame, 0, 0, 400, 43.5)
        XCTAssertRect(frame.views["table.cell2"]?.frame, 0, 94, 400, 63.5)
        XCTAssertEqual(vc.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 157.5)
    }

    /// `estimatedHeightForRowAt` is asked for every row when the table loads (they make
    /// `contentSize`), `heightForRowAt` honoured when a row shows. One section of 30
    /// self-sizing rows estimated at 100, row 0 given 60 by `heightForRowAt`: after the
    /// 50 pt of padding and header, row 0 is 50–110, row 1 (two lines) 110–173.5, then rows
    /// of 44: row k at 173.5 + 44 (k − 2), so row 16 starts at 789.5, meets the 800 pt bounds
    /// and is measured, and row 17 (833.5) is not: 17 rows shown, 13 still at 100 —
    /// contentSize 833.5 + 1300 = 2133.5.
    func testEstimatesPerRowMakeTheContentSizeOfRowsNotShown() async throws {
        let vc = Sections(rowHeight: UITableView.automaticDimension)
        vc.sections = 1
        vc.rows = 30
        vc.estimates = { _ in 100 }
        vc.heights = [IndexPath(row: 0, section: 0): 60]
        _ = try plainSimulator().record(vc, duration: 0) { _ in }
        XCTAssertEqual(vc.estimatedRowsAsked.count, 30)
        XCTAssertEqual(vc.table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 60)
        XCTAssertEqual(vc.table.indexPathsForVisibleRows?.count, 17)
        XCTAssertEqual(vc.table.contentSize.height, 2133.5)
        XCTAssertEqual(vc.table.rectForRow(at: IndexPath(row: 29, section: 0)).height, 100)
    }

    /// A header view from the delegate: a registered `UITableViewHeaderFooterView` subclass
    /// whose label (17 pt, 21 tall) is pinned 8 pt inside its content view: it sizes itself
    /// to 37 (`sectionHeaderHeight` automatic). One section: padding 22, header 22–59, row 0
    /// at 59. A table header view 100 tall (its frame when set) goes first and a 50 pt table
    /// footer view last: the header at 122, row 0 at 159, content 100 + 22 + 37 + 440 + 50 =
    /// 649, the footer view at 599. An identifier nothing was registered for dequeues nil.
    func testHeaderViewsSizeThemselvesAndTableHeaderAndFooterViewsTakeTheirFrames() async throws {
        final class Banner: UITableViewHeaderFooterView {
            let title = UILabel()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                title.translatesAutoresizingMaskIntoConstraints = false
                title.text = "Banner"
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let vc = Sections()
        vc.sections = 1
        vc.table.register(Banner.self, forHeaderFooterViewReuseIdentifier: "banner")
        XCTAssertNil(vc.table.dequeueReusableHeaderFooterView(withIdentifier: "nope"))
        let banner = try XCTUnwrap(vc.table.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? Banner)
        vc.headerViews = [0: banner]
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        top.accessibilityIdentifier = "top"
        let bottom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        bottom.accessibilityIdentifier = "bottom"
        vc.table.tableHeaderView = top
        vc.table.tableFooterView = bottom
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        let frame = r.frames[0]
        XCTAssertRect(frame.views["top"]?.frame, 0, 0, 400, 100)
        XCTAssertRect(frame.views["table.header1"]?.frame, 0, 122, 400, 37)
        let title = try XCTUnwrap(frame.views["table.header1.title"]?.frame)
        XCTAssertEqual([title.minX, title.minY, title.height], [16, 8, 21])
        XCTAssertRect(frame.views["table.cell1"]?.frame, 0, 159, 400, 44)
        XCTAssertEqual(vc.table.contentSize.height, 649)
        XCTAssertRect(frame.views["bottom"]?.frame, 0, 599, 400, 50)
    }

    /// A full-screen table with `.automatic` adjustment on a screen whose safe area is 59 pt
    /// at the top and 34 at the bottom: from the first frame its adjusted inset is the safe
    /// area and it rests at −59, so row 0 (at 0 in the content) shows just under the status
    /// bar, as on iOS, even when its rows do not fill the screen (three rows, 132 pt). Before,
    /// a table whose contentSize was not taller than its bounds (zero at the first pass, 132
    /// here) was not adjusted, and its rows started under the status bar.
    func testAFullScreenTableStartsBelowTheStatusBar() async throws {
        let vc = Sections()
        vc.sections = 1
        vc.rows = 3
        vc.table.sectionHeaderHeight = 0
        let sim = Simulator(size: CGSize(width: 400, height: 800), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let r = try sim.record(vc, duration: 0) { _ in }
        XCTAssertEqual(vc.table.adjustedContentInset, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(vc.table.contentOffset, CGPoint(x: 0, y: -59))
        XCTAssertRect(r.frames[0].views["table.cell1"]?.frame, 0, 0, 400, 44)
        XCTAssertEqual(r.frames[0].views["table"]?.bounds.minY, -59, "the first frame rests at -59")
    }
}
