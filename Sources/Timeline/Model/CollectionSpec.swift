import Geometry
import Layout

/// A timeline's `UICollectionView` content (docs/collections.md, "In a timeline"): its
/// flow layout, its cell prototypes (what a Swift app's registered cell classes build in
/// `init(frame:)`) and its sections of items, each naming its prototype and the texts of
/// the prototype's labels. The collection view realises the visible items at each layout
/// pass as the Swift API's does (`CollectionDriver`).
public struct CollectionSpec: Hashable, Sendable {
    public var layout: FlowLayoutConfiguration
    /// In the order written.
    public var cells: [CellPrototype]
    public var sections: [[CellItem]]

    public init(layout: FlowLayoutConfiguration, cells: [CellPrototype], sections: [[CellItem]]) {
        self.layout = layout; self.cells = cells; self.sections = sections
    }

    public func prototype(_ id: String) -> CellPrototype? { cells.first { $0.id == id } }
}
