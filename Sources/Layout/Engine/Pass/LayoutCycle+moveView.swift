import Geometry

/// A view's model geometry set (by layout, an override, a scroll or a setter), with each
/// change noted for the running pass's layout feedback loop report.
extension LayoutCycle {
    func move(_ n: ViewNode, center: Point, bounds: Rect) {
        if center != n.center { loopMonitor?.noteGeometry(of: n.id, .center(center)) }
        if bounds != n.bounds { loopMonitor?.noteGeometry(of: n.id, .bounds(bounds)) }
        n.center = center
        n.bounds = bounds
    }
}
