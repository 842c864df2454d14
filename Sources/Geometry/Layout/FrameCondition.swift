/// A layout rule's `when`: one attribute of one view's laid-out frame compared with a
/// number (`a.width < 100`). The Timeline parses it from the JSON, Layout evaluates it in
/// `layoutSubviews`; both use this one definition.
public struct FrameCondition: Hashable, Sendable, CustomStringConvertible {
    public var view: ViewID
    public var attribute: FrameAttribute
    public var comparison: Comparison
    public var value: Double

    public init(view: ViewID, attribute: FrameAttribute, comparison: Comparison, value: Double) {
        self.view = view; self.attribute = attribute; self.comparison = comparison; self.value = value
    }

    /// Whether the condition holds for the view's `frame`.
    public func holds(for frame: Rect) -> Bool { comparison.holds(attribute.value(in: frame), value) }

    /// `a.width < 100`
    public var description: String { "\(view).\(attribute.rawValue) \(comparison.rawValue) \(value.shortDescription)" }
}
