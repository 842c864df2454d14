import Cassowary
import Geometry

/// The constraints UIKit derives from a view's own properties: four
/// NSContentSizeLayoutConstraints from the intrinsic content size, four
/// NSAutoresizingMaskLayoutConstraints from frame + mask. Their ids are stable and
/// documented: `card.width<=intrinsic` (hugging), `card.width>=intrinsic` (compression
/// resistance), the same for `height`, and `card.autoresizing.minX` / `.width` / `.minY`
/// / `.height`. The root view's frame constraints carry UIKit's identifiers as their ids:
/// `UIView-Encapsulated-Layout-Left`, `-Width`, `-Top`, `-Height`.
extension LayoutEngine {
    static func contentSizeID(_ view: ViewID, horizontal: Bool, hugging: Bool) -> LayoutConstraintID {
        LayoutConstraintID("\(view).\(horizontal ? "width" : "height")\(hugging ? "<=" : ">=")intrinsic")
    }
    static func autoresizingID(_ view: ViewID, horizontal: Bool, size: Bool) -> LayoutConstraintID {
        LayoutConstraintID("\(view).autoresizing." + (size ? (horizontal ? "width" : "height") : (horizontal ? "minX" : "minY")))
    }
    static func scrollContentID(_ view: ViewID, horizontal: Bool) -> LayoutConstraintID {
        LayoutConstraintID("\(view).contentSize.\(horizontal ? "width" : "height")")
    }
    static func encapsulatedLayoutID(horizontal: Bool, size: Bool) -> String {
        "UIView-Encapsulated-Layout-" + (size ? (horizontal ? "Width" : "Height") : (horizontal ? "Left" : "Top"))
    }
    /// The root view's carry UIKit's identifier as their id; another encapsulated view's
    /// (a cell's content view) are prefixed with the view's id, as there are many:
    /// `list.cell1.contentView.UIView-Encapsulated-Layout-Height`.
    static func encapsulatedLayoutID(_ view: ViewID, horizontal: Bool, size: Bool) -> LayoutConstraintID {
        let identifier = encapsulatedLayoutID(horizontal: horizontal, size: size)
        return LayoutConstraintID(view == .root ? identifier : view.name + "." + identifier)
    }

    /// Re-measures a label at its current wrapping width.
    func measureText(of n: ViewNode) -> TextMetrics? {
        guard let text = n.spec.text else { return nil }
        return configuration.textMeasurer.measure(text, font: n.spec.font.resolved(for: configuration.contentSizeCategory),
                                                  maxWidth: n.effectivePreferredMaxLayoutWidth,
                                                  numberOfLines: n.spec.numberOfLines)
    }

    /// The intrinsic content size of the view's class, at the current text size (and, for
    /// a class measured at its width, at the width the last layout gave the view).
    func measureContent(of n: ViewNode) -> Size? {
        n.spec.content.intrinsicContentSize(measuring: configuration.textMeasurer, category: configuration.contentSizeCategory,
                                            width: n.spec.content.measuresAtLayoutWidth ? n.automaticPreferredMaxLayoutWidth : nil)
    }

    /// UIKit's `invalidateIntrinsicContentSize`: re-measure, and let the next pass update
    /// constraints and lay out the superview.
    func invalidateIntrinsicContentSize(_ n: ViewNode) {
        n.textMetrics = measureText(of: n)
        n.contentSize = measureContent(of: n)
        n.needsUpdateConstraints = true
        n.parentNode?.needsLayout = true
        store.syncGeneratedConstraints(of: n)
        if let p = n.parentNode { store.arrangeStack(p) }
    }
}
