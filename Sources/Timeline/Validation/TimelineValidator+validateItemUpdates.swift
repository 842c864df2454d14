import Layout
import Geometry

/// `{ "insertItems" | "deleteItems" | "reloadItems" | "moveItems": collection view,
/// "indexPaths": [[section, item], …], "items": [item, …] (inserts and reloads), "to":
/// [[section, item], …] (moves), "animated": Bool }` (docs/collections.md, "In a timeline"):
/// on a collection view declared with its sections; one item per path (inserts, reloads),
/// one destination per path (moves). The updates of one collection view in one event are one
/// batch, as inside `performBatchUpdates`, checked together when the event's changes are read
/// (`finishItemBatches`). A table's `{ "insertRows" | "deleteRows" | "reloadRows": table view,
/// "indexPaths": [[section, row], …], "rows": [row, …], "animation": row animation,
/// "animated" }` (docs/tables.md, "Row updates in a timeline") is read and checked the same
/// way, with UIKit's table words (rows).
extension TimelineValidator {
    /// One update of a batch as written: the update, where each path and destination is, and
    /// where the change is.
    struct PendingItemUpdate {
        var update: CollectionItemUpdate
        var paths: [Located<JSONValue>]
        var destinations: [Located<JSONValue>]
        var animated: Bool
        var reference: Located<SourceText>
    }

    func updateItems(_ w: WireChange, key: String, _ scope: inout EventScope) -> TimelineChange.Kind? {
        guard let kind = CollectionItemUpdate.Kind(rawValue: key),
              let ref = [w.insertItems, w.deleteItems, w.reloadItems, w.moveItems, w.insertRows, w.deleteRows, w.reloadRows, w.moveRows,
                         w.insertSections, w.deleteSections, w.reloadSections, w.moveSection]
                .compactMap({ $0 }).first,
              let id = viewReference(ref, known: scope.views) else { return nil }
        guard let collection = kind.isRows ? scope.tables[id] : scope.collections[id] else {
            // A view of the other kind is told the kinds that update it.
            let fix: String
            if kind.isRows, scope.collections[id] != nil {
                fix = "'\(id)' is a UICollectionView: update its items with insertItems, deleteItems, reloadItems or moveItems"
            } else if kind.isSections, scope.tables[id] != nil {
                fix = "'\(id)' is a UITableView: a timeline updates a table's rows (insertRows, deleteRows, reloadRows or moveRows), not yet its sections"
            } else if !kind.isRows, scope.tables[id] != nil {
                fix = "'\(id)' is a UITableView: update its rows with insertRows, deleteRows, reloadRows or moveRows"
            } else {
                fix = "name a view declared in \"views\" with \"class\": \"\(kind.isRows ? "UITableView" : "UICollectionView")\" and \"sections\""
            }
            d.error(at: ref, "'\(id)' is not a \(Self.viewKind(kind)) declared with its sections; \(key) updates one", fix: fix)
            return nil
        }
        let parsed = kind.isSections ? sectionChange(w, kind: kind, cells: collection.cells)
            : itemChange(w, kind: kind, cells: collection.cells)
        guard let (update, paths, destinations) = parsed else { return nil }
        let animated = w.animated.map { d.bool($0)?.value } ?? true
        guard let animated else { return nil }
        let pending = PendingItemUpdate(update: update, paths: paths, destinations: destinations, animated: animated, reference: ref)
        if let k = scope.itemBatches.firstIndex(where: { $0.id == id }) {
            if let first = scope.itemBatches[k].updates.first, first.animated != animated {
                d.error(at: (w.animated?.map { _ in } ?? w.location).position, path: (w.animated?.map { _ in } ?? w.location).path, "this update of '\(id)' \(animated ? "animates" : "does not animate") but "
                        + "another of this event \(first.animated ? "does" : "does not"); the updates of one \(Self.viewKind(kind)) in one event are one batch",
                        fix: "give every update of '\(id)' in this event the same \"animated\"")
                return nil
            }
            scope.itemBatches[k].updates.append(pending)
        } else {
            scope.itemBatches.append((id, [pending]))
        }
        return .updateItems(view: ViewID(id), update: update, animated: animated)
    }

