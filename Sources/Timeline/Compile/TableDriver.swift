import Geometry
import Layout
import Playback

/// A timeline's UITableView at play: the table's `layoutSubviews` (a layout hook), doing
/// what the Swift API's `UITableView.layoutRows` does at each pass, step for step, so that a
/// timeline and its Swift twin write the same frames.json (docs/tables.md): the cells of
/// rows that left the bounds go to their reuse queues (oldest first out) and hide; the rows
/// are planned from the top with `TableGeometry` (the arithmetic both front ends share),
/// each row about to show measured — its cell's content view fitted at the row's width
/// (`FittingLayout`, UIKit's fitting priorities) — and the rows in view get their cells:
/// the one they had, one from the queue (shown again and moved), or a new one (its views
/// first, then their constraints, as the Swift host installs what a layout pass added).
///
/// Cells are named after the table and the order they were made (`list.cell1`, …), as the
/// Swift table names them; a reused cell keeps its name.
final class TableDriver {
    let id: ViewID
    let spec: TableSpec
    /// The rows now (updates change them).
    private var sections: [TableSectionSpec]
    private var geometry: TableGeometry?
    private var measuredWidth = -1.0
    /// The cells in view, by row, in row order.
    private var realised: [(path: ItemPath, cell: CellIdentity)] = []
    /// Cells out of view, by reuse identifier (the one reuse queue of both front ends).
    private var queue = ReuseQueue<CellIdentity>()
    /// Each cell's reuse identifier (its prototype) and what it shows: its row's item.
    private var prototypes: [CellIdentity: String] = [:]
    private var configured: [CellIdentity: CellItem] = [:]
    /// The cells added to the table (they stay, hidden while queued).
    private var inWindow: Set<CellIdentity> = []
    /// The constraints of the cells and title views in the engine, each with when its view
    /// was made (`made`), in the order made.
    var madeConstraints: [(id: LayoutConstraintID, made: Int)] = []
    /// How many cells and title views the table has made, and when each cell was made: the
    /// Swift table's objects' creation order, which orders their constraints.
    var madeCount = 0
    private var cellMade: [CellIdentity: Int] = [:]
    /// The section headers and footers in view (title views), in section order, and those
    /// waiting for reuse (the Swift table's own queue of title views), with the number of
    /// header and footer views named (`list.header1`, `list.footer2`, …) and when each was made.
    var supplements: [(kind: TableGeometry.Supplement, section: Int, view: ViewID)] = []
    var titleQueue = ReuseQueue<ViewID>()
    var supplementsNamed = 0
    var titleMade: [ViewID: Int] = [:]
    /// What each title view shows (its look, kept until it joins the table).
    var titleLooks: [ViewID: TableSectionTitle] = [:]
    /// Where the table was declared (its views' source).
    let source: SourceReference
    /// The screen's scale: a separator is one pixel.
    private let scale: Double
    /// While an animated update lays the table out: the rows that come in and how (the
    /// Swift table's `enteringRows`).
    private var entering: (paths: Set<ItemPath>, motion: TableRowMotion)?

    init(id: ViewID, spec: TableSpec, scale: Double, source: SourceReference) {
        self.id = id; self.spec = spec; self.scale = scale; self.source = source; sections = spec.sections
    }

    /// The titles of the section's header and footer now.
    func titles(of section: Int) -> (header: String?, footer: String?) {
        sections.indices.contains(section) ? (sections[section].headerTitle, sections[section].footerTitle) : (nil, nil)
    }

    /// The layout hook: UIKit's `layoutSubviews`, then the rows in view realised.
    func hooks(player: Player) -> ViewLayoutHooks {
        ViewLayoutHooks(name: ViewClass.tableView.name, layoutSubviews: { [self, unowned player] call in
            call.callSuper()
            // Validation checked every prototype and row; the engine has no reason to refuse them.
            try? self.layoutRows(player)
        })
    }

    /// `list.cell3` for the third cell made.
    func cellName(_ cell: CellIdentity) -> ViewID { ViewID(cell.name(inList: id.name)) }

