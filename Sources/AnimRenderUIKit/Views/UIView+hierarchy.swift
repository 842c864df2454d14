import Foundation

/// The view tree: adding, inserting, moving and removing subviews, as UIKit does it.
/// Removing a view deactivates the constraints between its subtree and the views outside
/// (UIKit removes them); constraints inside the subtree stay active and come back with it.
/// The public methods are `UIView`'s open ones (UIView.swift), which a subclass overrides as
/// in UIKit; they come here, and these call one another, never the overrides.
extension UIView {
    func place(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIKitError.raise(.invalidHierarchy("Can't add \(view.debugName) as a subview of \(debugName): "
                                               + "a view cannot be its own subview or its own ancestor's"), in: attachedHost)
            return
        }
        if view.superview === self {
            // Moving among its siblings: the order changes, nothing else.
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            host?.subviewOrderChanged(self)
            return
        }
        view.detachFromSuperview()
        // A hierarchy it headed joins this one: its engine goes, its views and constraints
        // come to this hierarchy's (at its next layout).
        view.ownedHost?.dissolve()
        view.willMove(toSuperview: self)
        let newWindow = window
        if newWindow != nil { view.willMove(toWindow: newWindow) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        attachedHost?.attach(view)
        didAddSubview(view)
        view.didMoveToSuperview()
        if newWindow != nil { view.didMoveToWindow() }
    }

    func place(_ view: UIView, aboveSubview sibling: UIView) {
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        place(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i - 1 : i)
    }

    func place(_ view: UIView, belowSubview sibling: UIView) {
        let i = subviews.firstIndex { $0 === sibling } ?? 0
        place(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i - 1 : i)
    }

    func bringToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: subviews.count - 1)
    }

    func sendToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: 0)
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = window != nil
        willMove(toSuperview: nil)
        if hadWindow { willMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        // UIKit removes the constraints between this subtree and the rest of the tree.
        let inside = Set(subtree.map(ObjectIdentifier.init))
        var ancestor: UIView? = parent
        while let a = ancestor {
            for c in a.heldConstraints where c.itemViews.contains(where: { $0.map { inside.contains(ObjectIdentifier($0)) } ?? false }) {
                c.isActive = false
            }
            ancestor = a.superview
        }
        parent.host?.detach(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
        if hadWindow { didMoveToWindow() }
    }

    /// Swaps the subviews at the two indices (nothing happens for an index outside
    /// `subviews`, where UIKit's array raises NSRangeException).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        host?.subviewOrderChanged(self)
    }

    public func isDescendant(of view: UIView) -> Bool {
        var cursor: UIView? = self
        while let v = cursor {
            if v === view { return true }
            cursor = v.superview
        }
        return false
    }

    public func viewWithTag(_ tag: Int) -> UIView? { subtree.first { $0.tag == tag } }

    /// The view and its subviews at any depth, in tree order (back to front).
    var subtree: [UIView] {
        var out: [UIView] = []
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }

    /// The host of the hierarchy this view is in (installed or about to be), if it has
    /// one yet (`hierarchyHost` makes one).
    var attachedHost: PlaybackHost? {
        var v = self
        while true {
            if let h = v.host, v.recordedName != nil { return h }
            guard let s = v.superview else { return v.ownedHost }
            v = s
        }
    }

    /// The deepest view that is both `a` (or an ancestor) and `b` (or an ancestor).
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var seen = Set<ObjectIdentifier>()
        var cursor: UIView? = a
        while let v = cursor { seen.insert(ObjectIdentifier(v)); cursor = v.superview }
        cursor = b
        while let v = cursor {
            if seen.contains(ObjectIdentifier(v)) { return v }
            cursor = v.superview
        }
        return nil
    }
}
