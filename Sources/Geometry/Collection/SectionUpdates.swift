/// The sections one batch inserts, deletes, reloads and moves, in UIKit's terms: deleted,
/// reloaded and moved-from sections are numbered before the update, inserted and moved-to
/// ones after it; a reload is a delete and an insert at the same place. Checked before the
/// batch's rows (`ItemUpdates`), with UIKit's messages (docs/tables.md, "Section updates").
public struct SectionUpdates: Sendable {
    public var inserted: [Int] = []
    public var deleted: [Int] = []
    public var reloaded: [Int] = []
    public var moved: [(from: Int, to: Int)] = []

    public init(inserted: [Int] = [], deleted: [Int] = [], reloaded: [Int] = [], moved: [(from: Int, to: Int)] = []) {
        self.inserted = inserted; self.deleted = deleted; self.reloaded = reloaded; self.moved = moved
    }

    public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty && moved.isEmpty }

    /// The sections that go (deleted, reloaded, moved from), numbered before the update.
    public var leaving: [Int] { Array(Set(deleted + reloaded + moved.map(\.from))).sorted(by: >) }
    /// The sections that come (inserted, reloaded, moved to), numbered after the update.
    public var arriving: [Int] { Array(Set(inserted + reloaded + moved.map(\.to))).sorted() }

    /// UIKit's reason for the first section outside those before the update (deletes,
    /// reloads — worded as deletes — and moves' sources) or after it (inserts, moves'
    /// destinations); nil when all are inside.
    public func invalidSection(before: Int, after: Int) -> String? {
        for s in deleted + reloaded where !(0..<before).contains(s) {
            return "attempt to delete section \(s), but there are only \(before) sections before the update"
        }
        for m in moved where !(0..<before).contains(m.from) {
            return "attempt to move section \(m.from), but there are only \(before) sections before the update"
        }
        for s in inserted where !(0..<after).contains(s) {
            return "attempt to insert section \(s) but there are only \(after) sections after the update"
        }
        for m in moved where !(0..<after).contains(m.to) {
            // UIKit's words, "to to" and all.
            return "attempt to to move section \(m.from) to section \(m.to), but there are only \(after) sections after the update"
        }
        return nil
    }

    /// UIKit's reason when the section count after the update is not the one before plus
    /// the inserted less the deleted; `container` is "table view" or "collection view" (whose
    /// message has two spaces after "sections.", as its items' message has after the section
    /// number: crash logs from iOS 10 to 12 quote it so).
    public func inconsistency(before: Int, after: Int, container: String) -> String? {
        guard after != before + inserted.count - deleted.count else { return nil }
        let gap = container == "table view" ? " " : "  "
        return "Invalid update: invalid number of sections.\(gap)The number of sections contained in the \(container) after the "
            + "update (\(after)) must be equal to the number of sections contained in the \(container) before the update "
            + "(\(before)), plus or minus the number of sections inserted or deleted (\(inserted.count) inserted, "
            + "\(deleted.count) deleted)."
    }

    /// The section before the update that each section after it continues (keeping its
    /// items): a moved section at its destination, the others that stay, in their order, in
    /// the places no insert, reload or move took. Inserted and reloaded sections have none.
    public func oldSections(before: Int, after: Int) -> [Int: Int] {
        let gone = Set(leaving), taken = Set(arriving)
        var map: [Int: Int] = [:]
        for (old, new) in zip((0..<before).filter { !gone.contains($0) }, (0..<after).filter { !taken.contains($0) }) {
            map[new] = old
        }
        for m in moved { map[m.to] = m.from }
        return map
    }

    /// The sections that come with new items (inserted and reloaded), numbered after the
    /// update: every item of theirs is new.
    public var fresh: [Int] { Array(Set(inserted + reloaded)).sorted() }

    /// A collection view's reason (UIKit's words, as its decompiled `UICollectionView`
    /// asserts them) when the batch does two things to one section, or moves an item out of
    /// a section that goes or into one that comes new: a delete (or reload) and a move from
    /// one section, an insert (or reload) and a move to one, a section moved twice or two
    /// moved to one; nil when there is none. `items` are the batch's item updates.
    public func conflict(items: ItemUpdates) -> String? {
        let gone = Set(deleted + reloaded), fresh = Set(self.fresh)
        if let m = moved.first(where: { gone.contains($0.from) }) {
            return "attempt to perform a delete and a move from the same section (\(m.from))"
        }
        if let m = items.moved.first(where: { gone.contains($0.from.section) }) {
            return "cannot move an item from a deleted section (\(m.from.section))"
        }
        if let m = moved.first(where: { fresh.contains($0.to) }) {
            return "attempt to perform an insert and a move to the same section (\(m.to))"
        }
        if let m = items.moved.first(where: { fresh.contains($0.to.section) }) {
            return "cannot move an item into a newly inserted section (\(m.to.section))"
        }
        for (k, m) in moved.enumerated() {
            if let other = moved[..<k].first(where: { $0.from == m.from && $0.to != m.to }) {
                return "attempt to move section \(m.from) to both section \(other.to) and section \(m.to)"
            }
            if let other = moved[..<k].first(where: { $0.to == m.to && $0.from != m.from }) {
                return "attempt to move both section \(other.from) and section \(m.from) to section \(m.to)"
            }
        }
        return nil
    }
}
