import Geometry

/// The pass's first phase: `updateConstraints` bottom-up for every flagged view in scope,
/// the root view's controller getting `updateViewConstraints` instead.
extension LayoutPass {
    func updateConstraintsPhase() {
        for n in tree.postorder() where n.needsUpdateConstraints && tree.nodes[n.id] === n && cycle.isInPassScope(n) {
            n.needsUpdateConstraints = false
            switch n.role {
            case .root:
                diagnostics.record(.callback, "updateViewConstraints")
                let controller = cycle.controllerHooks.flatMap { c in c.updateViewConstraints.map { [(c.name, $0)] } } ?? []
                runOverrides(controller, view: n.id) { self.updateConstraints(of: n) }
            case .view:
                diagnostics.record(.view, "updateConstraints \(n.id)")
                updateConstraints(of: n)
            case .window, .layoutGuide: break
            }
        }
    }

    /// A view's `updateConstraints` with its overrides. UIKit raises when the view still
    /// needs a constraint update afterwards (super not called, or the view dirtied itself
    /// while updating); the engine logs UIKit's reason and carries on.
    func updateConstraints(of n: ViewNode) {
        cycle.loopMonitor?.willUpdateConstraints(n.id)
        var reachedUIKit = false
        let overrides = cycle.overrides(of: n, \.updateConstraints)
        runOverrides(overrides, view: n.id) { reachedUIKit = true }
        guard !reachedUIKit || n.needsUpdateConstraints else { return }
        n.needsUpdateConstraints = false
        let className = overrides.last?.name ?? "UIView"
        diagnostics.record(.console, "The layout constraints still need update after sending -updateConstraints to \(n.uikitDescription()). "
               + "\(className) or one of its superclasses may have overridden -updateConstraints without calling super. "
               + "Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors.")
        diagnostics.record(.note, "UIKit raises NSInternalInconsistencyException here; the pass carries on")
    }
}
