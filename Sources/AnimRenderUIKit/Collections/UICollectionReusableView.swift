import Foundation
import Geometry

/// UIKit's reusable view of a collection view: a cell's superclass, and what a header or
/// footer is. The collection view makes it from its registered class (`init(frame:)`),
/// names it for the order it was made (`grid.cell3`, `grid.header1`, `grid.footer1`; headers
/// and footers counted apart; kept through reuse: docs/collections.md), and
/// puts it back in its reuse queue when it scrolls out of sight.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Which of its collection view's cells (or headers, or footers) it is, from when the
    /// collection view made it; it keeps it through reuse.
    var cellIdentity: CellIdentity?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpReusableContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpReusableContent()
    }

    /// How the collection view makes one from a registered class: `init(frame: .zero)`,
    /// through the subclass's override (required, so that a class value can make one).
    public required convenience init() { self.init(frame: .zero) }

    func setUpReusableContent() {
        spec.content = .collectionReusableView
    }

    /// Called before the view is handed out again by `dequeueReusable…`.
    open func prepareForReuse() {}

    /// The attributes the view wants: UIKit's default keeps them; a self-sizing cell's
    /// (`UICollectionViewCell`) measures itself.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Applies the layout's attributes (override to read custom ones).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
