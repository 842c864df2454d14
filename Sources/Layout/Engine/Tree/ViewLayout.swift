import Geometry

/// A view's geometry after layout, in UIKit's terms.
public struct ViewLayout: Hashable {
    public var id: String
    /// The superview's id; empty for the window.
    public var parent: String
    /// The rect Auto Layout computed: untransformed, in the superview's coordinates.
    public var layoutRect: Rect
    /// UIKit's `frame`: the bounding box of the transformed bounds, superview coordinates.
    public var frame: Rect
    public var bounds: Rect
    public var center: Point
    public var transform: AffineTransform
    public var anchorPoint: Point
    public var safeAreaInsets: EdgeInsets
    /// The insets of `layoutMarginsGuide` from the bounds (margins plus the safe area
    /// where the view measures its margins from it).
    public var marginInsets: EdgeInsets
    /// `alignmentRectInsets`: the rect constraints place is the layout rect inset by these.
    public var alignmentRectInsets: EdgeInsets
    /// The view's own layout guides with their `layoutFrame`s, in the order added.
    public var layoutGuides: [LayoutGuideFrame]
    public var isHidden: Bool
}

/// Geometry a player shows mid-animation for one view (interpolated center/bounds and
/// the current transform), used to measure the constraints a frame breaks.
public struct PresentationGeometry: Hashable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    /// The alignment rect's insets as shown (they ride along with an animated frame);
    /// nil: the view's own.
    public var alignmentRectInsets: EdgeInsets?
    public init(center: Point, bounds: Rect, transform: AffineTransform = .identity, alignmentRectInsets: EdgeInsets? = nil) {
        self.center = center; self.bounds = bounds; self.transform = transform; self.alignmentRectInsets = alignmentRectInsets
    }
}

extension LayoutEngine {
    /// The laid-out geometry of one view (as of the last pass).
    public func layout(of id: String) -> ViewLayout? {
        guard let n = tree.nodes[id] else { return nil }
        return viewLayout(n)
    }

    /// Every view's geometry, window → root → views in tree order.
    var layouts: [ViewLayout] { tree.preorder().map(viewLayout) }

    func viewLayout(_ n: ViewNode) -> ViewLayout {
        ViewLayout(id: n.id, parent: n.spec.parent, layoutRect: n.layoutRect,
                   frame: ViewGeometry.frame(center: n.center, bounds: n.bounds, transform: n.spec.transform,
                                             anchorPoint: n.spec.anchorPoint),
                   bounds: n.bounds, center: n.center, transform: n.spec.transform, anchorPoint: n.spec.anchorPoint,
                   safeAreaInsets: n.safeAreaInsets, marginInsets: n.marginInsets,
                   alignmentRectInsets: n.spec.alignmentRectInsets,
                   layoutGuides: layoutGuideNodes(of: n).map { LayoutGuideFrame(id: $0.id, layoutFrame: $0.layoutRect) },
                   isHidden: n.spec.isHidden)
    }

    /// The bounding box of the view in window coordinates (all ancestors' transforms
    /// applied). A query of its own, not a field of `ViewLayout`: it climbs to the window,
    /// and reading every view's layout must not cost the depth of the tree per view.
    func windowFrame(of id: String) -> Rect? {
        tree.nodes[id].map { n in Rect.bounding(n.bounds.corners.map { convertToWindow($0, from: n) }) }
    }

    /// A point in a view's bounds, in window coordinates.
    func convertToWindow(_ p: Point, from id: String) -> Point? {
        tree.nodes[id].map { convertToWindow(p, from: $0) }
    }

    /// `rect` in `from`'s bounds, in `to`'s bounds (UIView's `convert(_:to:)`, as of the
    /// last pass); nil for an unknown view or a transform that cannot be inverted.
    public func convert(_ rect: Rect, from: String, to: String) -> Rect? {
        guard let source = tree.nodes[from], let target = tree.nodes[to] else { return nil }
        var chain: [ViewNode] = []
        var cursor = target
        while cursor.role != .window, let up = parent(of: cursor) { chain.append(cursor); cursor = up }
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
        while cursor.role != .window, let up = parent(of: cursor) {
            point = ViewGeometry.convertToSuperview(point, center: cursor.center, bounds: cursor.bounds,
                                                    transform: cursor.spec.transform, anchorPoint: cursor.spec.anchorPoint)
            cursor = up
        }
        return point
    }
}
