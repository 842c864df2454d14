import Foundation
import Geometry
import Layout

/// UIKit's collection view: a scroll view whose content its layout places
/// (docs/collections.md). At each layout pass it prepares the layout when invalidated, sets
/// `contentSize` from it, and realises the items visible in its bounds — the data source's
/// cells, dequeued from the reuse queues — placing each at its layout frame; a cell is named
/// `<collection>.cellN` after the order the collection view made it (`CellIdentity`), through
/// reuse. Cells scrolled out of sight leave the hierarchy and wait in their queue
/// (`CollectionRealisation` is the rule, shared with the timeline).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// UIKit's raw values.
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal = 1 }

    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit's dequeue message names for cells.
    nonisolated static let elementKindCell = "UICollectionElementKindCell"

    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }

    /// The layout; setting it lays out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollection()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollection()
    }

    private func setUpCollection() {
        spec.content = .collectionView(spec.content.scroll ?? ScrollContent())
        collectionViewLayout.collectionView = self
    }

    // MARK: Registration and reuse

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Nibs registered for cells (`UICollectionView.elementKindCell/<identifier>`) and
    /// supplementary views (`<kind>/<identifier>`): dequeuing one loads it, which fails
    /// here (UINib).
    var registeredNibs: [String: UINib] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var items = CollectionRealisation()
    var headerItems = CollectionRealisation()
    var footerItems = CollectionRealisation()
    /// The cell objects, by identity (`CellIdentity`).
    var cellObjects: [CellIdentity: UICollectionViewCell] = [:]
    var supplementaryObjects: [String: [CellIdentity: UICollectionReusableView]] = [:]
    /// Set when the layout must `prepare()` at the next pass.
    var layoutNeedsPreparing = true
    /// The bounds size the layout was prepared for.
    var preparedSize: CGSize?
    /// The item counts per section as of the last time they were read (the model a batch
    /// update is checked against, and what `numberOfSections` and `numberOfItems(inSection:)`
    /// answer, as UIKit's answer what the collection view last loaded).
    var itemCounts: [Int]?
    /// The index path the data source is being asked a cell for (dequeue must be given it).
    var cellBeingMade: IndexPath?
    /// The updates of the `performBatchUpdates` running.
    var batch: CollectionUpdates?
    /// The completions of the batch being gathered (nested batches' too).
    var batchCompletions: [(Bool) -> Void] = []

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell for `indexPath`: one waiting in the queue of `identifier`, else a new one of the
    /// registered class. An identifier nothing was registered for is UIKit's
    /// NSInternalInconsistencyException (reported; a plain cell is returned so the code goes on).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cls = cellClasses[identifier] else {
            if UINib.loadIfRegistered(registeredNibs[Self.elementKindCell + "/" + identifier]) { return UICollectionViewCell(frame: .zero) }
            UIKitError.raise(.internalInconsistency(Self.unregisteredMessage(kind: Self.elementKindCell, identifier: identifier)),
                             in: attachedHost)
            return UICollectionViewCell(frame: .zero)
        }
        let (instance, isNew) = items.dequeue(identifier)
        if isNew {
            let cell = cls.init()
            cell.reuseIdentifier = identifier
            cell.cellIdentity = instance.identity
            cellObjects[instance.identity] = cell
            return cell
        }
        let cell = cellObjects[instance.identity]!
        cell.prepareForReuse()
        return cell
    }

    /// A header or footer for `indexPath`, as `dequeueReusableCell`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        guard let cls = supplementaryClasses[key] else {
            if UINib.loadIfRegistered(registeredNibs[key]) { return UICollectionReusableView(frame: .zero) }
            UIKitError.raise(.internalInconsistency(Self.unregisteredMessage(kind: elementKind, identifier: identifier)),
                             in: attachedHost)
            return UICollectionReusableView(frame: .zero)
        }
        let isHeader = elementKind == Self.elementKindSectionHeader
        let (instance, isNew) = isHeader ? headerItems.dequeue(key) : footerItems.dequeue(key)
        if isNew {
            let view = cls.init()
            view.reuseIdentifier = identifier
            view.cellIdentity = instance.identity
            supplementaryObjects[elementKind, default: [:]][instance.identity] = view
            return view
        }
        let view = supplementaryObjects[elementKind]![instance.identity]!
        view.prepareForReuse()
        return view
    }

    /// UIKit's reason for a dequeue of an identifier nothing was registered for.
    static func unregisteredMessage(kind: String, identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the "
            + "identifier or connect a prototype cell in a storyboard"
    }

    // MARK: The data source's numbers

    /// The sections as the collection view has loaded them (UIKit's `numberOfSections` is
    /// not the data source's: after the data changes it stays until the update or reload
    /// that tells the collection view).
    open var numberOfSections: Int { loadedCounts.count }

    /// The items of `section` as the collection view has loaded them; a section it does not
    /// have is UIKit's NSInternalInconsistencyException (reported; 0 is returned).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        guard counts.indices.contains(section) else {
            UIKitError.raise(.internalInconsistency(
                "request for number of items in section \(section) when there are only \(counts.count) sections in the collection view"),
                             in: attachedHost)
            return 0
        }
        return counts[section]
    }

    /// The item counts as the collection view has them: those of the last layout pass or
    /// update, else (none yet, or after `reloadData`) the data source's now, as UIKit loads
    /// its data when first asked.
    var loadedCounts: [Int] { itemCounts ?? dataSourceCounts() }

    /// The item counts the data source gives now. A negative count reads as none, as a
    /// table's does (UIKit documents nothing for it; here the layout would otherwise count
    /// from 0 down).
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    // MARK: Reading what is shown

    /// The cells realised now, in index-path order.
    open var visibleCells: [UICollectionViewCell] { items.realised.compactMap { cellObjects[$0.cell.identity] } }
    open var indexPathsForVisibleItems: [IndexPath] { items.realised.map { IndexPath($0.path) } }

    /// The cell realised for `indexPath`, nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        items.cell(at: indexPath.itemPath).flatMap { cellObjects[$0.identity] }
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        items.realised.first { cellObjects[$0.cell.identity] === cell }.map { IndexPath($0.path) }
    }

    /// The header or footer realised for `indexPath` (item 0 of its section), nil when it is
    /// not visible.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let realisation = supplementaryRealisation(elementKind) else { return nil }
        return realisation.cell(at: ItemPath(section: indexPath.section, item: 0)).flatMap { supplementaryObjects[elementKind]?[$0.identity] }
    }

    /// The headers or footers realised now, in section order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaryRealisation(elementKind)?.realised.compactMap { supplementaryObjects[elementKind]?[$0.cell.identity] } ?? []
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryRealisation(elementKind)?.realised.map { IndexPath(item: 0, section: $0.path.section) } ?? []
    }

    private func supplementaryRealisation(_ kind: String) -> CollectionRealisation? {
        kind == Self.elementKindSectionHeader ? headerItems : kind == Self.elementKindSectionFooter ? footerItems : nil
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Reloading

    /// Forgets every cell shown and asks the data source again at the next layout pass.
    open func reloadData() {
        itemCounts = nil
        for (path, instance) in items.releaseAll() { cellLeaves(instance, at: path) }
        for (_, instance) in headerItems.releaseAll() { supplementaryLeaves(instance, kind: Self.elementKindSectionHeader) }
        for (_, instance) in footerItems.releaseAll() { supplementaryLeaves(instance, kind: Self.elementKindSectionFooter) }
        collectionViewLayout.invalidateLayout()
    }

    /// The content's extent across the scroll direction: the width (vertical) or height
    /// (horizontal) less the adjusted content inset's sides.
    func layoutExtent(_ direction: CollectionScrollDirection) -> Double {
        let inset = adjustedContentInset
        return direction == .vertical ? (bounds.width - inset.left - inset.right).native
            : (bounds.height - inset.top - inset.bottom).native
    }

    // MARK: Layout

    /// UIScrollView's, then the visible items realised.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleItems()
    }

    // MARK: Updates (declared here, not in an extension, so a subclass can override them as
    // on iOS; what they do is in UICollectionView+updates.swift)

    open func insertItems(at indexPaths: [IndexPath]) { update { $0.items.inserted += indexPaths.map(\.itemPath) } }
    open func deleteItems(at indexPaths: [IndexPath]) { update { $0.items.deleted += indexPaths.map(\.itemPath) } }
    open func reloadItems(at indexPaths: [IndexPath]) { update { $0.items.reloaded += indexPaths.map(\.itemPath) } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.items.moved.append((indexPath.itemPath, newIndexPath.itemPath)) }
    }

    open func insertSections(_ sections: IndexSet) { update { $0.sections.inserted += sections.sorted() } }
    open func deleteSections(_ sections: IndexSet) { update { $0.sections.deleted += sections.sorted() } }
    open func reloadSections(_ sections: IndexSet) { update { $0.sections.reloaded += sections.sorted() } }
    /// The section keeps its items and their cells, which go to its new place.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.sections.moved.append((section, newSection)) }
    }

    /// UIKit's `updates` block is `NS_NOESCAPE`: code may hand on a closure of its own that
    /// does not escape (an optional closure parameter always escapes in Swift, hence this
    /// overload; a subclass overrides the one below).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { block in
            let optional: (() -> Void)? = block
            performBatchUpdates(optional, completion: completion)
        }
    }

    /// The updates `updates` makes, checked and applied together; `completion` runs when
    /// their animation ends (at once when nothing animates).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batch == nil else {
            // Nested: part of the outer batch, completed with it.
            updates?()
            if let completion { batchCompletions.append(completion) }
            return
        }
        batch = CollectionUpdates()
        batchCompletions = completion.map { [$0] } ?? []
        updates?()
        let b = batch ?? CollectionUpdates(), completions = batchCompletions
        batch = nil
        batchCompletions = []
        apply(b) { finished in for c in completions { c(finished) } }
    }
}
