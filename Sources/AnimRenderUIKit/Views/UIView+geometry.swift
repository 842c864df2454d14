import Foundation
import Geometry
import Layout

/// What the geometry declared in UIView.swift (`frame`, `bounds`, `center`, `transform`,
/// open to overrides as UIKit's) needs besides: a detached view's autoresizing of its
/// subviews, and coordinate conversion between views through every transform on the way,
/// as of the last layout.
extension UIView {
    /// UIKit resizes a view's subviews by their autoresizing masks as soon as its size
    /// changes. Installed, the engine's autoresizing constraints do it; a view no engine
    /// holds yet (before its first layout in a window) does it here, so that its subviews'
    /// frames are the ones UIKit would have when it joins.
    func autoresizeDetachedSubviews(from oldSize: CGSize) {
        let newSize = detachedBounds.size
        guard newSize != oldSize else { return }
        for sub in subviews where sub.recordedName == nil && sub.spec.translatesAutoresizingMaskIntoConstraints {
            let mask = sub.spec.autoresizingMask
            guard !mask.isDisjoint(with: [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin,
                                          .flexibleTopMargin, .flexibleBottomMargin]) else { continue }
            let f = sub.frame
            let x = AutoresizingPlan(origin: f.minX.native, size: f.width.native, base: oldSize.width.native,
                                     flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                mask.contains(.flexibleRightMargin))).resized(toBase: newSize.width.native)
            let y = AutoresizingPlan(origin: f.minY.native, size: f.height.native, base: oldSize.height.native,
                                     flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                mask.contains(.flexibleBottomMargin))).resized(toBase: newSize.height.native)
            sub.frame = CGRect(x: x.origin, y: y.origin, width: x.size, height: y.size)
        }
    }

    /// Converts a point in this view's bounds to `view`'s (the window's when nil), through
    /// every transform on the way, as of the last layout.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = toWindow(point)
        guard let view else { return inWindow }
        return view.fromWindow(inWindow)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.toWindow(point) ?? point
        return fromWindow(inWindow)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = rect.rect.corners.map { convert(CGPoint($0), to: view).point }
        return CGRect(Rect.bounding(corners))
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let corners = rect.rect.corners.map { convert(CGPoint($0), from: view).point }
        return CGRect(Rect.bounding(corners))
    }

    /// A point in the bounds, in the superview's coordinates.
    private func toSuperview(_ p: CGPoint) -> CGPoint {
        let b = bounds, a = layer.anchorPoint
        let local = CGPoint(x: p.x - b.minX - a.x * b.width, y: p.y - b.minY - a.y * b.height)
        let t = local.applying(transform)
        return CGPoint(x: t.x + center.x, y: t.y + center.y)
    }

    private func fromSuperview(_ p: CGPoint) -> CGPoint {
        let b = bounds, a = layer.anchorPoint
        let local = CGPoint(x: p.x - center.x, y: p.y - center.y).applying(transform.inverted())
        return CGPoint(x: local.x + b.minX + a.x * b.width, y: local.y + b.minY + a.y * b.height)
    }

    private func toWindow(_ p: CGPoint) -> CGPoint {
        var point = p
        var cursor: UIView? = self
        while let v = cursor, !(v is UIWindow) { point = v.toSuperview(point); cursor = v.superview }
        return point
    }

    private func fromWindow(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var cursor: UIView? = self
        while let v = cursor, !(v is UIWindow) { chain.append(v); cursor = v.superview }
        return chain.reversed().reduce(p) { $1.fromSuperview($0) }
    }
}
