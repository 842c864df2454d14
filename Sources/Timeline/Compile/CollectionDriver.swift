import Geometry
import Layout
import Playback

/// A timeline's UICollectionView at play: the collection view's `layoutSubviews` (a layout
/// hook), doing what the Swift API's `UICollectionView` does at each pass, step for step,
/// so that a timeline and its Swift twin write the same frames.json (docs/collections.md):
/// prepare the flow layout when the size changed (measuring self-sizing items with
/// `FittingLayout`, each from a cell taken from and put back in its reuse queue), set
/// `contentSize`, let the hidden cells go, move the kept ones, and realise the newly visible
/// items from their prototypes — every new cell's views first, then their constraints, as
/// the Swift host installs what a layout pass added.
///
/// Cells are numbered in the order they are made (`CellIdentity`) and named for it
/// (`grid.cell3`), through reuse, and so are section headers and footers (`grid.header1`,
/// `grid.footer1`), realised after the cells by the same rule from their prototypes; the
/// engine lists a cell's or header's constraints (and its views' generated ones) before those
/// of any made after it, as the Swift host lists constraints in the order they were made.
final class CollectionDriver {
    let id: ViewID
    /// The items and sections change with the item and section updates.
    private(set) var spec: CollectionSpec
    private var realisation = CollectionRealisation()
    /// The header and footer views, realised as cells are.
    private var headerRealisation = CollectionRealisation(), footerRealisation = CollectionRealisation()
    private var preparedSize: Size?
    private var result = FlowLayoutResult(items: [], headers: [], footers: [], contentSize: .zero)
    /// When each cell, header and footer view was made (0, 1, …): the order the Swift host
    /// lists their constraints in.
    private var madeOrder: [ViewID: Int] = [:]
    /// The constraints the cells and headers made, each with when its view was made, in that order.
    private var madeConstraints: [(id: LayoutConstraintID, made: Int)] = []

    init(id: ViewID, spec: CollectionSpec) { self.id = id; self.spec = spec }

    /// The layout hook: UIKit's `layoutSubviews`, then the visible items realised.
    func hooks(player: Player) -> ViewLayoutHooks {
        ViewLayoutHooks(name: ViewClass.collectionView.name, layoutSubviews: { [self, unowned player] call in
            call.callSuper()
            // Validation checked every prototype and item; the engine has no reason to refuse them.
            try? self.updateVisibleItems(player)
        })
    }

    func updateVisibleItems(_ player: Player) throws {
        guard let layout = player.layout(of: id), let scroll = player.scrollLayout(of: id) else { return }
        let bounds = layout.bounds
        if preparedSize != bounds.size {
            preparedSize = bounds.size
            prepare(player, extent: extent(bounds.size, scroll.adjustedContentInset))
            if player.view(id)?.layout.scroll?.contentSize != result.contentSize {
                try player.updateView(id) { $0.layout.scroll?.contentSize = result.contentSize }
            }
        }
        let pass = realisation.pass(visible: result.items(in: bounds)) { result.frame(of: $0) }
        for (_, instance) in pass.leaving { try leave(instance, player) }
        for (_, instance, frame) in pass.disappearing + pass.placed {
            let name = cellName(instance.identity)
            if player.layout(of: name)?.frame != frame { try player.setFrame(name, frame) }
        }
        var entering: [(entrance: CollectionPass.Entrance, cell: CellIdentity)] = []
        for entrance in pass.entering {
            let (cell, isNew) = realisation.dequeue(spec.sections[entrance.path.section][entrance.path.item].cell)
            if isNew { noteMade(cellName(cell.identity)) }
            realisation.realise(entrance.path, with: cell)
            entering.append((entrance, cell.identity))
        }
        let shown = result.shown(spec.layout, bounds: bounds, inset: scroll.adjustedContentInset)
        let headers = try realiseSupplements(.header, shown.headers, visible: shown.headers(in: bounds), player)
        let footers = try realiseSupplements(.footer, shown.footers, visible: shown.footers(in: bounds), player)
        // Outside an update's animation: every new cell's views, then their constraints, as
        // the Swift host installs what a layout pass added.
        for (e, cell) in entering where e.start == nil { try addViews(of: cell, showing: e.path, at: e.frame, player) }
        for (e, cell) in entering where e.start == nil { try addConstraints(of: cell, showing: e.path, player) }
        // In an update's animation each new cell joins on its own, without animation, where
        // it starts, then goes to its place — as the Swift collection view's `performWithoutAnimation` does.
        for (e, cell) in entering {
            guard let start = e.start else { continue }
            try player.performWithoutAnimation {
                try addViews(of: cell, showing: e.path, at: start, player, alpha: e.fadesIn ? 0 : nil)
                try addConstraints(of: cell, showing: e.path, player)
            }
            if start != e.frame { try player.setFrame(cellName(cell), e.frame) }
            if e.fadesIn { try player.updateView(cellName(cell)) { $0.appearance.alpha = 1 } }
        }
        // The new headers and footers, after the cells (the Swift collection view asks for
        // them after the cells): their views, then their constraints.
        for (s, name, frame) in headers + footers {
            var own = s.prototype.cellView(name, in: id, viewClass: .collectionReusableView, frame: frame)
            own.content = .collectionReusableView
            for v in [own.view] + s.prototype.views(inCell: name, texts: s.item.texts) {
                try player.addView(v, generatedBefore: firstConstraint(madeAfter: name))
            }
            try place(name, at: frame, player)
        }
        for (s, name, _) in headers + footers { try addConstraints(s.prototype.constraints(inCell: name), of: name, player) }
        if spec.layout.sectionHeadersPinToVisibleBounds { try bringPinnedHeadersToFront(player) }
    }

