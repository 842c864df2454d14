import AnimRenderUIKit

/// A row of four tiles that its `layoutSubviews` puts in two rows of two when a tile is
/// narrower than `twoRowsBelow`, and back in one row when a tile is `oneRowFrom` wide or
/// wider (the timelines' `rules`, in their order).
final class TileRow: UIView {
    let a = UILabel(), b = UILabel(), c = UILabel(), d = UILabel()
    var oneRow: [NSLayoutConstraint] = [], twoRows: [NSLayoutConstraint] = []
    let twoRowsBelow: CGFloat, oneRowFrom: CGFloat

    init(twoRowsBelow: CGFloat, oneRowFrom: CGFloat) {
        self.twoRowsBelow = twoRowsBelow
        self.oneRowFrom = oneRowFrom
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("no nibs") }

    override func layoutSubviews() {
        super.layoutSubviews()
        if a.frame.width < twoRowsBelow {
            switchTo(twoRows, from: oneRow)
        } else if a.frame.width >= oneRowFrom {
            switchTo(oneRow, from: twoRows)
        }
    }

    /// Deactivates first, as Apple advises; a change here makes UIKit lay the row out again.
    private func switchTo(_ on: [NSLayoutConstraint], from off: [NSLayoutConstraint]) {
        guard off.contains(where: \.isActive) || !on.allSatisfy(\.isActive) else { return }
        NSLayoutConstraint.deactivate(off)
        NSLayoutConstraint.activate(on)
    }
}

/// The screen of one-row-two-rows and layout-feedback-loop: a `TileRow` below the safe
/// area's top and a content view filling the rest. The two timelines differ only in the
/// row's thresholds; the constraints are made in the timelines' order, the two-row set
/// inactive until the row switches to it.
final class TileRowController: UIViewController {
    let row: TileRow, content = UIView()

    init(twoRowsBelow: CGFloat, oneRowFrom: CGFloat) {
        row = TileRow(twoRowsBelow: twoRowsBelow, oneRowFrom: oneRowFrom)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no nibs") }

    override func viewDidLoad() {
        super.viewDidLoad()
        row.accessibilityIdentifier = "row"
        row.backgroundColor = hex(0xEEEEEE)
        row.layer.cornerRadius = 12
        content.accessibilityIdentifier = "content"
        content.backgroundColor = hex(0xF8E71C)
        content.layer.cornerRadius = 12
        view.addSubview(row)
        let (a, b, c, d) = (row.a, row.b, row.c, row.d)
        for (tile, name, colour) in [(a, "A", 0x4A90E2), (b, "B", 0x7ED321), (c, "C", 0xF5A623), (d, "D", 0xBD10E0)]
            as [(UILabel, String, UInt32)] {
            tile.accessibilityIdentifier = name.lowercased()
            tile.text = name
            tile.font = .systemFont(ofSize: 24, weight: .bold)
            tile.textColor = hex(0xFFFFFF)
            tile.backgroundColor = hex(colour)
            tile.layer.cornerRadius = 8
            tile.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(tile)
        }
        view.addSubview(content)
        for v in [row, content] { v.translatesAutoresizingMaskIntoConstraints = false }

        let safe = view.safeAreaLayoutGuide
        var active = [row.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                      row.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
                      row.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)].namedAsTimelineEntry(0)
        active += [
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
            d.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            d.leadingAnchor.constraint(equalTo: c.trailingAnchor, constant: 8),
            d.topAnchor.constraint(equalTo: c.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            c.widthAnchor.constraint(equalTo: a.widthAnchor),
            d.widthAnchor.constraint(equalTo: a.widthAnchor),
        ].namedAsTimeline(from: 1)
        for (i, tile) in [a, b, c, d].enumerated() {
            active += NSLayoutConstraint.constraints(withVisualFormat: "V:[t(60)]", metrics: nil, views: ["t": tile])
                .namedAsTimelineEntry(11 + i)
        }
        func named(_ c: NSLayoutConstraint, _ id: String) -> NSLayoutConstraint {
            c.identifier = id
            return c
        }
        row.oneRow = [named(c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8), "oneRowBetween"),
                      named(c.topAnchor.constraint(equalTo: a.topAnchor), "oneRowTop"),
                      named(row.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: 8), "oneRowBottom")]
        row.twoRows = [named(b.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8), "twoRowsTrailing"),
                       named(c.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8), "twoRowsLeading"),
                       named(c.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8), "twoRowsTop"),
                       named(row.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: 8), "twoRowsBottom")]
        active += row.oneRow
        active += [content.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                   content.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
                   content.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)].namedAsTimelineEntry(22)
        active += [content.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 16)].namedAsTimeline(from: 23)
        NSLayoutConstraint.activate(active)
    }
}
