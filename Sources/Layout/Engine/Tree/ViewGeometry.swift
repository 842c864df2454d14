import Geometry

/// How a laid-out rect becomes a view's `center`/`bounds` and back, per UIKit style.
///
/// Auto Layout always computes an untransformed rect. `modern` UIKit (iOS 8+) sets
/// `bounds = (0, 0, w, h)` and `center = origin + anchorPoint × size`, so a transform
/// turns the view about its anchor and the center stays put. `legacy` UIKit set `frame`:
/// bounds get the size, and the frame (the bounding box of the transformed bounds) is
/// placed at the laid-out origin, so a pinned corner sticks and the center drifts.
public enum ViewGeometry {
    /// The model geometry for a laid-out rect.
    public static func place(_ layoutRect: Rect, transform: AffineTransform, anchorPoint: Point,
                             style: UIKitStyle) -> (center: Point, bounds: Rect) {
        let size = layoutRect.size
        let bounds = Rect(origin: .zero, size: size)
        switch style {
        case .modern:
            return (Point(layoutRect.minX + anchorPoint.x * size.width, layoutRect.minY + anchorPoint.y * size.height), bounds)
        case .legacy:
            let box = transformedBox(size: size, transform: transform, anchorPoint: anchorPoint)
            return (Point(layoutRect.minX - box.minX, layoutRect.minY - box.minY), bounds)
        }
    }

    /// UIKit's `frame`: the bounding box of the transformed bounds, in the superview.
    public static func frame(center: Point, bounds: Rect, transform: AffineTransform, anchorPoint: Point) -> Rect {
        transformedBox(size: bounds.size, transform: transform, anchorPoint: anchorPoint).offsetBy(dx: center.x, dy: center.y)
    }

    /// The inverse of `place`: the laid-out rect that would produce this geometry (how
    /// presentation geometry is read back to measure the constraints it breaks).
    public static func layoutRect(center: Point, bounds: Rect, transform: AffineTransform, anchorPoint: Point,
                                  style: UIKitStyle) -> Rect {
        let size = bounds.size
        switch style {
        case .modern:
            return Rect(origin: Point(center.x - anchorPoint.x * size.width, center.y - anchorPoint.y * size.height), size: size)
        case .legacy:
            return Rect(origin: frame(center: center, bounds: bounds, transform: transform, anchorPoint: anchorPoint).origin,
                        size: size)
        }
    }

    /// The transformed bounds relative to the anchor point (where `center` sits).
    static func transformedBox(size: Size, transform: AffineTransform, anchorPoint: Point) -> Rect {
        transform.apply(Rect(-anchorPoint.x * size.width, -anchorPoint.y * size.height, size.width, size.height))
    }

    /// A point in the superview's coordinates, in the view's bounds (nil for a transform
    /// that cannot be inverted).
    static func convertFromSuperview(_ p: Point, center: Point, bounds: Rect, transform: AffineTransform,
                                     anchorPoint: Point) -> Point? {
        guard let inverse = transform.inverted else { return nil }
        let local = inverse.apply(Point(p.x - center.x, p.y - center.y))
        return Point(local.x + bounds.minX + anchorPoint.x * bounds.width, local.y + bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A point in a view's bounds, in its superview's coordinates.
    static func convertToSuperview(_ p: Point, center: Point, bounds: Rect, transform: AffineTransform,
                                   anchorPoint: Point) -> Point {
        let local = Point(p.x - bounds.minX - anchorPoint.x * bounds.width, p.y - bounds.minY - anchorPoint.y * bounds.height)
        return transform.apply(local) + center
    }
}