    func layoutRows(_ player: Player) throws {
        guard let layout = player.layout(of: id), let scroll = player.scrollLayout(of: id),
              let content = player.view(id)?.layout.content.table else { return }
        let bounds = layout.bounds, width = bounds.width
        if width != measuredWidth {
            measuredWidth = width
            geometry?.forgetHeights()
        }
        var g = geometry ?? makeGeometry(content)
        let margin = content.sideMargin(width: width), rowWidth = width - 2 * margin
        let visible = bounds.minY...max(bounds.minY, bounds.maxY)
        // Cells that left the bounds go to the reuse queues first, so the rows coming into view reuse them.
        // Not while an update animates: every row in view keeps its cell and slides to its new place.
        var kept: [(path: ItemPath, cell: CellIdentity)] = []
        for (path, cell) in realised {
            if entering != nil { kept.append((path, cell)); continue }
            if g.sections.indices.contains(path.section), path.item < g.sections[path.section].rowCount {
                let top = g.top(of: path), height = g.height(of: path)
                if !(top >= visible.upperBound || top + height <= visible.lowerBound) { kept.append((path, cell)); continue }
            }
            try retire(cell, player)
        }
        realised = kept
        let shownBefore = Set(realised.map(\.cell))
        if entering == nil { try retireSupplements(outside: visible, in: g, player) }
        var obtainedSupplements: [(kind: TableGeometry.Supplement, section: Int, view: ViewID)] = []

        var obtained: [(path: ItemPath, cell: CellIdentity)] = []
        func cell(for path: ItemPath) throws -> CellIdentity {
            if let c = realised.first(where: { $0.path == path })?.cell ?? obtained.first(where: { $0.path == path })?.cell { return c }
            let c = try obtainCell(for: path, player)
            obtained.append((path, c))
            return c
        }
        // A plain table's headers float in the bounds less the adjusted inset (under the bars).
        let inset = scroll.adjustedContentInset, floatTop = bounds.minY + inset.top
        let floating = content.floatsHeaders ? floatTop...max(floatTop, bounds.maxY - inset.bottom) : nil
        let separator = content.separatorHeight(scale: scale)
        var failure: Error?
        let plan = g.plan(x: margin, width: rowWidth, visible: visible, floating: floating, measure: { path in
            if content.rowHeight >= 0 { return content.rowHeight }
            do {
                let c = try cell(for: path)
                let fitted = measure(c, width: rowWidth - cellContent(of: c).accessoryWidth, player)
                return content.selfSizedRowHeight(content: fitted, scale: scale, systemStyle: prototype(of: c).hasTextLabel)
            } catch {
                failure = error
                return nil
            }
        }, measureSupplement: { kind, section in
            // A title view's height, or no view's, is the style's default (the Swift table's `measuredHeight`).
            var view = supplements.first { $0.kind == kind && $0.section == section }?.view
            if view == nil {
                do { view = try obtainTitleView(kind, section, style: content.style, player) } catch { failure = error }
            }
            if let view { obtainedSupplements.append((kind, section, view)) }
            return kind == .header ? content.headerHeight(hasTitle: view != nil) : content.footerHeight(hasTitle: view != nil)
        })
        if let failure { throw failure }
        geometry = g
        var shown: [(path: ItemPath, cell: CellIdentity)] = []
        for (path, frame) in zip(plan.rowPaths, plan.rowFrames) {
            let c = try cell(for: path)
            var cellContent = cellContent(of: c)
            cellContent.place(at: path, rowCount: g.sections[path.section].rowCount, in: content, separator: separator)
            // UIKit's content view is the row less the separator under it.
            let contentFrame = Rect(x: 0, y: 0, width: frame.width - cellContent.accessoryWidth, height: max(0, frame.height - separator))
            if let entering = self.entering, !shownBefore.contains(c) {
                // In an animated update a cell coming into view joins on its own where it
                // starts (an inserted or reloaded row's at the style's start), a reused one
                // leaving the table and joining again, as the Swift table's does.
                let motion = entering.paths.contains(path) ? entering.motion : .none
                try join(c, at: frame, from: motion.offset(frame, in: width), fading: motion == .fade, content: cellContent,
                         separator: separator, player)
            } else if inWindow.contains(c) {
                let name = cellName(c)
                if player.view(name)?.layout.content.tableCell != cellContent {
                    try player.updateView(name) { $0.layout.content = .tableCell(cellContent) }
                }
                try place(name, at: frame, player)
                try place(CellPrototype.contentViewID.inCell(name), at: contentFrame, player)
                if player.view(name)?.layout.isHidden == true { try player.updateView(name) { $0.layout.isHidden = false } }
            } else {
                // A new cell joins where it shows, its views and then their constraints, cell
                // by cell, as the Swift table adds each in `performWithoutAnimation`.
                try join(c, at: frame, from: frame, fading: false, content: cellContent, separator: separator, player)
            }
            shown.append((path, c))
        }
        for (_, c) in realised + obtained where !shown.contains(where: { $0.cell == c }) { try retire(c, player) }
        realised = shown
        try placeSupplements(plan, obtained: obtainedSupplements.filter { o in !supplements.contains { $0.view == o.view } },
                             style: content.style, player)
        let size = Size(width, plan.contentHeight)
        if player.view(id)?.layout.scroll?.contentSize != size { try player.updateView(id) { $0.layout.scroll?.contentSize = size } }
    }

