import Geometry

/// Each view's effective layout direction: its `semanticContentAttribute` applied to its
/// superview's (the window's is the app's), as `effectiveUserInterfaceLayoutDirection` is.
/// Which direction a constraint is resolved in is `LayoutEngine+resolveDirection`'s.
extension ViewTree {
    /// `effectiveUserInterfaceLayoutDirection` of a view, nil for an unknown one.
    public func layoutDirection(of id: ViewID) -> LayoutDirection? { nodes[id]?.layoutDirection }

    /// Recomputes the effective direction of `n` and its subtree (installed or not);
    /// `appDirection` is the window's (the app's).
    func refreshLayoutDirections(from n: ViewNode, appDirection: LayoutDirection) {
        let inherited = n.parentNode?.layoutDirection ?? appDirection
        var stack: [(ViewNode, LayoutDirection)] = [(n, inherited)]
        while let (k, outer) = stack.popLast() {
            // The root view (a controller's view) is a view: its semantic attribute counts too.
            k.layoutDirection = k.role == .view || k.role == .root ? k.spec.semanticContentAttribute.layoutDirection(inheriting: outer)
                                                : appDirection
            for c in k.subviews.reversed() { if let child = nodes[c] { stack.append((child, k.layoutDirection)) } }
        }
    }
}
