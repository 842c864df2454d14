/// UICollectionViewFlowLayout's properties, with UIKit's defaults: 50 × 50 items, no
/// estimate, 10 pt between lines and between items, no section inset, no header or
/// footer, vertical scrolling. Both front ends hold one (a timeline's `"layout"`, a Swift
/// `UICollectionViewFlowLayout`); `FlowLayout` lays sections out with it.
public struct FlowLayoutConfiguration: Hashable, Sendable {
    public var itemSize: Size
    public var estimatedItemSize: EstimatedItemSize
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var sectionInset: EdgeInsets
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    public var scrollDirection: CollectionScrollDirection
    /// `sectionHeadersPinToVisibleBounds` (`FlowLayoutResult.shown`).
    public var sectionHeadersPinToVisibleBounds = false

    public init(itemSize: Size = Size(50, 50), estimatedItemSize: EstimatedItemSize = .none,
                minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
                scrollDirection: CollectionScrollDirection = .vertical) {
        self.itemSize = itemSize; self.estimatedItemSize = estimatedItemSize
        self.minimumLineSpacing = minimumLineSpacing; self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset; self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize; self.scrollDirection = scrollDirection
    }
}

/// `estimatedItemSize`: `.zero` (UIKit's default: items are `itemSize` or the delegate's
/// size), `UICollectionViewFlowLayout.automaticSize` (each cell sizes itself:
/// `preferredLayoutAttributesFitting`, which measures it with `systemLayoutSizeFitting`), or
/// a size (an estimate; the cells size themselves too).
public enum EstimatedItemSize: Hashable, Sendable {
    case none
    case automatic
    case size(Size)

    /// Whether the cells size themselves.
    public var isSelfSizing: Bool { self != .none }

    /// The size a self-sizing cell is measured from: UIKit's automatic estimate is 50 × 50.
    public var fittingTarget: Size? {
        switch self {
        case .none: return nil
        case .automatic: return Size(50, 50)
        case .size(let s): return s
        }
    }
}

/// `UICollectionView.ScrollDirection`; raw values are UIKit's names.
public enum CollectionScrollDirection: String, CaseIterable, Hashable, Sendable {
    case vertical, horizontal
}
