import Geometry

/// UIView's geometry setters, as UIKit runs them: `frame` (which a view laid out by
/// constraints keeps only until its superview lays it out again), `center` and `bounds` (as
/// a `layoutSubviews` override sets them after `super.layoutSubviews()`: the container that
/// restores its child's center). Each move is noted for a running pass's layout feedback
/// loop report (`LayoutCycle.move`). A scroll view's `contentOffset` is set with the
/// scroll views (`LayoutEngine+scrollViews`).
extension LayoutEngine {
    /// UIView.frame's setter. A view with `translatesAutoresizingMaskIntoConstraints`
    /// gets new autoresizing constraints from the frame (the engine follows it). A view
    /// laid out by constraints moves at once — `center` and `bounds` change, its own
    /// subviews are laid out again if its size changed — but the engine is not told, so
    /// the next `layoutSubviews` of its superview (whatever causes it: a sibling moving, a
    /// rotation, `setNeedsLayout`) puts it back where its constraints say. UIKit is silent
    /// about this; the trace gets a warning naming the view and the fix.
    public func setFrame(_ id: ViewID, _ frame: Rect) throws {
        let n = try tree.node(id, context: "setting frame")
        guard n.role == .view else {
            throw LayoutError.invalidViewProperty(view: id, reason: "the window and UIKit size the root view; its frame cannot be set")
        }
        guard !n.spec.translatesAutoresizingMaskIntoConstraints else {
            try updateView(id) { $0.frame = frame }
            return
        }
        let g = ViewGeometry.place(frame, transform: n.spec.transform, anchorPoint: n.spec.anchorPoint,
                                   style: configuration.style)
        if g.bounds.size != n.bounds.size {
            n.needsLayout = true
            cycle.changeCount &+= 1
        }
        cycle.move(n, center: g.center, bounds: g.bounds)
        n.isDisplaced = true
        let superview = n.spec.parent
        diagnostics.record(.warning, "frame of \(id) set to \(frame) although Auto Layout places it "
               + "(translatesAutoresizingMaskIntoConstraints is false): it moves now, and the next layoutSubviews "
               + "of \(superview) puts it back where its constraints say. Change its constraints instead (a constant, "
               + "or other constraints activated), or let it translate its autoresizing mask.")
    }

    /// UIView.center: moves the view; nothing is invalidated, as in UIKit.
    public func setCenter(_ center: Point, of id: ViewID) throws { try pass.setCenter(center, of: id) }

    /// UIView.bounds: a new size dirties the view's own layout, as in UIKit.
    public func setBounds(_ bounds: Rect, of id: ViewID) throws {
        let n = try tree.node(id, context: "setBounds")
        if bounds.size != n.bounds.size {
            n.needsLayout = true
            cycle.changeCount &+= 1
        }
        cycle.move(n, center: n.center, bounds: bounds)
    }
}
