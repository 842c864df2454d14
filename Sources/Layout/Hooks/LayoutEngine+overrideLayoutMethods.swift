/// Installing a view's layout overrides and calling them as a subclass chain.
extension LayoutEngine {
    /// Overrides `view`'s layout methods with `hooks`, above the overrides it already has
    /// (as a subclass overrides its superclass): `hooks`' `callSuper()` runs those. The
    /// next pass uses them; nothing is invalidated.
    public func addLayoutHooks(_ hooks: ViewLayoutHooks, to view: String) throws {
        _ = try tree.node(view, context: "addLayoutHooks")
        cycle.viewHooks[view, default: []].append(hooks)
    }

    /// Removes every override added with `addLayoutHooks` (the built-in container
    /// correction stays while the view's spec asks for it).
    func removeLayoutHooks(from view: String) throws {
        _ = try tree.node(view, context: "removeLayoutHooks")
        cycle.viewHooks[view] = nil
    }

    typealias Override = (name: String, body: (LayoutHookCall) -> Void)

    /// A view's overrides of one method, base first: the built-in one, then those added.
    func overrides(of n: ViewNode, _ method: KeyPath<ViewLayoutHooks, ((LayoutHookCall) -> Void)?>) -> [Override] {
        let all = (n.builtInHooks.map { [$0] } ?? []) + (cycle.viewHooks[n.id] ?? [])
        return all.compactMap { h in h[keyPath: method].map { (h.name, $0) } }
    }

    /// Calls the most derived override; each `callSuper()` runs the next one down and the
    /// last one's runs `uikit`. An override that changed the engine or invalidated layout
    /// itself (not through its super) is noted for the pass's trace and feedback loop
    /// report.
    func runOverrides(_ levels: [Override], view: String, uikit: @escaping () -> Void) {
        func run(_ k: Int) {
            guard k > 0 else { uikit(); return }
            let level = levels[k - 1]
            let start = changeCount
            var below = 0
            level.body(LayoutHookCall(view: view, engine: self, superImplementation: {
                let before = self.changeCount
                run(k - 1)
                below += self.changeCount - before
            }))
            if changeCount - start - below > 0 { cycle.loopMonitor?.noteInvalidation(by: level.name) }
        }
        run(levels.count)
    }
}
