/// Which views the running pass still has to visit: those flagged for layout or a
/// constraint update, within its scope when it was sent to one view.
extension LayoutCycle {
    /// Uninstalled views keep their flags until they are back in the window.
    var hasFlaggedViews: Bool { tree.nodes.values.contains { $0.isInstalled && ($0.needsLayout || $0.needsUpdateConstraints) } }

    /// Whether a view in the running pass's scope (every view outside a scoped pass) is
    /// flagged for layout or a constraint update. Uninstalled views wait.
    var hasFlaggedViewsInScope: Bool {
        tree.nodes.values.contains { $0.isInstalled && ($0.needsLayout || $0.needsUpdateConstraints) && isInPassScope($0) }
    }

    /// Whether `n` is in the running pass's scope (every view is, outside a scoped pass).
    func isInPassScope(_ n: ViewNode) -> Bool { passScope?.views.contains(n.id) ?? true }
}
