import AnimRenderUIKit
import XCTest

/// UITableView: self-sizing rows measured from their labels, estimates for the rows not
/// yet shown, only the rows in the bounds realised (and their cells reused), UIKit's
/// encapsulated-layout conflict, UIKit's exceptions. Every expected number is worked out by
/// hand: a 17 pt label's line is 20.287 pt (San Francisco's `lineHeight`), a label is
/// `ceil(lines × 20.287)` tall — 21, 41, 61 for one, two, three lines — and the cell pins
/// it 11 pt from the content view's top and bottom, so content views are 43, 63 and 83
/// tall, and rows, with UIKit's separator of one pixel under each (0.5 pt on these 2x
/// screens), 43.5, 63.5 and 83.5.
@MainActor
final class TableViewTests: XCTestCase {
    /// A cell with one wrapping label, 16 pt in from the sides and 11 pt from top and bottom.
    final class LabelCell: UITableViewCell {
        let title = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.numberOfLines = 0
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A full-screen table of `count` rows; row i has (i mod 3) + 1 lines.
    final class List: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        var count = 30

        override func viewDidLoad() {
            super.viewDidLoad()
            table.accessibilityIdentifier = "table"
            table.contentInsetAdjustmentBehavior = .never
            table.register(LabelCell.self, forCellReuseIdentifier: "label")
            table.dataSource = self
            view.addSubview(table)
            table.pinToSuperviewEdges()
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "label", for: indexPath) as! LabelCell
            cell.title.text = ["One", "One\nTwo", "One\nTwo\nThree"][indexPath.row % 3]
            return cell
        }
    }

    private func rows(_ table: UITableView) -> [Int] { table.indexPathsForVisibleRows?.map(\.row) ?? [] }

    /// The 400 × 800 table at rest: rows of 43.5, 63.5, 83.5 repeat every 190.5 pt; rows 0–11
    /// end at 762 and row 12 (762–805.5) still meets the bounds; row 13 starts at 805.5: 13
    /// rows realised, the others not. contentSize: 805.5 measured plus 17 rows estimated at
    /// 44 (748) = 1553.5.
    func testOnlyTheRowsInTheBoundsAreMeasuredAndRealised() async throws {
        let vc = List()
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        XCTAssertEqual(rows(vc.table), Array(0...12))
        XCTAssertEqual(vc.table.contentSize, CGSize(width: 400, height: 1553.5))
        XCTAssertEqual(vc.table.subviews.filter { $0 is UITableViewCell }.count, 13)
        let frame = r.frames[0]
        XCTAssertRect(frame.views["table.cell1"]?.frame, 0, 0, 400, 43.5)
        XCTAssertRect(frame.views["table.cell2"]?.frame, 0, 43.5, 400, 63.5)
        XCTAssertRect(frame.views["table.cell3"]?.frame, 0, 107, 400, 83.5)
        XCTAssertRect(frame.views["table.cell13"]?.frame, 0, 762, 400, 43.5)
        XCTAssertNil(frame.views["table.cell14"], "row 13 starts at 805.5, below the bounds")
        // The label inside: 16 in, 11 down, 368 wide, two lines 41 tall, in a content view
        // of the row less its separator.
        XCTAssertRect(frame.views["table.cell2.title"]?.frame, 16, 11, 368, 41)
        XCTAssertRect(frame.views["table.cell2.contentView"]?.frame, 0, 0, 400, 63)
    }

    /// Scrolled to 500 the bounds are 500–1300: row 8 (488–571.5) is the first to meet them
    /// and row 20 (1250–1333.5) the last. Rows 0–7 leave first, their cells queued in that
    /// order (`table.cell1` … `table.cell8`); rows 13–20 reuse all eight, the last queued
    /// first (the one `ReuseQueue`): row 13 gets row 7's cell `table.cell8`, row 20 row 0's
    /// `table.cell1`, and no cell is made. contentSize is 1333.5 measured (rows 0–20) plus
    /// 9 × 44 = 1729.5.
    func testScrollingRealisesTheRowsComingIntoViewWithReusedCells() async throws {
        let vc = List()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) { vc.table.contentOffset = CGPoint(x: 0, y: 500) }
        }
        XCTAssertEqual(rows(vc.table), Array(8...20))
        XCTAssertEqual(vc.table.contentSize, CGSize(width: 400, height: 1729.5))
        let last = try XCTUnwrap(r.frames.last)
        XCTAssertNil(last.views["table.cell14"], "no cell is made: the queue has 8")
        XCTAssertRect(last.views["table.cell8"]?.frame, 0, 805.5, 400, 63.5, "row 13")
        XCTAssertEqual(last.views["table.cell8"]?.indexPath, IndexPath(row: 13, section: 0))
        XCTAssertRect(last.views["table.cell1"]?.frame, 0, 1250, 400, 83.5, "row 20")
        XCTAssertEqual(last.views["table.cell1"]?.indexPath, IndexPath(row: 20, section: 0))
        XCTAssertEqual(last.views["table.cell1"]?.isHidden, false)
        XCTAssertEqual(last.views["table.cell8"]?.isHidden, false)
        XCTAssertEqual(r.frames[0].views["table.cell8"]?.indexPath, IndexPath(row: 7, section: 0), "before the scroll")
        XCTAssertEqual(vc.table.visibleCells.count, 13)
    }

    /// A fixed row height of 44 against a cell whose content demands 100: UIKit's log names the
    /// content view's encapsulated height (required) — 43.5, the row less its 0.5 pt
    /// separator on a 2x screen, as UIKit's logs read — and breaks the app's constraint.
    func testAFixedRowHeightConflictsWithTheCellsConstraintsAsInUIKitsLog() async throws {
        final class Tall: UITableViewCell {
            let box = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                let height = box.heightAnchor.constraint(equalToConstant: 100)
                height.identifier = "boxHeight"
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    height,
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class One: UIViewController, UITableViewDataSource {
            let table = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                table.accessibilityIdentifier = "table"
                table.rowHeight = 44
                table.register(Tall.self, forCellReuseIdentifier: "tall")
                table.dataSource = self
                table.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
            }
        }
        let vc = One()
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        let console = r.trace.joined(separator: "\n")
        XCTAssertTrue(console.contains("Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(console.contains("'UIView-Encapsulated-Layout-Height' table.cell1.contentView.height == 43.5   (active)>"),
                      console.debugDescription)
        let broken = try XCTUnwrap(console.range(of: "Will attempt to recover by breaking constraint"))
        XCTAssertTrue(console[broken.upperBound...].hasPrefix(" \n")
                      && console[broken.upperBound...].contains("'boxHeight' table.cell1.box.height == 100   (active)>"), console)
        XCTAssertRect(r.frames[0].views["table.cell1.contentView"]?.frame, 0, 0, 400, 43.5)
        XCTAssertRect(r.frames[0].views["table.cell1.box"]?.frame, 0, 0, 400, 43.5)
    }

    /// An identifier nothing was registered for: UIKit's NSInternalInconsistencyException.
    func testDequeueingAnUnregisteredIdentifierIsUIKitsException() {
        let table = UITableView()
        let errors = UIKitError.reported {
            _ = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
        }
        XCTAssertEqual(errors, [.internalInconsistency("unable to dequeue a cell with identifier Nope - must register a nib or a "
                                                       + "class for the identifier or connect a prototype cell in a storyboard")])
        XCTAssertEqual(errors.first?.exceptionName, "NSInternalInconsistencyException")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "Nope"))
    }

    /// The data source says 32 rows after one insert into 30: UIKit's message, word for word.
    func testAnInconsistentUpdateIsUIKitsException() async throws {
        let vc = List()
        XCTAssertThrowsError(try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) {
                vc.count = 32
                vc.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }) { error in
            XCTAssertEqual(error as? UIKitError, .internalInconsistency(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after "
                + "the update (32) must be equal to the number of rows contained in that section before the update (30), plus or "
                + "minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
                + "number of rows moved into or out of that section (0 moved in, 0 moved out)."))
        }
    }

    /// A path outside the rows is UIKit's refusal before any count: deleting row 30 of 30
    /// (rows 0…29 before the update), inserting row 31 when the data source then has 31.
    func testARowOutsideTheSectionIsUIKitsException() async throws {
        for (count, update, message) in [
            (29, { (t: UITableView) in t.deleteRows(at: [IndexPath(row: 30, section: 0)], with: .fade) },
             "attempt to delete row 30 from section 0 which only contains 30 rows before the update"),
            (31, { (t: UITableView) in t.insertRows(at: [IndexPath(row: 31, section: 0)], with: .fade) },
             "attempt to insert row 31 into section 0, but there are only 31 rows in section 0 after the update"),
        ] {
            let vc = List()
            XCTAssertThrowsError(try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
                script.at(0.1) {
                    vc.count = count
                    update(vc.table)
                }
            }) { error in
                XCTAssertEqual(error as? UIKitError, .internalInconsistency(message))
            }
        }
    }

    /// Inside `UIView.performWithoutAnimation` an update is applied at once, as in UIKit:
    /// the deleted row's cell leaves it in the same frame (queued, and reused at once for
    /// the row that comes into view at the bottom), no animation runs.
    func testAnUpdateWithoutAnimationIsAppliedAtOnce() async throws {
        let vc = List()
        let recording = try plainSimulator().record(vc, fps: 10) { script in
            script.at(0.1) {
                vc.count = 29
                UIView.performWithoutAnimation { vc.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
            }
        }
        let frame = try XCTUnwrap(recording.frames.first { abs($0.time - 0.1) < 1e-9 })
        XCTAssertNotEqual(frame.views["table.cell1"]?.indexPath, IndexPath(row: 0, section: 0))
        XCTAssertEqual(frame.views["table.cell1"]?.alpha, 1)
        // Row 1 (two lines: 63.5) is now row 0, at the top at once; nothing moves after.
        XCTAssertEqual(frame.views["table.cell2"]?.frame.minY, 0)
        XCTAssertEqual(frame.views["table.cell2"]?.indexPath, IndexPath(row: 0, section: 0))
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views.mapValues(\.frame), frame.views.mapValues(\.frame))
        XCTAssertEqual(last.views.mapValues(\.alpha), frame.views.mapValues(\.alpha))
    }

    /// Inserting a one-line row at the top: every row moves down 43.5, row 12 leaves the
    /// bounds (805.5–849 is past 800) and the content grows by 43.5 to 1597.
    func testInsertingARowMovesTheRowsBelowIt() async throws {
        let vc = List()
        _ = try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) {
                vc.count = 31
                vc.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }
        }
        // New row 0 is one line (0 mod 3); old row i is now row i + 1 with (i + 1) mod 3 + 1 lines
        // in the data source: heights are re-asked only for the inserted row, the others keep
        // their measured heights, as UIKit keeps them.
        XCTAssertEqual(vc.table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 43.5)
        XCTAssertEqual(vc.table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 43.5, width: 400, height: 43.5))
        XCTAssertEqual(rows(vc.table), Array(0...12))
        XCTAssertEqual(vc.table.contentSize.height, 1553.5 + 43.5)
    }
}

