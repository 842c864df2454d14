/// `UITableView`: a scroll view whose subviews are the cells it realises for the rows in
/// view. What layout and drawing read, with UIKit's defaults: `.plain` style, self-sizing
/// rows (`rowHeight` and `estimatedRowHeight` `UITableView.automaticDimension`, −1), single
/// line separators inset 16 pt from the leading edge (docs/tables.md, "Numbers").
///
/// Which rows exist and how tall each is measured to be are the front end's (a Swift data
/// source, a timeline's inline rows); `TableGeometry` does the arithmetic both share.
public struct TableContent: Hashable, Sendable {
    public var scroll: ScrollContent
    public var style: TableStyle
    /// A fixed row height, or `TableContent.automaticDimension` for self-sizing rows.
    public var rowHeight: Double
    /// The height assumed for rows not yet measured; `automaticDimension` is UIKit's 44.
    public var estimatedRowHeight: Double
    /// A fixed section header height, or `automaticDimension` (the style's default when a
    /// section has a title, none when it has not).
    public var sectionHeaderHeight: Double
    public var sectionFooterHeight: Double
    public var separatorStyle: TableSeparatorStyle
    /// The separator's leading inset (`separatorInset.left`).
    public var separatorInsetLeft: Double
    /// Space above each section header (`sectionHeaderTopPadding`), or `automaticDimension`
    /// (`TableMetrics.plainHeaderTopPadding` in a plain table, none in the grouped styles).
    public var sectionHeaderTopPadding: Double = automaticDimension

    /// `UITableView.automaticDimension`.
    public static let automaticDimension = -1.0

    public init(scroll: ScrollContent = ScrollContent(), style: TableStyle = .plain,
                rowHeight: Double = automaticDimension, estimatedRowHeight: Double = automaticDimension,
                sectionHeaderHeight: Double = automaticDimension, sectionFooterHeight: Double = automaticDimension,
                separatorStyle: TableSeparatorStyle = .singleLine, separatorInsetLeft: Double = TableMetrics.separatorInsetLeft) {
        self.scroll = scroll; self.style = style; self.rowHeight = rowHeight; self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight; self.sectionFooterHeight = sectionFooterHeight
        self.separatorStyle = separatorStyle; self.separatorInsetLeft = separatorInsetLeft
    }

    /// The height a row is given before it is measured: a fixed `rowHeight`, else the
    /// estimate (44 when automatic, UIKit's).
    public var rowEstimate: Double {
        if rowHeight >= 0 { return rowHeight }
        return estimatedRowHeight >= 0 ? estimatedRowHeight : TableMetrics.defaultRowHeight
    }

    /// Whether rows are measured (`rowHeight == automaticDimension`).
    public var selfSizesRows: Bool { rowHeight < 0 }

    /// The height the separator takes at the bottom of every cell on a screen of `scale`:
    /// one device pixel (0.5 pt at 2x, ⅓ pt at 3x), none without separators. UIKit's content
    /// view is the row less it.
    public func separatorHeight(scale: Double) -> Double {
        separatorStyle == .none || !(scale > 0) ? 0 : 1 / scale
    }

    /// A self-sizing row's height from its content view's fitted height, as UIKit sizes it:
    /// the content and the separator under it; a cell of UIKit's own styles (its
    /// `textLabel`) is at least `TableMetrics.defaultRowHeight` (44) tall.
    public func selfSizedRowHeight(content: Double, scale: Double, systemStyle: Bool) -> Double {
        let row = content + separatorHeight(scale: scale)
        return systemStyle ? max(row, TableMetrics.defaultRowHeight) : row
    }

    /// The padding above a section's header: none without a header; else the fixed
    /// `sectionHeaderTopPadding`, or when automatic, the plain style's 22 pt (none grouped).
    public func headerTopPadding(headerHeight: Double) -> Double {
        guard headerHeight > 0 else { return 0 }
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? TableMetrics.plainHeaderTopPadding : 0
    }

    /// Whether section headers and footers float over the rows (the plain style's).
    public var floatsHeaders: Bool { style == .plain }

