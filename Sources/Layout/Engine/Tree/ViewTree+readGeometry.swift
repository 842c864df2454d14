import Geometry

/// Reading the tree's geometry as of the last pass: a view's `ViewLayout`, its frame in the
/// window, and a rect converted between two views' bounds (UIView's `convert(_:from:)`).
extension ViewTree {
    /// The laid-out geometry of one view (as of the last pass).
    public func layout(of id: ViewID) -> ViewLayout? {
        guard let n = nodes[id] else { return nil }
        return viewLayout(n)
    }

    /// Every view's geometry, window → root → views in tree order.
    var layouts: [ViewLayout] { preorder().map(viewLayout) }

    func viewLayout(_ n: ViewNode) -> ViewLayout {
        ViewLayout(id: n.id, parent: n.spec.parent, layoutRect: n.layoutRect,
                   frame: ViewGeometry.frame(center: n.center, bounds: n.bounds, transform: n.spec.transform,
                                             anchorPoint: n.spec.anchorPoint),
                   bounds: n.bounds, center: n.center, transform: n.spec.transform, anchorPoint: n.spec.anchorPoint,
                   safeAreaInsets: n.safeAreaInsets, marginInsets: n.marginInsets,
                   alignmentRectInsets: n.spec.alignmentRectInsets,
                   layoutGuides: layoutGuideNodes(of: n).map { LayoutGuideFrame(id: LayoutGuideID($0.id.name), layoutFrame: $0.layoutRect) },
                   isHidden: n.spec.isHidden)
    }

    /// The bounding box of the view in window coordinates (all ancestors' transforms
    /// applied). A query of its own, not a field of `ViewLayout`: it climbs to the window,
    /// and reading every view's layout must not cost the depth of the tree per view.
    func windowFrame(of id: ViewID) -> Rect? {
        nodes[id].map { n in Rect.bounding(n.bounds.corners.map { convertToWindow($0, from: n) }) }
    }

    /// A point in a view's bounds, in window coordinates.
    func convertToWindow(_ p: Point, from id: ViewID) -> Point? {
        nodes[id].map { convertToWindow(p, from: $0) }
    }

    /// `rect` in `from`'s bounds, in `to`'s bounds (UIView's `convert(_:to:)`, as of the
    /// last pass); nil for an unknown view or a transform that cannot be inverted.
    public func convert(_ rect: Rect, from: ViewID, to: ViewID) -> Rect? {
        guard let source = nodes[from], let target = nodes[to] else { return nil }
        var chain: [ViewNode] = []
        var cursor = target
        while cursor.role != .window, let up = cursor.parentNode { chain.append(cursor); cursor = up }
        var corners: [Point] = []
        for corner in rect.corners {
            var p = convertToWindow(corner, from: source)
            for n in chain.reversed() {
                guard let q = ViewGeometry.convertFromSuperview(p, center: n.center, bounds: n.bounds, transform: n.spec.transform,
                                                                anchorPoint: n.spec.anchorPoint) else { return nil }
                p = q
            }
            corners.append(p)
        }
        return Rect.bounding(corners)
    }

    func convertToWindow(_ p: Point, from n: ViewNode) -> Point {
        var point = p
        var cursor = n
        while cursor.role != .window, let up = cursor.parentNode {
            point = ViewGeometry.convertToSuperview(point, center: cursor.center, bounds: cursor.bounds,
                                                    transform: cursor.spec.transform, anchorPoint: cursor.spec.anchorPoint)
            cursor = up
        }
        return point
    }
}