/// Row animations on the recording's clock: 0.3 s, ease in and out (docs/tables.md).
@MainActor
final class TableRowAnimationTests: XCTestCase {
    /// A one-line row inserted at the top with `.fade` at 0.1 s, recorded at 20 fps: the rows
    /// below slide 43.5 pt down and the new row fades in. Every row in view keeps its cell
    /// while the update animates, so the new row gets a new cell (`table.cell14`), at 0 with
    /// alpha 0; row 12 (762–805.5) moves to 805.5, out of the 800 pt bounds, and its cell is
    /// queued. Half way (0.25 s; UIKit's ease-in-out curve is symmetric, so half the change):
    /// row 0's old cell at 21.75, row 11's (678.5 → 722) at 700.25, the new cell at alpha 0.5;
    /// from 0.4 s on, 43.5, 722 and 1.
    func testAnInsertedRowFadesInAndTheRowsBelowSlide() async throws {
        let vc = TableViewTests.List()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.count = 31
                vc.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
        let start = r.frames[2], middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(start.views["table.cell1"]?.frame.minY, 0)
        XCTAssertEqual(start.views["table.cell13"]?.frame.minY, 762)
        XCTAssertEqual(middle.views["table.cell1"]?.frame.minY ?? -1, 21.75, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell2"]?.frame.minY ?? -1, 43.5 + 21.75, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell12"]?.frame.minY ?? -1, 700.25, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell14"]?.frame.minY, 0)
        XCTAssertEqual(middle.views["table.cell14"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell13"]?.isHidden, true)
        XCTAssertEqual(end.views["table.cell1"]?.frame.minY, 43.5)
        XCTAssertEqual(end.views["table.cell12"]?.frame.minY, 722)
        XCTAssertEqual(end.views["table.cell14"]?.alpha, 1)
        XCTAssertEqual(vc.table.contentSize.height, 1553.5 + 43.5)
    }

    /// Row 1 deleted with `.left` at 0.1 s: its cell slides a table's width to the left while
    /// the rows below move up 63.5 pt (row 2: 107 → 43.5); when the animation ends it is
    /// queued (hidden).
    func testADeletedRowSlidesOutAndIsQueuedAtTheEnd() async throws {
        let vc = TableViewTests.List()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.count = 29
                vc.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
            }
        }
        let middle = r.frames[5], end = r.frames[9]
        XCTAssertEqual(middle.views["table.cell2"]?.frame.minX ?? 1, -200, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell3"]?.frame.minY ?? -1, 107 - 31.75, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell2"]?.isHidden, false)
        XCTAssertEqual(end.views["table.cell2"]?.isHidden, true)
        XCTAssertEqual(end.views["table.cell3"]?.frame.minY, 43.5)
    }
}

