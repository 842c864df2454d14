import Foundation
import Geometry

/// Inserting, deleting, reloading and moving items (`ItemUpdates` holds the arithmetic both
/// front ends share). The data source must already say the new counts; a path outside the
/// items, or a count that does not add up, is UIKit's NSInternalInconsistencyException with
/// UIKit's reason, reported, after which the collection view reloads everything from the
/// data source (UIKit would end the app).
///
/// In a recording an update animates on the clock as UIKit's default does (docs/collections.md,
/// "Updates"): for `CollectionMetrics.updateDuration`, ease in and out, inserted items fade in
/// at their final place, deleted ones fade out at their old place, reloaded ones cross-fade,
/// and every other item moves from where it was to where it goes, cells keeping their names.
/// The batch's completion runs when the animation ends. Outside a recording, and inside
/// `UIView.performWithoutAnimation`, the update is immediate.
extension UICollectionView {
    open func insertItems(at indexPaths: [IndexPath]) { update { $0.inserted += indexPaths.map(\.itemPath) } }
    open func deleteItems(at indexPaths: [IndexPath]) { update { $0.deleted += indexPaths.map(\.itemPath) } }
    open func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloaded += indexPaths.map(\.itemPath) } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved.append((indexPath.itemPath, newIndexPath.itemPath)) }
    }

    /// UIKit's `updates` block is `NS_NOESCAPE`: code may hand on a closure of its own that
    /// does not escape (an optional closure parameter always escapes in Swift, hence this
    /// overload; a subclass overrides the one below).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { block in
            let optional: (() -> Void)? = block
            performBatchUpdates(optional, completion: completion)
        }
    }

    /// The updates `updates` makes, checked and applied together; `completion` runs when
    /// their animation ends (at once when nothing animates).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batch == nil else {
            // Nested: part of the outer batch, completed with it.
            updates?()
            if let completion { batchCompletions.append(completion) }
            return
        }
        batch = ItemUpdates()
        batchCompletions = completion.map { [$0] } ?? []
        updates?()
        let b = batch ?? ItemUpdates(), completions = batchCompletions
        batch = nil
        batchCompletions = []
        apply(b) { finished in for c in completions { c(finished) } }
    }

    private func update(_ change: (inout ItemUpdates) -> Void) {
        if batch != nil { return change(&batch!) }
        var b = ItemUpdates()
        change(&b)
        apply(b, completion: nil)
    }

    private func apply(_ b: ItemUpdates, completion: ((Bool) -> Void)?) {
        guard let before = itemCounts, dataSource != nil else {
            reloadData()
            completion?(true)
            return
        }
        let after = (0..<numberOfSections).map(numberOfItems(inSection:))
        if let message = b.invalidPath(before: before, after: after) ?? b.conflict() ?? b.inconsistency(before: before, after: after) {
            UIKitError.raise(.internalInconsistency(message), in: attachedHost)
            reloadData()
            completion?(false)
            return
        }
        let animated = attachedHost.map { $0.isRecording && $0 === UIScreen.main.recording } == true && UIView.areAnimationsEnabled
        let leaving = items.beginUpdate(b, before: before, after: after, animated: animated) {
            collectionViewLayout.layoutAttributesForItem(at: IndexPath($0))?.frame.rect
        }
        for (path, instance) in items.realised { cellObjects[instance.identity]?.shownIndexPath = path }
        collectionViewLayout.invalidateLayout()
        guard animated else {
            for (path, instance) in leaving { cellLeaves(instance, at: path) }
            layoutIfNeeded()
            completion?(true)
            return
        }
        let leavingCells = leaving.compactMap { cellObjects[$0.cell.identity] }
        for cell in leavingCells { cell.shownIndexPath = nil }
        UIView.animate(withDuration: CollectionMetrics.updateDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for cell in leavingCells { cell.alpha = 0 }
            self.layoutIfNeeded()
        }, completion: { finished in
            for cell in leavingCells { UIView.performWithoutAnimation { cell.alpha = 1 } }
            for (path, instance) in self.items.endUpdate() { self.cellLeaves(instance, at: path) }
            completion?(finished)
        })
        items.endUpdateLayout()
    }
}
