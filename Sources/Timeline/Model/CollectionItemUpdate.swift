import Geometry

/// One `insertItems`, `deleteItems`, `reloadItems` or `moveItems` change of a timeline's
/// collection view, or `insertRows`, `deleteRows`, `reloadRows` or `moveRows` of its table view: the paths (deleted, reloaded and moved ones before the update, inserted
/// ones and moves' destinations after it, as UIKit takes them) and, for inserts and reloads,
/// the new items or rows in the paths' order; or one `insertSections`, `deleteSections`,
/// `reloadSections` or `moveSection` change of a collection view: the sections, numbered as
/// the paths are, and, for inserts and reloads, each new section's items. The changes of one
/// view in one event are one batch (`performBatchUpdates`), applied together (`batch(_:)`,
/// `sectionBatch(_:)`, `apply`).
public struct CollectionItemUpdate: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case insertItems, deleteItems, reloadItems, moveItems
        case insertRows, deleteRows, reloadRows, moveRows
        case insertSections, deleteSections, reloadSections, moveSection

        public enum Action: Hashable, Sendable { case insert, delete, reload, move }

        /// What it does, to items, rows or sections.
        public var action: Action {
            switch self {
            case .insertItems, .insertRows, .insertSections: return .insert
            case .deleteItems, .deleteRows, .deleteSections: return .delete
            case .reloadItems, .reloadRows, .reloadSections: return .reload
            case .moveItems, .moveRows, .moveSection: return .move
            }
        }
        /// A table's rows (else a collection view's items or sections).
        public var isRows: Bool { self == .insertRows || self == .deleteRows || self == .reloadRows || self == .moveRows }
        /// A collection view's sections (else items or rows).
        public var isSections: Bool {
            self == .insertSections || self == .deleteSections || self == .reloadSections || self == .moveSection
        }
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
    /// A section kind's sections (a `moveSection`'s one: its source), numbered as `paths` are;
    /// empty for the other kinds.
    public var sections: [Int] = []
    /// A `moveSection`'s destination (`toSection`), one per section; empty for the other kinds.
    public var sectionDestinations: [Int] = []
    /// An inserted or reloaded section's items, one list per section; empty for the other kinds.
    public var sectionItems: [[CellItem]] = []

    public init(kind: Kind, paths: [ItemPath], items: [CellItem], destinations: [ItemPath] = [],
                rowAnimation: TableRowAnimation? = nil) {
        self.kind = kind; self.paths = paths; self.items = items; self.destinations = destinations; self.rowAnimation = rowAnimation
    }

    /// A section kind's change: `sections`, their destinations (a move) or their items (an
    /// insert or a reload).
    public init(kind: Kind, sections: [Int], destinations: [Int] = [], items: [[CellItem]] = []) {
        self.init(kind: kind, paths: [], items: [])
        self.sections = sections; sectionDestinations = destinations; sectionItems = items
    }

    /// The sections' update in the terms both front ends check and apply (none for the item
    /// and row kinds).
    public var sectionUpdates: SectionUpdates {
        guard kind.isSections else { return SectionUpdates() }
        switch kind.action {
        case .insert: return SectionUpdates(inserted: sections)
        case .delete: return SectionUpdates(deleted: sections)
        case .reload: return SectionUpdates(reloaded: sections)
        case .move: return SectionUpdates(moved: Array(zip(sections, sectionDestinations)))
        }
    }

    /// The sections' updates of a batch together, in the order written.
    public static func sectionBatch(_ changes: [CollectionItemUpdate]) -> SectionUpdates {
        var all = SectionUpdates()
        for u in changes.map(\.sectionUpdates) {
            all.inserted += u.inserted; all.deleted += u.deleted; all.reloaded += u.reloaded; all.moved += u.moved
        }
        return all
    }

    /// The items of the sections a batch inserts or reloads, by their number after it.
    public static func newSections(_ changes: [CollectionItemUpdate]) -> [Int: [CellItem]] {
        var items: [Int: [CellItem]] = [:]
        for c in changes where c.kind.isSections { for (s, list) in zip(c.sections, c.sectionItems) { items[s] = list } }
        return items
    }

    /// The update in the terms both front ends check and apply (none for the section kinds).
    public var updates: ItemUpdates {
        guard !kind.isSections else { return ItemUpdates() }
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
    /// leave (their paths count the items before the update); then sections that go
    /// (deleted, reloaded, moved from; the last first) and those that come (inserted and
    /// reloaded with their items, moved with theirs; the first first); then inserted and moved
    /// items go in at their paths, lowest first (which count the items after it).
    public static func apply(_ changes: [CollectionItemUpdate], to sections: [[CellItem]]) -> [[CellItem]] {
        var sections = sections
        let items = changes.filter { !$0.kind.isSections }
        for c in items where c.kind.action == .reload {
            for (p, item) in zip(c.paths, c.items) { sections[p.section][p.item] = item }
        }
        var arriving: [(path: ItemPath, item: CellItem)] = []
        for c in items where c.kind.action == .insert { arriving += zip(c.paths, c.items).map { ($0, $1) } }
        for c in items where c.kind.action == .move {
            arriving += zip(c.paths, c.destinations).map { ($1, sections[$0.section][$0.item]) }
        }
        let leaving = items.flatMap { c in c.kind.action == .delete || c.kind.action == .move ? c.paths : [] }
        for p in leaving.sorted(by: >) { sections[p.section].remove(at: p.item) }
        let sectionUpdates = sectionBatch(changes), fresh = newSections(changes)
        if !sectionUpdates.isEmpty {
            let moves = Dictionary(sectionUpdates.moved.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
            var carried: [Int: [CellItem]] = [:]
            for s in sectionUpdates.leaving { carried[s] = sections.remove(at: s) }
            for t in sectionUpdates.arriving { sections.insert(moves[t].flatMap { carried[$0] } ?? fresh[t] ?? [], at: t) }
        }
        let freshSections = Set(fresh.keys)
        for (p, item) in arriving.sorted(by: { $0.path < $1.path }) where !freshSections.contains(p.section) {
            sections[p.section].insert(item, at: p.item)
        }
        return sections
    }
}
