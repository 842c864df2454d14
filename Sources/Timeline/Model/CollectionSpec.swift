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
    public var sections: [[CollectionItem]]

    public init(layout: FlowLayoutConfiguration, cells: [CellPrototype], sections: [[CollectionItem]]) {
        self.layout = layout; self.cells = cells; self.sections = sections
    }

    public func prototype(_ id: String) -> CellPrototype? { cells.first { $0.id == id } }
}

/// A cell class, as a timeline writes it: the cell's own UIView properties, the views in
/// its `contentView` (ids local to the prototype; `contentView` is the content view) and
/// their constraint strings.
public struct CellPrototype: Hashable, Sendable {
    /// The reuse identifier.
    public var id: String
    /// The cell's own properties (its id and parent are the collection's to give).
    public var cell: ViewDeclaration
    /// Parents first, siblings in the order written: the order the views are added in.
    public var views: [ViewDeclaration]
    /// Items named by local ids and `contentView`.
    public var constraints: [ConstraintDescription]

    public init(id: String, cell: ViewDeclaration, views: [ViewDeclaration], constraints: [ConstraintDescription]) {
        self.id = id; self.cell = cell; self.views = views; self.constraints = constraints
    }

    /// The name inside a cell of the content view.
    public static let contentViewID = "contentView"
}

/// One item: its prototype and the texts its labels show (by local view id).
public struct CollectionItem: Hashable, Sendable {
    public var cell: String
    public var texts: [String: String]
    public init(cell: String, texts: [String: String]) { self.cell = cell; self.texts = texts }
}
