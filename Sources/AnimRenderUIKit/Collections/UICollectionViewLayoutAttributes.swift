import Foundation

/// Where a layout puts one element of a collection view: a cell (no kind) or a
/// supplementary view (a header's or footer's kind), and its frame.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// UIKit's raw values.
    public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView = 1, decorationView = 2 }

    public var indexPath: IndexPath
    public var frame: CGRect = .zero
    public var representedElementCategory: ElementCategory
    public var representedElementKind: String?
    public var zIndex = 0
    public var alpha: CGFloat = 1
    public var isHidden = false
    public var transform: CGAffineTransform = .identity

    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated {
            let c = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            c.frame = frame
            c.representedElementCategory = representedElementCategory
            c.representedElementKind = representedElementKind
            c.zIndex = zIndex
            c.alpha = alpha
            c.isHidden = isHidden
            c.transform = transform
            return c
        }
    }
}
