import AnimRenderUIKit
import XCTest

/// Timelines/ examples of table views, written with the Swift API as an app writes them.
@MainActor
final class TableTwinTests: XCTestCase {
    final class NotesController: UIViewController, UITableViewDataSource {
        static let notes = [
            "Buy milk",
            "Call the garage about the brakes before Friday",
            "Book the train to Lyon for the conference, the early one if it still has seats left",
            "Water the plants",
            "Return the library books",
            "Write to Anna about the photos from the weekend and ask for her new address",
            "Pay the electricity bill",
            "Pick up the parcel from the post office on the way home; it closes at six on weekdays",
            "Renew the passport",
            "Fix the bike's back light",
            "Plan the garden: tomatoes, beans and the herbs by the kitchen door, once the frost is over",
            "Send the invoice",
            "Clean the windows",
            "Read the chapter for book club",
            "Take the coats to the cleaner's",
            "Ask about the dentist's new opening hours",
            "Order a birthday present for Tom and wrap it before Sunday lunch at his parents' house",
            "Back up the laptop",
            "Change the smoke alarm's battery",
            "Sort the recycling",
        ]
        var notes: [String]
        let list: UITableView

        /// The timeline's `note` rows with these texts, in a table of this style.
        init(_ notes: [String] = NotesController.notes, style: UITableView.Style = .insetGrouped) {
            self.notes = notes
            list = UITableView(frame: .zero, style: style)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            list.contentInsetAdjustmentBehavior = .never
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
            // The timeline's `note` prototype: one wrapping label, 16 pt in from the content
            // view's sides and 11 pt from its top and bottom.
            list.register(TableViewTests.LabelCell.self, forCellReuseIdentifier: "note")
            list.dataSource = self
            NSLayoutConstraint.activate([
                list.topAnchor.constraint(equalTo: view.topAnchor),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ].namedAsTimeline())
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! TableViewTests.LabelCell
            cell.title.text = notes[indexPath.row]
            return cell
        }
    }

    /// Two tables of the same sections, each with header and footer titles given
    /// by the data source (Timelines/table-section-titles.json).
    final class TitlesController: UIViewController, UITableViewDataSource {
        static let sections: [(header: String?, footer: String?, rows: [String])] = [
            ("Fruit", "Picked this morning", ["Apples", "Pears", "Plums"]),
            ("Vegetables", nil, ["Beans", "Leeks", "Carrots", "Kale"]),
            ("Herbs", "From the window box", ["Basil", "Mint", "Parsley", "Thyme", "Chives"]),
        ]
        let grouped = UITableView(frame: .zero, style: .insetGrouped)
        let plain = UITableView(frame: .zero, style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            for list in [grouped, plain] {
                list.contentInsetAdjustmentBehavior = .never
                list.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(list)
                list.register(TableViewTests.LabelCell.self, forCellReuseIdentifier: "note")
                list.dataSource = self
            }
            NSLayoutConstraint.activate([
                grouped.topAnchor.constraint(equalTo: view.topAnchor),
                grouped.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                grouped.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                grouped.heightAnchor.constraint(equalToConstant: 340),
                plain.topAnchor.constraint(equalTo: grouped.bottomAnchor),
                plain.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                plain.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                plain.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ].namedAsTimeline())
        }