    /// An item or row change's paths, destinations and content, with where each path and
    /// destination is.
    private func itemChange(_ w: WireChange, kind: CollectionItemUpdate.Kind, cells: [CellPrototype])
        -> (CollectionItemUpdate, [Located<JSONValue>], [Located<JSONValue>])? {
        let noun = kind.noun, key = kind.rawValue
        guard let paths = indexPathList(w.indexPaths, field: "indexPaths", key: key, w) else { return nil }
        var destinations: [(ItemPath, Located<JSONValue>)] = []
        if kind.action == .move {
            guard let to = indexPathList(w.to, field: "to", key: key, w) else { return nil }
            guard to.count == paths.count else {
                d.error(at: w.to!, "\(to.count) destinations for \(paths.count) index paths",
                        fix: "give each moved index path its destination in \"to\", in the same order")
                return nil
            }
            destinations = to
        } else if let stray = w.to {
            d.error(at: stray.position, path: stray.path, .misplacedField("to", in: "a '\(key)' change"),
                    fix: "'to' gives moved items their destinations (moveItems), or a constant or priority its value")
            return nil
        }
        var items: [CellItem] = []
        let content = kind.isRows ? w.rows : w.items, contentKey = kind.contentKey
        if kind.action == .delete || kind.action == .move {
            if let stray = content {
                d.error(at: stray.position, path: stray.path, .misplacedField(contentKey, in: "a '\(key)' change"),
                        fix: "'\(contentKey)' gives inserted or reloaded \(contentKey) their content")
                return nil
            }
        } else {
            guard let itemsValue = content else {
                d.error(at: w.location.position, path: w.location.path, .missingRequiredField(contentKey, for: "a '\(key)' change"),
                        fix: "give each index path its \(noun): \"\(contentKey)\": [{ \"cell\": …, \"texts\": { … } }]")
                return nil
            }
            guard let list = d.array(itemsValue) else { return nil }
            guard list.count == paths.count else {
                d.error(at: itemsValue, "\(list.count) \(noun)\(list.count == 1 ? "" : "s") for \(paths.count) index path\(paths.count == 1 ? "" : "s")",
                        fix: "give one \(noun) per index path, in the same order")
                return nil
            }
            for v in list { guard let item = cellItem(v, cells: cells) else { return nil }; items.append(item) }
        }
        var rowAnimation: TableRowAnimation?
        if kind.isRows, kind.action == .move, let stray = w.animation {
            // UIKit's `moveRow(at:to:)` takes no animation: the row slides.
            d.error(at: stray.position, path: stray.path, .misplacedField("animation", in: "a '\(key)' change"),
                    fix: "a moved row slides to its place; UIKit's moveRow(at:to:) takes no row animation")
            return nil
        }
        if kind.isRows, kind.action != .move {
            // UIKit's apps pass `.automatic` unless they choose; so does a timeline that names none.
            guard let a = w.animation.map({ d.name($0, as: TableRowAnimation.self, what: "row animation") }) ?? .automatic else { return nil }
            rowAnimation = a
        }
        let update = CollectionItemUpdate(kind: kind, paths: paths.map(\.0), items: items, destinations: destinations.map(\.0),
                                          rowAnimation: rowAnimation)
        return (update, paths.map(\.1), destinations.map(\.1))
    }

