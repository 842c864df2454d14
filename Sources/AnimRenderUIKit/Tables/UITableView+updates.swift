import Foundation
import Geometry

/// The rows and sections one update changes (a call, or a batch), the style of its first
/// animated call (nil: only moves, which slide), and the completions of the batches it
/// gathers (`performBatchUpdates`, nested ones too).
struct TableUpdates {
    var batch = TableBatch()
    var animation: UITableView.RowAnimation?
    var completions: [(Bool) -> Void] = []
}

/// Inserting, deleting, reloading and moving rows and sections, checked as UIKit checks them
/// (`TableBatch.verdict`, one definition with the timeline's table): two things done to one
/// row or section that UIKit refuses together; every path and section inside the table
/// before the update (deletes, reloads, moves' sources) or after it (inserts, moves'
/// destinations); nothing moved to two places or two things to one; the section count; then
/// every section that stays must have the rows it had, plus those inserted, less those
/// deleted, plus and less those moved in and out; or UIKit raises its
/// NSInternalInconsistencyException (reported here with UIKit's wording; the table then
/// reloads from the data source). A row moved out of a deleted section or into an inserted
/// one is not animated: as UIKit, the table reloads.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.batch.rows.inserted += indexPaths.map(\.itemPath) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.batch.rows.deleted += indexPaths.map(\.itemPath) }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.batch.rows.reloaded += indexPaths.map(\.itemPath) }
    }

    /// The row keeps its cell and slides to its new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update(nil) { $0.batch.rows.moved.append((indexPath.itemPath, newIndexPath.itemPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.batch.sections.inserted += sections.sorted() }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.batch.sections.deleted += sections.sorted() }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.batch.sections.reloaded += sections.sorted() }
    }

    /// The section keeps its rows and their cells, which slide to its new place.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update(nil) { $0.batch.sections.moved.append((section, newSection)) }
    }

    /// The updates `updates` makes, checked and applied together; `completion` runs when
    /// their animation ends, as UIKit's does (at once when nothing animates; with false when
    /// the batch is refused). A nested batch completes with the outer one.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        if let completion { pendingUpdates.completions.append(completion) }
        updates?()
        endUpdates()
    }

    /// UIKit's `updates` block is `NS_NOESCAPE`: code may hand on a closure of its own that
    /// does not escape (an optional closure parameter always escapes in Swift, hence this
    /// overload; a subclass overrides the one above).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { block in
            let optional: (() -> Void)? = block
            performBatchUpdates(optional, completion: completion)
        }
    }

    public func beginUpdates() { batchDepth += 1 }

    public func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(updates)
    }

    private func update(_ animation: RowAnimation?, _ change: (inout TableUpdates) -> Void) {
        change(&pendingUpdates)
        // A batch animates with the style of its first animated call.
        if let animation, (pendingUpdates.animation ?? .none) == .none { pendingUpdates.animation = animation }
        if batchDepth == 0 { endUpdates() }
    }

    /// Checks the update against the data source's counts (`TableBatch.verdict`), then
    /// moves the measured heights and the cells in view to their rows and sections after it.
    func apply(_ updates: TableUpdates) {
        let completions = updates.completions
        func complete(_ finished: Bool) { for c in completions { c(finished) } }
        guard dataSource != nil, var geometry = rowGeometry else { reloadData(); return complete(true) }
        let before = geometry.sections.map(\.rowCount)
        switch updates.batch.verdict(before: before, after: dataSourceRowCounts()) {
        case .refuse(let message):
            UIKitError.raise(.internalInconsistency(message), in: attachedHost)
            reloadData()
            return complete(false)
        case .reload:
            reloadData()
            return complete(true)
        case .apply:
            guard !updates.batch.isEmpty else { reloadData(); return complete(true) }
        }
        let check = updates.batch.rows, sections = updates.batch.sections
        var cells = realisedCells
        var fresh: TableGeometry?
        if !sections.isEmpty {
            // New sections' shapes (and every section's titles) from the data source; the
            // headers and footers in view are realised again at their sections' new places.
            fresh = makeGeometry()
            for s in realisedSupplements { retire(s) }
            realisedSupplements = []
        }
        let leaving = geometry.apply(check, sections: sections, newSection: { fresh?.sections[$0] ?? .init(rowCount: 0) },
                                     to: &cells, estimate: estimatedHeight(of:))
        // A deleted or replaced row's cell shows no row any more (UIKit's `indexPath(for:)` is nil).
        for (_, cell) in leaving { cell.cellContent.indexPath = nil }
        realisedCells = cells
        rowGeometry = geometry
        setNeedsLayout()
        let style = (updates.animation ?? .automatic).geometry.motion
        // Inside `UIView.performWithoutAnimation` the update is applied at once, as in UIKit.
        guard UIView.areAnimationsEnabled, let host = attachedHost, host.isRecording, host === UIScreen.main.recording else {
            for (path, cell) in leaving { retire(cell, from: path) }
            return complete(true)
        }
        // `.none`: the rows that go and come do so at once (UIKit: "as if the table view had
        // been reloaded"); the others still slide on the rows' clock.
        let animatedOut = style == .none ? [] : leaving
        for (path, cell) in leaving where style == .none { retire(cell, from: path) }
        // Inserted and reloaded rows (and the rows of inserted and reloaded sections) come in
        // from the style's start as the pass in the block realises them; the rows below and
        // moved rows slide; deleted and replaced cells go out to it and are queued when the
        // animation ends.
        let newSections = Set(sections.arriving).subtracting(sections.moved.map(\.to))
        let sectionRows = newSections.sorted().flatMap { t in
            (0..<geometry.sections[t].rowCount).map { ItemPath(section: t, item: $0) }
        }
        enteringRows = (Set(check.inserted + check.reloaded + sectionRows), style)
        UIView.animate(withDuration: TableMetrics.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (_, cell) in animatedOut {
                if style == .fade { cell.alpha = 0 } else { cell.frame = CGRect(style.offset(cell.frame.rect, in: self.bounds.width.native)) }
            }
            self.layoutIfNeeded()
        }, completion: { finished in
            for (path, cell) in animatedOut {
                UIView.performWithoutAnimation { cell.alpha = 1 }
                self.retire(cell, from: path)
            }
            complete(finished)
        })
        enteringRows = nil
    }
}

extension UITableView.RowAnimation {
    /// The style by UIKit's name, which both front ends draw (`TableRowAnimation`).
    var geometry: TableRowAnimation {
        switch self {
        case .fade: return .fade
        case .right: return .right
        case .left: return .left
        case .top: return .top
        case .bottom: return .bottom
        case .none: return .none
        case .middle: return .middle
        case .automatic: return .automatic
        }
    }
}
