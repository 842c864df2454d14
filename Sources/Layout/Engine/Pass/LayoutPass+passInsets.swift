import Geometry

/// What a superview passes on to a subview as it lays it out: the part of its safe area
/// the subview overlaps, and (`preservesSuperviewLayoutMargins`) its margins.
extension LayoutPass {
    /// Done as the superview lays the view out, as UIKit does, so the view's own
    /// `layoutSubviews` (and a later iteration for constraints on its guides) sees it.
    /// A view controller's `additionalSafeAreaInsets` are added to its view's.
    func updateSafeArea(_ n: ViewNode, parent p: ViewNode) {
        guard n.role == .view else { return }
        let insets = n.withAdditionalSafeArea(subviewSafeAreaInsets(n, parent: p))
        guard insets != n.safeAreaInsets else { return }
        n.safeAreaInsets = insets
        n.needsLayout = true
    }

    /// `preservesSuperviewLayoutMargins`: the superview's margins as they reach into the
    /// view, taken as the superview lays it out (like its safe area).
    func updatePreservedMargins(_ n: ViewNode, parent p: ViewNode) {
        guard n.role == .view, n.spec.preservesSuperviewLayoutMargins else { return }
        let insets = overlap(of: p.marginInsets, in: p, by: n)
        guard insets != n.superviewMarginInsets else { return }
        n.superviewMarginInsets = insets
        n.needsLayout = true
    }

    /// UIKit gives a subview the part of the superview's safe-area insets its rect
    /// overlaps (transforms ignored, as Auto Layout ignores them).
    func subviewSafeAreaInsets(_ n: ViewNode, parent p: ViewNode) -> EdgeInsets {
        p.isScrollView ? overlap(of: p.safeAreaInsetsInside, in: p, by: n) : overlap(of: p.safeAreaInsets, in: p, by: n)
    }

    /// How far insets `s` of the superview `p`'s bounds reach into `n`'s rect, per side
    /// (0 where they do not reach it, at most the rect's size), where `n` is on screen (a
    /// scroll view's content is shifted by the offset).
    func overlap(of s: EdgeInsets, in p: ViewNode, by n: ViewNode) -> EdgeInsets {
        let pb = Rect(origin: .zero, size: p.layoutRect.size)
        let r = n.layoutRect.offsetBy(dx: -store.scrollShift(p, horizontal: true), dy: -store.scrollShift(p, horizontal: false))
        func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
        return EdgeInsets(top: clamp(pb.minY + s.top - r.minY, r.height),
                          left: clamp(pb.minX + s.left - r.minX, r.width),
                          bottom: clamp(r.maxY - (pb.maxY - s.bottom), r.height),
                          right: clamp(r.maxX - (pb.maxX - s.right), r.width))
    }
}

extension ViewNode {
    /// `insets` plus the view controller's `additionalSafeAreaInsets` set on the view.
    func withAdditionalSafeArea(_ insets: EdgeInsets) -> EdgeInsets {
        let extra = spec.additionalSafeAreaInsets
        return EdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                          bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
    }
}
