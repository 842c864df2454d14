import Geometry

/// Setting a view's geometry directly, as a `layoutSubviews` override does after
/// `super.layoutSubviews()` (the container that restores its child's center). The view
/// keeps it until its superview lays it out again.
extension LayoutEngine {
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
