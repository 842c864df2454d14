import Geometry

/// A view's geometry after layout, in UIKit's terms.
public struct ViewLayout: Hashable {
    public var id: ViewID
    /// The superview's id; empty for the window.
    public var parent: ViewID
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
