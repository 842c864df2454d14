/// A CALayer border (`borderWidth`, `borderColor`): drawn inside the bounds, above the
/// children. A view's model holds a `DynamicColor` (`Border<DynamicColor>`); what a frame
/// shows and the renderer draws is resolved for the frame's appearance (`Border<Color>`).
public struct Border<Paint: Hashable & Sendable>: Hashable, Sendable {
    public var width: Double
    public var color: Paint
    public init(width: Double, color: Paint) { self.width = width; self.color = color }
}
