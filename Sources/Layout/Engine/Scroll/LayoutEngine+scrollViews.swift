import Cassowary
import Geometry

/// UIScrollView in the engine (`ViewSpec.scroll`):
///
/// - **Content offset** is the scroll view's `bounds.origin`: its subviews' rects are in
///   content coordinates, and every expression that climbs out of the scroll view shifts by
///   the offset (`originExpression`), so a constraint between content and a view outside
///   (a sticky header) and the frame layout guide follow the scrolling; the offset is a
///   constant of those constraints, edited in place when it changes.
/// - **Content layout guide**: origin at the content's origin, width and height solver
///   variables, pulled at the weakest priority towards `contentSize` as set (0 when not):
///   constraints to it (or, from inside, to the scroll view's edges) decide `contentSize`.
/// - **Frame layout guide**: the scroll view's frame, fixed on screen.
/// - **adjustedContentInset**: `contentInset` plus the scroll view's safe-area insets on
///   the axes its `contentInsetAdjustmentBehavior` adjusts; a scroll view resting at its top
///   (or leading edge) stays there when the adjusted inset changes, as UIKit keeps it.
/// - **Safe area of the content**: a subview gets the part of the scroll view's safe area
///   it overlaps on screen, less the edges the adjusted inset already takes in.
extension LayoutEngine {
    /// A view's scroll properties changed: its content guide, its generated pull, its layout.
    func scrollConfigurationChanged(_ n: ViewNode, from old: ScrollContent?) {
        store.syncContentVariables(of: n)
        store.syncGeneratedConstraints(of: n)
        n.needsLayout = true
        if old == nil || n.spec.scroll == nil { n.parentNode?.needsLayout = true }
        cycle.engineDirty = true
    }

    /// `contentOffset = offset` (UIKit does not clamp it): the scroll view's bounds origin.
    /// The scroll view lays out its subviews again (UIKit's scroll views do on every scroll),
    /// and the constraints that climb out of it are edited at the next pass.
    public func setContentOffset(_ offset: Point, of id: ViewID) throws {
        let n = try tree.node(id, context: "setContentOffset")
        guard n.isScrollView else { throw LayoutError.invalidViewProperty(view: id, reason: "it is not a UIScrollView") }
        guard offset != n.bounds.origin else { return }
        cycle.move(n, center: n.center, bounds: Rect(origin: offset, size: n.bounds.size))
        n.needsLayout = true
        cycle.changeCount &+= 1
    }
}

/// What a scroll view's layout says about its scrolling.
public struct ScrollLayout: Hashable, Sendable {
    /// `bounds.origin`.
    public var contentOffset: Point
    public var contentSize: Size
    public var adjustedContentInset: EdgeInsets
    public init(contentOffset: Point, contentSize: Size, adjustedContentInset: EdgeInsets) {
        self.contentOffset = contentOffset; self.contentSize = contentSize; self.adjustedContentInset = adjustedContentInset
    }
}
