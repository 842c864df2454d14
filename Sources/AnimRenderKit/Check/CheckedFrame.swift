import Geometry
import Layout
import Playback

/// A frame as the layout rules read it: where each view is on the screen, how opaque it
/// is, what clips it and whether it draws anything — derived from the frame alone, once per
/// frame, for every rule. Coordinates are the root view's (the screen, turned with the
/// interface under legacy rotation), where the frame's safe area is.
struct CheckedFrame {
    struct View {
        var frame: ViewFrame
        /// Its superview's place in `views` (nil for the root view).
        var parent: Int?
        /// The view's own coordinates (its bounds) → the root view's: CALayer's geometry
        /// up the tree (position, anchor point, transform, bounds origin).
        var toRoot: AffineTransform
        /// The bounding box of the view on screen.
        var rect: Rect
        /// Its alpha times every superview's: how much of it shows.
        var opacity: Double
        /// Drawn at all: it and its superviews shown, some opacity, a transform that does
        /// not collapse it.
        var isVisible: Bool
        /// The superviews that clip it (`clipsToBounds`), nearest first, by place in `views`.
        var clippingAncestors: [Int]
        /// Draws something of its own: text, a background, a border, or a control.
        var drawsContent: Bool
    }

    var state: FrameState
    /// In the frame's order (tree order), root first.
    var views: [View]
    /// Each view's place in `views`, by id.
    var slots: [ViewID: Int]
    /// The root view's bounds: the screen.
    var screen: Rect
    /// The root view's safe area.
    var safeArea: Rect

    init(_ state: FrameState) {
        self.state = state
        views = []
        views.reserveCapacity(state.views.count)
        slots = [:]
        slots.reserveCapacity(state.views.count)
        var screen = Rect(origin: .zero, size: state.windowBounds.size)
        for v in state.views {
            let parent = slots[v.parent]
            let view: View
            if let p = parent {
                let up = views[p]
                let toRoot = Self.matrix(of: v).concatenating(up.toRoot)
                let opacity = up.opacity * v.alpha
                let clipping = (up.frame.clipsToBounds ? [p] : []) + up.clippingAncestors
                view = View(frame: v, parent: p, toRoot: toRoot, rect: toRoot.apply(Rect(origin: v.bounds.origin, size: v.bounds.size)),
                            opacity: opacity,
                            isVisible: v.isVisible && up.isVisible && opacity > Self.invisible && abs(toRoot.determinant) > 1e-12,
                            clippingAncestors: clipping, drawsContent: Self.drawsContent(v))
            } else {
                // The root view (or a view whose superview the frame does not show).
                let own = Rect(origin: .zero, size: v.bounds.size)
                if v.id == ViewID.root { screen = own }
                view = View(frame: v, parent: nil, toRoot: AffineTransform(translationX: -v.bounds.minX, y: -v.bounds.minY),
                            rect: own, opacity: v.alpha, isVisible: v.isVisible && v.alpha > Self.invisible,
                            clippingAncestors: [], drawsContent: Self.drawsContent(v))
            }
            slots[v.id] = views.count
            views.append(view)
        }
        self.screen = screen
        safeArea = screen.insetBy(state.safeArea)
    }

    /// Below this opacity nothing shows (UIKit does not hit-test views under 0.01 either).
    static let invisible = 0.01

    /// A view's coordinates → its superview's (SceneNode's matrix, from the frame's values).
    static func matrix(of v: ViewFrame) -> AffineTransform {
        let anchor = Point(v.bounds.minX + v.anchorPoint.x * v.bounds.width, v.bounds.minY + v.anchorPoint.y * v.bounds.height)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(v.transform)
            .concatenating(AffineTransform(translationX: v.center.x, y: v.center.y))
    }

    static func drawsContent(_ v: ViewFrame) -> Bool {
        if let text = v.text, !text.isEmpty, v.textColor.alpha > 0 { return true }
        if let b = v.backgroundColor, b.alpha > 0 { return true }
        if let border = v.border, border.width > 0, border.color.alpha > 0 { return true }
        return v.content != .plain
    }

    /// The view with this id, if the frame shows it.
    func view(_ id: ViewID) -> View? { slots[id].map { views[$0] } }

    /// The visible views that are not the root view, in tree order.
    var visibleViews: [View] { views.filter { $0.isVisible && $0.parent != nil } }
}

extension CheckedFrame {
    /// What shows of a view: its rect cut by every clipping ancestor's; nil when nothing does.
    func visibleRect(of v: View) -> Rect? {
        var r: Rect? = v.rect
        for a in v.clippingAncestors { r = r.flatMap { $0.intersection(views[a].rect) } }
        guard let r, r.width > 0, r.height > 0 else { return nil }
        return r
    }
}

/// How far a rect reaches past another's edges.
struct Overhang {
    /// The largest distance past any edge (0 when inside).
    var amount: Double
    /// The edge it is past most: `top`, `left`, `bottom` or `right`.
    var edge: String

    init(of r: Rect, outside bound: Rect) {
        let sides = [("top", bound.minY - r.minY), ("left", bound.minX - r.minX),
                     ("bottom", r.maxY - bound.maxY), ("right", r.maxX - bound.maxX)]
        var best = (edge: "top", amount: 0.0)
        for (edge, amount) in sides where amount > best.amount { best = (edge, amount) }
        self.amount = best.amount; self.edge = best.edge
    }
}
