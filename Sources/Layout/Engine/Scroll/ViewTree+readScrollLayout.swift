import Geometry

/// A scroll view's scrolling as of the last pass, and the offset that shows a rect
/// (`scrollRectToVisible`).
extension ViewTree {
    /// The content offset that scrolls the least to show `rect` (in the scroll view's content
    /// coordinates) inside the bounds less `adjustedContentInset`, within the scrollable
    /// range (`-adjustedContentInset` … content size + inset − bounds): UIKit's
    /// `scrollRectToVisible`. A rect larger than the visible area shows its top-left part.
    public func contentOffset(revealing rect: Rect, in id: ViewID) throws -> Point {
        let n = try node(id, context: "scrollRectToVisible")
        guard n.isScrollView else { throw LayoutError.invalidViewProperty(view: id, reason: "it is not a UIScrollView") }
        let inset = n.adjustedContentInset
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
    public func scrollLayout(of id: ViewID) -> ScrollLayout? {
        guard let n = nodes[id], n.isScrollView else { return nil }
        return ScrollLayout(contentOffset: n.bounds.origin, contentSize: n.scrollContentSize,
                            adjustedContentInset: n.adjustedContentInset)
    }
}
