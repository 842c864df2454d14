/// `UITableViewCell`: what drawing reads beyond UIView's. The table sets where the cell sits
/// (`position`, `tableStyle`, the separator) every time it places it.
public struct TableCellContent: Hashable, Sendable {
    public var accessoryType: TableCellAccessoryType
    public var selectionStyle: TableCellSelectionStyle
    /// The style of the table the cell is in (inset-grouped cells round their section's corners).
    public var tableStyle: TableStyle
    /// Whether the cell is its section's first and last row.
    public var isFirstInSection: Bool
    public var isLastInSection: Bool
    /// The separator under the cell: its leading inset, nil for none.
    public var separatorInsetLeft: Double?
    /// Its thickness: one device pixel (`TableContent.separatorHeight(scale:)`), what the
    /// row keeps under its content view.
    public var separatorHeight = 1.0 / 3
    /// The row the cell shows now; nil while it waits for reuse.
    public var indexPath: ItemPath?

    public init(accessoryType: TableCellAccessoryType = .none, selectionStyle: TableCellSelectionStyle = .default,
                tableStyle: TableStyle = .plain, isFirstInSection: Bool = false, isLastInSection: Bool = false,
                separatorInsetLeft: Double? = nil, indexPath: ItemPath? = nil) {
        self.accessoryType = accessoryType; self.selectionStyle = selectionStyle; self.tableStyle = tableStyle
        self.isFirstInSection = isFirstInSection; self.isLastInSection = isLastInSection
        self.separatorInsetLeft = separatorInsetLeft
        self.indexPath = indexPath
    }

    /// Where the table places the cell now: the row `path` of a section of `rowCount` rows in
    /// `table`, under a separator `separator` points thick. The one rule both front ends use
    /// (UITableView's row layout and the timeline's table), so that the cell each draws is
    /// the same.
    public mutating func place(at path: ItemPath, rowCount: Int, in table: TableContent, separator: Double) {
        tableStyle = table.style
        isFirstInSection = path.item == 0
        isLastInSection = path.item == rowCount - 1
        separatorInsetLeft = table.separatorStyle == .none ? nil : table.separatorInsetLeft
        separatorHeight = separator
        indexPath = path
    }

    /// The width the accessory takes from the content view (UIKit narrows `contentView`).
    public var accessoryWidth: Double {
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return TableMetrics.accessoryWidth
        }
    }
}

/// `UITableViewCell.AccessoryType` (the ones drawn).
public enum TableCellAccessoryType: String, CaseIterable, Hashable, Sendable {
    case none, disclosureIndicator, checkmark
}

/// `UITableViewCell.SelectionStyle` (kept; nothing is selected in a recording).
public enum TableCellSelectionStyle: String, CaseIterable, Hashable, Sendable {
    case none, blue, gray, `default`
}

/// `UITableViewCell.CellStyle`, by UIKit's names. Both front ends lay out the `.default`
/// style's `textLabel`; the others' `detailTextLabel` is not there yet.
public enum TableCellStyle: String, CaseIterable, Hashable, Sendable {
    case `default`, value1, value2, subtitle
}