    /// A section change's sections (`sections`, or a move's `section` and `toSection`) and
    /// the new sections' `content`, with where each section and destination is.
    private func sectionChange(_ w: WireChange, kind: CollectionItemUpdate.Kind, cells: [CellPrototype])
        -> (CollectionItemUpdate, [Located<JSONValue>], [Located<JSONValue>])? {
        let key = kind.rawValue
        func index(_ v: Located<JSONValue>?, field: String) -> (Int, Located<JSONValue>)? {
            guard let v else {
                d.error(at: w.location.position, path: w.location.path, .missingRequiredField(field, for: "a '\(key)' change"),
                        fix: "give the section's number: \"\(field)\": 0")
                return nil
            }
            return d.integer(v, in: .pathIndex).map { ($0, v) }
        }
        if kind == .moveSection {
            guard let from = index(w.section, field: "section"), let to = index(w.toSection, field: "toSection") else { return nil }
            return (CollectionItemUpdate(kind: kind, sections: [from.0], destinations: [to.0]), [from.1], [to.1])
        }
        guard let value = w.sections else {
            d.error(at: w.location.position, path: w.location.path, .missingRequiredField("sections", for: "a '\(key)' change"),
                    fix: "list the sections' numbers: \"sections\": [1]")
            return nil
        }
        guard let list = d.array(value) else { return nil }
        var sections: [(Int, Located<JSONValue>)] = []
        for v in list { guard let s = d.integer(v, in: .pathIndex) else { return nil }; sections.append((s, v)) }
        if sections.isEmpty { d.error(at: value, .empty("sections"), fix: "name at least one section"); return nil }
        var items: [[CellItem]] = []
        if kind.action == .insert || kind.action == .reload {
            guard let content = w.content else {
                d.error(at: w.location.position, path: w.location.path, .missingRequiredField("content", for: "a '\(key)' change"),
                        fix: "give each section its items, as declared sections: \"content\": [{ \"items\": [{ \"cell\": …, \"texts\": { … } }] }]")
                return nil
            }
            guard let given = d.array(content) else { return nil }
            guard given.count == sections.count else {
                d.error(at: content, "\(given.count) section\(given.count == 1 ? "" : "s") of content for \(sections.count) section\(sections.count == 1 ? "" : "s")",
                        fix: "give one { \"items\": [...] } per section in 'sections', in the same order")
                return nil
            }
            let errors = d.errors.count + d.suppressed
            items = self.sections(content, cells: cells)
            guard d.errors.count + d.suppressed == errors else { return nil }
        }
        return (CollectionItemUpdate(kind: kind, sections: sections.map(\.0), items: items), sections.map(\.1), [])
    }

    /// `[[section, item], …]`, not empty, with where each path is.
    private func indexPathList(_ value: Located<JSONValue>?, field: String, key: String, _ w: WireChange)
        -> [(ItemPath, Located<JSONValue>)]? {
        guard let value else {
            d.error(at: w.location.position, path: w.location.path, .missingRequiredField(field, for: "a '\(key)' change"),
                    fix: "list the index paths: \"\(field)\": [[0, 2]]")
            return nil
        }
        guard let list = d.array(value) else { return nil }
        var paths: [(ItemPath, Located<JSONValue>)] = []
        for p in list {
            guard let pair = d.array(p) else { return nil }
            let noun = CollectionItemUpdate.Kind(rawValue: key)?.noun ?? "item"
            guard pair.count == 2 else { d.typeError(p, expected: "an index path [section, \(noun)]"); return nil }
            guard let s = d.integer(pair[0], in: .pathIndex), let i = d.integer(pair[1], in: .pathIndex) else { return nil }
            paths.append((ItemPath(section: s, item: i), p))
        }
        if paths.isEmpty { d.error(at: value, .empty(field), fix: "name at least one index path"); return nil }
        return paths
    }

