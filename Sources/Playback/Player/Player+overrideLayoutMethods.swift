import Geometry
import Layout

/// A front end's overrides of the layout methods (`layoutSubviews`, `updateConstraints` …
/// of a view; `viewWillLayoutSubviews` … of the controller), handed to the engine.
extension Player {
    /// Overrides `view`'s layout methods with `hooks`, above those it already has.
    public func addLayoutHooks(_ hooks: ViewLayoutHooks, to view: ViewID) throws {
        try engine.cycle.addLayoutHooks(hooks, to: view)
    }

    /// The view controller's layout callbacks, when overridden.
    public var controllerHooks: ControllerLayoutHooks? {
        get { engine.cycle.controllerHooks }
        set { engine.cycle.controllerHooks = newValue }
    }
}