    /// A cell joins the table during an update's animation: it leaves the table first if it
    /// waited there for reuse, joins at `start` (faded out when `fading`) without animation,
    /// then goes to `frame` (and fades in) in the animation.
    private func join(_ c: CellIdentity, at frame: Rect, from start: Rect, fading: Bool, content: TableCellContent,
                      separator: Double, _ player: Player) throws {
        let name = cellName(c), views = cellViews(c, frame: start, content: content, separator: separator)
        // Each view keeps the geometry it had until a layout pass places it (a reused cell's
        // labels theirs, from its last row), as a Swift view leaving and joining the window does.
        var kept: [ViewID: (center: Point, bounds: Rect)] = [:]
        if inWindow.contains(c) {
            for v in views { if let l = player.layout(of: v.id) { kept[v.id] = (l.center, l.bounds) } }
            try player.removeView(name)
            inWindow.remove(c)
            madeConstraints.removeAll { $0.made == cellMade[c] }
        }
        for v in views.prefix(2) { if let f = v.layout.frame { kept[v.id] = (f.center, Rect(origin: .zero, size: f.size)) } }
        try player.performWithoutAnimation {
            for var v in views {
                if fading, v.id == name { v.appearance.alpha = 0 }
                try player.addView(v, generatedBefore: firstConstraint(madeAfter: cellMade[c]!))
                if let (center, bounds) = kept[v.id] {
                    if center != .zero { try player.setCenter(center, of: v.id) }
                    if bounds != .zero { try player.setBounds(bounds, of: v.id) }
                }
            }
            inWindow.insert(c)
            try addConstraints(of: c, player)
        }
        if fading { try player.updateView(name) { $0.appearance.alpha = 1 } }
        try place(name, at: frame, player)
    }

    /// The cell's prototype constraints, each listed before those of the cells made after it.
    private func addConstraints(of c: CellIdentity, _ player: Player) throws {
        try addConstraints(prototype(of: c).constraints(inCell: cellName(c)), made: cellMade[c]!, player)
    }

    /// Constraints of what was made `made`-th, each listed before those of what was made after it.
    func addConstraints(_ descriptions: [ConstraintDescription], made: Int, _ player: Player) throws {
        for d in descriptions {
            let id = try player.addConstraint(d, unnamedID: ConstraintName.anchors(of: d), before: firstConstraint(madeAfter: made))
            let k = madeConstraints.firstIndex { $0.made > made } ?? madeConstraints.endIndex
            madeConstraints.insert((id, made), at: k)
        }
    }

