import Foundation
import Geometry

/// Rows inserted, deleted and reloaded in one update (a call, or a batch).
struct TableUpdates {
    var inserted: [ItemPath] = []
    var deleted: [ItemPath] = []
    var reloaded: [ItemPath] = []
    var animation: UITableView.RowAnimation = .none
    var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty }
}

/// Inserting, deleting and reloading rows, as UIKit checks them: after the update every
/// section must have the rows it had, plus those inserted, less those deleted, or UIKit
/// raises its NSInternalInconsistencyException ("Invalid update: invalid number of rows in
/// section …", reported here with UIKit's wording; the table then reloads from the data
/// source). Deleted and reloaded paths are the rows before the update, inserted ones after
/// it, as in UIKit's batch updates.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.inserted += indexPaths.map(\.itemPath) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.deleted += indexPaths.map(\.itemPath) }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.reloaded += indexPaths.map(\.itemPath) }
    }

    /// The updates `updates` makes, checked and applied together.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
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

    private func update(_ animation: RowAnimation, _ change: (inout TableUpdates) -> Void) {
        change(&pendingUpdates)
        // A batch animates with the style of its first animated call.
        if pendingUpdates.animation == .none || pendingUpdates.isEmpty { pendingUpdates.animation = animation }
        if batchDepth == 0 { endUpdates() }
    }

    /// Checks the row counts against the data source, then moves the measured heights and
    /// the cells in view to their rows after the update.
    func apply(_ updates: TableUpdates) {
        guard !updates.isEmpty, let dataSource, var geometry = rowGeometry else { return reloadData() }
        // UIKit's checks, in its order: a path outside the rows, then a count that does not add up.
        let before = geometry.sections.map(\.rowCount)
        let after = before.indices.map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        let check = ItemUpdates(inserted: updates.inserted, deleted: updates.deleted, reloaded: updates.reloaded)
        if let message = check.invalidPath(before: before, after: after, noun: "row")
            ?? check.inconsistency(before: before, after: after, noun: "row") {
            UIKitError.raise(.internalInconsistency(message), in: attachedHost)
            return reloadData()
        }
        var cells = realisedCells
        var leaving: [(path: ItemPath, cell: UITableViewCell)] = []
        for path in updates.reloaded {
            geometry.forgetHeight(of: path)
            if let k = cells.firstIndex(where: { $0.path == path }) { leaving.append(cells.remove(at: k)) }
        }
        for path in updates.deleted.sorted(by: >) where geometry.heights[path.section].indices.contains(path.item) {
            geometry.removeRow(at: path)
            if let k = cells.firstIndex(where: { $0.path == path }) { leaving.append(cells.remove(at: k)) }
            for i in cells.indices where cells[i].path.section == path.section && cells[i].path.item > path.item { cells[i].path.item -= 1 }
        }
        for path in updates.inserted.sorted() where path.item <= geometry.heights[path.section].count {
            geometry.insertRow(at: path, estimate: estimatedHeight(of: path))
            for i in cells.indices where cells[i].path.section == path.section && cells[i].path.item >= path.item { cells[i].path.item += 1 }
        }
        // A deleted or replaced row's cell shows no row any more (UIKit's `indexPath(for:)` is nil).
        for (_, cell) in leaving { cell.cellContent.indexPath = nil }
        realisedCells = cells.sorted { $0.path < $1.path }
        rowGeometry = geometry
        setNeedsLayout()
        let style = updates.animation.geometry.motion
        // Inside `UIView.performWithoutAnimation` the update is applied at once, as in UIKit.
        guard style != .none, UIView.areAnimationsEnabled, let host = attachedHost, host.isRecording,
              host === UIScreen.main.recording else {
            for (path, cell) in leaving { retire(cell, from: path) }
            return
        }
        // Inserted and reloaded rows come in from the style's start as the pass in the block
        // realises them; the rows below slide; deleted and replaced cells go out to it and
        // are queued when the animation ends.
        enteringRows = (Set(updates.inserted + updates.reloaded), style)
        UIView.animate(withDuration: TableMetrics.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (_, cell) in leaving {
                if style == .fade { cell.alpha = 0 } else { cell.frame = CGRect(style.offset(cell.frame.rect, in: self.bounds.width.native)) }
            }
            self.layoutIfNeeded()
        }, completion: { _ in
            for (path, cell) in leaving {
                UIView.performWithoutAnimation { cell.alpha = 1 }
                self.retire(cell, from: path)
            }
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
