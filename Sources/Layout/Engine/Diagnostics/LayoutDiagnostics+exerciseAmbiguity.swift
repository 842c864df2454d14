import Cassowary
import Geometry

/// UIView.exerciseAmbiguityInLayout(): "randomly changes the frame of a view with an
/// ambiguous layout between its different valid values". Ours is deterministic: the
/// engine steps through the view's alternatives in `ambiguity` order (each ambiguous
/// attribute at its low end, then its high end), then back to where it started, and
/// round again. Each step switches the whole engine to that other solution (views whose
/// position depends on the ambiguous one move with it), takes effect at the next layout
/// pass, and holds until the solution changes for another reason. The layout stays
/// ambiguous, as in UIKit.
extension LayoutDiagnostics {
    /// Moves to the next alternative; returns the view's layout rect there (superview
    /// coordinates), or nil when the view's layout is not ambiguous (nothing moves).
    @discardableResult
    public func exerciseAmbiguity(_ id: ViewID) throws -> Rect? {
        let n = try tree.node(id, context: "exerciseAmbiguity")
        guard let vars = n.variables, !n.ambiguousVariables.isEmpty else { return nil }
        if exerciseCycle?.view != id || exerciseCycle?.generation != store.solutionGeneration {
            let start = store.solvedValues()
            var solutions: [[Double]] = []
            for v in n.ambiguousVariables {
                for s in endSolutions(of: v, range: store.solver.valueRange(of: v), current: start[v.id]) {
                    let rect = ConstraintStore.rect(of: vars, in: s)
                    if rect != ConstraintStore.rect(of: vars, in: start),
                       !solutions.contains(where: { ConstraintStore.rect(of: vars, in: $0) == rect }) { solutions.append(s) }
                }
            }
            guard !solutions.isEmpty else { return nil }
            exerciseCycle = (id, store.solutionGeneration, solutions + [start], 0)
        }
        guard var cycle = exerciseCycle else { return nil }
        let chosen = cycle.solutions[cycle.next % cycle.solutions.count]
        cycle.next += 1
        store.solutionGeneration += 1
        cycle.generation = store.solutionGeneration
        exerciseCycle = cycle
        store.exercisedSolution = (store.solutionGeneration, chosen)
        store.solverChanged()
        record(.note, "exerciseAmbiguityInLayout \(id): \(ConstraintStore.rect(of: vars, in: chosen))")
        return ConstraintStore.rect(of: vars, in: chosen)
    }
}
