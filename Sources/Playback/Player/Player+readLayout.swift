import Geometry
import Layout

/// What a front end reads of the layout, as of the last pass: the engine's answers,
/// through the player (front ends reach the engine through nothing else).
extension Player {
    /// A view's (or the window's) geometry and margins, nil for an unknown view.
    public func layout(of id: ViewID) -> ViewLayout? { engine.tree.layout(of: id) }

    /// A scroll view's content size, offset and insets, nil for a view that is not one.
    public func scrollLayout(of id: ViewID) -> ScrollLayout? { engine.tree.scrollLayout(of: id) }

    /// `rect` in `from`'s bounds, in `to`'s bounds (UIView.convert(_:from:)), nil when
    /// either view is unknown.
    public func convert(_ rect: Rect, from: ViewID, to: ViewID) -> Rect? { engine.tree.convert(rect, from: from, to: to) }

    /// A view's effective layout direction, nil for an unknown view.
    public func layoutDirection(of id: ViewID) -> LayoutDirection? { engine.tree.layoutDirection(of: id) }

    /// The view whose first (last) baseline stands for a stack view's, nil for a view that
    /// is not a stack or a stack with nothing visible (UIKit's forFirstBaselineLayout).
    public func baselineView(of id: ViewID, first: Bool) -> ViewID? { engine.tree.baselineView(of: id, first: first) }

    /// Every view in tree order (pre-order, siblings back to front), window first.
    public var viewIDs: [ViewID] { engine.tree.viewIDs }

    /// A view's subviews, back to front (`UIView.subviews`).
    public func subviews(of id: ViewID) -> [ViewID] { engine.tree.subviews(of: id) }

    /// Every view and layout guide a constraint may name, in tree order.
    public var layoutItemIDs: [ViewID] { engine.tree.layoutItemIDs }

    /// Whether a constraint may name `id` (a view or a layout guide in the window).
    public func isLayoutItem(_ id: ViewID) -> Bool { engine.tree.isLayoutItem(id) }

    /// Whether `id` is a layout guide.
    public func isLayoutGuide(_ id: ViewID) -> Bool { engine.tree.isLayoutGuide(id) }

    /// A constraint as the engine holds it, nil for an unknown id.
    public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint? { engine.store.constraint(id) }

    /// Every layout feedback loop stopped so far, in order.
    public var feedbackLoops: [LayoutFeedbackLoop] { engine.diagnostics.feedbackLoops }

    /// Whether the first display (`appear()`) has run.
    public var hasAppeared: Bool { engine.cycle.hasAppeared }
}