    /// The batches of the changes just read, each checked as UIKit checks a batch, each error
    /// located at the path it refuses: deleted, reloaded and moved paths inside the items
    /// before the update, inserted paths and moves' destinations inside those after it (with
    /// UIKit's message and what the section holds); no path twice in one role; UIKit's refusals
    /// of two things done to one path. The collection views' counts then move on.
    func finishItemBatches(_ scope: inout EventScope) {
        defer { scope.itemBatches = [] }
        for (id, updates) in scope.itemBatches {
            let rows = updates.first?.update.kind.isRows ?? false
            guard let before = rows ? scope.tables[id]?.counts : scope.collections[id]?.counts else { continue }
            let changes = updates.map(\.update), batch = CollectionItemUpdate.batch(changes)
            guard checkSectionBatch(updates, before: before) else { continue }
            let fresh = CollectionItemUpdate.newSections(changes)
            let after = batch.counts(after: before, sections: CollectionItemUpdate.sectionBatch(changes)) { fresh[$0]?.count ?? 0 }
            guard checkItemBatch(updates, before: before, after: after) else { continue }
            if rows { scope.tables[id]?.counts = after } else { scope.collections[id]?.counts = after }
        }
    }

    /// The sections of a batch, each error located at the section refused: deleted,
    /// reloaded and moved sections among those before the update, inserted sections and a
    /// move's destination among those after it (UIKit's messages); no section twice in one
    /// role; UIKit's refusals of two things done to one section, and of an item moved out of
    /// a section that goes or into one that comes new.
    private func checkSectionBatch(_ updates: [PendingItemUpdate], before: [Int]) -> Bool {
        let changes = updates.map(\.update), sections = CollectionItemUpdate.sectionBatch(changes)
        guard !sections.isEmpty else { return true }
        let n = before.count, after = n + sections.inserted.count - sections.deleted.count
        let described = "the collection view has \(n) section\(n == 1 ? "" : "s") before the update and \(after) after it"
        for u in updates where u.update.kind.isSections {
            let s = u.update.sectionUpdates
            // Each section with the count it is checked against (a move's source before, its
            // destination after the update; the other bound never refuses).
            let single: [(SectionUpdates, before: Int, after: Int, Located<JSONValue>)] = u.update.kind == .moveSection
                ? [(s, n, .max, u.paths[0]), (s, .max, after, u.destinations[0])]
                : zip(u.update.sections, u.paths).map { section, at in
                    (u.update.kind.action == .insert ? SectionUpdates(inserted: [section])
                        : u.update.kind.action == .delete ? SectionUpdates(deleted: [section]) : SectionUpdates(reloaded: [section]), n, after, at)
                }
            for (one, before, after, at) in single {
                if let message = one.invalidSection(before: before, after: after) {
                    d.error(at: at, message, fix: "deleted, reloaded and moved sections count those before the update, inserted sections and "
                            + "a move's destination those after it: \(described)")
                    return false
                }
            }
        }
        let roles: [(String, (PendingItemUpdate) -> [(Int, Located<JSONValue>)])] = [
            ("deleted", { $0.update.kind == .deleteSections ? Array(zip($0.update.sections, $0.paths)) : [] }),
            ("reloaded", { $0.update.kind == .reloadSections ? Array(zip($0.update.sections, $0.paths)) : [] }),
            ("inserted", { $0.update.kind == .insertSections ? Array(zip($0.update.sections, $0.paths)) : [] }),
        ]
        for (role, list) in roles {
            var seen = Set<Int>()
            for (s, at) in updates.flatMap(list) where !seen.insert(s).inserted {
                d.error(at: at, "section \(s) is \(role) twice in this event's updates of the collection view",
                        fix: "list each section once per role in a batch (the updates of one collection view in one event)")
                return false
            }
        }
        if let message = sections.conflict(items: CollectionItemUpdate.batch(changes)) {
            // Located at the last move of the batch (a section's, else an item's): a conflict always involves one.
            let at = updates.last { $0.update.kind.action == .move }?.reference ?? updates[0].reference
            d.error(at: at, message,
                    fix: "do one thing to a section in a batch: a reload already replaces it, a move already takes it (and its items) to its destination; "
                        + "a section that goes takes its items with it, one that comes brings its own ('content')")
            return false
        }
        return true
    }

