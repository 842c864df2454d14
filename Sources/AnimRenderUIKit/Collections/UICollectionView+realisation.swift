import Foundation
import Geometry

/// Realising the visible items at each layout pass (`CollectionRealisation`'s rule).
extension UICollectionView {
    /// Prepares the layout if it was invalidated or the size changed, sets `contentSize`,
    /// then lets hidden cells go and realises the newly visible ones; realised cells move to
    /// their frames.
    func updateVisibleItems() {
        guard let dataSource else { return }
        if layoutNeedsPreparing || preparedSize != bounds.size {
            layoutNeedsPreparing = false
            preparedSize = bounds.size
            itemCounts = dataSourceCounts()
            collectionViewLayout.prepare()
            let size = collectionViewLayout.collectionViewContentSize
            if scrollConfiguration.contentSize != size.size { contentSize = size }
        }
        let shown = CGRect(origin: bounds.origin, size: bounds.size)
        let attributes = collectionViewLayout.layoutAttributesForElements(in: shown) ?? []
        var frames: [ItemPath: CGRect] = [:]
        for a in attributes where a.representedElementCategory == .cell { frames[a.indexPath.itemPath] = a.frame }
        let pass = items.pass(visible: frames.keys.sorted()) { path in
            (frames[path] ?? collectionViewLayout.layoutAttributesForItem(at: IndexPath(path))?.frame)?.rect
        }
        for (path, instance) in pass.leaving { cellLeaves(instance, at: path) }
        for (_, instance, frame) in pass.disappearing { if let cell = cellObjects[instance.identity] { place(cell, at: CGRect(frame)) } }
        for (_, instance, frame) in pass.placed { if let cell = cellObjects[instance.identity] { place(cell, at: CGRect(frame)) } }
        for entrance in pass.entering {
            let indexPath = IndexPath(entrance.path)
            cellBeingMade = indexPath
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cellBeingMade = nil
            guard let identity = cell.cellIdentity, cellObjects[identity] === cell, let identifier = cell.reuseIdentifier else {
                UIKitError.raise(.internalInconsistency(
                    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must "
                    + "be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"), in: attachedHost)
                continue
            }
            items.realise(entrance.path, with: CollectionRealisation.Instance(identity: identity, reuseIdentifier: identifier))
            if let start = entrance.start {
                // In an update's animation the cell joins where it starts, without animation,
                // then goes to its place.
                UIView.performWithoutAnimation {
                    place(cell, at: CGRect(start))
                    if entrance.fadesIn { cell.alpha = 0 }
                    join(cell, showing: entrance.path, as: identity)
                }
                place(cell, at: CGRect(entrance.frame))
                if entrance.fadesIn { cell.alpha = 1 }
            } else {
                place(cell, at: CGRect(entrance.frame))
                join(cell, showing: entrance.path, as: identity)
            }
            (delegate as? UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        realiseSupplementaryViews(attributes, kind: Self.elementKindSectionHeader)
        realiseSupplementaryViews(attributes, kind: Self.elementKindSectionFooter)
        // Pinned headers stand in front of the cells and footers, which are added in front as they come.
        if (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionHeadersPinToVisibleBounds == true {
            let headers = visibleSupplementaryViews(ofKind: Self.elementKindSectionHeader)
            if !subviews.suffix(headers.count).elementsEqual(headers, by: ===) { for view in headers { bringSubviewToFront(view) } }
        }
    }

    /// The cell joins the collection view, showing `path`, named for its identity.
    private func join(_ cell: UICollectionViewCell, showing path: ItemPath, as identity: CellIdentity) {
        cell.shownIndexPath = path
        cell.assignedName = identity.name(inList: listName)
        addSubview(cell)
    }

    /// The name its cells are named in: the collection view's (`grid` → `grid.cell3`).
    var listName: String { recordedName?.name ?? "collection" }

    /// A cell (or supplementary view) and its content view at `frame`.
    private func place(_ view: UICollectionReusableView, at frame: CGRect) {
        guard view.frame != frame else { return }
        view.frame = frame
    }

    /// A realised cell goes back to its queue and leaves the hierarchy.
    func cellLeaves(_ instance: CollectionRealisation.Instance, at path: ItemPath) {
        guard let cell = cellObjects[instance.identity] else { return }
        cell.removeFromSuperview()
        cell.shownIndexPath = nil
        (delegate as? UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: IndexPath(path))
    }

    func supplementaryLeaves(_ instance: CollectionRealisation.Instance, kind: String) {
        guard let view = supplementaryObjects[kind]?[instance.identity] else { return }
        view.removeFromSuperview()
        view.assignedName = nil
    }

    /// Headers or footers, as cells: named for the view object, `grid.header1`, `grid.footer1`.
    private func realiseSupplementaryViews(_ attributes: [UICollectionViewLayoutAttributes], kind: String) {
        guard let dataSource else { return }
        let isHeader = kind == Self.elementKindSectionHeader
        var frames: [ItemPath: CGRect] = [:]
        for a in attributes where a.representedElementKind == kind { frames[ItemPath(section: a.indexPath.section, item: 0)] = a.frame }
        let visible = frames.keys.sorted()
        var realisation = isHeader ? headerItems : footerItems
        defer { if isHeader { headerItems = realisation } else { footerItems = realisation } }
        for (_, instance) in realisation.releaseHidden(keeping: visible) { supplementaryLeaves(instance, kind: kind) }
        // Kept ones move to where the layout has them now (a pinned header, as the content scrolls).
        for (path, instance) in realisation.realised {
            if let view = supplementaryObjects[kind]?[instance.identity], let f = frames[path] { place(view, at: f) }
        }
        for path in realisation.entering(visible) {
            // The data source dequeues from the stored realisation: hand it over meanwhile.
            if isHeader { headerItems = realisation } else { footerItems = realisation }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: path.section))
            realisation = isHeader ? headerItems : footerItems
            guard view !== UICollectionReusableView.missing,
                  let identity = view.cellIdentity, supplementaryObjects[kind]?[identity] === view,
                  let identifier = view.reuseIdentifier else { continue }
            realisation.realise(path, with: CollectionRealisation.Instance(identity: identity, reuseIdentifier: kind + "/" + identifier))
            place(view, at: frames[path]!)
            view.assignedName = identity.name(inList: listName, as: isHeader ? .header : .footer)
            addSubview(view)
        }
    }

    /// The size a self-sizing item wants: its cell, from the data source, measured from
    /// `estimate` (`preferredLayoutAttributesFitting`), then put back in its queue.
    func measureItem(at indexPath: IndexPath, estimate: Size) -> Size {
        guard let dataSource else { return estimate }
        cellBeingMade = indexPath
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cellBeingMade = nil
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(estimate)
        let size = cell.preferredLayoutAttributesFitting(attributes).size.size
        if let identity = cell.cellIdentity, cellObjects[identity] === cell, let identifier = cell.reuseIdentifier,
           items.cell(at: indexPath.itemPath)?.identity != identity {
            items.enqueue(CollectionRealisation.Instance(identity: identity, reuseIdentifier: identifier))
        }
        return size
    }
}