    /// `insertRows`, `deleteRows` or `reloadRows(at:with:)`, alone or a batch of them, as the
    /// Swift `UITableView`'s (the rows change first, as an app's data source does): measured
    /// heights and the cells in view move to their rows after the update; then, animated,
    /// the deleted and replaced cells go out by the row animation (a batch's first that
    /// animates, as in Swift) while the table lays out in UIKit's row animation
    /// (`TableMetrics.rowAnimationDuration`, ease in and out), and are queued when it ends;
    /// else they are queued at once and the table lays out at its next pass. Validation
    /// checked the paths.
    func update(_ batch: [CollectionItemUpdate], animated: Bool, player: Player) throws {
        let rows = CollectionItemUpdate.apply(batch, to: sections.map(\.rows))
        for s in sections.indices { sections[s].rows = rows[s] }
        guard var g = geometry, let content = player.view(id)?.layout.content.table else { return try player.setNeedsLayout(id) }
        let updates = CollectionItemUpdate.batch(batch)
        var cells = realised
        let leaving = g.apply(updates, to: &cells) { _ in content.rowEstimate }
        // A deleted or replaced row's cell shows no row any more.
        for (_, c) in leaving { try show(nil, in: c, player) }
        realised = cells
        geometry = g
        try player.setNeedsLayout(id)
        // The batch's first row animation that animates, else `.none` if one was given; a
        // batch of moves alone is UIKit's `.automatic` update, in which the moved rows slide.
        let animations = batch.compactMap(\.rowAnimation)
        let motion = (animations.first { $0 != .none } ?? animations.first ?? .automatic).motion
        guard animated else {
            for (_, c) in leaving { try retire(c, player) }
            return
        }
        // `.none`: the rows that go and come do so at once; the others still slide.
        let animatedOut = motion == .none ? [] : leaving
        if motion == .none { for (_, c) in leaving { try retire(c, player) } }
        entering = (Set(updates.inserted + updates.reloaded), motion)
        defer { entering = nil }
        let spec = AnimationSpec(duration: TableMetrics.rowAnimationDuration, curve: .bezier(.easeInEaseOut))
        let width = player.layout(of: id)?.bounds.width ?? 0
        let committed = try player.animate(spec) {
            for (_, c) in animatedOut {
                let name = cellName(c)
                if motion == .fade {
                    try player.updateView(name) { $0.appearance.alpha = 0 }
                } else if let frame = player.layout(of: name)?.frame {
                    try player.setFrame(name, motion.offset(frame, in: width))
                }
            }
            try player.layoutSubtreeIfNeeded(of: id)
        }
        // The Swift table's completion: on the clock when the animations end (at once when nothing moved).
        let end = committed.map { $0.views.isEmpty ? $0.start : $0.end } ?? player.now + (player.currentAnimation?.end ?? 0)
        player.schedule(at: end) { [self] player in
            for (_, c) in animatedOut {
                try player.performWithoutAnimation { try player.updateView(cellName(c)) { $0.appearance.alpha = 1 } }
                try retire(c, player)
            }
        }
    }

    /// The cell says which row it shows (frames.json's `indexPath`; none while queued or leaving).
    private func show(_ path: ItemPath?, in c: CellIdentity, _ player: Player) throws {
        let name = cellName(c)
        if var shown = player.view(name)?.layout.content.tableCell, shown.indexPath != path {
            shown.indexPath = path
            try player.updateView(name) { $0.layout.content = .tableCell(shown) }
        }
    }

    /// The sections' shape, as the Swift table makes it from its data source: rows, and the
    /// style's header and footer heights with a title or without, estimated until shown when
    /// automatic.
    private func makeGeometry(_ content: TableContent) -> TableGeometry {
        TableGeometry(sections: sections.map {
            TableGeometry.Section(rowCount: $0.rows.count, headerHeight: content.headerHeight(hasTitle: $0.headerTitle != nil),
                                  footerHeight: content.footerHeight(hasTitle: $0.footerTitle != nil),
                                  headerIsEstimated: content.sectionHeaderHeight < 0, footerIsEstimated: content.sectionFooterHeight < 0,
                                  headerTopPadding: content.headerTopPadding(headerHeight: 1))
        }, estimate: content.rowEstimate)
    }

    /// The data source's cell for the row: one from its prototype's queue, else a new one,
    /// showing the row's texts.
    private func obtainCell(for path: ItemPath, _ player: Player) throws -> CellIdentity {
        let item = sections[path.section].rows[path.item]
        let cell: CellIdentity
        if let queued = queue.dequeue(reuseIdentifier: item.cell) {
            cell = queued
        } else {
            cell = queue.newIdentity()
            madeCount += 1
            cellMade[cell] = madeCount
        }
        prototypes[cell] = item.cell
        try configure(cell, with: item, player)
        return cell
    }