    private func addViews(of cell: CellIdentity, showing path: ItemPath, at frame: Rect, _ player: Player, alpha: Double? = nil) throws {
        for var v in cellViews(path, frame: frame, name: cellName(cell), showing: path) {
            if let alpha, v.id == cellName(cell) { v.appearance.alpha = alpha }
            try player.addView(v, generatedBefore: firstConstraint(madeAfter: cellName(cell)))
        }
        try place(cellName(cell), at: frame, player)
    }

    /// The view keeps its frame until a layout pass places it, as a UIView added with a frame does.
    private func place(_ name: ViewID, at frame: Rect, _ player: Player) throws {
        try player.setCenter(Point(x: frame.midX, y: frame.midY), of: name)
        try player.setBounds(Rect(origin: .zero, size: frame.size), of: name)
    }

    private func addConstraints(of cell: CellIdentity, showing path: ItemPath, _ player: Player) throws {
        try addConstraints(cellConstraints(cellName(cell), prototype: prototype(of: path)), of: cellName(cell), player)
    }

    /// `constraints`, made by the cell or header `owner`, each before those of any view made after it.
    private func addConstraints(_ constraints: [ConstraintDescription], of owner: ViewID, _ player: Player) throws {
        let order = madeOrder[owner] ?? 0
        for c in constraints {
            let made = try player.addConstraint(c, unnamedID: ConstraintName.anchors(of: c), before: firstConstraint(madeAfter: owner))
            let k = madeConstraints.firstIndex { $0.made > order } ?? madeConstraints.endIndex
            madeConstraints.insert((made, order), at: k)
        }
    }

    /// A cell leaves the collection view (its queue is the caller's business).
    private func leave(_ instance: CollectionRealisation.Instance, _ player: Player) throws {
        try leave(cellName(instance.identity), player)
    }

    /// A cell, header or footer view leaves the collection view, with its constraints.
    private func leave(_ name: ViewID, _ player: Player) throws {
        try player.removeView(name)
        let order = madeOrder[name]
        madeConstraints.removeAll { $0.made == order }
    }

    /// `name` is made now (the next in `madeOrder`).
    private func noteMade(_ name: ViewID) { madeOrder[name] = madeOrder.count }