    /// The inset-grouped style's side margins for a table `width` wide.
    public func sideMargin(width: Double) -> Double {
        style == .insetGrouped ? TableMetrics.insetGroupedMargin(width: width) : 0
    }

    /// A section header's height: the fixed one, else the style's default for a titled
    /// section (plain 28, grouped 38) and for an untitled one (plain 0, grouped 18 — the
    /// gap UIKit leaves between grouped sections; inset-grouped as grouped).
    public func headerHeight(hasTitle: Bool) -> Double {
        if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
        switch style {
        case .plain: return hasTitle ? TableMetrics.plainHeaderHeight : 0
        case .grouped, .insetGrouped: return hasTitle ? TableMetrics.groupedTitledHeaderHeight : TableMetrics.groupedHeaderHeight
        }
    }

    /// A section footer's height: the fixed one, else the style's default.
    public func footerHeight(hasTitle: Bool) -> Double {
        if sectionFooterHeight >= 0 { return sectionFooterHeight }
        switch style {
        case .plain: return hasTitle ? TableMetrics.plainHeaderHeight : 0
        case .grouped, .insetGrouped: return hasTitle ? TableMetrics.groupedTitledFooterHeight : TableMetrics.groupedFooterHeight
        }
    }
}

/// `UITableView.Style`; raw values are UIKit's case names.
public enum TableStyle: String, CaseIterable, Hashable, Sendable {
    case plain, grouped, insetGrouped
}

/// `UITableViewCell.SeparatorStyle`.
public enum TableSeparatorStyle: String, CaseIterable, Hashable, Sendable {
    case none, singleLine
}

/// The table's published and chosen numbers, in one place (docs/tables.md lists each with
/// its source).
public enum TableMetrics {
    /// UIKit's row height when nothing says otherwise (`UITableView.rowHeight`'s documented
    /// default before self-sizing, and the estimate self-sizing starts from).
    public static let defaultRowHeight = 44.0
    /// `separatorInset.left` of a default cell on iOS 13 and later.
    public static let separatorInsetLeft = 16.0
    /// A plain table's section header and footer with a title.
    public static let plainHeaderHeight = 28.0
    /// A grouped table's header with a title, without one, and its footers.
    public static let groupedTitledHeaderHeight = 38.0
    public static let groupedHeaderHeight = 18.0
    public static let groupedTitledFooterHeight = 38.0
    public static let groupedFooterHeight = 18.0
    /// iOS 15's automatic `sectionHeaderTopPadding` in a plain table (reported; Apple
    /// documents only that the default is `automaticDimension`).
    public static let plainHeaderTopPadding = 22.0
    /// A default header or footer title's label: 16 pt from the header's leading edge (the
    /// cells' text inset); a grouped header's caption sits 6 pt above its group, a grouped
    /// footer's 6 pt below it.
    public static let headerTitleInset = 16.0
    public static let groupedTitleGap = 6.0
    /// Title fonts: a plain header's is 17 pt semibold (`.headline`), a grouped header's and
    /// every footer's 13 pt (`.footnote`).
    public static let plainHeaderTitleSize = 17.0
    public static let groupedTitleSize = 13.0
    /// The inset-grouped style's rounded section corners.
    public static let insetGroupedCornerRadius = 10.0
    /// What an accessory (`.disclosureIndicator`, `.checkmark`) takes from the content
    /// view's width: the chevron, 8 pt wide, in a 38 pt strip at the trailing edge.
    public static let accessoryWidth = 38.0
    public static let disclosureWidth = 8.0
    /// UIKit's default row animation duration (insert, delete, reload).
    public static let rowAnimationDuration = 0.3

    /// A table's background: `systemBackground` (plain), `systemGroupedBackground` (grouped styles).
    public static func background(of style: TableStyle) -> DynamicColor {
        (style == .plain ? SystemColor.systemBackground : SystemColor.systemGroupedBackground).color
    }

    /// The inset-grouped side margins: 20 pt on a regular-width screen (wider than
    /// 414 pt in portrait phone terms), 16 pt on compact widths (iPhone portrait).
    public static func insetGroupedMargin(width: Double) -> Double { width > 414 ? 20 : 16 }
}
