import Geometry

/// Setting a view's geometry directly, as a `layoutSubviews` override does after
/// `super.layoutSubviews()` (the container that restores its child's center). The view
/// keeps it until its superview lays it out again.
extension LayoutEngine {
    /// UIView.center: moves the view; nothing is invalidated, as in UIKit.
    public func setCenter(_ center: Point, of id: ViewID) throws {
        let n = try tree.node(id, context: "setCenter")
        move(n, center: center, bounds: n.bounds)
    }

    /// UIView.bounds: a new size dirties the view's own layout, as in UIKit.
    public func setBounds(_ bounds: Rect, of id: ViewID) throws {
        let n = try tree.node(id, context: "setBounds")
        if bounds.size != n.bounds.size {
            n.needsLayout = true
            cycle.changeCount &+= 1
        }
        move(n, center: n.center, bounds: bounds)
    }

    /// Sets the model geometry, noting each change for a layout feedback loop report.
    func move(_ n: ViewNode, center: Point, bounds: Rect) {
        if center != n.center { cycle.loopMonitor?.noteGeometry(of: n.id, .center(center)) }
        if bounds != n.bounds { cycle.loopMonitor?.noteGeometry(of: n.id, .bounds(bounds)) }
        n.center = center
        n.bounds = bounds
    }

    /// UIKit's rect notation: `(0 0; 180 180)`.
    static func rectText(_ r: Rect) -> String {
        "(\(r.minX.shortDescription) \(r.minY.shortDescription); \(r.width.shortDescription) \(r.height.shortDescription))"
    }
}
