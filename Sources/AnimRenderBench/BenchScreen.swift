import AnimRenderUIKit

/// The Swift API benchmarks' screen, written with UIKit's API as an app writes it. 50 views:
/// root, header, footer, and 12 rows of (row, label, icon, badge) = 3 + 48 - 1.
final class BenchScreen: UIViewController {
    let header = UIView(), footer = UIView()
    var headerHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [header, footer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        headerHeight = header.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeight,
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 49),
        ])
        var above = header.bottomAnchor
        for i in 0..<12 {
            let row = UIView(), label = UILabel(), icon = UIView(), badge = UIView()
            row.accessibilityIdentifier = "row\(i)"
            label.text = "Row \(i)"
            for v in [row, label, icon, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(row)
            for v in [icon, label, badge] { row.addSubview(v) }
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: above),
                row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 28),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                badge.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                badge.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            above = row.bottomAnchor
        }
    }
}
