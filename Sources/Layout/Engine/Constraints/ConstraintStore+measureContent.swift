import Geometry

/// A view's intrinsic content size, measured with the engine's text measurer at the text
/// size in force, and UIKit's `invalidateIntrinsicContentSize`: the measurement the
/// content-size constraints (`ConstraintStore+syncGeneratedConstraints`) are made from.
extension ConstraintStore {
    /// Re-measures a label at its current wrapping width.
    func measureText(of n: ViewNode) -> TextMetrics? {
        guard let text = n.spec.text else { return nil }
        let c = configuration.current
        return c.textMeasurer.measure(text, font: n.spec.font.resolved(for: c.contentSizeCategory),
                                      maxWidth: n.effectivePreferredMaxLayoutWidth, numberOfLines: n.spec.numberOfLines)
    }

    /// The intrinsic content size of the view's class, at the current text size (and, for
    /// a class measured at its width, at the width the last layout gave the view).
    func measureContent(of n: ViewNode) -> Size? {
        let c = configuration.current
        return n.spec.content.intrinsicContentSize(measuring: c.textMeasurer, category: c.contentSizeCategory,
                                                   width: n.spec.content.measuresAtLayoutWidth ? n.automaticPreferredMaxLayoutWidth : nil)
    }

    /// UIKit's `invalidateIntrinsicContentSize`: re-measure, and let the next pass update
    /// constraints and lay out the superview.
    func invalidateIntrinsicContentSize(_ n: ViewNode) {
        n.textMetrics = measureText(of: n)
        n.contentSize = measureContent(of: n)
        n.needsUpdateConstraints = true
        n.parentNode?.needsLayout = true
        syncGeneratedConstraints(of: n)
        if let p = n.parentNode { arrangeStack(p) }
    }
}
