import Geometry
import Layout
import Playback

/// A timeline table's section headers and footers: the title views of the sections'
/// `headerTitle` and `footerTitle`, made, named, placed, queued and reused step for step as
/// the Swift `UITableView` does with its default title views (`UITableView+sections.swift`),
/// so that a timeline and its Swift twin write the same frames.json: a title view is
/// obtained when its header is measured (or, at a fixed height, placed), named after the
/// table in the order named (`list.header1`, `list.footer2`; a reused view keeps its name),
/// joins the table in front of the cells (its views, then its label's constraints) and
/// goes to the table's queue of title views, hidden, when its section leaves the bounds.
extension TableDriver {
    /// The title view for a header or footer: one from the queue, else a new one, showing
    /// the section's title in the style's look; nil when the section has no such title.
    func obtainTitleView(_ kind: TableGeometry.Supplement, _ section: Int, style: TableStyle, _ player: Player) throws -> ViewID? {
        let titles = titles(of: section)
        guard let title = kind == .header ? titles.header : titles.footer else { return nil }
        let look = TableSectionTitle(title, of: kind, in: style)
        if let queued = titleQueue.dequeue(reuseIdentifier: "") {
            try show(look, in: queued, player)
            return queued
        }
        supplementsNamed += 1
        madeCount += 1
        let name = ViewID("\(id.name).\(kind.rawValue)\(supplementsNamed)")
        titleMade[name] = madeCount
        titleLooks[name] = look
        return name
    }

    /// Before a pass: the headers and footers of sections wholly out of `visible` leave.
    func retireSupplements(outside visible: ClosedRange<Double>, in geometry: TableGeometry, _ player: Player) throws {
        var kept: [(kind: TableGeometry.Supplement, section: Int, view: ViewID)] = []
        for s in supplements {
            if geometry.sections.indices.contains(s.section) {
                let top = geometry.top(ofSection: s.section), bottom = geometry.top(ofSection: s.section + 1)
                if !(top >= visible.upperBound || bottom <= visible.lowerBound) { kept.append(s); continue }
            }
            try retireTitleView(s.view, player)
        }
        supplements = kept
    }

    /// Shows the plan's headers and footers: those in view keep their views, the others get
    /// theirs (`obtained` holds those made while measuring); the rest leave. They are kept in
    /// front of the cells, as floating headers cover the rows under them.
    func placeSupplements(_ plan: TableGeometry.Plan, obtained: [(kind: TableGeometry.Supplement, section: Int, view: ViewID)],
                          style: TableStyle, _ player: Player) throws {
        var kept: [(kind: TableGeometry.Supplement, section: Int, view: ViewID)] = []
        let wanted = plan.headers.map { (TableGeometry.Supplement.header, $0.section, $0.frame) }
                   + plan.footers.map { (TableGeometry.Supplement.footer, $0.section, $0.frame) }
        var pool = supplements + obtained
        for (kind, section, frame) in wanted.sorted(by: { ($0.1, $0.0 == .footer ? 1 : 0) < ($1.1, $1.0 == .footer ? 1 : 0) }) {
            let view: ViewID
            if let k = pool.firstIndex(where: { $0.kind == kind && $0.section == section }) {
                view = pool.remove(at: k).view
            } else if let made = try obtainTitleView(kind, section, style: style, player) {
                view = made
            } else {
                continue
            }
            let content = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            try player.performWithoutAnimation {
                if player.view(view) == nil {
                    try joinTitleView(view, at: frame, player)
                } else {
                    try place(view, at: frame, player)
                    try place(TableDriver.titleContentView(of: view), at: content, player)
                    if player.view(view)?.layout.isHidden == true { try player.updateView(view) { $0.layout.isHidden = false } }
                }
            }
            kept.append((kind, section, view))
        }
        for s in pool where !kept.contains(where: { $0.view == s.view }) { try retireTitleView(s.view, player) }
        supplements = kept
        // In front of the cells: each brought to the front in turn, every sibling told its
        // place, as the Swift host hears `bringSubviewToFront`.
        let views = kept.map(\.view)
        var order = player.subviews(of: id)
        if !order.suffix(views.count).elementsEqual(views) {
            for v in views {
                order.removeAll { $0 == v }
                order.append(v)
                for (i, sibling) in order.enumerated() { try player.updateView(sibling) { $0.layout.index = i } }
            }
        }
    }

