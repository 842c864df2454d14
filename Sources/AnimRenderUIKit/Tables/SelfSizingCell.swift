import Foundation
import Geometry

/// What UITableViewCell and UICollectionViewCell share: a content view the container
/// frames with UIKit's `UIView-Encapsulated-Layout-…` constraints (required), and the
/// self-sizing measurement of it — `systemLayoutSizeFitting` with the width fixed
/// (`.required`) and the height as small as the constraints allow (`.fittingSizeLevel`), as
/// UIKit measures a self-sizing row.
extension UIView {
    /// Makes the view a content view its container frames (`ViewSpec.isEncapsulated`).
    func becomeEncapsulatedContentView() {
        spec.isEncapsulated = true
    }

    /// The height the view's constraints give it at `width` (UIKit's self-sizing: the
    /// required width, the height pulled to 0 at `.fittingSizeLevel`).
    func selfSizingHeight(width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Puts a cell (or its content view) at `rect`, telling the engine only when it moves (a pass that sets the same frame again must not dirty the layout).
    func place(at rect: CGRect) {
        if spec.frame != rect.rect || !isInstalled && frame != rect { frame = rect }
    }
}

/// A content view its container frames (a table cell's, a header's): one class whose
/// subclasses only give UIKit's class names, which UIKit's console messages print.
@preconcurrency @MainActor
class EncapsulatedContentView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        becomeEncapsulatedContentView()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        becomeEncapsulatedContentView()
    }
}

/// The content view of a table cell: `UITableViewCellContentView`, as in UIKit.
@preconcurrency @MainActor
final class UITableViewCellContentView: EncapsulatedContentView {}

/// The content view of a header or footer: `_UITableViewHeaderFooterContentView`, as in UIKit.
@preconcurrency @MainActor
final class _UITableViewHeaderFooterContentView: EncapsulatedContentView {}