    /// One kind's header or footer views for this pass, as the Swift collection view's
    /// `realiseSupplementaryViews`: the hidden leave (back to their queue), the kept go to
    /// where the layout shows them, and the newly visible sections that have one get one
    /// (from the queue, or made), in section order. Returns the new ones, whose views the
    /// caller adds.
    private func realiseSupplements(_ kind: TableGeometry.Supplement, _ frames: [Rect?], visible sections: [Int], _ player: Player) throws
        -> [(supplement: (prototype: CellPrototype, item: CellItem), name: ViewID, frame: Rect)] {
        var r = kind == .header ? headerRealisation : footerRealisation
        defer { if kind == .header { headerRealisation = r } else { footerRealisation = r } }
        let visible = sections.map { ItemPath(section: $0, item: 0) }
        for (_, instance) in r.releaseHidden(keeping: visible) { try leave(supplementName(instance.identity, kind), player) }
        for (path, instance) in r.realised {
            let name = supplementName(instance.identity, kind)
            if let f = frames[path.section], player.layout(of: name)?.frame != f { try player.setFrame(name, f) }
        }
        var entering: [(supplement: (prototype: CellPrototype, item: CellItem), name: ViewID, frame: Rect)] = []
        for path in r.entering(visible) {
            guard let s = spec.supplement(kind, of: path.section), let frame = frames[path.section] else { continue }
            let (instance, isNew) = r.dequeue(s.prototype.id)
            let name = supplementName(instance.identity, kind)
            if isNew { noteMade(name) }
            r.realise(path, with: instance)
            entering.append((s, name, frame))
        }
        return entering
    }

    /// Pinned headers stand in front of the cells, in section order, as the Swift
    /// collection view brings them there (each to the front, every sibling then taking its
    /// index) when the front views are not already they.
    private func bringPinnedHeadersToFront(_ player: Player) throws {
        let headers = headerRealisation.realised.map { supplementName($0.cell.identity, .header) }
        var order = player.subviews(of: id)
        guard !order.suffix(headers.count).elementsEqual(headers) else { return }
        for h in headers {
            order.removeAll { $0 == h }
            order.append(h)
            for (i, v) in order.enumerated() { try player.updateView(v) { $0.layout.index = i } }
        }
    }

    /// `grid.header1`, `grid.footer1`.
    func supplementName(_ identity: CellIdentity, _ kind: TableGeometry.Supplement) -> ViewID {
        ViewID(identity.name(inList: id.name, as: kind))
    }

    /// A batch of `insertItems`, `deleteItems`, `reloadItems`, `moveItems` and the section
    /// updates (one, or the updates of one event), as `UICollectionView`'s `performBatchUpdates` (the data changes
    /// first, as an app's data source does): the realised cells take their new paths, and the
    /// collection view lays out again — at once, or in UIKit's animation
    /// (`CollectionMetrics.updateDuration`), deleted and replaced cells leaving when it ends.
    /// Validation checked the paths.
    func update(_ batch: [CollectionItemUpdate], animated: Bool, player: Player) throws {
        let before = spec.sections.map(\.count)
        spec.sections = CollectionItemUpdate.apply(batch, to: spec.sections)
        let sectionBatch = CollectionItemUpdate.sectionBatch(batch)
        if !sectionBatch.isEmpty {
            // Headers and footers follow their sections (inserted and reloaded ones have none:
            // a section update carries items only); their views leave and come back at the pass.
            let old = sectionBatch.oldSections(before: before.count, after: spec.sections.count)
            func follow(_ items: [CellItem?]) -> [CellItem?] {
                (0..<self.spec.sections.count).map { old[$0].flatMap { items.indices.contains($0) ? items[$0] : nil } }
            }
            spec.sectionHeaders = follow(spec.sectionHeaders)
            spec.sectionFooters = follow(spec.sectionFooters)
            for (_, instance) in headerRealisation.releaseAll() { try leave(supplementName(instance.identity, .header), player) }
            for (_, instance) in footerRealisation.releaseAll() { try leave(supplementName(instance.identity, .footer), player) }
        }
        let leaving = realisation.beginUpdate(CollectionItemUpdate.batch(batch), sections: CollectionItemUpdate.sectionBatch(batch),
                                              before: before, after: spec.sections.map(\.count), animated: animated) { result.frame(of: $0) }
        for (path, instance) in realisation.realised { try show(path, in: instance.identity, player) }
        preparedSize = nil
        try player.setNeedsLayout(id)
        guard animated else {
            for (_, instance) in leaving { try leave(instance, player) }
            try player.layoutSubtreeIfNeeded(of: id)
            return
        }
        for (_, instance) in leaving { try show(nil, in: instance.identity, player) }
        let spec = AnimationSpec(duration: CollectionMetrics.updateDuration, curve: .uiViewDefault)
        let committed = try player.animate(spec) {
            for (_, instance) in leaving { try player.updateView(cellName(instance.identity)) { $0.appearance.alpha = 0 } }
            try player.layoutSubtreeIfNeeded(of: id)
        }
        realisation.endUpdateLayout()
        let end = committed.map { $0.views.isEmpty ? $0.start : $0.end } ?? player.now + (player.currentAnimation?.end ?? 0)
        player.schedule(at: end) { [self] player in
            for (_, instance) in realisation.endUpdate() { try leave(instance, player) }
        }
    }

