import Geometry

/// One call of an overridden layout method, as the engine makes it: which view, what the
/// override may read and change through the running pass (`context`, a
/// `LayoutHookContext`: geometry, a constraint's `isActive`, a view's center, the trace)
/// and `super` — the next override down, or UIKit's own implementation.
///
/// Re-entrancy, as UIKit allows it: a hook (through `context`, or through the player its
/// front end holds) may activate, deactivate, add, remove or edit
/// constraints, change views, call `setNeedsLayout`/`setNeedsUpdateConstraints`, move
/// subviews with `setCenter`/`setBounds`, and call `callSuper()` any number of times
/// (each time applies the engine's current values, so "super, change, super again" works
/// as on a device). Everything it dirties is laid out before the running pass returns:
/// the pass goes round again. `layoutIfNeeded()` inside a hook starts no nested pass (the
/// running one will do the work). A call must not outlive the hook it was passed to.
public struct LayoutHookCall {
    /// The view whose method is running (`root` for the view controller's callbacks).
    public let view: ViewID
    /// The running pass, as far as an override may touch it.
    public unowned let context: any LayoutHookContext
    let superImplementation: () -> Void

    init(view: ViewID, context: any LayoutHookContext, superImplementation: @escaping () -> Void) {
        self.view = view; self.context = context; self.superImplementation = superImplementation
    }

    /// `super.layoutSubviews()`, `super.updateConstraints()`, `super.updateViewConstraints()` …
    public func callSuper() { superImplementation() }
}
