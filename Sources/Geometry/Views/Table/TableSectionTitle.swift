/// UIKit's default view for a section title (`titleForHeaderInSection`,
/// `titleForFooterInSection`), as both front ends make it — the Swift table's
/// `UITableViewHeaderFooterView` and a timeline table's title views — so that they draw the
/// same: the text as shown, its font and colour, the band behind it and the content view's
/// margins that place the label (docs/tables.md, "Default titles").
///
/// A plain table's header title is 17 pt semibold `label` centred on a
/// `secondarySystemBackground` band (its footer's 13 pt `secondaryLabel`); a grouped or
/// inset-grouped table's is a 13 pt `secondaryLabel` caption, uppercased in headers, its line
/// `TableMetrics.groupedTitleGap` above the group (a footer's below it) in the titled height.
public struct TableSectionTitle: Hashable, Sendable {
    /// What the label shows.
    public var text: String
    public var font: FontDescriptor
    public var textColor: DynamicColor
    /// The header's background: the plain style's band, none grouped.
    public var background: DynamicColor?
    /// The content view's layout margins, to which the label is pinned.
    public var margins: EdgeInsets

    public init(_ title: String, of kind: TableGeometry.Supplement, in style: TableStyle) {
        let inset = TableMetrics.headerTitleInset, gap = TableMetrics.groupedTitleGap
        switch style {
        case .plain:
            font = kind == .header ? FontDescriptor(size: TableMetrics.plainHeaderTitleSize, weight: .semibold)
                                   : FontDescriptor(size: TableMetrics.groupedTitleSize)
            textColor = (kind == .header ? SystemColor.label : .secondaryLabel).color
            text = title
            background = SystemColor.secondarySystemBackground.color
            margins = EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        case .grouped, .insetGrouped:
            font = FontDescriptor(size: TableMetrics.groupedTitleSize)
            textColor = SystemColor.secondaryLabel.color
            text = kind == .header ? title.uppercased() : title
            background = nil
            // The title's line (16 pt at 13 pt) and the gap fill the titled height: the rest
            // above a header's caption, below a footer's.
            let rest = TableMetrics.groupedTitledHeaderHeight - gap - 16
            margins = kind == .header ? EdgeInsets(top: rest, left: inset, bottom: gap, right: inset)
                                      : EdgeInsets(top: gap, left: inset, bottom: rest, right: inset)
        }
    }
}
