import Geometry

/// A scroll view in one frame: where its content is scrolled to (on screen: the
/// presentation `bounds.origin`), how large the content is, the insets it scrolls within,
/// and how its scroll indicators show.
public struct ScrollFrame: Hashable, Sendable {
    public var contentOffset: Point
    public var contentSize: Size
    public var adjustedContentInset: EdgeInsets
    public var showsVerticalScrollIndicator: Bool
    public var showsHorizontalScrollIndicator: Bool
    /// How opaque the indicators are (0: not shown; see `ScrollIndicatorTiming`).
    public var indicatorAlpha: Double
}