/// Moving rows, and inserting, deleting, reloading and moving sections, as UIKit documents
/// them (deleted, reloaded and moved-from sections and rows numbered before the update,
/// inserted and moved-to ones after it), with UIKit's messages. A table of sections
/// without headers or footers (plain, no titles: 0 pt); row r of every section has
/// (r mod 3) + 1 lines: 43.5, 63.5, 83.5. Sections [2, 3] at rest: section 0's rows at 0
/// and 43.5 (107 tall), section 1's at 107, 150.5 and 214, ending at 297.5. Cells are named
/// in the order they were made: cell1 [0,0], cell2 [0,1], cell3 [1,0], cell4 [1,1], cell5 [1,2].
extension TableViewTests {
    final class Sections: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        var counts = [2, 3]

        override func viewDidLoad() {
            super.viewDidLoad()
            table.accessibilityIdentifier = "table"
            table.contentInsetAdjustmentBehavior = .never
            table.sectionHeaderHeight = 0
            table.sectionFooterHeight = 0
            table.register(LabelCell.self, forCellReuseIdentifier: "label")
            table.dataSource = self
            view.addSubview(table)
            table.pinToSuperviewEdges()
        }

        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "label", for: indexPath) as! LabelCell
            cell.title.text = ["One", "One\nTwo", "One\nTwo\nThree"][indexPath.row % 3]
            return cell
        }
    }

    private func path(_ s: Int, _ r: Int) -> IndexPath { IndexPath(row: r, section: s) }

    /// A section inserted at the top with one row (43.5): the old sections become 1 and 2,
    /// 43.5 lower, keeping their cells (which slide there by 0.4 s: `.none` animates only
    /// the rows that come); the content grows from 297.5 to 341.
    func testAnInsertedSectionMovesTheSectionsBelowIt() async throws {
        let vc = Sections()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.5) { script in
            script.at(0.1) {
                vc.counts = [1, 2, 3]
                vc.table.insertSections(IndexSet(integer: 0), with: .none)
            }
        }
        XCTAssertEqual(vc.table.numberOfSections, 3)
        XCTAssertEqual(vc.table.rectForRow(at: path(0, 0)), CGRect(x: 0, y: 0, width: 400, height: 43.5))
        XCTAssertEqual(vc.table.rectForRow(at: path(1, 0)).minY, 43.5)
        XCTAssertEqual(vc.table.rectForRow(at: path(2, 0)).minY, 150.5)
        XCTAssertEqual(vc.table.rectForRow(at: path(2, 2)), CGRect(x: 0, y: 257.5, width: 400, height: 83.5))
        XCTAssertEqual(vc.table.contentSize.height, 341)
        let last = try XCTUnwrap(r.frames.last)
        XCTAssertEqual(last.views["table.cell1"]?.indexPath, path(1, 0))
        XCTAssertEqual(last.views["table.cell1"]?.frame.minY, 43.5)
        XCTAssertEqual(last.views["table.cell5"]?.indexPath, path(2, 2))
    }

    /// Section 0 deleted with `.fade` at 0.1 s (20 fps): section 1's rows move up 107 pt on
    /// the rows' clock (half way at 0.25 s: cell3 at 53.5) while section 0's cells fade
    /// (alpha 0.5 half way) and are queued at the end.
    func testADeletedSectionFadesOutAndTheSectionsBelowSlideUp() async throws {
        let vc = Sections()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.counts = [3]
                vc.table.deleteSections(IndexSet(integer: 0), with: .fade)
            }
        }
        let middle = r.frames[5], end = r.frames[9]
        XCTAssertEqual(middle.views["table.cell3"]?.frame.minY ?? -1, 53.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell1"]?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(end.views["table.cell3"]?.frame.minY, 0)
        XCTAssertEqual(end.views["table.cell3"]?.indexPath, path(0, 0))
        XCTAssertEqual(end.views["table.cell5"]?.frame.minY, 107)
        XCTAssertEqual(end.views["table.cell1"]?.isHidden, true)
        XCTAssertEqual(end.views["table.cell2"]?.isHidden, true)
        XCTAssertEqual(vc.table.contentSize.height, 190.5)
    }

    /// Section 1 moved to 0: its rows and cells go to the top (cell3 107 → 0), section 0's
    /// below them (cell1 0 → 190.5, half way 95.25), all sliding on the rows' clock.
    func testAMovedSectionKeepsItsCellsAndSlides() async throws {
        let vc = Sections()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) {
                vc.counts = [3, 2]
                vc.table.moveSection(1, toSection: 0)
            }
        }
        let middle = r.frames[5], end = r.frames[9]
        XCTAssertEqual(middle.views["table.cell1"]?.frame.minY ?? -1, 95.25, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell3"]?.frame.minY ?? -1, 53.5, accuracy: 1e-6)
        XCTAssertEqual(end.views["table.cell3"]?.indexPath, path(0, 0))
        XCTAssertEqual(end.views["table.cell3"]?.frame.minY, 0)
        XCTAssertEqual(end.views["table.cell5"]?.indexPath, path(0, 2))
        XCTAssertEqual(end.views["table.cell5"]?.frame.minY, 107)
        XCTAssertEqual(end.views["table.cell1"]?.indexPath, path(1, 0))
        XCTAssertEqual(end.views["table.cell1"]?.frame.minY, 190.5)
        XCTAssertEqual(end.views["table.cell2"]?.indexPath, path(1, 1))
        XCTAssertEqual(end.views["table.cell2"]?.frame.minY, 234)
    }

    /// In one batch section 0 goes and a row comes at the top of the new section 0 (numbered
    /// after the update): old section 1's rows are rows 1…3, cell3 at 43.5 when the slide
    /// ends (0.4 s).
    func testABatchOfSectionAndRowUpdates() async throws {
        let vc = Sections()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.5) { script in
            script.at(0.1) {
                vc.counts = [4]
                vc.table.performBatchUpdates {
                    vc.table.deleteSections(IndexSet(integer: 0), with: .none)
                    vc.table.insertRows(at: [self.path(0, 0)], with: .none)
                }
            }
        }
        let last = try XCTUnwrap(r.frames.last)
        XCTAssertEqual(last.views["table.cell3"]?.indexPath, path(0, 1))
        XCTAssertEqual(last.views["table.cell3"]?.frame.minY, 43.5)
        XCTAssertEqual(vc.table.rectForRow(at: path(0, 0)).height, 43.5)
        XCTAssertEqual(vc.table.contentSize.height, 43.5 + 190.5)
    }

    /// A reloaded section takes the data source's new row count (a reload is a delete and
    /// an insert): section 1 from 3 rows to 1, no exception, content 107 + 43.5.
    func testAReloadedSectionTakesItsNewRowCount() async throws {
        let vc = Sections()
        _ = try plainSimulator().record(vc, fps: 10, duration: 0.2) { script in
            script.at(0.1) {
                vc.counts = [2, 1]
                vc.table.reloadSections(IndexSet(integer: 1), with: .none)
            }
        }
        XCTAssertEqual(vc.table.numberOfRows(inSection: 1), 1)
        XCTAssertEqual(vc.table.contentSize.height, 150.5)
    }

    /// UIKit's refusals, with its words: a section outside the table before or after the
    /// update, a section count that does not add up, a row count that does not (numbered in
    /// the sections after the update), a moved row its sections' counts do not follow.
    func testSectionUpdatesThatDoNotAddUpAreUIKitsExceptions() async throws {
        let cases: [([Int], (UITableView) -> Void, String)] = [
            ([2], { $0.deleteSections(IndexSet(integer: 2), with: .fade) },
             "attempt to delete section 2, but there are only 2 sections before the update"),
            ([2, 3, 1], { $0.insertSections(IndexSet(integer: 3), with: .fade) },
             "attempt to insert section 3 but there are only 3 sections after the update"),
            ([2, 3, 1], { $0.beginUpdates(); $0.endUpdates() },
             "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
                + "update (3) must be equal to the number of sections contained in the table view before the update (2), "
                + "plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."),
            ([1, 2, 4], { $0.insertSections(IndexSet(integer: 0), with: .fade) },
             "Invalid update: invalid number of rows in section 2. The number of rows contained in an existing section after "
                + "the update (4) must be equal to the number of rows contained in that section before the update (3), plus or "
                + "minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
                + "number of rows moved into or out of that section (0 moved in, 0 moved out)."),
            ([2, 3], { $0.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)) },
             "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after "
                + "the update (2) must be equal to the number of rows contained in that section before the update (2), plus or "
                + "minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
                + "number of rows moved into or out of that section (0 moved in, 1 moved out)."),
        ]
        for (counts, update, message) in cases {
            let vc = Sections()
            XCTAssertThrowsError(try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
                script.at(0.1) {
                    vc.counts = counts
                    update(vc.table)
                }
            }) { error in
                XCTAssertEqual(error as? UIKitError, .internalInconsistency(message))
            }
        }
    }
}

