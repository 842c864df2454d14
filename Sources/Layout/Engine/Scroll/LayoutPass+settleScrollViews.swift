import Geometry

/// A scroll view as its layout settles it: `contentSize` read from the solution, and the
/// adjusted content inset applied (see `LayoutEngine+scrollViews` for the model).
extension LayoutPass {
    /// The content layout guide's solved size, on the pixel grid where layout snaps.
    func solvedContentSize(_ n: ViewNode) -> Size {
        guard let content = n.contentVariables else { return .zero }
        let solved = snappedToPixels(Rect(0, 0, store.solvedValue(content.width), store.solvedValue(content.height))).size
        return Size(max(0, solved.width), max(0, solved.height))
    }

    /// Run as the scroll view lays out its subviews: `contentSize` from the solution, and the
    /// adjusted inset applied (a scroll view resting at its top or leading edge stays there).
    func settleScrollView(_ n: ViewNode) {
        guard n.isScrollView else { return }
        n.scrollContentSize = solvedContentSize(n)
        let adjusted = n.adjustedContentInset
        let previous = n.appliedAdjustedInset ?? .zero
        guard adjusted != n.appliedAdjustedInset else { return }
        n.appliedAdjustedInset = adjusted
        var offset = n.bounds.origin
        if offset.y == -previous.top { offset.y = -adjusted.top }
        if offset.x == -previous.left { offset.x = -adjusted.left }
        if offset != n.bounds.origin { cycle.move(n, center: n.center, bounds: Rect(origin: offset, size: n.bounds.size)) }
    }
}
