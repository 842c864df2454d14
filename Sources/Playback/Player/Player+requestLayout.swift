import Geometry
import Layout

/// UIView's layout-cycle requests and geometry setters, passed to the engine as they are:
/// no animation block changes what they do (unlike `setFrame` and `setConstant`, whose
/// moves a block animates when it closes).
extension Player {
    /// `setNeedsLayout()`: the view lays out at the next pass.
    public func setNeedsLayout(_ id: ViewID) throws { try engine.cycle.setNeedsLayout(id) }

    /// `setNeedsUpdateConstraints()`: the view's `updateConstraints` runs at the next pass.
    public func setNeedsUpdateConstraints(_ id: ViewID) throws { try engine.cycle.setNeedsUpdateConstraints(id) }

    /// `updateConstraintsIfNeeded()`: the constraint phase of a pass, alone.
    public func updateConstraintsIfNeeded() { engine.updateConstraintsIfNeeded() }

    /// The controller's `loadView`/`viewDidLoad`, if they have not run: constraints reach
    /// the solver from then on (a hierarchy without a controller loads at once).
    public func loadViewIfNeeded() { engine.loadViewIfNeeded() }

    /// A pass over `id`'s subtree only, as `layoutIfNeeded(on:)`, without running what an
    /// open animation block keeps for after its layout (the Swift front end's
    /// `view.layoutIfNeeded()` on a view below the top).
    public func layoutSubtreeIfNeeded(of id: ViewID) throws { try engine.layoutIfNeeded(on: id) }

    /// `view.center = center`.
    public func setCenter(_ center: Point, of id: ViewID) throws { try engine.setCenter(center, of: id) }

    /// `view.bounds = bounds`.
    public func setBounds(_ bounds: Rect, of id: ViewID) throws { try engine.setBounds(bounds, of: id) }

    /// `constant = value` at once, even inside a `constraints`-style animation block (a
    /// constraint the front end keeps in step with a frame, never animated).
    public func setConstantNow(_ id: LayoutConstraintID, to value: Double) throws {
        constantAnimations.removeAll { $0.id == id }
        try engine.store.setConstant(id, value)
    }

    /// Makes room for `views` more views and `constraints` more constraints; nothing else
    /// changes.
    public func reserveCapacity(views: Int, constraints: Int) {
        engine.reserveCapacity(views: views, constraints: constraints)
    }

    /// The root view's `layoutMargins` (nil: the system minimum), kept no smaller than
    /// the system minimum while the controller's `viewRespectsSystemMinimumLayoutMargins`.
    public func setRootLayoutMargins(_ margins: EdgeInsets?) { engine.setRootLayoutMargins(margins) }

    /// The controller's `viewRespectsSystemMinimumLayoutMargins`.
    public func setViewRespectsSystemMinimumLayoutMargins(_ respects: Bool) {
        engine.setViewRespectsSystemMinimumLayoutMargins(respects)
    }
}
