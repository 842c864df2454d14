import Foundation
import Geometry

/// Inserting, deleting and reloading items. The data source must already say the new
/// counts; a count that does not add up is UIKit's NSInternalInconsistencyException
/// ("Invalid update: invalid number of items in section …"), reported, after which the
/// collection view reloads everything from the data source (UIKit would end the app).
/// The realised cells are let go and the visible items realised again at the next layout
/// pass, named for their new index paths; nothing animates yet (docs/collections.md).
extension UICollectionView {
    open func insertItems(at indexPaths: [IndexPath]) { update(inserted: indexPaths, deleted: [], reloaded: []) }
    open func deleteItems(at indexPaths: [IndexPath]) { update(inserted: [], deleted: indexPaths, reloaded: []) }
    open func reloadItems(at indexPaths: [IndexPath]) { update(inserted: [], deleted: [], reloaded: indexPaths) }

    /// The updates `updates` makes, checked and applied together.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = batch == nil
        if outer { batch = CollectionBatch() }
        updates?()
        if outer, let b = batch {
            batch = nil
            apply(b)
        }
        completion?(true)
    }

    private func update(inserted: [IndexPath], deleted: [IndexPath], reloaded: [IndexPath]) {
        var b = batch ?? CollectionBatch()
        b.inserted += inserted.map(\.itemPath)
        b.deleted += deleted.map(\.itemPath)
        b.reloaded += reloaded.map(\.itemPath)
        if batch != nil { batch = b } else { apply(b) }
    }

    private func apply(_ b: CollectionBatch) {
        if let before = itemCounts {
            let after = (0..<numberOfSections).map(numberOfItems(inSection:))
            if let message = b.inconsistency(before: before, after: after) {
                UIKitError.raise(.internalInconsistency(message), in: attachedHost)
            }
        }
        reloadData()
    }
}

/// The updates of one `performBatchUpdates`.
struct CollectionBatch {
    var inserted: [ItemPath] = []
    var deleted: [ItemPath] = []
    var reloaded: [ItemPath] = []

    /// UIKit's reason when a section's new count is not its old one plus the inserted less
    /// the deleted; nil when every section adds up.
    func inconsistency(before: [Int], after: [Int]) -> String? {
        for s in 0..<min(before.count, after.count) {
            let ins = inserted.filter { $0.section == s }.count, del = deleted.filter { $0.section == s }.count
            guard after[s] != before[s] + ins - del else { continue }
            return "Invalid update: invalid number of items in section \(s).  The number of items contained in an existing "
                + "section after the update (\(after[s])) must be equal to the number of items contained in that section before "
                + "the update (\(before[s])), plus or minus the number of items inserted or deleted from that section "
                + "(\(ins) inserted, \(del) deleted) and plus or minus the number of items moved into or out of that section "
                + "(0 moved in, 0 moved out)."
        }
        return nil
    }
}
