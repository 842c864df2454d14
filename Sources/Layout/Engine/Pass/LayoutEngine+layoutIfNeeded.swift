import Geometry

/// UIKit's requests for layout, as the front ends (through `Player`) make them: each is
/// run by the engine's `LayoutPass` (see it for the pass, step by step).
extension LayoutEngine {
    /// The first display: the controller's loading and appearance callbacks around the
    /// first layout pass, in UIKit's order.
    public func appear() { pass.appear() }

    /// `loadView` and `viewDidLoad`, if they have not run: everything declared so far
    /// reaches the solver then, in declaration order.
    public func loadViewIfNeeded() { pass.loadViewIfNeeded() }

    /// UIView.layoutIfNeeded on the window: one pass if anything is dirty, else nothing
    /// (nothing either when called from a layout hook: the running pass does the work).
    public func layoutIfNeeded() { pass.layoutIfNeeded() }

    /// `layoutIfNeeded()` sent to one view: its subtree only (see
    /// `LayoutPass.layoutIfNeeded(on:)`).
    public func layoutIfNeeded(on id: ViewID) throws { try pass.layoutIfNeeded(on: id) }

    /// UIView.updateConstraintsIfNeeded: the constraint-update phase alone, with no layout.
    public func updateConstraintsIfNeeded() { pass.updateConstraintsIfNeeded() }
}
