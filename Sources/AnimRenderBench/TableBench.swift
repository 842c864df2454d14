import AnimRenderUIKit
import Foundation

/// A UITableView of 200 self-sizing rows (issue 23 item 7), no recorder, 393 × 852:
/// - `first`: the first `layoutIfNeeded()` of the controller's view — the table asks its
///   data source, measures and realises the rows in its bounds (the rest are estimated);
/// - `scroll`: 60 frames of scrolling, 40 pt down each (`contentOffset` set, then
///   `layoutIfNeeded()`): rows leave, cells are reused, new rows are measured.
/// Rows are 1 to 3 lines of 17 pt text in a label pinned 11 pt from the content view's
/// edges. Medians of the samples (thread CPU time), best beside them.
///
/// usage: animrender-bench table [first|scroll [N]] — one case alone, repeated (for a profiler)
@MainActor
func runTableBench(_ args: [String]) {
    runScrollingListBench(args, header: "table\trows=200", make: TableBenchScreen.init, scrollView: \.table,
                          afterFirst: { ["visible=\($0.table.visibleCells.count)"] },
                          afterScroll: { ["cells_made=\($0.cellsMade)", "contentHeight=\($0.table.contentSize.height)"] })
}

/// The benchmark's screen: a full-size table of 200 rows of one to three lines.
@MainActor
final class TableBenchScreen: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)
    var cellsMade = 0

    final class Cell: UITableViewCell {
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

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(Cell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! Cell
        if cell.title.text == nil { cellsMade += 1 }
        cell.title.text = ["Wi-Fi", "Personal Hotspot\nOff", "Notifications\nBanners, Sounds, Badges\nand more"][indexPath.row % 3]
        return cell
    }
}
