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
    /// Header and footer prototypes (`UICollectionReusableView` classes), in the order written.
    public var headers: [CellPrototype]
    public var footers: [CellPrototype]
    /// Each section's header and footer view, if it has one: a prototype of `headers`
    /// (`footers`) and its labels' texts.
    public var sectionHeaders: [CellItem?]
    public var sectionFooters: [CellItem?]

    public init(layout: FlowLayoutConfiguration, cells: [CellPrototype], sections: [[CellItem]],
                headers: [CellPrototype] = [], footers: [CellPrototype] = [],
                sectionHeaders: [CellItem?] = [], sectionFooters: [CellItem?] = []) {
        self.layout = layout; self.cells = cells; self.sections = sections
        self.headers = headers; self.footers = footers
        self.sectionHeaders = sectionHeaders; self.sectionFooters = sectionFooters
    }

    public func prototype(_ id: String) -> CellPrototype? { cells.first { $0.id == id } }

    /// Section `section`'s header or footer: its prototype and texts, nil without one.
    public func supplement(_ kind: TableGeometry.Supplement, of section: Int) -> (prototype: CellPrototype, item: CellItem)? {
        let items = kind == .header ? sectionHeaders : sectionFooters
        guard items.indices.contains(section), let item = items[section],
              let p = (kind == .header ? headers : footers).first(where: { $0.id == item.cell }) else { return nil }
        return (p, item)
    }
}
