import AnimRenderUIKit
import XCTest

/// Timelines/table-encapsulated-height.json, written as an app writes it: UIKit's
/// 'UIView-Encapsulated-Layout-Height' conflict of a fixed row height, and its fix.
@MainActor
final class EncapsulatedHeightTwinTests: XCTestCase {
    /// A settings row: a 22 pt icon pinned 11 pt from the content view's top and bottom, and
    /// a title beside it. `relaxed` sets the icon's bottom constraint at priority 999 (the
    /// timeline's `relaxed` prototype), else it is required (`required`).
    class IconCell: UITableViewCell {
        let icon = UIView()
        let title = UILabel()
        var bottomPriority: UILayoutPriority { .required }

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            icon.backgroundColor = UIColor(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255, alpha: 1)
            icon.layer.cornerRadius = 5
            icon.translatesAutoresizingMaskIntoConstraints = false
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(icon)
            contentView.addSubview(title)
            // Made in the timeline prototype's order (frames.json lists constraints as made).
            let constraints = [
                icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                icon.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                icon.widthAnchor.constraint(equalToConstant: 22),
                icon.heightAnchor.constraint(equalToConstant: 22),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            ]
            constraints[2].priority = bottomPriority
            NSLayoutConstraint.activate(constraints)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class RelaxedCell: IconCell {
        override var bottomPriority: UILayoutPriority { UILayoutPriority(999) }
    }

    final class ListController: UIViewController, UITableViewDataSource {
        let sections: [(header: String, footer: String?, cell: String)] = [
            ("Bottom required", nil, "required"),
            ("Bottom at 999", "Same cells, bottom at 999: nothing logged.", "relaxed"),
        ]
        let names = ["Battery", "Privacy", "Storage"]
        let list = UITableView(frame: .zero, style: .insetGrouped)

        override func viewDidLoad() {
            super.viewDidLoad()
            list.contentInsetAdjustmentBehavior = .never
            list.rowHeight = 44
            view.addPinnedAsTimeline(list)
            list.register(IconCell.self, forCellReuseIdentifier: "required")
            list.register(RelaxedCell.self, forCellReuseIdentifier: "relaxed")
            list.dataSource = self
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: sections[indexPath.section].cell, for: indexPath) as! IconCell
            cell.title.text = names[indexPath.row]
            return cell
        }
    }

    /// By hand: an inset-grouped table 375 wide (rows 343 wide at x 16), rowHeight 44, so a
    /// content view of 43.5 at 2x (the half-point separator below it): UIKit's
    /// `UIView-Encapsulated-Layout-Height` says `contentView.height == 43.5`, while the cell
    /// asks 11 + 22 + 11 = 44 as required. Each of the first section's three cells logs the
    /// conflict, naming those four constraints, and one of the app's gives way (here the
    /// icon's height: 21.5); the second section's cells let the bottom at 999 give way (the
    /// icon keeps 22, 10.5 above the bottom) and log nothing. Rows: header 38, three of 44
    /// (38, 82, 126), the untitled footer's 18 and the next header's 38: section 1 at 226.
    func testTableEncapsulatedHeight() async throws {
        let vc = ListController()
        let recording = try Simulator(size: CGSize(width: 375, height: 430)).record(vc, fps: 10, duration: 0.3) { _ in }
        let first = recording.frames[0]
        XCTAssertEqual(first.views["list.cell1"]?.frame, CGRect(x: 16, y: 38, width: 343, height: 44))
        XCTAssertEqual(first.views["list.cell1.contentView"]?.frame, CGRect(x: 0, y: 0, width: 343, height: 43.5))
        XCTAssertEqual(first.views["list.cell1.icon"]?.frame, CGRect(x: 16, y: 11, width: 22, height: 21.5))
        XCTAssertEqual(first.views["list.cell4"]?.frame, CGRect(x: 16, y: 226, width: 343, height: 44))
        XCTAssertEqual(first.views["list.cell4.icon"]?.frame, CGRect(x: 16, y: 11, width: 22, height: 22))
        let console = recording.trace.joined(separator: "\n")
        XCTAssertEqual(console.components(separatedBy: "Unable to simultaneously satisfy constraints.").count - 1, 3)
        for cell in ["list.cell1", "list.cell2", "list.cell3"] {
            XCTAssertTrue(console.contains("'UIView-Encapsulated-Layout-Height' \(cell).contentView.height == 43.5   (active)>\","), cell)
            XCTAssertTrue(console.contains("\(cell).icon.bottom == \(cell).contentView.bottom - 11   (active)>\","), cell)
        }
        XCTAssertFalse(console.contains("list.cell4.contentView.height"), "the relaxed cells log nothing")
        try assertTwin("table-encapsulated-height", recording, overlays: [])
        // The trace too, but for where the broken constraint was written: the command line
        // names its place in the timeline, the Swift API the file that made it.
        func withoutSource(_ lines: [String]) -> [String] {
            lines.map { $0.replacingOccurrences(of: #" \([^()]*\): it stays active"#, with: " (source): it stays active", options: .regularExpression) }
        }
        let swiftTrace = withoutSource(recording.trace), cliTrace = withoutSource(try TimelineTwin.commandLineTrace("table-encapsulated-height"))
        XCTAssertEqual(swiftTrace.filter { $0.contains("(source): it stays active") }.count, 3)
        XCTAssertEqual(swiftTrace, cliTrace)
    }
}
