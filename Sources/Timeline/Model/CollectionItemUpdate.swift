import Geometry

/// One `insertItems`, `deleteItems` or `reloadItems` change of a timeline's collection view:
/// the paths (deleted and reloaded ones before the update, inserted ones after it, as UIKit
/// takes them) and, for inserts and reloads, the new items in the paths' order.
public struct CollectionItemUpdate: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case insertItems, deleteItems, reloadItems
    }
    public var kind: Kind
    public var paths: [ItemPath]
    /// Empty for a delete.
    public var items: [CellItem]

    public init(kind: Kind, paths: [ItemPath], items: [CellItem]) { self.kind = kind; self.paths = paths; self.items = items }

    /// The update in the terms both front ends check and apply.
    public var updates: ItemUpdates {
        switch kind {
        case .insertItems: return ItemUpdates(inserted: paths)
        case .deleteItems: return ItemUpdates(deleted: paths)
        case .reloadItems: return ItemUpdates(reloaded: paths)
        }
    }
}