    /// Sets the cell's labels to the row's texts (the prototype's where the row gives none).
    private func configure(_ cell: CellIdentity, with item: CellItem, _ player: Player) throws {
        configured[cell] = item
        guard inWindow.contains(cell) else { return }
        for v in prototype(of: cell).views where v.isLabel {
            let name = v.id.inCell(cellName(cell)), text = item.texts[v.id.name] ?? v.text
            if player.view(name)?.layout.text != text { try player.updateView(name) { $0.layout.text = text } }
        }
    }

    /// A cell leaves its row for its reuse queue; in the table, it hides and shows no row.
    private func retire(_ cell: CellIdentity, _ player: Player) throws {
        queue.enqueue(cell, reuseIdentifier: prototype(of: cell).id)
        let name = cellName(cell)
        guard inWindow.contains(cell) else { return }
        if player.view(name)?.layout.isHidden == false { try player.updateView(name) { $0.layout.isHidden = true } }
        try show(nil, in: cell, player)
    }

    /// Moves a view the table frames, telling the engine only when it moves.
    func place(_ name: ViewID, at frame: Rect, _ player: Player) throws {
        if player.view(name)?.layout.frame != frame { try player.setFrame(name, frame) }
    }

    func firstConstraint(madeAfter made: Int) -> LayoutConstraintID? { madeConstraints.first { $0.made > made }?.id }

    private func prototype(of cell: CellIdentity) -> CellPrototype { spec.prototype(prototypes[cell]!)! }

    private func cellContent(of cell: CellIdentity) -> TableCellContent {
        prototype(of: cell).cell.content.tableCell ?? TableCellContent()
    }

    /// The content view's height at `width` (UIKit's self-sizing: the width required, the
    /// height pulled to 0 at `.fittingSizeLevel`), with the texts the cell shows.
    private func measure(_ cell: CellIdentity, width: Double, _ player: Player) -> Double {
        let fitting = FittingLayout(textMeasurer: player.configuration.textMeasurer,
                                    layoutDirection: player.traits.layoutDirection,
                                    contentSizeCategory: player.traits.contentSizeCategory)
        let p = prototype(of: cell), name: ViewID = "fit"
        let views = [contentView(of: name, frame: .zero, prototype: p)] + p.views(inCell: name, texts: configured[cell]?.texts ?? [:])
        return fitting.size(views: views.map(\.layout),
                            constraints: p.constraints(inCell: name).map { FittingLayout.Constraint($0, unnamedID: ConstraintName.anchors(of: $0)) },
                            target: Size(width, 0), horizontal: .required, vertical: .fittingSizeLevel).height
    }

    /// The cell, its content view and its prototype's views with the texts it shows, parents first.
    private func cellViews(_ cell: CellIdentity, frame: Rect, content: TableCellContent, separator: Double) -> [ViewDescription] {
        let p = prototype(of: cell), name = cellName(cell)
        var view = p.cellView(name, in: id, viewClass: .tableViewCell, frame: frame)
        view.content = .tableCell(content)
        let contentFrame = Rect(x: 0, y: 0, width: frame.width - content.accessoryWidth, height: max(0, frame.height - separator))
        return [view.view, contentView(of: name, frame: contentFrame, prototype: p)]
            + p.views(inCell: name, texts: configured[cell]?.texts ?? [:])
    }

    /// `UITableViewCellContentView`: framed by the cell with UIKit's encapsulated layout
    /// constraints, UIKit's phone margins (11 above and below, 16 at the sides), not widened
    /// by the safe area.
    private func contentView(of cellID: ViewID, frame: Rect, prototype p: CellPrototype) -> ViewDescription {
        var content = ViewDeclaration(id: CellPrototype.contentViewID.inCell(cellID), parent: cellID, source: p.cell.source)
        content.translatesAutoresizingMaskIntoConstraints = true
        content.frame = frame
        content.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        content.isEncapsulated = true
        content.insetsLayoutMarginsFromSafeArea = false
        return content.view
    }
}
