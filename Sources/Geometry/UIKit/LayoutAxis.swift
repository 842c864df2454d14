/// NSLayoutConstraint.Axis: the direction a stack view lays its arranged subviews out in,
/// and the axis of content priorities and of `constraintsAffectingLayout(for:)`.
public enum LayoutAxis: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// The other axis (a stack view's alignment works across its axis).
    public var perpendicular: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
    public var isHorizontal: Bool { self == .horizontal }
    /// The integer UIKit's Objective-C API takes (`constraintsAffectingLayoutForAxis:0`).
    public var uikitValue: Int { self == .horizontal ? 0 : 1 }
}
