import Geometry

/// A view's overrides of its layout methods, stacked as subclasses (see `ViewLayoutHooks`);
/// the layout pass calls them (`LayoutPass+runOverrides`).
extension LayoutCycle {
    typealias Override = (name: String, body: (LayoutHookCall) -> Void)

    /// Overrides `view`'s layout methods with `hooks`, above the overrides it already has
    /// (as a subclass overrides its superclass): `hooks`' `callSuper()` runs those. The
    /// next pass uses them; nothing is invalidated.
    public func addLayoutHooks(_ hooks: ViewLayoutHooks, to view: ViewID) throws {
        _ = try tree.node(view, context: "addLayoutHooks")
        viewHooks[view, default: []].append(hooks)
    }

    /// Removes every override added with `addLayoutHooks` (the built-in container
    /// correction stays while the view's spec asks for it).
    func removeLayoutHooks(from view: ViewID) throws {
        _ = try tree.node(view, context: "removeLayoutHooks")
        viewHooks[view] = nil
    }

    /// A view's overrides of one method, base first: the built-in one, then those added.
    func overrides(of n: ViewNode, _ method: KeyPath<ViewLayoutHooks, ((LayoutHookCall) -> Void)?>) -> [Override] {
        let all = (n.builtInHooks.map { [$0] } ?? []) + (viewHooks[n.id] ?? [])
        return all.compactMap { h in h[keyPath: method].map { (h.name, $0) } }
    }
}