        func numberOfSections(in tableView: UITableView) -> Int { Self.sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.sections[section].rows.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.sections[section].header }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { Self.sections[section].footer }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! TableViewTests.LabelCell
            cell.title.text = Self.sections[indexPath.section].rows[indexPath.row]
            return cell
        }
    }

    /// Timelines/table-section-titles.json.
    func testTableSectionTitles() async throws {
        let vc = TitlesController()
        let recording = try Simulator(size: CGSize(width: 375, height: 640)).record(vc, fps: 10) { script in
            script.at(0.3) { vc.plain.setContentOffset(CGPoint(x: 0, y: 120), animated: true) }
            script.at(1.0) { vc.plain.setContentOffset(CGPoint(x: 0, y: 420), animated: true) }
        }
        // By hand (docs/tables.md, "Numbers"): one-line rows 43.5 apart (43 of content and the
        // 0.5 pt separator at 2x). Inset-grouped, 375 wide: 16 pt margins, so headers are 343
        // wide at x 16 and their labels 311 at 16 in; a titled header or footer is 38, its
        // 13 pt caption's 16 pt line 6 above the group (38 − 6 − 16 = 16 from the top), a
        // footer's 6 below it; section 1's untitled footer is the 18 pt gap.
        func frame(_ t: Double, _ name: String) throws -> CGRect {
            try XCTUnwrap(recording.frames.first { abs($0.time - t) < 1e-9 }?.views.first { $0.key.name == name }?.value.frame, "\(name) at \(t)")
        }
        XCTAssertEqual(try frame(0, "grouped.header1"), CGRect(x: 16, y: 0, width: 343, height: 38))
        XCTAssertEqual(try frame(0, "grouped.header1.textLabel"), CGRect(x: 16, y: 16, width: 311, height: 16))
        XCTAssertEqual(try frame(0, "grouped.cell1").minY, 38)
        XCTAssertEqual(try frame(0, "grouped.footer2"), CGRect(x: 16, y: 38 + 3 * 43.5, width: 343, height: 38))
        XCTAssertEqual(try frame(0, "grouped.footer2.textLabel").minY, 6)
        XCTAssertEqual(try frame(0, "grouped.header3").minY, 38 + 3 * 43.5 + 38)
        XCTAssertEqual(try frame(0, "grouped.cell4").minY, 38 + 3 * 43.5 + 38 + 38)
        // Plain: 22 pt of padding above each titled header, headers and footers 28 with the
        // label across the band less 16 at each side; sections 208.5 (22 + 28 + 130.5 + 28),
        // 224 (22 + 28 + 174) and 295.5 (22 + 28 + 217.5 + 28) tall.
        XCTAssertEqual(try frame(0, "plain.header1"), CGRect(x: 0, y: 22, width: 375, height: 28))
        XCTAssertEqual(try frame(0, "plain.header1.textLabel"), CGRect(x: 16, y: 0, width: 343, height: 28))
        XCTAssertEqual(try frame(0, "plain.footer2").minY, 50 + 130.5)
        XCTAssertEqual(try frame(0, "plain.header3").minY, 208.5 + 22)
        // Scrolled to 120: section 0's header floats at the top of the bounds.
        XCTAssertEqual(try frame(0.8, "plain.header1").minY, 120)
        // Scrolled to 420 (bounds 420–720): section 0 left, its header and footer views were
        // queued and came back, last in first out, as section 2's header (footer2, at
        // 432.5 + 22) and footer (header1, floating at the bounds' bottom, 720 − 28); section
        // 1's header is pushed up by its section's end (432.5 − 28). No other title view was made.
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views["plain.footer2"]?.frame.minY, 454.5)
        XCTAssertEqual(last.views["plain.header1"]?.frame.minY, 692)
        XCTAssertEqual(last.views["plain.header3"]?.frame.minY, 404.5)
        XCTAssertNil(last.views["plain.header4"])
        XCTAssertNil(last.views["plain.footer4"])
        XCTAssertEqual(vc.plain.headerView(forSection: 2)?.textLabel?.text, "Herbs")
        XCTAssertEqual(vc.grouped.headerView(forSection: 0)?.textLabel?.text, "FRUIT")
        try assertTwin("table-section-titles", recording, overlays: [])
        XCTAssertEqual(recording.trace, try TimelineTwin.commandLineTrace("table-section-titles"))
    }

    /// Cells of UIKit's default style showing their `textLabel`, as an app's settings list
    /// (Timelines/table-default-cells.json).
    final class SettingsController: UIViewController, UITableViewDataSource {
        /// A registered cell with a disclosure indicator (the timeline's `more` prototype).
        final class DisclosureCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                accessoryType = .disclosureIndicator
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        var sections: [(header: String, footer: String?, rows: [(cell: String, text: String)])] = [
            ("Connections", nil, [("more", "Wi-Fi"), ("more", "Bluetooth"), ("plain", "Airplane mode")]),
            ("About", "Rows of UIKit's default style grow with their text.",
             [("plain", "Name"), ("plain", "Software version"),
              ("plain", "A longer note that wraps onto a second line, as the label has any number of lines")]),
        ]
        let settings = UITableView(frame: .zero, style: .insetGrouped)

        override func viewDidLoad() {
            super.viewDidLoad()
            settings.contentInsetAdjustmentBehavior = .never
            view.addPinnedAsTimeline(settings)
            settings.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
            settings.register(DisclosureCell.self, forCellReuseIdentifier: "more")
            settings.dataSource = self
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = sections[indexPath.section].rows[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: row.cell, for: indexPath)
            cell.textLabel?.text = row.text
            return cell
        }
    }

    /// Timelines/table-default-cells.json.
    func testTableDefaultCells() async throws {
        let vc = SettingsController()
        let recording = try Simulator(size: CGSize(width: 375, height: 520)).record(vc, fps: 10) { script in
            script.at(0.5) {
                vc.sections[0].rows[2].text = "Airplane mode is on: calls and messages wait until it is turned off"
                vc.settings.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            }
        }
        // By hand: the textLabel (17 pt, a 21 pt line) with 11 above and below is 43 of content,
        // 43.5 with the separator at 2x, and UIKit's own styles are at least 44: a 44 pt row
        // whose content view is 43.5, the label stretched to 43.5 − 22 = 21.5 at 16 in. Rows
        // are 343 wide (inset-grouped at 375); a disclosure indicator takes 38 from the content
        // view: 305, its label 305 − 32 = 273. Two lines: 41 + 22 + 0.5 = 63.5.
        let first = recording.frames[0], last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(first.views["settings.cell1"]?.frame, CGRect(x: 16, y: 38, width: 343, height: 44))
        XCTAssertEqual(first.views["settings.cell1.contentView"]?.frame, CGRect(x: 0, y: 0, width: 305, height: 43.5))
        XCTAssertEqual(first.views["settings.cell1.textLabel"]?.frame, CGRect(x: 16, y: 11, width: 273, height: 21.5))
        XCTAssertEqual(first.views["settings.cell3.textLabel"]?.frame, CGRect(x: 16, y: 11, width: 311, height: 21.5))
        XCTAssertEqual(first.views["settings.cell3"]?.frame.minY, 38 + 2 * 44)
        // Section 1: after the untitled footer's 18 and its titled header's 38.
        XCTAssertEqual(first.views["settings.cell4"]?.frame.minY, 38 + 3 * 44 + 18 + 38)
        XCTAssertEqual(first.views["settings.cell6"]?.frame.height, 63.5)
        XCTAssertEqual(first.views["settings.cell6.textLabel"]?.frame.height, 41)
        // Reloaded with two lines: a new cell at the row, 63.5 tall; the rows below 19.5 lower.
        XCTAssertEqual(last.views["settings.cell7"]?.frame, CGRect(x: 16, y: 126, width: 343, height: 63.5))
        XCTAssertEqual(last.views["settings.cell7"]?.indexPath, IndexPath(row: 2, section: 0))
        XCTAssertEqual(last.views["settings.cell4"]?.frame.minY, 226 + 19.5)
        XCTAssertEqual(vc.settings.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text,
                       "Airplane mode is on: calls and messages wait until it is turned off")
        try assertTwin("table-default-cells", recording, overlays: [])
        XCTAssertEqual(recording.trace, try TimelineTwin.commandLineTrace("table-default-cells"))
    }

    /// Timelines/table-row-moves.json: rows moved, alone and in a batch.
    func testTableRowMoves() async throws {
        let vc = NotesController(["Buy milk", "Water the plants", "Return the library books", "Pay the electricity bill",
                                  "Renew the passport", "Send the invoice"], style: .plain)
        let recording = try Simulator(size: CGSize(width: 375, height: 420)).record(vc, fps: 10) { script in
            script.at(0.5) {
                vc.notes.insert(vc.notes.remove(at: 0), at: 3)
                vc.list.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
            }
            script.at(1.2) {
                // UIKit's order: the moved rows leave their old places, then go in at their new ones.
                let last = vc.notes.remove(at: 5), second = vc.notes.remove(at: 1)
                vc.notes.insert(last, at: 0)
                vc.notes.insert(second, at: 5)
                vc.list.performBatchUpdates {
                    vc.list.moveRow(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
                    vc.list.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 5, section: 0))
                }
            }
        }
        // By hand: one-line rows 43.5 apart; a move slides on UIKit's row clock (0.3 s, ease in
        // and out, at a third of it 0.231775 of the way). 0.5 s: row 0 (cell1) goes to row 3,
        // 0 -> 130.5, the rows it passes up one (cell2 43.5 -> 0).
        let p = 0.231775
        func y(_ t: Double, _ name: String) throws -> Double {
            Double(try XCTUnwrap(recording.frames.first { abs($0.time - t) < 1e-9 }?.views.first { $0.key.name == name }?.value.frame.minY, "\(name) at \(t)"))
        }
        XCTAssertEqual(try y(0.6, "list.cell1"), p * 130.5, accuracy: 1e-3)
        XCTAssertEqual(try y(0.6, "list.cell2"), 43.5 - p * 43.5, accuracy: 1e-3)
        XCTAssertEqual(try y(0.8, "list.cell1"), 130.5)
        XCTAssertEqual(try y(0.8, "list.cell2"), 0)
        // 1.2 s, one batch: row 5 (cell6) to the top, 217.5 -> 0; row 1 (cell3) to the end, 43.5 -> 217.5.
        XCTAssertEqual(try y(1.3, "list.cell6"), 217.5 * (1 - p), accuracy: 1e-3)
        XCTAssertEqual(try y(1.3, "list.cell3"), 43.5 + p * 174, accuracy: 1e-3)
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views["list.cell6"]?.indexPath, IndexPath(row: 0, section: 0))
        XCTAssertEqual(last.views["list.cell3"]?.frame.minY, 217.5)
        XCTAssertEqual(last.views["list.cell2"]?.frame.minY, 43.5)
        XCTAssertNil(last.views["list.cell7"], "a move makes no cell")
        try assertTwin("table-row-moves", recording, overlays: [])
        XCTAssertEqual(recording.trace, try TimelineTwin.commandLineTrace("table-row-moves"))
    }

    /// Timelines/table-self-sizing.json.
    func testTableSelfSizing() async throws {
        let vc = NotesController()
        let recording = try Simulator(size: CGSize(width: 375, height: 600)).record(vc, fps: 10) { script in
            script.at(0.3) { vc.list.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
        }
        // By hand: an inset-grouped table 375 wide keeps 16 pt at each side (≤ 414 wide), so
        // rows are 343 wide at x 16 and their labels 343 − 2 × 16 = 311; the untitled
        // section's header is 18 (grouped), so row 0 starts at 18. A row is its content view
        // — its label's lines (ceil(n × 20.287): 21, 41, 61) and 11 above and below: 43, 63 or
        // 83 — and the separator under it, one pixel (0.5 pt at the bare size's scale 2):
        // 43.5, 63.5 or 83.5. "Buy milk" is one line. The 600 pt bounds meet rows from 18 on; every row not yet measured counts
        // at UIKit's estimate, 44, and the section's footer is 18: with rows 0…k measured,
        // contentSize is 18 + their heights + 44 for each row below + 18.
        let first = recording.frames[0], last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(first.views["list.cell1"]?.frame, CGRect(x: 16, y: 18, width: 343, height: 43.5))
        XCTAssertEqual(first.views["list.cell1.contentView"]?.frame, CGRect(x: 0, y: 0, width: 343, height: 43))
        XCTAssertEqual(first.views["list.cell1.title"]?.frame, CGRect(x: 16, y: 11, width: 311, height: 21))
        let shown = first.views.filter { $0.key.name.hasPrefix("list.cell") && !$0.key.name.dropFirst(9).contains(".") }.values.map(\.frame)
        XCTAssertTrue(shown.allSatisfy { [43.5, 63.5, 83.5].contains($0.height) && $0.minX == 16 && $0.width == 343 })
        let bottom = try XCTUnwrap(shown.map(\.maxY).max())
        XCTAssertGreaterThanOrEqual(bottom, 600, "the last row realised reaches the bounds' bottom")
        XCTAssertLessThan(bottom - (shown.first { $0.maxY == bottom }?.height ?? 0), 600, "and starts inside them")
        // Scrolled to 300 (bounds 300–900): cells of rows above 300 were queued and reused
        // for the rows coming in, so fewer cells were made than rows were shown.
        XCTAssertEqual(last.views["list"]?.bounds.minY, 300)
        let measured = (0..<NotesController.notes.count).map { vc.list.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        let k = try XCTUnwrap(measured.lastIndex { $0 != 44 })
        XCTAssertEqual(vc.list.contentSize.height, 18 + measured[...k].reduce(0, +) + CGFloat(measured.count - k - 1) * 44 + 18)
        let lastShown = last.views.filter { $0.key.name.hasPrefix("list.cell") && !$0.key.name.dropFirst(9).contains(".") && !$0.value.isHidden }
        XCTAssertTrue(lastShown.values.allSatisfy { $0.frame.maxY > 300 && $0.frame.minY < 900 })
        let rowsShown = Set(recording.frames.flatMap { $0.views.values.compactMap(\.indexPath) })
        let cellsMade = last.views.keys.filter { $0.name.hasPrefix("list.cell") && !$0.name.dropFirst(9).contains(".") }.count
        XCTAssertLessThan(cellsMade, rowsShown.count)
        XCTAssertEqual(vc.list.visibleCells.count, lastShown.count)
        try assertTwin("table-self-sizing", recording, overlays: [])
    }

    /// Timelines/table-row-updates.json: rows inserted, deleted and reloaded, animated.
    func testTableRowUpdates() async throws {
        let (vc, recording) = try recordRowUpdates(.fade, .left, .right)
        // By hand: a plain table 375 wide at 2x, one-line rows 21 + 2 × 11 = 43 of content and
        // the 0.5 pt separator: 43.5 apart. The inserted row wraps to two lines at 343 pt
        // (ceil(2 × 20.287) = 41): 41 + 22 + 0.5 = 63.5. UIKit's row animation here: 0.3 s,
        // ease in and out, Core Animation's (0.42, 0, 0.58, 1): at a third of it x(s) = 1/3 at
        // s = 0.31238, y(s) = 0.231775; at two thirds 1 − 0.231775 (the curve is symmetric).
        let p = 0.231775
        func view(_ t: Double, _ name: String) throws -> RecordedView {
            try XCTUnwrap(recording.frames.first { abs($0.time - t) < 1e-9 }?.views.first { $0.key.name == name }?.value, "\(name) at \(t)")
        }
        func assertFrame(_ v: RecordedView, _ x: Double, _ y: Double, _ h: Double, line: UInt = #line) {
            XCTAssertEqual(v.frame.minX, x, accuracy: 1e-3, line: line)
            XCTAssertEqual(v.frame.minY, y, accuracy: 1e-3, line: line)
            XCTAssertEqual(v.frame.width, 375, line: line)
            XCTAssertEqual(v.frame.height, h, line: line)
        }
        // 0.5 s, .fade: the new row's cell (the seventh made) joins at its place, transparent;
        // the rows below start where they were and slide down 63.5.
        assertFrame(try view(0.5, "list.cell7"), 0, 43.5, 63.5)
        XCTAssertEqual(try view(0.5, "list.cell7").alpha, 0)
        XCTAssertEqual(try view(0.5, "list.cell7").indexPath, IndexPath(row: 1, section: 0))
        XCTAssertEqual(try view(0.5, "list.cell2").indexPath, IndexPath(row: 2, section: 0))
        assertFrame(try view(0.5, "list.cell2"), 0, 43.5, 43.5)
        XCTAssertEqual(try view(0.6, "list.cell7").alpha, p, accuracy: 1e-5)
        assertFrame(try view(0.6, "list.cell2"), 0, 43.5 + p * 63.5, 43.5)
        XCTAssertEqual(try view(0.7, "list.cell7").alpha, 1 - p, accuracy: 1e-5)
        assertFrame(try view(0.8, "list.cell2"), 0, 107, 43.5)
        XCTAssertEqual(try view(0.8, "list.cell7").alpha, 1)
        // 1.2 s, .left: row 3 ("Return the library books", cell3 at 150.5) goes a table's width
        // to the left and shows no row; the rows below slide up 43.5; its cell is queued
        // (hidden) when the animation ends.
        XCTAssertNil(try view(1.2, "list.cell3").indexPath)
        assertFrame(try view(1.3, "list.cell3"), -p * 375, 150.5, 43.5)
        assertFrame(try view(1.3, "list.cell4"), 0, 194 - p * 43.5, 43.5)
        XCTAssertFalse(try view(1.4, "list.cell3").isHidden)
        XCTAssertTrue(try view(1.5, "list.cell3").isHidden)
        assertFrame(try view(1.5, "list.cell4"), 0, 150.5, 43.5)
        // 1.9 s, .right: row 0's old cell goes out to the right while the queued cell3 shows
        // the new text and comes in from the right; the old one is queued at 2.2.
        assertFrame(try view(2.0, "list.cell1"), p * 375, 0, 43.5)
        assertFrame(try view(2.0, "list.cell3"), 375 - p * 375, 0, 43.5)
        XCTAssertEqual(try view(2.0, "list.cell3").indexPath, IndexPath(row: 0, section: 0))
        XCTAssertNil(try view(2.0, "list.cell1").indexPath)
        XCTAssertTrue(try view(2.2, "list.cell1").isHidden)
        assertFrame(try view(2.2, "list.cell3"), 0, 0, 43.5)
        XCTAssertEqual(vc.list.visibleCells.count, 6)
        try assertTwin("table-row-updates", recording, overlays: [])
    }

    /// Timelines/table-row-updates.json with every row animation `none`, written by the
    /// test, against the same updates in Swift with `.none`: the rows that come and go do
    /// so at once and the others slide, alike in both (frames.json byte-identical). At 0.5 s
    /// the new row's cell (`list.cell7`) is opaque at its place, and a third of the way
    /// (0.6 s) the row below it has slid p × 63.5.
    func testTableRowUpdatesWithoutAnimation() async throws {
        let original = try String(contentsOf: TimelineTwin.timelines.appendingPathComponent("table-row-updates.json"), encoding: .utf8)
        var text = original
        for style in ["fade", "left", "right"] { text = text.replacingOccurrences(of: "\"animation\": \"\(style)\"", with: "\"animation\": \"none\"") }
        XCTAssertEqual(text.components(separatedBy: "\"animation\": \"none\"").count, 4)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-table-row-updates-none.json")
        try Data(text.utf8).write(to: path)
        let (_, recording) = try recordRowUpdates(.none, .none, .none)
        let p = 0.231775
        func view(_ t: Double, _ name: String) throws -> RecordedView {
            try XCTUnwrap(recording.frames.first { abs($0.time - t) < 1e-9 }?.views.first { $0.key.name == name }?.value, "\(name) at \(t)")
        }
        XCTAssertEqual(try view(0.5, "list.cell7").alpha, 1)
        XCTAssertEqual(try view(0.5, "list.cell7").frame.minY, 43.5)
        XCTAssertEqual(try view(0.6, "list.cell2").frame.minY, 43.5 + p * 63.5, accuracy: 1e-3)
        try assertTwin("table-row-updates-none", timeline: path.path, recording, options: RecordingOutputOptions(overlays: []))
    }

    /// Timelines/table-row-updates.json's updates in Swift, with these row animations: a
    /// two-line row inserted as row 1 at 0.5 s, row 3 deleted at 1.2 s, row 0 reloaded at 1.9 s.
    private func recordRowUpdates(_ insert: UITableView.RowAnimation, _ delete: UITableView.RowAnimation,
                                  _ reload: UITableView.RowAnimation) throws -> (NotesController, Recording) {
        let vc = NotesController(["Buy milk", "Water the plants", "Return the library books", "Pay the electricity bill",
                                  "Renew the passport", "Send the invoice"], style: .plain)
        let recording = try Simulator(size: CGSize(width: 375, height: 420)).record(vc, fps: 10) { script in
            script.at(0.5) {
                vc.notes.insert("Call the garage about the brakes before Friday, and ask about the winter tyres", at: 1)
                vc.list.insertRows(at: [IndexPath(row: 1, section: 0)], with: insert)
            }
            script.at(1.2) {
                vc.notes.remove(at: 3)
                vc.list.deleteRows(at: [IndexPath(row: 3, section: 0)], with: delete)
            }
            script.at(1.9) {
                vc.notes[0] = "Buy milk and bread"
                vc.list.reloadRows(at: [IndexPath(row: 0, section: 0)], with: reload)
            }
        }
        return (vc, recording)
    }
}
