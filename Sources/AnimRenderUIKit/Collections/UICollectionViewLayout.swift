import Foundation
import Geometry

/// UIKit's abstract collection view layout: the collection view asks it to `prepare()`,
/// for `collectionViewContentSize` and for the attributes of the elements in a rect, and
/// realises the cells of those. A subclass overrides these as in UIKit;
/// `UICollectionViewFlowLayout` is the one UIKit provides.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Computes the layout; called before the collection view reads it, after it was invalidated.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout for `prepare()` at the collection view's next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutNeedsPreparing = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` recomputes the layout:
    /// UIKit's default is false (the flow layout's is true when the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
}
