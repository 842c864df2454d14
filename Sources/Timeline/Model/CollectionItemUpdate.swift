import Geometry

/// One `insertItems`, `deleteItems`, `reloadItems` or `moveItems` change of a timeline's
/// collection view, or `insertRows`, `deleteRows` or `reloadRows` of its table view: the paths (deleted, reloaded and moved ones before the update, inserted
/// ones and moves' destinations after it, as UIKit takes them) and, for inserts and reloads,
/// the new items or rows in the paths' order. The changes of one view in one event are one
/// batch (`performBatchUpdates`), applied together (`batch(_:)`).
public struct CollectionItemUpdate: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case insertItems, deleteItems, reloadItems, moveItems
        case insertRows, deleteRows, reloadRows

        public enum Action: Hashable, Sendable { case insert, delete, reload, move }

        /// What it does, to items or to rows.
        public var action: Action {
            switch self {
            case .insertItems, .insertRows: return .insert
            case .deleteItems, .deleteRows: return .delete
            case .reloadItems, .reloadRows: return .reload
            case .moveItems: return .move
            }
        }
        /// A table's rows (else a collection view's items).
        public var isRows: Bool { self == .insertRows || self == .deleteRows || self == .reloadRows }
        /// What UIKit's messages call one: "row" or "item".
        public var noun: String { isRows ? "row" : "item" }
        /// The key that gives inserted and reloaded content: "rows" or "items".
        public var contentKey: String { noun + "s" }
    }
    public var kind: Kind
    public var paths: [ItemPath]
    /// Empty for a delete or a move.
    public var items: [CellItem]
    /// A move's destinations, one per path (`"to"`); empty for the other kinds.
    public var destinations: [ItemPath]
    /// A table's row animation (`insertRows(at:with:)`'s); nil for a collection view.
    public var rowAnimation: TableRowAnimation?

    public init(kind: Kind, paths: [ItemPath], items: [CellItem], destinations: [ItemPath] = [],
                rowAnimation: TableRowAnimation? = nil) {
        self.kind = kind; self.paths = paths; self.items = items; self.destinations = destinations; self.rowAnimation = rowAnimation
    }

    /// The update in the terms both front ends check and apply.
    public var updates: ItemUpdates {
        switch kind.action {
        case .insert: return ItemUpdates(inserted: paths)
        case .delete: return ItemUpdates(deleted: paths)
        case .reload: return ItemUpdates(reloaded: paths)
        case .move: return ItemUpdates(moved: Array(zip(paths, destinations)))
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
        for c in changes where c.kind.action == .reload {
            for (p, item) in zip(c.paths, c.items) { sections[p.section][p.item] = item }
        }
        var arriving: [(path: ItemPath, item: CellItem)] = []
        for c in changes where c.kind.action == .insert { arriving += zip(c.paths, c.items).map { ($0, $1) } }
        for c in changes where c.kind.action == .move {
            arriving += zip(c.paths, c.destinations).map { ($1, sections[$0.section][$0.item]) }
        }
        let leaving = changes.flatMap { c in c.kind.action == .delete || c.kind.action == .move ? c.paths : [] }
        for p in leaving.sorted(by: >) { sections[p.section].remove(at: p.item) }
        for (p, item) in arriving.sorted(by: { $0.path < $1.path }) { sections[p.section].insert(item, at: p.item) }
        return sections
    }
}
