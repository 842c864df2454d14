/// The properties of a UIStackView, with UIKit's defaults (horizontal, fill, fill,
/// spacing 0, not margins- or baseline-relative). Arranged subviews are named by `ViewID`,
/// in arrangement order (independent of the subview order, as in UIKit).
public struct StackConfiguration: Hashable, Sendable {
    public var axis: LayoutAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    /// Between adjacent arranged subviews; a minimum for `equalSpacing`/`equalCentering`.
    /// Negative values overlap the views, as UIKit allows.
    public var spacing: Double
    public var arrangedSubviews: [ViewID]
    /// `setCustomSpacing(_:after:)`: the spacing after the named arranged subview, in place
    /// of `spacing`. Only ever looked up by id, never iterated, so its order cannot leak.
    public var customSpacing: [ViewID: Double]
    public var isLayoutMarginsRelativeArrangement: Bool
    public var isBaselineRelativeArrangement: Bool

    public init(axis: LayoutAxis = .horizontal, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill, spacing: Double = 0, arrangedSubviews: [ViewID] = [],
                customSpacing: [ViewID: Double] = [:], isLayoutMarginsRelativeArrangement: Bool = false,
                isBaselineRelativeArrangement: Bool = false) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
        self.arrangedSubviews = arrangedSubviews; self.customSpacing = customSpacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }

    /// `customSpacing(after:)`: the custom spacing after `view`, else `spacing`.
    public func spacing(after view: ViewID) -> Double { customSpacing[view] ?? spacing }
}
