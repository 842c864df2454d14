import Geometry
import Layout

/// A cell class, as a timeline writes it for a collection or a table view: the cell's own
/// properties, the views in its `contentView` (ids local to the prototype; `contentView` is
/// the content view) and their constraint strings.
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
    public static let contentViewID: ViewID = "contentView"
}

/// One item of a collection or row of a table: its prototype and the texts its labels
/// show (by local view id).
public struct CellItem: Hashable, Sendable {
    public var cell: String
    public var texts: [String: String]
    public init(cell: String, texts: [String: String]) { self.cell = cell; self.texts = texts }
}
