import Geometry

/// A timeline's `UITableView` content beyond its `TableContent` (style, row heights,
/// separators: the view's content): its cell prototypes (what a Swift app's registered
/// cell classes build in `init(style:reuseIdentifier:)`) and its sections of rows, each row
/// naming its prototype and the texts of the prototype's labels (docs/tables.md, "In a
/// timeline"). The table realises the rows in view at each layout pass as the Swift API's
/// does (`TableDriver`).
public struct TableSpec: Hashable, Sendable {
    /// In the order written.
    public var cells: [CellPrototype]
    public var sections: [TableSectionSpec]

    public init(cells: [CellPrototype], sections: [TableSectionSpec]) { self.cells = cells; self.sections = sections }

    public func prototype(_ id: String) -> CellPrototype? { cells.first { $0.id == id } }
}

/// One section of a timeline's table: its rows, and the titles of its header and footer
/// (the data source's `titleForHeaderInSection` / `titleForFooterInSection`; nil: none).
public struct TableSectionSpec: Hashable, Sendable {
    public var rows: [CellItem]
    public var headerTitle: String?
    public var footerTitle: String?
    public init(rows: [CellItem], headerTitle: String? = nil, footerTitle: String? = nil) {
        self.rows = rows; self.headerTitle = headerTitle; self.footerTitle = footerTitle
    }
}
