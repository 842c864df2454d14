import Geometry

/// A view's subviews in order (`subviews`, front last) and those of them in the window
/// (`children`, what every walk follows).
extension ViewTree {
    /// Puts `id` among `p`'s subviews at `index` (front when nil), taking it out of where
    /// it was.
    func insert(_ id: ViewID, into p: ViewNode, at index: Int?) {
        p.subviews.removeAll { $0 == id }
        p.subviews.insert(id, at: min(max(0, index ?? p.subviews.count), p.subviews.count))
        refreshChildren(p)
    }

    /// A view's installed subviews, in `subviews` order.
    func refreshChildren(_ p: ViewNode) {
        p.children = p.subviews.filter { nodes[$0]?.isInstalled ?? false }
    }
}
