import Geometry

/// What a layout override may read and do through its call (`LayoutHookCall.context`), and
/// nothing more: read a view's geometry and superview as the running pass has made them,
/// read and switch a constraint's `isActive`, move a view (`center`), and write to the
/// trace. The engine's own overrides — a timeline's rules (`LayoutRule`), the container
/// that keeps its child's center (`ViewLayoutHooks.keepingCenter`) — need exactly this; a
/// front end's overrides reach their views through their own `Player`, as an app's code
/// reaches its views, and use the call only for `callSuper()`.
///
/// The running layout pass answers it (`LayoutPass`): what an override changes here is
/// laid out before the pass returns, as `LayoutHookCall` describes.
public protocol LayoutHookContext: AnyObject {
    /// A view's geometry as it stands (`ViewTree.layout(of:)`); nil for an unknown view.
    func layout(of view: ViewID) -> ViewLayout?
    /// The view's superview; nil for an unknown view.
    func superview(of view: ViewID) -> ViewID?
    /// Whether a constraint is active (an uninstalled one is reported inactive, as
    /// `ConstraintStore.constraint(_:)` reports it); nil for an unknown constraint.
    func isActive(_ constraint: LayoutConstraintID) -> Bool?
    /// `isActive = active` on a user constraint (`ConstraintStore.setActive(_:_:)`).
    func setActive(_ constraint: LayoutConstraintID, _ active: Bool) throws
    /// `view.center = center`: moves the view; nothing is invalidated, as in UIKit.
    func setCenter(_ center: Point, of view: ViewID) throws
    /// Appends to the trace (`LayoutDiagnostics.record(_:_:)`).
    func record(_ kind: TraceEntry.Kind, _ message: @autoclosure () -> String)
}
