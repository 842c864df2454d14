/// A CALayer border (`borderWidth`, `borderColor`): drawn inside the bounds, above the
/// children.
public struct Border: Hashable, Sendable {
    public var width: Double
    public var color: Color
    public init(width: Double, color: Color) { self.width = width; self.color = color }
}
