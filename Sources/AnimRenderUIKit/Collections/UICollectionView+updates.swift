import Foundation
import Geometry

/// The items and sections one update changes (a call, or a `performBatchUpdates` batch).
struct CollectionUpdates {
    var items = ItemUpdates()
    var sections = SectionUpdates()
}

/// Inserting, deleting, reloading and moving items and sections (`ItemUpdates` and
/// `SectionUpdates` hold the arithmetic both front ends share). The data source must
/// already say the new counts; a section or path outside the collection view, two things
/// done to one path, a section count or an item count that does not add up, is UIKit's
/// NSInternalInconsistencyException with UIKit's reason, reported, after which the
/// collection view reloads everything from the data source (UIKit would end the app).
///
/// In a recording an update animates on the clock as UIKit's default does (docs/collections.md,
/// "Updates"): for `CollectionMetrics.updateDuration`, ease in and out, inserted items (and
/// every item of an inserted section) fade in at their final place, deleted ones (and those
/// of a deleted section) fade out at their old place, reloaded items and sections cross-fade,
/// and every other item moves from where it was to where it goes (a moved section's items
/// with it), cells keeping their names. The batch's completion runs when the animation ends.
/// Outside a recording, and inside `UIView.performWithoutAnimation`, the update is immediate.
/// The calls themselves (`insertItems(at:)` … `performBatchUpdates`) are declared in the
/// class's body in UICollectionView.swift, where a subclass can override them, as on iOS.
extension UICollectionView {
    func update(_ change: (inout CollectionUpdates) -> Void) {
        if batch != nil { return change(&batch!) }
        var b = CollectionUpdates()
        change(&b)
        apply(b, completion: nil)
    }

    /// Checks the batch in UIKit's order — sections outside, paths outside, two things done
    /// to one path or one section, the section count, each section's item count — then gives the cells in
    /// view their new paths and lays out, animated or not.
    func apply(_ b: CollectionUpdates, completion: ((Bool) -> Void)?) {
        guard let before = itemCounts, dataSource != nil else {
            reloadData()
            completion?(true)
            return
        }
        let after = dataSourceCounts(), sections = b.sections
        if let message = sections.invalidSection(before: before.count, after: after.count)
            ?? b.items.invalidPath(before: before, after: after) ?? b.items.conflict() ?? sections.conflict(items: b.items)
            ?? sections.inconsistency(before: before.count, after: after.count, container: "collection view")
            ?? b.items.inconsistency(before: before, after: after,
                                     oldSections: sections.oldSections(before: before.count, after: after.count)) {
            UIKitError.raise(.internalInconsistency(message), in: attachedHost)
            reloadData()
            completion?(false)
            return
        }
        itemCounts = after
        if !sections.isEmpty {
            // The headers and footers in view are realised again at their sections' new places.
            for (_, instance) in headerItems.releaseAll() { supplementaryLeaves(instance, kind: Self.elementKindSectionHeader) }
            for (_, instance) in footerItems.releaseAll() { supplementaryLeaves(instance, kind: Self.elementKindSectionFooter) }
        }
        let animated = attachedHost.map { $0.isRecording && $0 === UIScreen.main.recording } == true && UIView.areAnimationsEnabled
        let leaving = items.beginUpdate(b.items, sections: sections, before: before, after: after, animated: animated) {
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
