import Geometry

/// `{ "insertItems" | "deleteItems" | "reloadItems": collection view, "indexPaths":
/// [[section, item], …], "items": [item, …] (inserts and reloads), "animated": Bool }`
/// (docs/collections.md, "In a timeline"): on a collection view declared with its
/// sections; paths inside the items as UIKit checks them (deletes and reloads against the
/// items before the update, inserts against those after it), with UIKit's message; one
/// item per path; one update of a collection view per event.
extension TimelineValidator {
    func updateItems(_ w: WireChange, key: String, _ scope: inout EventScope) -> TimelineChange.Kind? {
        guard let kind = CollectionItemUpdate.Kind(rawValue: key),
              let ref = [w.insertItems, w.deleteItems, w.reloadItems].compactMap({ $0 }).first,
              let id = viewReference(ref, known: scope.views) else { return nil }
        guard let collection = scope.collections[id] else {
            d.error(at: ref, "'\(id)' is not a collection view declared with its sections; \(key) updates one",
                    fix: "name a view declared in \"views\" with \"class\": \"UICollectionView\" and \"sections\"")
            return nil
        }
        if scope.updatedThisEvent.contains(id) {
            d.error(at: ref, "'\(id)' is already updated by another change of this event",
                    fix: "give each update of a collection view its own event (batches of several are not read yet)")
            return nil
        }
        guard let pathsValue = w.indexPaths else {
            d.error(at: w.location.position, path: w.location.path, "missing required field 'indexPaths' for a '\(key)' change",
                    fix: "list the index paths: \"indexPaths\": [[0, 2]]")
            return nil
        }
        guard let list = d.array(pathsValue) else { return nil }
        var paths: [(ItemPath, Located<JSONValue>)] = []
        for p in list {
            guard let pair = d.array(p) else { return nil }
            guard pair.count == 2 else { d.typeError(p, expected: "an index path [section, item]"); return nil }
            guard let s = d.integer(pair[0], in: .pathIndex), let i = d.integer(pair[1], in: .pathIndex) else { return nil }
            paths.append((ItemPath(section: s, item: i), p))
        }
        if paths.isEmpty { d.error(at: pathsValue, "'indexPaths' is empty", fix: "name at least one index path"); return nil }
        var items: [CellItem] = []
        if kind == .deleteItems {
            if let stray = w.items {
                d.error(at: stray.position, path: stray.path, "'items' does not belong in a 'deleteItems' change",
                        fix: "'items' gives inserted or reloaded items their content")
                return nil
            }
        } else {
            guard let itemsValue = w.items else {
                d.error(at: w.location.position, path: w.location.path, "missing required field 'items' for a '\(key)' change",
                        fix: "give each index path its item: \"items\": [{ \"cell\": …, \"texts\": { … } }]")
                return nil
            }
            guard let list = d.array(itemsValue) else { return nil }
            guard list.count == paths.count else {
                d.error(at: itemsValue, "\(list.count) items for \(paths.count) index paths", fix: "give one item per index path, in the same order")
                return nil
            }
            for v in list { guard let item = cellItem(v, cells: collection.cells) else { return nil }; items.append(item) }
        }
        let update = CollectionItemUpdate(kind: kind, paths: paths.map(\.0), items: items)
        let before = collection.counts
        var after = before
        for p in update.updates.inserted where after.indices.contains(p.section) { after[p.section] += 1 }
        for p in update.updates.deleted where after.indices.contains(p.section) { after[p.section] -= 1 }
        // UIKit's check, located at the first path it refuses.
        for (path, at) in paths {
            let one = CollectionItemUpdate(kind: kind, paths: [path], items: []).updates
            if let message = one.invalidPath(before: before, after: after) {
                let fix = kind == .insertItems
                    ? "an inserted item's path counts the items after the update"
                    : "a \(kind == .deleteItems ? "deleted" : "reloaded") item's path counts the items before the update"
                d.error(at: at, message, fix: fix + ": \(Self.describe(kind == .insertItems ? after : before))")
                return nil
            }
        }
        if Set(update.paths).count != update.paths.count {
            d.error(at: pathsValue, "an index path is listed twice", fix: "list each index path once")
            return nil
        }
        scope.collections[id]?.counts = after
        scope.updatedThisEvent.append(id)
        let animated = w.animated.map { d.bool($0)?.value } ?? true
        guard let animated else { return nil }
        return .updateItems(view: id, update: update, animated: animated)
    }

    /// "section 0 has 24 items (0…23)", per section.
    private static func describe(_ counts: [Int]) -> String {
        counts.enumerated().map { s, n in "section \(s) has \(n) item\(n == 1 ? "" : "s")" + (n > 0 ? " (0…\(n - 1))" : "") }
            .joined(separator: ", ")
    }
}