    /// The cell says which item it shows (frames.json's `indexPath`).
    private func show(_ path: ItemPath?, in cell: CellIdentity, _ player: Player) throws {
        try player.updateView(cellName(cell)) { $0.layout.content = .collectionViewCell(indexPath: path) }
    }

    private func firstConstraint(madeAfter owner: ViewID) -> LayoutConstraintID? {
        let order = madeOrder[owner] ?? 0
        return madeConstraints.first { $0.made > order }?.id
    }

    private func prototype(of path: ItemPath) -> CellPrototype { spec.prototype(spec.sections[path.section][path.item].cell)! }

    /// `grid.cell3`.
    func cellName(_ cell: CellIdentity) -> ViewID { ViewID(cell.name(inList: id.name)) }

    /// The content's extent across the scroll direction (the adjusted inset's sides off).
    private func extent(_ size: Size, _ inset: EdgeInsets) -> Double {
        spec.layout.scrollDirection == .vertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
    }

    /// Every item's size (its own, measured, when the layout estimates), then the sections.
    private func prepare(_ player: Player, extent: Double) {
        let fitting = FittingLayout(textMeasurer: player.configuration.textMeasurer,
                                    layoutDirection: player.traits.layoutDirection,
                                    contentSizeCategory: player.traits.contentSizeCategory)
        let sections = spec.sections.enumerated().map { s, items in
            let sizes = items.enumerated().map { i, item -> Size in
                guard let estimate = spec.layout.estimatedItemSize.fittingTarget else { return spec.layout.itemSize }
                // The data source's cell for the item, measured, and back in its queue.
                let (cell, isNew) = realisation.dequeue(item.cell)
                if isNew { noteMade(cellName(cell.identity)) }
                defer { realisation.enqueue(cell) }
                let path = ItemPath(section: s, item: i)
                let name: ViewID = "fit"
                return fitting.size(views: cellViews(path, frame: Rect(origin: .zero, size: estimate), name: name, showing: nil).map(\.layout),
                                    constraints: cellConstraints(name, prototype: prototype(of: path)).map {
                                        FittingLayout.Constraint($0, unnamedID: ConstraintName.anchors(of: $0))
                                    },
                                    target: estimate, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
            }
            return FlowLayout.Section(itemSizes: sizes, configuration: spec.layout)
        }
        result = FlowLayout.layout(sections, direction: spec.layout.scrollDirection, extent: extent)
    }

    /// The cell `cellID` for the item `path` at `frame` (telling it shows `shown`), its
    /// content view and its prototype's views with the item's texts, parents first.
    private func cellViews(_ path: ItemPath, frame: Rect, name cellID: ViewID, showing shown: ItemPath?) -> [ViewDescription] {
        let item = spec.sections[path.section][path.item], p = prototype(of: path)
        var cell = p.cellView(cellID, in: id, viewClass: .collectionViewCell, frame: frame)
        cell.content = .collectionViewCell(indexPath: shown)
        var content = ViewDeclaration(id: CellPrototype.contentViewID.inCell(cellID), parent: cellID, source: p.cell.source)
        content.translatesAutoresizingMaskIntoConstraints = false
        return [cell.view, content.view] + p.views(inCell: cellID, texts: item.texts)
    }

    /// The content view's four pins to the cell (`UICollectionViewCell`'s), then the
    /// prototype's constraints, every item named inside the cell `cellID`.
    private func cellConstraints(_ cellID: ViewID, prototype p: CellPrototype) -> [ConstraintDescription] {
        let cell = ItemReference(view: cellID), content = ItemReference(view: CellPrototype.contentViewID.inCell(cellID))
        let pins = CellContent.pinnedEdges.map { a in
            ConstraintDescription(firstItem: content, firstAttribute: a, secondItem: cell, secondAttribute: a)
        }
        return pins + p.constraints(inCell: cellID)
    }
}
