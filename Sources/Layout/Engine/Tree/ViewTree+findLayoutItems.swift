import Geometry

/// Which names a constraint item can use: the views in the window and their own layout
/// guides (`UILayoutGuide`s, see `LayoutEngine+manageLayoutGuides`), which share the
/// views' namespace.
extension ViewTree {
    /// The user guides of `n`, in the order added.
    func layoutGuideNodes(of n: ViewNode) -> [ViewNode] {
        guard n.role == .view || n.role == .root else { return [] }
        return n.spec.layoutGuides.compactMap { id in nodes[ViewID(guide: id)].flatMap { $0.role == .layoutGuide ? $0 : nil } }
    }

    /// Whether `id` names a user layout guide (not a view).
    public func isLayoutGuide(_ id: ViewID) -> Bool { nodes[id]?.role == .layoutGuide }

    /// Everything a constraint item can name: the views in tree order, each followed by
    /// its own guides.
    public var layoutItemIDs: [ViewID] { preorder().flatMap { [$0.id] + layoutGuideNodes(of: $0).map(\.id) } }

    /// `layoutItemIDs.contains(id)`, without walking the tree: the node's way up to the
    /// window (each one among its superview's installed children), for a guide its
    /// owner's. A timeline asks it of names in every constraint string it installs; the
    /// walk over a thousand views per name made compiling quadratic.
    public func isLayoutItem(_ id: ViewID) -> Bool {
        guard let n = nodes[id] else { return false }
        guard n.role == .layoutGuide else { return isInTree(n) }
        guard let owner = nodes[n.spec.parent], owner.role == .view || owner.role == .root,
              owner.spec.layoutGuides.contains(LayoutGuideID(id.name)) else { return false }
        return isInTree(owner)
    }

    /// Whether `preorder()` meets `n`: every node on its way up is among its superview's
    /// `children`, up to the window.
    private func isInTree(_ n: ViewNode) -> Bool {
        var node = n
        for _ in 0...n.depth {
            if node.role == .window { return node.id == ViewID.window }
            guard let up = nodes[node.spec.parent], up.children.contains(node.id) else { return false }
            node = up
        }
        return false
    }
}
