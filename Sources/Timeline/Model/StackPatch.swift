import Geometry

/// A `stack` object as written: the stack properties it names, nil where it names none.
/// A view declaration applies it over UIKit's defaults; a `set` over the stack's current
/// properties, so only the keys written change.
public struct StackPatch: Hashable, Sendable {
    /// `setCustomSpacing(_:after:)` for one arranged subview; nil spacing resets it to the
    /// stack's `spacing` (UIKit's `spacingUseDefault`).
    public struct CustomSpacing: Hashable, Sendable {
        public var view: ViewID
        public var spacing: Double?
        public init(view: ViewID, spacing: Double?) { self.view = view; self.spacing = spacing }
    }

    public var axis: LayoutAxis?
    public var distribution: StackDistribution?
    public var alignment: StackAlignment?
    public var spacing: Double?
    public var arrangedSubviews: [ViewID]?
    /// In the order written; each entry changes only its view's custom spacing.
    public var customSpacing: [CustomSpacing] = []
    public var isLayoutMarginsRelativeArrangement: Bool?
    public var isBaselineRelativeArrangement: Bool?

    public init() {}

    /// `configuration` with the written properties changed. As in UIKit, a view that
    /// leaves the arrangement loses its custom spacing.
    public func applied(to configuration: StackConfiguration) -> StackConfiguration {
        var c = configuration
        if let axis { c.axis = axis }
        if let distribution { c.distribution = distribution }
        if let alignment { c.alignment = alignment }
        if let spacing { c.spacing = spacing }
        if let isLayoutMarginsRelativeArrangement { c.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement }
        if let isBaselineRelativeArrangement { c.isBaselineRelativeArrangement = isBaselineRelativeArrangement }
        if let arrangedSubviews {
            c.arrangedSubviews = arrangedSubviews
            c.customSpacing = c.customSpacing.filter { arrangedSubviews.contains($0.key) }
        }
        for entry in customSpacing { c.customSpacing[entry.view] = entry.spacing }
        return c
    }
}
