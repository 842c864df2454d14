import Foundation
import Geometry
import Layout

/// UIKit's collection view cell: a `contentView` that fills it, where the cell's own views
/// and constraints go. The content view is pinned to the cell's edges by four constraints
/// (UIKit autoresizes it; the frames are the same, and a self-sizing cell's content then
/// sizes the cell when it is measured: docs/collections.md). A self-sizing cell (the layout's
/// `estimatedItemSize` set) is measured with `systemLayoutSizeFitting` at the estimated
/// size, both axes at `.fittingSizeLevel`, as UIKit's `preferredLayoutAttributesFitting`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes; named `<cell>.contentView` in frames.json.
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        spec.content = .collectionViewCell(indexPath: nil)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        NSLayoutConstraint.activate(CellContent.pinnedEdges.map { a in
            NSLayoutConstraint(item: contentView, attribute: NSLayoutConstraint.Attribute(a), relatedBy: .equal, toItem: self,
                               attribute: NSLayoutConstraint.Attribute(a), multiplier: 1, constant: 0)
        })
    }

    /// The index path the cell shows now (frames.json's `indexPath`); nil while it waits in
    /// its reuse queue.
    var shownIndexPath: ItemPath? {
        get { spec.content.indexPath }
        set { if newValue != shownIndexPath { changeSpec { $0.content = .collectionViewCell(indexPath: newValue) } } }
    }

    /// Kept for API parity: nothing is selected or highlighted in a recording.
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    /// Measures the cell: `systemLayoutSizeFitting(layoutAttributes.size)` with both axes at
    /// `.fittingSizeLevel` (UIKit's default for a cell of a flow layout with an estimated size).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        fitted.size = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                              verticalFittingPriority: .fittingSizeLevel)
        return fitted
    }
}

