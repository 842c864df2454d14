import Foundation
import Geometry

/// UIKit's flow layout: items in lines, lines in sections (`FlowLayout` holds the
/// arrangement both front ends use; docs/collections.md). Sizes come from the delegate
/// (`UICollectionViewDelegateFlowLayout`) where it answers, else from the properties; with
/// `estimatedItemSize` set, each cell sizes itself (`preferredLayoutAttributesFitting`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize` value that asks every cell to size itself.
    public nonisolated static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude,
                                                         height: Double.greatestFiniteMagnitude)

    var configuration = FlowLayoutConfiguration() { didSet { if configuration != oldValue { invalidateLayout() } } }
    /// The arrangement as of the last `prepare()`.
    private(set) var result = FlowLayoutResult(items: [], headers: [], footers: [], contentSize: .zero)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var itemSize: CGSize {
        get { CGSize(configuration.itemSize) }
        set { configuration.itemSize = newValue.size }
    }
    open var estimatedItemSize: CGSize {
        get {
            switch configuration.estimatedItemSize {
            case .none: return .zero
            case .automatic: return Self.automaticSize
            case .size(let s): return CGSize(s)
            }
        }
        set {
            if newValue == Self.automaticSize { configuration.estimatedItemSize = .automatic }
            else if newValue == .zero { configuration.estimatedItemSize = .none }
            else { configuration.estimatedItemSize = .size(newValue.size) }
        }
    }
    open var minimumLineSpacing: CGFloat {
        get { CGFloat(configuration.minimumLineSpacing) }
        set { configuration.minimumLineSpacing = newValue.native }
    }
    open var minimumInteritemSpacing: CGFloat {
        get { CGFloat(configuration.minimumInteritemSpacing) }
        set { configuration.minimumInteritemSpacing = newValue.native }
    }
    open var sectionInset: UIEdgeInsets {
        get { UIEdgeInsets(configuration.sectionInset) }
        set { configuration.sectionInset = newValue.edgeInsets }
    }
    open var headerReferenceSize: CGSize {
        get { CGSize(configuration.headerReferenceSize) }
        set { configuration.headerReferenceSize = newValue.size }
    }
    open var footerReferenceSize: CGSize {
        get { CGSize(configuration.footerReferenceSize) }
        set { configuration.footerReferenceSize = newValue.size }
    }
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { configuration.scrollDirection == .vertical ? .vertical : .horizontal }
        set { configuration.scrollDirection = newValue == .vertical ? .vertical : .horizontal }
    }
    /// Headers stay at the top (left, scrolling horizontally) of the visible content while
    /// their section passes under it (`FlowLayoutResult.pinningHeaders`), in front of the cells.
    open var sectionHeadersPinToVisibleBounds: Bool {
        get { configuration.sectionHeadersPinToVisibleBounds }
        set { configuration.sectionHeadersPinToVisibleBounds = newValue }
    }
    /// Kept for API parity: footers scroll with their section.
    open var sectionFootersPinToVisibleBounds = false

    /// The arrangement as shown now: the prepared one, its headers pinned when they pin.
    private var shown: FlowLayoutResult {
        guard let cv = collectionView else { return result }
        return result.shown(configuration, bounds: cv.bounds.rect, inset: cv.adjustedContentInset.edgeInsets)
    }

    /// Lays every section out: each item's size from the delegate, else `itemSize`; with an
    /// estimate, the cell's own (`UICollectionView.measureItem`).
    open override func prepare() {
        guard let cv = collectionView else { return }
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        var sections: [FlowLayout.Section] = []
        for s in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: s)
            let sizes: [Size] = (0..<count).map { i in
                let path = IndexPath(item: i, section: s)
                if let estimate = configuration.estimatedItemSize.fittingTarget { return cv.measureItem(at: path, estimate: estimate) }
                return (flow?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize).size
            }
            var section = FlowLayout.Section(itemSizes: sizes, configuration: configuration)
            if let flow {
                section.inset = flow.collectionView(cv, layout: self, insetForSectionAt: s).edgeInsets
                section.lineSpacing = flow.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s).native
                section.interitemSpacing = flow.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s).native
                section.headerSize = flow.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s).size
                section.footerSize = flow.collectionView(cv, layout: self, referenceSizeForFooterInSection: s).size
            }
            sections.append(section)
        }
        result = FlowLayout.layout(sections, direction: configuration.scrollDirection, extent: cv.layoutExtent(configuration.scrollDirection))
    }

    open override var collectionViewContentSize: CGSize { CGSize(result.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let r = rect.rect, result = shown
        var all: [UICollectionViewLayoutAttributes] = []
        for s in result.headers(in: r) { all += layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s)).map { [$0] } ?? [] }
        for p in result.items(in: r) { all += layoutAttributesForItem(at: IndexPath(p)).map { [$0] } ?? [] }
        for s in result.footers(in: r) { all += layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s)).map { [$0] } ?? [] }
        return all
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let f = result.frame(of: indexPath.itemPath) else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(f)
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let frames = elementKind == UICollectionView.elementKindSectionHeader ? shown.headers : result.footers
        guard frames.indices.contains(indexPath.section), let f = frames[indexPath.section] else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        a.frame = CGRect(f)
        return a
    }

    /// A flow layout lays out again when the collection view's size changes, and, with pinned
    /// headers, when it scrolls.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
}
