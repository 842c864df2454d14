import Foundation
import Geometry
import Layout

/// Frame, bounds, center and transform with UIKit's meanings. While installed they are
/// the engine's model values (what layout last applied, not what is on screen mid-
/// animation, as in UIKit). Setting `frame`, `center` or `bounds` of a view that
/// translates its autoresizing mask moves its autoresizing constraints; of a view placed
/// by constraints it moves the view until its superview next lays it out (the engine
/// notes this in the trace: change constraints instead).
extension UIView {
    public var frame: CGRect {
        get { installedLayout.map { CGRect($0.frame) } ?? detachedFrame }
        set {
            if spec.translatesAutoresizingMaskIntoConstraints { spec.frame = newValue.rect }
            guard let host, let id = recordedName else {
                let g = ViewGeometry.place(newValue.rect, transform: spec.transform, anchorPoint: spec.anchorPoint, style: .modern)
                let oldSize = detachedBounds.size
                detachedCenter = CGPoint(g.center)
                detachedBounds = CGRect(origin: detachedBounds.origin, size: CGSize(g.bounds.size))
                autoresizeDetachedSubviews(from: oldSize)
                return
            }
            host.setFrame(newValue.rect, of: self, id: id)
        }
    }

    public var bounds: CGRect {
        get { installedLayout.map { CGRect($0.bounds) } ?? detachedBounds }
        set { move(center: nil, bounds: newValue) }
    }

    public var center: CGPoint {
        get { installedLayout.map { CGPoint($0.center) } ?? detachedCenter }
        set { move(center: newValue, bounds: nil) }
    }

    /// Sets `center` or `bounds`: a frame-driven view's autoresizing constraints follow
    /// (through `frame`); a constraint-driven one moves until its superview lays it out.
    private func move(center newCenter: CGPoint?, bounds newBounds: CGRect?) {
        guard let host, let id = recordedName else {
            let oldSize = detachedBounds.size
            if let newCenter { detachedCenter = newCenter }
            if let newBounds { detachedBounds = newBounds }
            if spec.translatesAutoresizingMaskIntoConstraints { spec.frame = detachedFrame.rect }
            autoresizeDetachedSubviews(from: oldSize)
            return
        }
        if spec.translatesAutoresizingMaskIntoConstraints {
            frame = Self.frame(center: newCenter ?? center, size: (newBounds ?? bounds).size, anchor: layer.anchorPoint)
        } else if let newCenter {
            host.perform { try $0.player.setCenter(newCenter.point, of: id) }
        } else if let newBounds {
            host.perform { try $0.player.setBounds(newBounds.rect, of: id) }
        }
    }

    /// UIKit resizes a view's subviews by their autoresizing masks as soon as its size
    /// changes. Installed, the engine's autoresizing constraints do it; a view no engine
    /// holds yet (before its first layout in a window) does it here, so that its subviews'
    /// frames are the ones UIKit would have when it joins.
    private func autoresizeDetachedSubviews(from oldSize: CGSize) {
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

    /// The untransformed frame around `center` (what a frame-driven view's constraints say).
    static func frame(center: CGPoint, size: CGSize, anchor: CGPoint) -> CGRect {
        CGRect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    public var transform: CGAffineTransform {
        get { CGAffineTransform(spec.transform) }
        set { changeSpec { $0.transform = newValue.geometry } }
    }

    public var alpha: CGFloat {
        get { CGFloat(appearance.alpha) }
        set { changeAppearance { $0.alpha = min(1, max(0, newValue.native)) } }
    }

    /// Subviews are clipped to the bounds (rounded by the corner radius), as drawn.
    public var clipsToBounds: Bool {
        get { appearance.clipsToBounds }
        set { changeAppearance { $0.clipsToBounds = newValue } }
    }

    /// A window shown this way (`isHidden = false`) has its first display, as
    /// `makeKeyAndVisible()`.
    public var isHidden: Bool {
        get { spec.isHidden }
        set {
            changeSpec { $0.isHidden = newValue }
            if !newValue, let window = self as? UIWindow { window.didBecomeVisible() }
        }
    }

    /// nil is UIKit's default: no background.
    public var backgroundColor: UIColor? {
        get { appearance.backgroundColor.map { UIColor(dynamic: $0) } }
        set { changeAppearance { $0.backgroundColor = newValue?.dynamic } }
    }

    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { spec.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != spec.translatesAutoresizingMaskIntoConstraints else { return }
            let current = frame.rect
            changeSpec {
                $0.translatesAutoresizingMaskIntoConstraints = newValue
                $0.frame = newValue ? current : nil
            }
        }
    }

    public var autoresizingMask: AutoresizingMask {
        get { AutoresizingMask(spec.autoresizingMask) }
        set { changeSpec { $0.autoresizingMask = newValue.geometry } }
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
