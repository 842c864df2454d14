import Geometry

/// One `insertItems`, `deleteItems`, `reloadItems` or `moveItems` change of a timeline's
/// collection view: the paths (deleted, reloaded and moved ones before the update, inserted
/// ones and moves' destinations after it, as UIKit takes them) and, for inserts and reloads,
/// the new items in the paths' order. The changes of one collection view in one event are
/// one batch (`performBatchUpdates`), applied together (`batch(_:)`).
public struct CollectionItemUpdate: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case insertItems, deleteItems, reloadItems, moveItems
    }
    public var kind: Kind
    public var paths: [ItemPath]
    /// Empty for a delete or a move.
    public var items: [CellItem]
    /// A move's destinations, one per path (`"to"`); empty for the other kinds.
    public var destinations: [ItemPath]

    public init(kind: Kind, paths: [ItemPath], items: [CellItem], destinations: [ItemPath] = []) {
        self.kind = kind; self.paths = paths; self.items = items; self.destinations = destinations
    }

    /// The update in the terms both front ends check and apply.
    public var updates: ItemUpdates {
        switch kind {
        case .insertItems: return ItemUpdates(inserted: paths)
        case .deleteItems: return ItemUpdates(deleted: paths)
        case .reloadItems: return ItemUpdates(reloaded: paths)
        case .moveItems: return ItemUpdates(moved: Array(zip(paths, destinations)))
        }
    }

    /// The updates of a batch together, in the order written.
    public static func batch(_ changes: [CollectionItemUpdate]) -> ItemUpdates {
        var all = ItemUpdates()
        for u in changes.map(\.updates) {
            all.inserted += u.inserted; all.deleted += u.deleted; all.reloaded += u.reloaded; all.moved += u.moved
        }
        return all
    }

    /// `sections` after the batch `changes` (checked by validation), in UIKit's order of
    /// processing: reloaded items take their new content in place, deleted and moved items
    /// leave (their paths count the items before the update), then inserted and moved items
    /// go in at their paths, lowest first (which count the items after it).
    public static func apply(_ changes: [CollectionItemUpdate], to sections: [[CellItem]]) -> [[CellItem]] {
        var sections = sections
        for c in changes where c.kind == .reloadItems {
            for (p, item) in zip(c.paths, c.items) { sections[p.section][p.item] = item }
        }
        var arriving: [(path: ItemPath, item: CellItem)] = []
        for c in changes where c.kind == .insertItems { arriving += zip(c.paths, c.items).map { ($0, $1) } }
        for c in changes where c.kind == .moveItems {
            arriving += zip(c.paths, c.destinations).map { ($1, sections[$0.section][$0.item]) }
        }
        let leaving = changes.flatMap { c in c.kind == .deleteItems || c.kind == .moveItems ? c.paths : [] }
        for p in leaving.sorted(by: >) { sections[p.section].remove(at: p.item) }
        for (p, item) in arriving.sorted(by: { $0.path < $1.path }) { sections[p.section].insert(item, at: p.item) }
        return sections
    }
}
