import Geometry

/// The running pass answers what an override may do (`LayoutHookContext`): each answer
/// is the concern's own (the tree's geometry, the store's constraints, the diagnostics'
/// trace); a move is noted for a layout feedback loop report.
extension LayoutPass: LayoutHookContext {
    func layout(of view: ViewID) -> ViewLayout? { tree.layout(of: view) }

    func superview(of view: ViewID) -> ViewID? { tree.nodes[view]?.spec.parent }

    func isActive(_ constraint: LayoutConstraintID) -> Bool? { store.constraint(constraint)?.isActive }

    func setActive(_ constraint: LayoutConstraintID, _ active: Bool) throws { try store.setActive(constraint, active) }

    func setCenter(_ center: Point, of view: ViewID) throws {
        let n = try tree.node(view, context: "setCenter")
        cycle.move(n, center: center, bounds: n.bounds)
    }

    func record(_ kind: TraceEntry.Kind, _ message: @autoclosure () -> String) { diagnostics.record(kind, message()) }
}
