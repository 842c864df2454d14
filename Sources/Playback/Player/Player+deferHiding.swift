import Geometry
import Layout
/// UIStackView's animated hiding: setting `isHidden` on an arranged subview inside an
/// animation block changes the arrangement at once (the view collapses to zero length
/// along the axis while its siblings slide, as the block's layout pass animates), but the
/// view stays on screen, collapsing, until the animation completes; UIKit hides it in the
/// completion. Its alpha is left alone (fade it in the same block to fade it). Showing it
/// again takes effect at once: it expands from its collapsed frame.
extension Player {
    func visibilityChanged(_ id: ViewID, hidden: Bool) {
        guard hidden else {
            deferredHides[id] = nil
            transaction?.hiddenArrangedSubviews.removeAll { $0 == id }
            return
        }
        guard transaction != nil, let parent = engine.tree.spec(of: id)?.parent,
              engine.tree.spec(of: parent)?.stack?.arrangedSubviews.contains(id) == true else { return }
        transaction?.hiddenArrangedSubviews.append(id)
    }

    /// Whether the view, hidden in the model, is still shown at `t`.
    func isHidingDeferred(_ id: ViewID, at t: Double) -> Bool {
        guard let end = deferredHides[id] else { return false }
        if t < end { return true }
        deferredHides[id] = nil
        return false
    }
}
