import Geometry

/// The two-pass pattern, settled inside one pass: a wrapping label with no
/// `preferredMaxLayoutWidth` — or a class measured at its width (a text view that does not
/// scroll) — takes the width this layout gave it and is measured again.
extension LayoutPass {
    /// Re-measures every such view whose width changed; returns them (for the trace: why
    /// the pass goes round again).
    func remeasureAtLayoutWidth() -> [String] {
        var reasons: [String] = []
        for n in tree.preorder() where cycle.isInPassScope(n) && n.id != cycle.passScope?.receiver {
            let wrappingLabel = n.spec.isLabel && n.spec.numberOfLines != 1 && n.spec.preferredMaxLayoutWidth == nil
            guard wrappingLabel || n.spec.content.measuresAtLayoutWidth,
                  n.automaticPreferredMaxLayoutWidth != n.layoutRect.width else { continue }
            n.automaticPreferredMaxLayoutWidth = n.layoutRect.width
            let width = n.layoutRect.width.shortDescription
            diagnostics.record(.note, wrappingLabel
                ? "\(n.id): preferredMaxLayoutWidth = \(width) from the layout pass (two-pass pattern); intrinsic size invalidated"
                : "\(n.id): measured \(width) wide from the layout pass (self-sizing text view); intrinsic size invalidated")
            store.invalidateIntrinsicContentSize(n)
            reasons.append("width of \(n.id)")
        }
        return reasons
    }
}
