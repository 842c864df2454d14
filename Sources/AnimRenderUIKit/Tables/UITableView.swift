import Foundation
import Geometry

/// UIKit's table view: a scroll view that asks its data source for the rows in view and
/// realises only those as cells (docs/tables.md). Rows are self-sizing by default
/// (`rowHeight == UITableView.automaticDimension`): a row about to show is measured —
/// its cell's content view fitted at the row's width, as UIKit measures it — and stays
/// measured; rows never shown count at `estimatedRowHeight` (UIKit's 44 when automatic)
/// in `contentSize`. Cells scrolled out of view go to a reuse queue and come back from
/// `dequeueReusableCell(withIdentifier:for:)`.
///
/// Cells are named in frames.json after the table and the order the table made them:
/// `list.cell1`, `list.cell2` …, their content view `list.cell1.contentView`, the views
/// in a cell subclass's properties `list.cell1.title`, others by class and place
/// (`list.cell1.contentView.UILabel1`). A reused cell keeps its name.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// UIKit's raw values.
    public enum Style: Int, Sendable { case plain = 0, grouped = 1, insetGrouped = 2 }
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right = 1, left = 2, top = 3, bottom = 4, none = 5, middle = 6, automatic = 100
    }
    public enum ScrollPosition: Int, Sendable { case none = 0, top = 1, middle = 2, bottom = 3 }

    /// `UITableView.automaticDimension`: a row, header or footer that sizes itself.
    public nonisolated static let automaticDimension: CGFloat = -1

    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        spec.content = .table(TableContent(scroll: spec.scroll ?? ScrollContent(), style: style.geometry))
        appearance.clipsToBounds = ViewClass.tableView.clipsToBoundsByDefault
        appearance.backgroundColor = TableMetrics.background(of: style.geometry)
    }

    var tableContent: TableContent {
        get { spec.content.table ?? TableContent() }
        set { if newValue != tableContent { changeSpec { $0.content = .table(newValue) } } }
    }

    /// The delegate, when it is a table view delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Sizes

    /// `automaticDimension` (self-sizing rows) by default.
    open var rowHeight: CGFloat {
        get { CGFloat(tableContent.rowHeight) }
        set { tableContent.rowHeight = newValue.native; forgetRowHeights() }
    }
    /// `automaticDimension` by default, which estimates 44.
    open var estimatedRowHeight: CGFloat {
        get { CGFloat(tableContent.estimatedRowHeight) }
        set { tableContent.estimatedRowHeight = newValue.native; forgetRowHeights() }
    }
    open var sectionHeaderHeight: CGFloat {
        get { CGFloat(tableContent.sectionHeaderHeight) }
        set { tableContent.sectionHeaderHeight = newValue.native; reloadData() }
    }
    open var sectionFooterHeight: CGFloat {
        get { CGFloat(tableContent.sectionFooterHeight) }
        set { tableContent.sectionFooterHeight = newValue.native; reloadData() }
    }
    /// What a self-sizing header (footer) not yet shown counts for; `automaticDimension`:
    /// the style's default for its title (docs/tables.md).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { forgetRowHeights() } }
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { forgetRowHeights() } }
    /// Space above each section header (iOS 15); `automaticDimension`: 22 pt in a plain
    /// table, none in the grouped styles.
    open var sectionHeaderTopPadding: CGFloat {
        get { CGFloat(tableContent.sectionHeaderTopPadding) }
        set { tableContent.sectionHeaderTopPadding = newValue.native; forgetRowHeights() }
    }

    /// A view above the first section, as wide as the table and as tall as its frame when it
    /// was set (as UIKit: set it again after changing its height).
    open var tableHeaderView: UIView? {
        didSet { replaceTableEdgeView(oldValue, with: tableHeaderView, height: &tableHeaderHeight) }
    }
    /// A view below the last section, sized as `tableHeaderView`.
    open var tableFooterView: UIView? {
        didSet { replaceTableEdgeView(oldValue, with: tableFooterView, height: &tableFooterHeight) }
    }

    private func replaceTableEdgeView(_ old: UIView?, with new: UIView?, height: inout Double) {
        if old !== new, old?.superview === self { old?.removeFromSuperview() }
        height = new.map { max(0, $0.frame.height.native) } ?? 0
        if let new, new.superview !== self { addSubview(new) }
        forgetRowHeights()
    }

    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { tableContent.separatorStyle == .none ? .none : .singleLine }
        set { tableContent.separatorStyle = newValue == .none ? .none : .singleLine }
    }
    /// Only `left` is drawn (the separator's leading inset).
    open var separatorInset: UIEdgeInsets {
        get { UIEdgeInsets(top: 0, left: CGFloat(tableContent.separatorInsetLeft), bottom: 0, right: 0) }
        set { tableContent.separatorInsetLeft = newValue.left.native }
    }

    // MARK: What the table keeps

    /// The sections' shape and the heights measured so far; nil until the data source is asked.
    var rowGeometry: TableGeometry?
    var sectionTitles: [(header: String?, footer: String?)] = []
    /// The cells in view, by row, in row order.
    var realisedCells: [(path: ItemPath, cell: UITableViewCell)] = []
    /// Cells out of view, by reuse identifier (the last put back comes out first), and the
    /// count of cells made, which numbers their names.
    var reuseQueue = ReuseQueue<UITableViewCell>()
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    /// While an animated update lays the table out: the rows that come in and how.
    var enteringRows: (paths: Set<ItemPath>, motion: TableRowMotion)?
    /// The width the measured heights are for.
    var measuredWidth: CGFloat = -1
    /// The section headers and footers in view, in section order.
    var realisedSupplements: [RealisedSupplement] = []
    /// Header and footer views out of view, by reuse identifier (the one `ReuseQueue`, as
    /// cells'); the table's own title views under `""`.
    var supplementQueue = ReuseQueue<UITableViewHeaderFooterView>()
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Nibs registered for cells (`cell/<identifier>`) and header/footer views
    /// (`headerFooter/<identifier>`): dequeuing one loads it, which fails here (UINib).
    var registeredNibs: [String: UINib] = [:]
    /// The title views the table made (they go back to its own queue).
    var madeTitleViews: Set<ObjectIdentifier> = []
    /// How many header and footer views the table has named.
    var supplementsNamed = 0
    /// `tableHeaderView`'s and `tableFooterView`'s heights, taken when they were set.
    var tableHeaderHeight = 0.0
    var tableFooterHeight = 0.0
    /// Updates inside `performBatchUpdates` / `beginUpdates`, applied together at the end.
    var batchDepth = 0
    var pendingUpdates = TableUpdates()

    // MARK: Cells

    /// Makes `cellClass` what `dequeueReusableCell(withIdentifier:for:)` hands out for
    /// `identifier` when no cell of it waits for reuse.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell waiting for reuse, else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reuseQueue.dequeue(reuseIdentifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else {
            _ = UINib.loadIfRegistered(registeredNibs[UITableView.cellNibKey(identifier)])
            return nil
        }
        return named(cellClass.init(registeredWith: identifier))
    }

    /// As UIKit's: an identifier nothing was registered for is UIKit's
    /// NSInternalInconsistencyException (reported; a plain cell is handed out so the
    /// code goes on).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        if registeredNibs[UITableView.cellNibKey(identifier)] != nil { return named(UITableViewCell(style: .default, reuseIdentifier: identifier)) }
        UIKitError.raise(.internalInconsistency("unable to dequeue a cell with identifier \(identifier) - must register a nib or "
                                                + "a class for the identifier or connect a prototype cell in a storyboard"),
                         in: attachedHost)
        return named(UITableViewCell(style: .default, reuseIdentifier: identifier))
    }

    /// A new cell takes the next identity and is named for it: `<table>.cell<N>`.
    func named(_ cell: UITableViewCell) -> UITableViewCell {
        cell.assignedName = reuseQueue.newIdentity().name(inList: recordedName?.name ?? "table")
        return cell
    }

    /// The cell shown for the row, nil when the row is not in view.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        let path = indexPath.itemPath
        return realisedCells.first { $0.path == path }?.cell
    }

    open var visibleCells: [UITableViewCell] { realisedCells.map(\.cell) }
    open var indexPathsForVisibleRows: [IndexPath]? { realisedCells.map { IndexPath(row: $0.path.item, section: $0.path.section) } }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        realisedCells.first { $0.cell === cell }.map { IndexPath(row: $0.path.item, section: $0.path.section) }
    }

    open var numberOfSections: Int { loadedGeometry.sections.count }
    open func numberOfRows(inSection section: Int) -> Int {
        let sections = loadedGeometry.sections
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The row's rectangle in the table's content, as of now (rows not yet measured at
    /// their estimate).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let g = loadedGeometry, path = indexPath.itemPath
        guard g.sections.indices.contains(path.section), (0..<g.sections[path.section].rowCount).contains(path.item) else { return .zero }
        let margin = CGFloat(tableContent.sideMargin(width: bounds.width.native))
        return CGRect(x: margin, y: CGFloat(g.top(of: path)), width: bounds.width - 2 * margin, height: CGFloat(g.height(of: path)))
    }

    /// Scrolls the row to the top, middle or bottom of the bounds less the adjusted inset
    /// (`.none`: the least that shows it), animated as `setContentOffset`.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visible / 2
        case .bottom: y = rect.maxY - inset.top - visible
        case .none: return scrollRectToVisible(rect, animated: animated)
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Asks the data source again for everything; the cells in view go to the reuse queues.
    open func reloadData() {
        rowGeometry = nil
        for (path, cell) in realisedCells { retire(cell, from: path) }
        realisedCells = []
        for s in realisedSupplements { retire(s) }
        realisedSupplements = []
        setNeedsLayout()
    }

    /// Rows are measured again at the next layout.
    func forgetRowHeights() {
        rowGeometry = nil
        setNeedsLayout()
    }

    /// The geometry, asking the data source when there is none.
    var loadedGeometry: TableGeometry {
        if let g = rowGeometry { return g }
        let g = makeGeometry()
        rowGeometry = g
        return g
    }

    /// The one place the data source's counts are read: rows per section, as it says them.
    /// A negative number of sections reads as none, and so does a negative number of rows
    /// in the table's shape (`numberOfRows(inSection:)`, docs/tables.md), while an update's
    /// check sees it and refuses it with UIKit's reason (`TableBatch.verdict`).
    func dataSourceRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    /// The sections' shape from the data source and the delegate.
    func makeGeometry() -> TableGeometry {
        guard let dataSource else { sectionTitles = []; return TableGeometry(sections: [], estimate: tableContent.rowEstimate) }
        let content = tableContent
        let counts = dataSourceRowCounts()
        let count = counts.count
        sectionTitles = (0..<count).map { s in
            (dataSource.tableView(self, titleForHeaderInSection: s), dataSource.tableView(self, titleForFooterInSection: s))
        }
        let d = tableDelegate
        let sections = (0..<count).map { s -> TableGeometry.Section in
            let rows = max(0, counts[s])
            // A fixed height is used as given; an automatic one is estimated now and
            // measured when the header shows (its view's, or its title's default).
            let header = d?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
            let footer = d?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
            let headerEstimate = d?.tableView(self, estimatedHeightForHeaderInSection: s) ?? estimatedSectionHeaderHeight
            let footerEstimate = d?.tableView(self, estimatedHeightForFooterInSection: s) ?? estimatedSectionFooterHeight
            let titled = content.headerHeight(hasTitle: sectionTitles[s].header != nil)
            let footerTitled = content.footerHeight(hasTitle: sectionTitles[s].footer != nil)
            return TableGeometry.Section(
                rowCount: rows,
                headerHeight: header >= 0 ? header.native : headerEstimate >= 0 ? headerEstimate.native : titled,
                footerHeight: footer >= 0 ? footer.native : footerEstimate >= 0 ? footerEstimate.native : footerTitled,
                headerIsEstimated: header < 0, footerIsEstimated: footer < 0,
                headerTopPadding: content.headerTopPadding(headerHeight: 1))
        }
        var geometry = TableGeometry(sections: sections, estimate: content.rowEstimate) { path in
            self.estimatedHeight(of: path)
        }
        geometry.tableHeaderHeight = tableHeaderHeight
        geometry.tableFooterHeight = tableFooterHeight
        return geometry
    }

    /// A row's height before it is measured: the fixed `rowHeight`, else the delegate's
    /// `estimatedHeightForRowAt` (`estimatedRowHeight` by default; 44 when automatic).
    func estimatedHeight(of path: ItemPath) -> Double {
        let content = tableContent
        guard content.selfSizesRows, let d = tableDelegate else { return content.rowEstimate }
        let e = d.tableView(self, estimatedHeightForRowAt: IndexPath(path)).native
        return e >= 0 ? e : content.rowEstimate
    }

    /// A cell leaves its row for its reuse queue. As in UIKit, it stays among the table's
    /// subviews, hidden, until a row reuses it (then it shows again and only moves: a view
    /// leaving and joining the engine would cost a solver rebuild on every scrolled row).
    func retire(_ cell: UITableViewCell, from path: ItemPath) {
        if let id = cell.reuseIdentifier { reuseQueue.enqueue(cell, reuseIdentifier: id) }
        if cell.superview === self, !cell.isHidden { cell.isHidden = true }
        cell.cellContent.indexPath = nil
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(path))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }
}

extension UITableView.Style {
    var geometry: TableStyle {
        switch self {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        }
    }
}
