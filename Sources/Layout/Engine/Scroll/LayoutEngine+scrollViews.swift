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
    /// The content guide's pull towards the set content size: below every priority a
    /// constraint can have (1…1000), so any constraint on the guide wins.
    static let scrollContentPriority = Priority(0.5)

    /// How far a scroll view's bounds are scrolled along one axis (0 for other views).
    func scrollShift(_ n: ViewNode, horizontal: Bool) -> Double {
        guard n.isScrollView else { return 0 }
        return horizontal ? n.bounds.minX : n.bounds.minY
    }

    /// `contentSize` as set along one axis (0 when not set).
    func setContentSize(of view: String, horizontal: Bool) -> Double {
        guard let size = tree.nodes[view]?.spec.scroll?.contentSize else { return 0 }
        return horizontal ? size.width : size.height
    }

    /// Gives a scroll view its content guide's variables (and takes them from a view that is
    /// no longer one).
    func syncContentVariables(of n: ViewNode) {
        if n.isScrollView, n.contentVariables == nil, n.variables != nil {
            n.contentVariables = (solver.makeVariable("\(n.id).contentWidth"), solver.makeVariable("\(n.id).contentHeight"))
        } else if !n.isScrollView {
            n.contentVariables = nil
        }
    }

    /// The content layout guide's solved size, on the pixel grid where layout snaps.
    func solvedContentSize(_ n: ViewNode) -> Size {
        guard let content = n.contentVariables else { return .zero }
        let solved = snappedToPixels(Rect(0, 0, solvedValue(content.width), solvedValue(content.height))).size
        return Size(max(0, solved.width), max(0, solved.height))
    }

    /// A view's scroll properties changed: its content guide, its generated pull, its layout.
    func scrollConfigurationChanged(_ n: ViewNode, from old: ScrollContent?) {
        syncContentVariables(of: n)
        syncGeneratedConstraints(of: n)
        n.needsLayout = true
        if old == nil || n.spec.scroll == nil { parent(of: n)?.needsLayout = true }
        engineDirty = true
    }

    /// `contentOffset = offset` (UIKit does not clamp it): the scroll view's bounds origin.
    /// The scroll view lays out its subviews again (UIKit's scroll views do on every scroll),
    /// and the constraints that climb out of it are edited at the next pass.
    public func setContentOffset(_ offset: Point, of id: String) throws {
        let n = try tree.node(id, context: "setContentOffset")
        guard n.isScrollView else { throw LayoutError.invalidViewProperty(view: id, reason: "it is not a UIScrollView") }
        guard offset != n.bounds.origin else { return }
        move(n, center: n.center, bounds: Rect(origin: offset, size: n.bounds.size))
        n.needsLayout = true
        changeCount &+= 1
    }

    /// `adjustedContentInset` as of the last pass: `contentInset` plus the safe-area insets
    /// of the axes the behaviour adjusts (Apple's documentation of each case):
    /// `always` both, `never` neither, `scrollableAxes` an axis whose content is larger than
    /// the bounds or which always bounces (a table's vertical axis always is); `automatic`
    /// adjusts as `scrollableAxes` here (it differs only for a scroll view shown by a
    /// navigation or tab bar controller).
    func adjustedContentInset(of n: ViewNode) -> EdgeInsets {
        guard let scroll = n.spec.scroll else { return .zero }
        let c = scroll.contentInset, s = n.safeAreaInsets
        let (vertical, horizontal) = adjustedAxes(of: n)
        return EdgeInsets(top: c.top + (vertical ? s.top : 0), left: c.left + (horizontal ? s.left : 0),
                          bottom: c.bottom + (vertical ? s.bottom : 0), right: c.right + (horizontal ? s.right : 0))
    }

    /// Which axes take the safe area into the adjusted inset.
    func adjustedAxes(of n: ViewNode) -> (vertical: Bool, horizontal: Bool) {
        guard let scroll = n.spec.scroll else { return (false, false) }
        switch scroll.contentInsetAdjustmentBehavior {
        case .always: return (true, true)
        case .never: return (false, false)
        case .automatic, .scrollableAxes:
            // A table scrolls vertically whatever its content (UIKit's tables bounce when
            // empty), so its rows start under the status bar from the first pass, when its
            // contentSize is still zero.
            let size = n.layoutRect.size
            return (n.scrollContentSize.height > size.height || scroll.alwaysBounceVertical || n.spec.content.table != nil,
                    n.scrollContentSize.width > size.width || scroll.alwaysBounceHorizontal)
        }
    }

    /// Run as the scroll view lays out its subviews: `contentSize` from the solution, and the
    /// adjusted inset applied (a scroll view resting at its top or leading edge stays there).
    func settleScrollView(_ n: ViewNode) {
        guard n.isScrollView else { return }
        n.scrollContentSize = solvedContentSize(n)
        let adjusted = adjustedContentInset(of: n)
        let previous = n.appliedAdjustedInset ?? .zero
        guard adjusted != n.appliedAdjustedInset else { return }
        n.appliedAdjustedInset = adjusted
        var offset = n.bounds.origin
        if offset.y == -previous.top { offset.y = -adjusted.top }
        if offset.x == -previous.left { offset.x = -adjusted.left }
        if offset != n.bounds.origin { move(n, center: n.center, bounds: Rect(origin: offset, size: n.bounds.size)) }
    }

    /// The safe-area insets a scroll view passes on to a subview: the part of its own it
    /// overlaps where the subview is on screen, without the edges `adjustedContentInset`
    /// already takes in.
    func safeAreaInsetsInside(_ p: ViewNode) -> EdgeInsets {
        let s = p.safeAreaInsets
        let (vertical, horizontal) = adjustedAxes(of: p)
        return EdgeInsets(top: vertical ? 0 : s.top, left: horizontal ? 0 : s.left,
                          bottom: vertical ? 0 : s.bottom, right: horizontal ? 0 : s.right)
    }

    /// The content offset that scrolls the least to show `rect` (in the scroll view's content
    /// coordinates) inside the bounds less `adjustedContentInset`, within the scrollable
    /// range (`-adjustedContentInset` … content size + inset − bounds): UIKit's
    /// `scrollRectToVisible`. A rect larger than the visible area shows its top-left part.
    public func contentOffset(revealing rect: Rect, in id: String) throws -> Point {
        let n = try tree.node(id, context: "scrollRectToVisible")
        guard n.isScrollView else { throw LayoutError.invalidViewProperty(view: id, reason: "it is not a UIScrollView") }
        let inset = adjustedContentInset(of: n)
        let size = n.bounds.size
        func axis(_ offset: Double, _ lo: Double, _ length: Double, _ insetLo: Double, _ insetHi: Double,
                  _ visible: Double, _ content: Double) -> Double {
            let shown = visible - insetLo - insetHi
            var o = offset
            if lo + length > o + insetLo + shown { o = lo + length - insetLo - shown }
            if lo < o + insetLo { o = lo - insetLo }
            let least = -insetLo, most = max(least, content + insetHi - visible)
            return min(max(o, least), most)
        }
        return Point(axis(n.bounds.minX, rect.minX, rect.width, inset.left, inset.right, size.width, n.scrollContentSize.width),
                     axis(n.bounds.minY, rect.minY, rect.height, inset.top, inset.bottom, size.height, n.scrollContentSize.height))
    }

    /// A scroll view's scrolling state as of the last pass; nil for other views.
    public func scrollLayout(of id: String) -> ScrollLayout? {
        guard let n = tree.nodes[id], n.isScrollView else { return nil }
        return ScrollLayout(contentOffset: n.bounds.origin, contentSize: n.scrollContentSize,
                            adjustedContentInset: adjustedContentInset(of: n))
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
