import Geometry

/// Calling a view's layout overrides (`LayoutCycle+overrideLayoutMethods`) as a subclass
/// chain, each given the pass as far as an override may touch it (`LayoutHookContext`).
extension LayoutPass {
    /// Calls the most derived override; each `callSuper()` runs the next one down and the
    /// last one's runs `uikit`. An override that changed the engine or invalidated layout
    /// itself (not through its super) is noted for the pass's trace and feedback loop
    /// report.
    func runOverrides(_ levels: [LayoutCycle.Override], view: ViewID, uikit: @escaping () -> Void) {
        func run(_ k: Int) {
            guard k > 0 else { uikit(); return }
            let level = levels[k - 1]
            let start = cycle.changeCount
            var below = 0
            level.body(LayoutHookCall(view: view, context: self, superImplementation: {
                let before = self.cycle.changeCount
                run(k - 1)
                below += self.cycle.changeCount - before
            }))
            if cycle.changeCount - start - below > 0 { cycle.loopMonitor?.noteInvalidation(by: level.name) }
        }
        run(levels.count)
    }
}
