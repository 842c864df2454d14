/// A view's overrides of UIView's layout methods — what a UIView subclass adds — as
/// closures the engine calls during a layout pass (see `LayoutPass`):
///
/// - `updateConstraints`, bottom-up, for views flagged by `setNeedsUpdateConstraints`;
///   UIKit's implementation (`callSuper()`) does nothing but must be called, as Apple
///   requires ("call super as the final step"): an override that does not is logged as
///   UIKit raises it.
/// - `layoutSubviews`, top-down, for views whose layout is dirty; UIKit's implementation
///   (`callSuper()`) applies the engine's rects to the view's subviews. An override calls
///   it, then may read and adjust the subviews or change constraints.
///
/// Hooks stack like subclasses: each one added to a view overrides the ones added before
/// (its `callSuper()` runs them), and the engine's built-in container correction
/// (`ViewSpec.keepCenterOf`) is the first level above UIKit's implementation. `name` says
/// in the trace and in layout feedback loop reports which override changed the layout.
public struct ViewLayoutHooks {
    public var name: String
    public var updateConstraints: ((LayoutHookCall) -> Void)?
    public var layoutSubviews: ((LayoutHookCall) -> Void)?

    public init(name: String, updateConstraints: ((LayoutHookCall) -> Void)? = nil,
                layoutSubviews: ((LayoutHookCall) -> Void)? = nil) {
        self.name = name; self.updateConstraints = updateConstraints; self.layoutSubviews = layoutSubviews
    }
}
