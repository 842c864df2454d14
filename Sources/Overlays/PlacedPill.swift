import Geometry

/// A label's pill as placed on the screen: the rounded rect its text is centred in, and,
/// when the pill had to move away from what it labels, a leader line from there (a
/// dimension's middle, a tag's corner) to the nearest point of the pill.
public struct PlacedPill: Hashable, Sendable {
    public var rect: Rect
    /// Empty, or two points: from the anchor to the pill's edge.
    public var leader: [Point]

    public init(rect: Rect, leader: [Point] = []) { self.rect = rect; self.leader = leader }

    /// The pill moved and resized by `t` (a translation or scale: axis-aligned).
    public func mapped(by t: AffineTransform) -> PlacedPill { PlacedPill(rect: t.apply(rect), leader: leader.map(t.apply)) }
}