extension TableRowAnimationTests {
    /// Row 0 (43.5) moved to row 2 of the 30-row list at 0.1 s, recorded at 20 fps: it keeps
    /// its cell (table.cell1) and its height, and slides from 0 to 63.5 + 83.5 = 147 while
    /// rows 1 and 2 move up 43.5 (cell2 43.5 → 0, cell3 107 → 63.5); half way (0.25 s)
    /// 73.5, 21.75 and 85.25; the content stays 1553.5.
    func testAMovedRowKeepsItsCellAndSlides() async throws {
        let vc = TableViewTests.List()
        let r = try plainSimulator().record(vc, fps: 20, duration: 0.5) { script in
            script.at(0.1) { vc.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) }
        }
        let middle = r.frames[5], end = r.frames[8]
        XCTAssertEqual(middle.views["table.cell1"]?.frame.minY ?? -1, 73.5, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell2"]?.frame.minY ?? -1, 21.75, accuracy: 1e-6)
        XCTAssertEqual(middle.views["table.cell3"]?.frame.minY ?? -1, 85.25, accuracy: 1e-6)
        XCTAssertEqual(end.views["table.cell1"]?.frame.minY, 147)
        XCTAssertEqual(end.views["table.cell1"]?.indexPath, IndexPath(row: 2, section: 0))
        XCTAssertEqual(end.views["table.cell2"]?.indexPath, IndexPath(row: 0, section: 0))
        XCTAssertEqual(end.views["table.cell3"]?.frame.minY, 63.5)
        XCTAssertEqual(vc.table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 43.5)
        XCTAssertEqual(vc.table.contentSize.height, 1553.5)
    }
}