    /// A title view leaves its section for the queue; in the table, it hides.
    func retireTitleView(_ view: ViewID, _ player: Player) throws {
        titleQueue.enqueue(view, reuseIdentifier: "")
        if player.view(view)?.layout.isHidden == false { try player.updateView(view) { $0.layout.isHidden = true } }
    }

    /// A new title view joins the table at `frame`: the header or footer view, its content
    /// view and its label (parents first), then the label's constraints.
    private func joinTitleView(_ name: ViewID, at frame: Rect, _ player: Player) throws {
        let look = titleLooks[name]!, made = titleMade[name]!
        let contentID = TableDriver.titleContentView(of: name), labelID = TableDriver.titleLabel(of: name)
        var header = ViewDeclaration(id: name, parent: id, source: source)
        header.translatesAutoresizingMaskIntoConstraints = true
        header.frame = frame
        header.backgroundColor = look.background
        var content = ViewDeclaration(id: contentID, parent: name, source: source)
        content.translatesAutoresizingMaskIntoConstraints = true
        content.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        content.layoutMargins = look.margins
        content.isEncapsulated = true
        content.insetsLayoutMarginsFromSafeArea = false
        var label = ViewDeclaration(id: labelID, parent: contentID, source: source)
        label.text = look.text
        label.font = look.font
        label.textColor = look.textColor
        label.numberOfLines = 0
        for v in [header, content, label] {
            try player.addView(v.view, generatedBefore: firstConstraint(madeAfter: made))
            if let f = v.frame, v.translatesAutoresizingMaskIntoConstraints {
                try player.setCenter(f.center, of: v.id)
                try player.setBounds(Rect(origin: .zero, size: f.size), of: v.id)
            }
        }
        try addConstraints(TableDriver.titleConstraints(label: labelID, in: contentID), made: made, player)
    }

    /// Shows `look` in a title view made before (reused): its label's text, font and colour,
    /// its band and its margins, each told the engine only when it changes.
    private func show(_ look: TableSectionTitle, in name: ViewID, _ player: Player) throws {
        titleLooks[name] = look
        guard player.view(name) != nil else { return }
        let labelID = TableDriver.titleLabel(of: name), contentID = TableDriver.titleContentView(of: name)
        if let l = player.view(labelID), l.layout.font != look.font || l.appearance.textColor != look.textColor || l.layout.text != look.text {
            try player.updateView(labelID) { $0.layout.font = look.font; $0.appearance.textColor = look.textColor; $0.layout.text = look.text }
        }
        if player.view(name)?.appearance.backgroundColor != look.background {
            try player.updateView(name) { $0.appearance.backgroundColor = look.background }
        }
        if player.view(contentID)?.layout.layoutMargins != look.margins {
            try player.updateView(contentID) { $0.layout.layoutMargins = look.margins }
        }
    }

    /// `list.header1.contentView`, `list.header1.textLabel`: named as the Swift table names a
    /// `UITableViewHeaderFooterView`'s.
    static func titleContentView(of view: ViewID) -> ViewID { ViewID(view.name + ".contentView") }
    static func titleLabel(of view: ViewID) -> ViewID { ViewID(view.name + ".textLabel") }

    /// `UITableViewHeaderFooterView.textLabel`'s constraints, in the order it makes them: to
    /// the content view's margins, required at the sides and 999 above and below (a header
    /// of another height than its title's stretches the label rather than break one).
    static func titleConstraints(label: ViewID, in content: ViewID) -> [ConstraintDescription] {
        let margins = ItemReference(view: content, guide: .margins)
        return [(LayoutAttribute.top, LayoutPriority(999)), (.bottom, LayoutPriority(999)), (.leading, .required), (.trailing, .required)].map { a, p in
            ConstraintDescription(firstItem: ItemReference(view: label), firstAttribute: a, secondItem: margins, secondAttribute: a, priority: p)
        }
    }
}