    private func checkItemBatch(_ updates: [PendingItemUpdate], before: [Int], after: [Int]) -> Bool {
        let kind = updates[0].update.kind, noun = kind.noun, viewKind = Self.viewKind(kind)
        // Paths counted before the update, then those counted after it (UIKit's order).
        for u in updates where u.update.kind.action != .insert {
            let action = u.update.kind.action
            for (p, at) in zip(u.update.paths, u.paths) {
                if let message = ItemUpdates.outside(p, before: before, verb: action == .move ? "move" : "delete", noun: noun) {
                    let role = action == .delete ? "deleted" : action == .reload ? "reloaded" : "moved"
                    d.error(at: at, message, fix: "a \(role) \(noun)'s path counts the \(noun)s before the update: \(Self.describe(before, noun: noun))")
                    return false
                }
            }
        }
        for u in updates {
            let action = u.update.kind.action
            let arriving = action == .insert ? Array(zip(u.update.paths, u.paths))
                : action == .move ? Array(zip(u.update.destinations, u.destinations)) : []
            for (p, at) in arriving {
                if let message = ItemUpdates.outside(p, after: after, verb: action == .insert ? "insert" : "move", noun: noun) {
                    let role = action == .insert ? "an inserted \(noun)'s path" : "a move's destination"
                    d.error(at: at, message, fix: "\(role) counts the \(noun)s after the update: \(Self.describe(after, noun: noun))")
                    return false
                }
            }
        }
        // One path twice in one role: the batch would be ambiguous (UIKit's own data breaks
        // on a path deleted twice).
        let roles: [(String, (PendingItemUpdate) -> [(ItemPath, Located<JSONValue>)])] = [
            ("deleted", { $0.update.kind.action == .delete ? Array(zip($0.update.paths, $0.paths)) : [] }),
            ("reloaded", { $0.update.kind.action == .reload ? Array(zip($0.update.paths, $0.paths)) : [] }),
            ("inserted", { $0.update.kind.action == .insert ? Array(zip($0.update.paths, $0.paths)) : [] }),
            ("moved", { $0.update.kind.action == .move ? Array(zip($0.update.paths, $0.paths)) : [] }),
            ("a move's destination", { $0.update.kind.action == .move ? Array(zip($0.update.destinations, $0.destinations)) : [] }),
        ]
        for (role, paths) in roles {
            var seen = Set<ItemPath>()
            for (p, at) in updates.flatMap(paths) where !seen.insert(p).inserted {
                d.error(at: at, "index path \(p) is \(role) twice in this event's updates of the \(viewKind)",
                        fix: "list each index path once per role in a batch (the updates of one \(viewKind) in one event)")
                return false
            }
        }
        let batch = CollectionItemUpdate.batch(updates.map(\.update))
        // A table's batch is refused by the Swift table's rule (`TableBatch`), a collection's by its own.
        if let message = kind.isRows ? TableBatch(rows: batch).conflict() : batch.conflict() {
            // Located at the later of the two changes that name the path: the move, else the reload.
            let at = updates.last { $0.update.kind.action == .move }?.reference ?? updates.last { $0.update.kind.action == .reload }?.reference
            d.error(at: at ?? updates[0].reference, message,
                    fix: "do one thing to an index path in a batch: a reload already replaces an item, a move already takes it away from its path and into its destination")
            return false
        }
        return true
    }

    /// "collection view" or "table view": what the kind updates.
    private static func viewKind(_ kind: CollectionItemUpdate.Kind) -> String { kind.isRows ? "table view" : "collection view" }

    /// "section 0 has 24 items (0…23)", per section.
    private static func describe(_ counts: [Int], noun: String) -> String {
        counts.enumerated().map { s, n in "section \(s) has \(n) \(noun)\(n == 1 ? "" : "s")" + (n > 0 ? " (0…\(n - 1))" : "") }
            .joined(separator: ", ")
    }
}
