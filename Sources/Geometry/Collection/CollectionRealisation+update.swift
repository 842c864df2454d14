/// The one rule both front ends follow at each layout pass and through an update
/// (docs/collections.md, "Only the visible items are realised" and "Updates"): the Swift
/// `UICollectionView` and the timeline's `CollectionDriver` call these and carry out what
/// they return, so a timeline and its Swift twin move, fade, make and let go of the same
/// cells on the same frames.
extension CollectionRealisation {
    /// One layout pass over the items `visible` now (index-path order), `frame` giving any
    /// item's layout frame. Outside an update's animation, cells of hidden items leave and
    /// go back to their queue, kept cells move to their frames, and new items enter at their
    /// frames. In the animation block's pass, a cell whose item the update takes out of view
    /// goes to its new place and stays until the animation ends; an item that comes into
    /// view starts where it was before the update (or, inserted or reloaded, at its place,
    /// transparent).
    public mutating func pass(visible: [ItemPath], frame: (ItemPath) -> Rect?) -> CollectionPass {
        var pass = CollectionPass()
        let animating = update?.isLayingOut == true
        for (path, cell) in releaseHidden(keeping: visible, queueing: !animating) {
            if animating, let f = frame(path) {
                pass.disappearing.append((path, cell, f))
                update?.disappearing.append((path, cell))
            } else {
                if animating { enqueue(cell) }
                pass.leaving.append((path, cell))
            }
        }
        for (path, cell) in realised { if let f = frame(path) { pass.placed.append((path, cell, f)) } }
        for path in entering(visible) {
            guard let f = frame(path) else { continue }
            guard animating, let update else {
                pass.entering.append(.init(path: path, frame: f, start: nil, fadesIn: false))
                continue
            }
            pass.entering.append(.init(path: path, frame: f, start: update.oldFrames[path] ?? f, fadesIn: update.fadingIn.contains(path)))
        }
        return pass
    }

    /// A checked batch begins — the items' updates `b` and the sections' `sections`
    /// (`before`, `after`: the item counts per section; `frame`: each item's frame before the
    /// update): every realised item takes its new path, and the cells of deleted and reloaded
    /// items (those of deleted and reloaded sections too) are returned, by their old path. Not
    /// `animated`, they are back in their queue (the caller takes them out of view);
    /// `animated`, they stay, to fade out, until `endUpdate`, and the next `pass` is the
    /// animation block's: inserted and reloaded items, and every item of an inserted or
    /// reloaded section, fade in; the others come from where they were (a moved section's
    /// items from its old place).
    public mutating func beginUpdate(_ b: ItemUpdates, sections: SectionUpdates = SectionUpdates(), before: [Int], after: [Int],
                                     animated: Bool, frame: (ItemPath) -> Rect?) -> [(path: ItemPath, cell: Instance)] {
        let newPaths = b.newPaths(before: before, after: after, sections: sections)
        let reloaded = Set(b.reloaded)
        // Where each staying item was, for one the update brings into view.
        var oldFrames: [ItemPath: Rect] = [:]
        for (old, new) in newPaths.sorted(by: { $0.key < $1.key }) where !reloaded.contains(old) {
            if let f = frame(old) { oldFrames[new] = f }
        }
        let leaving = renumber { reloaded.contains($0) ? nil : newPaths[$0] }
        guard animated else {
            for (_, cell) in leaving { enqueue(cell) }
            return leaving
        }
        let freshItems = sections.fresh.filter(after.indices.contains).flatMap { t in
            (0..<after[t]).map { ItemPath(section: t, item: $0) }
        }
        update = CollectionUpdateAnimation(fadingIn: Set(b.inserted + b.reloaded.compactMap { newPaths[$0] } + freshItems),
                                           oldFrames: oldFrames, leaving: leaving)
        return leaving
    }

    /// The animation block's layout pass is over: later passes place cells as usual.
    public mutating func endUpdateLayout() { update?.isLayingOut = false }

    /// The update's animation ended: the cells of deleted and reloaded items, then those
    /// it took out of view, go back to their queue; they are returned for the caller to take
    /// out of the collection view, in that order.
    public mutating func endUpdate() -> [(path: ItemPath, cell: Instance)] {
        let gone = (update?.leaving ?? []) + (update?.disappearing ?? [])
        update = nil
        for (_, cell) in gone { enqueue(cell) }
        return gone
    }
}
