/// The updates of one collection view batch (`performBatchUpdates`, or one call outside
/// it), in UIKit's terms: deleted, reloaded and moved-from paths are the items before the
/// update, inserted and moved-to paths the items after it; a reload is a delete and an
/// insert at the same place (Apple, `performBatchUpdates`). Both front ends check and apply
/// a batch with it, so a timeline and its Swift twin agree (docs/collections.md, "Updates").
public struct ItemUpdates: Equatable, Sendable {
    public var inserted: [ItemPath] = []
    public var deleted: [ItemPath] = []
    public var reloaded: [ItemPath] = []
    public var moved: [(from: ItemPath, to: ItemPath)] = []

    public init(inserted: [ItemPath] = [], deleted: [ItemPath] = [], reloaded: [ItemPath] = [],
                moved: [(from: ItemPath, to: ItemPath)] = []) {
        self.inserted = inserted; self.deleted = deleted; self.reloaded = reloaded; self.moved = moved
    }

    public static func == (a: ItemUpdates, b: ItemUpdates) -> Bool {
        a.inserted == b.inserted && a.deleted == b.deleted && a.reloaded == b.reloaded
            && a.moved.map(\.from) == b.moved.map(\.from) && a.moved.map(\.to) == b.moved.map(\.to)
    }

    public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty && moved.isEmpty }

    /// UIKit's reason for the first path outside the items before (deletes, reloads, moves'
    /// sources) or after the update (inserts, moves' destinations); nil when all are inside.
    /// `before` and `after` are the item counts per section; `noun` is "row" for a table
    /// (UIKit's table messages say rows).
    public func invalidPath(before: [Int], after: [Int], noun: String = "item") -> String? {
        for p in deleted { if let m = Self.outside(p, before: before, verb: "delete", noun: noun) { return m } }
        for p in reloaded { if let m = Self.outside(p, before: before, verb: "delete", noun: noun) { return m } }
        for m in moved {
            if let r = noun == "row" ? Self.rowMoveOutside(m, before: before) : Self.outside(m.from, before: before, verb: "move", noun: noun) { return r }
        }
        for p in inserted { if let m = Self.outside(p, after: after, verb: "insert", noun: noun) { return m } }
        for m in moved {
            if let r = noun == "row" ? Self.rowMoveOutside(m, after: after) : Self.outside(m.to, after: after, verb: "move", noun: noun) { return r }
        }
        return nil
    }

    /// A table's reason when a moved row's source is outside the rows `before` the update,
    /// in UIKit's table words ("attempt to move index path (…) that does not exist - there
    /// are only 0 rows in section 2 before the update", as crash logs quote it).
    public static func rowMoveOutside(_ m: (from: ItemPath, to: ItemPath), before: [Int]) -> String? {
        guard isOutside(m.from, before) else { return nil }
        guard m.from.section >= 0, m.from.section < before.count else {
            return "attempt to move index path (\(describe(m.from))) from a section that does not exist - there are only \(before.count) sections before the update"
        }
        return "attempt to move index path (\(describe(m.from))) that does not exist - there are only \(before[m.from.section]) rows in section \(m.from.section) before the update"
    }

    /// A table's reason when a moved row's destination is outside the rows `after` the update.
    public static func rowMoveOutside(_ m: (from: ItemPath, to: ItemPath), after: [Int]) -> String? {
        guard isOutside(m.to, after) else { return nil }
        guard m.to.section >= 0, m.to.section < after.count else {
            return "attempt to move index path (\(describe(m.from))) to index path (\(describe(m.to))) in section that does not exist - there are only \(after.count) sections after the update"
        }
        return "attempt to move index path (\(describe(m.from))) to index path (\(describe(m.to))) that does not exist - there are only \(after[m.to.section]) rows in section \(m.to.section) after the update"
    }

    /// An index path as UIKit's messages print it (`NSIndexPath`'s description), without the
    /// object's address, which changes from run to run: "<NSIndexPath> {length = 2, path = 0 - 1}".
    public static func describe(_ p: ItemPath) -> String { "<NSIndexPath> {length = 2, path = \(p.section) - \(p.item)}" }

    /// UIKit's reason when `p`, a path counted before the update (a delete's, a reload's —
    /// which UIKit words as a delete — or a move's source), is outside the items `before`.
    public static func outside(_ p: ItemPath, before: [Int], verb: String, noun: String = "item") -> String? {
        guard isOutside(p, before) else { return nil }
        guard p.section >= 0, p.section < before.count else {
            return "attempt to \(verb) \(noun) \(p.item) from section \(p.section), but there are only \(before.count) sections before the update"
        }
        return "attempt to \(verb) \(noun) \(p.item) from section \(p.section) which only contains \(before[p.section]) \(noun)s before the update"
    }

    /// UIKit's reason when `p`, a path counted after the update (an insert's or a move's
    /// destination), is outside the items `after`.
    public static func outside(_ p: ItemPath, after: [Int], verb: String, noun: String = "item") -> String? {
        guard isOutside(p, after) else { return nil }
        guard p.section >= 0, p.section < after.count else {
            return "attempt to \(verb) \(noun) \(p.item) into section \(p.section), but there are only \(after.count) sections after the update"
        }
        return "attempt to \(verb) \(noun) \(p.item) into section \(p.section), but there are only \(after[p.section]) \(noun)s in section \(p.section) after the update"
    }

    private static func isOutside(_ p: ItemPath, _ counts: [Int]) -> Bool {
        p.section < 0 || p.item < 0 || p.section >= counts.count || p.item >= counts[p.section]
    }

    /// The item counts per section after the batch, from those `before`, with the sections'
    /// updates `sections` (`newSection`: the item count of an inserted or reloaded section,
    /// numbered after the update): items leave their sections, sections go and come, then
    /// items arrive — those inserted into a new section are not counted, as UIKit drops them
    /// (the section comes with its items). Paths outside are skipped (checked elsewhere).
    public func counts(after before: [Int], sections: SectionUpdates = SectionUpdates(), newSection: (Int) -> Int = { _ in 0 }) -> [Int] {
        var kept = before
        for p in deleted + moved.map(\.from) where kept.indices.contains(p.section) { kept[p.section] -= 1 }
        let n = max(0, before.count + sections.inserted.count - sections.deleted.count)
        let old = sections.oldSections(before: before.count, after: n)
        var after = (0..<n).map { t in old[t].map { kept[$0] } ?? newSection(t) }
        for p in inserted + moved.map(\.to) where after.indices.contains(p.section) && old[p.section] != nil { after[p.section] += 1 }
        return after
    }

    /// UIKit's reason when the batch does two things to one item that it refuses together
    /// (its wording, as crash reports quote it; the index path's address, which UIKit prints
    /// and which changes from run to run, is left out): a delete and a reload of one path, a
    /// delete or reload and a move from one path, an insert and a move to one path. Nil when
    /// there is none.
    public func conflict() -> String? {
        func described(_ p: ItemPath) -> String { "(\(Self.describe(p)))" }
        let deletes = Set(deleted)
        if let p = reloaded.first(where: deletes.contains) { return "attempt to delete and reload the same index path \(described(p))" }
        let gone = Set(deleted + reloaded), arriving = Set(inserted)
        if let m = moved.first(where: { gone.contains($0.from) }) {
            return "attempt to perform a delete and a move from the same index path \(described(m.from))"
        }
        if let m = moved.first(where: { arriving.contains($0.to) }) {
            return "attempt to perform an insert and a move to the same index path \(described(m.to))"
        }
        return nil
    }

    /// UIKit's reason when a section's new count is not its old one plus the inserted less
    /// the deleted, plus the moved in less the moved out; nil when every section adds up.
    /// `noun` "row": a table's message (today's UIKit writes one space after the section
    /// number there, two in a collection view's).
    /// `oldSections` (`SectionUpdates.oldSections`) names the section before the update that
    /// each section after it continues; without it every section continues its own.
    public func inconsistency(before: [Int], after: [Int], noun: String = "item", oldSections: [Int: Int]? = nil) -> String? {
        for t in after.indices {
            guard let s = oldSections.map({ $0[t] }) ?? (t < before.count ? t : nil), before.indices.contains(s) else { continue }
            let ins = inserted.filter { $0.section == t }.count, del = deleted.filter { $0.section == s }.count
            let movedIn = moved.filter { $0.to.section == t && $0.from.section != s }.count
            let movedOut = moved.filter { $0.from.section == s && $0.to.section != t }.count
            guard after[t] != before[s] + ins - del + movedIn - movedOut else { continue }
            let n = noun + "s", gap = noun == "row" ? " " : "  "
            return "Invalid update: invalid number of \(n) in section \(t).\(gap)The number of \(n) contained in an existing "
                + "section after the update (\(after[t])) must be equal to the number of \(n) contained in that section before "
                + "the update (\(before[s])), plus or minus the number of \(n) inserted or deleted from that section "
                + "(\(ins) inserted, \(del) deleted) and plus or minus the number of \(n) moved into or out of that section "
                + "(\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }

    /// Where each item that stays (not deleted; a reloaded item stays, with a new cell) is
    /// after the update: a moved item at its destination, the others, in their order, in the
    /// places of their section that no insert or move took — their section as `sections`
    /// renumbers it (`SectionUpdates.oldSections`: items of deleted and reloaded sections do
    /// not stay, a moved section's go with it). Only for a batch that passed `invalidPath`
    /// and `inconsistency`.
    public func newPaths(before: [Int], after: [Int], sections: SectionUpdates = SectionUpdates()) -> [ItemPath: ItemPath] {
        var map: [ItemPath: ItemPath] = [:]
        let gone = Set(deleted + moved.map(\.from)), taken = Set(inserted + moved.map(\.to))
        for (t, s) in sections.oldSections(before: before.count, after: after.count) where before.indices.contains(s) {
            let staying = (0..<before[s]).map { ItemPath(section: s, item: $0) }.filter { !gone.contains($0) }
            let free = (0..<after[t]).map { ItemPath(section: t, item: $0) }.filter { !taken.contains($0) }
            for (old, new) in zip(staying, free) { map[old] = new }
        }
        for m in moved { map[m.from] = m.to }
        return map
    }
}
