/// One table view update — a call, or the calls of a batch (`performBatchUpdates`,
/// `beginUpdates`/`endUpdates`, a timeline event's row and section changes) — and what UIKit
/// does with it, checked in the order of UIKit's `endUpdates` (UIKit 12's
/// `-[UITableView _endCellAnimationsWithContext:]`, whose format strings are quoted here) so
/// that both front ends refuse the same batches with the same words (docs/tables.md,
/// "Refused updates"):
/// 1. two things done to one row or section that UIKit refuses together: a delete (or a
///    reload, which UIKit turns into a delete and an insert) and a move from it, an insert
///    (or a reload) and a move to it, a delete and a reload of one row;
/// 2. a section or a row outside the table, before the update (deletes, reloads, moves'
///    sources) or after it (inserts, moves' destinations);
/// 3. a row or section moved to two places, or two moved to one;
/// 4. the section count after the update;
/// 5. a row moved out of a deleted or reloaded section or into an inserted or reloaded one:
///    UIKit does not animate such a batch but reloads the table from the data source (no
///    message; its row counts are then not checked);
/// 6. each section that stays: a negative count from the data source, then its rows
///    before, plus those inserted and moved in, less those deleted and moved out.
public struct TableBatch: Sendable {
    public var rows: ItemUpdates
    public var sections: SectionUpdates

    public init(rows: ItemUpdates = ItemUpdates(), sections: SectionUpdates = SectionUpdates()) {
        self.rows = rows; self.sections = sections
    }

    public var isEmpty: Bool { rows.isEmpty && sections.isEmpty }

    /// What UIKit does with a batch.
    public enum Verdict: Equatable, Sendable {
        /// Applied, and animated by its row animation.
        case apply
        /// Not animated: the table reloads from the data source (step 5).
        case reload
        /// Refused: UIKit's NSInternalInconsistencyException with its reason.
        case refuse(String)
    }

    /// The verdict for the batch on a table of `before` rows per section whose data source
    /// says `after` rows per section after it, as it says them (a negative count is step 6's
    /// refusal).
    public func verdict(before: [Int], after: [Int]) -> Verdict {
        if let message = conflict() ?? sections.invalidSection(before: before.count, after: after.count)
            ?? rows.invalidPath(before: before, after: after.map { max(0, $0) }, noun: "row") ?? doubleMove()
            ?? sections.inconsistency(before: before.count, after: after.count, container: "table view") {
            return .refuse(message)
        }
        if movesAcrossChangedSections { return .reload }
        let oldSections = sections.oldSections(before: before.count, after: after.count)
        for t in after.indices where after[t] < 0 && oldSections[t] != nil {
            return .refuse("Invalid update: invalid number of rows in section \(t).  Attempt to delete more rows than exist in section.")
        }
        if let message = rows.inconsistency(before: before, after: after, noun: "row", oldSections: oldSections) {
            return .refuse(message)
        }
        return .apply
    }

    /// Step 1: UIKit's reason for two things done to one row (`ItemUpdates.conflict`, the
    /// collection view's words too) or one section; nil when there is none.
    public func conflict() -> String? {
        if let message = rows.conflict() { return message }
        let deleted = Set(sections.deleted)
        // UIKit's only words for a delete and a reload name an index path; a section's are
        // chosen in the shape of its other section messages (docs/tables.md).
        if let s = sections.reloaded.first(where: deleted.contains) { return "attempt to delete and reload the same section (\(s))" }
        let gone = deleted.union(sections.reloaded), arriving = Set(sections.inserted + sections.reloaded)
        if let m = sections.moved.first(where: { gone.contains($0.from) }) {
            return "attempt to perform a delete and a move from the same section (\(m.from))"
        }
        if let m = sections.moved.first(where: { arriving.contains($0.to) }) {
            return "attempt to perform an insert and a move to the same section (\(m.to))"
        }
        return nil
    }

    /// Step 3: a row or a section moved to two places, or two moved to one place.
    func doubleMove() -> String? {
        for (k, m) in sections.moved.enumerated() {
            if let other = sections.moved[(k + 1)...].first(where: { $0.from == m.from }) {
                return "attempt to move section \(m.from) to both section \(m.to) and section \(other.to)"
            }
            if let other = sections.moved[(k + 1)...].first(where: { $0.to == m.to }) {
                return "attempt to move both section \(m.from) and section \(other.from) to section \(m.to)"
            }
        }
        let d = ItemUpdates.describe
        for (k, m) in rows.moved.enumerated() {
            if let other = rows.moved[(k + 1)...].first(where: { $0.from == m.from }) {
                return "attempt to move row at index path \(d(m.from)) to both \(d(m.to)) and \(d(other.to))"
            }
            if let other = rows.moved[(k + 1)...].first(where: { $0.to == m.to }) {
                return "attempt to move both row at index path \(d(m.from)) and \(d(other.from)) to \(d(m.to))"
            }
        }
        return nil
    }

    /// Step 5: a row moved out of a section that goes (deleted or reloaded) or into one that
    /// comes new (inserted or reloaded; a moved section keeps its rows and is neither).
    public var movesAcrossChangedSections: Bool {
        let gone = Set(sections.deleted + sections.reloaded), new = Set(sections.inserted + sections.reloaded)
        return rows.moved.contains { gone.contains($0.from.section) || new.contains($0.to.section) }
    }
}
