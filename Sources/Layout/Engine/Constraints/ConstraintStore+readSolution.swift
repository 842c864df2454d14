import Cassowary
import Geometry

/// Reading the solution layout follows: the solver's optimum, unless `exerciseAmbiguity`
/// has picked another of the equally good solutions, which then holds until the
/// solution next changes (as UIKit's engine keeps the solution it was moved to).
extension ConstraintStore {
    func solvedValue(_ v: Variable) -> Double {
        if let e = exercisedSolution, e.generation == solutionGeneration, v.id < e.values.count { return e.values[v.id] }
        return solver.value(of: v)
    }

    /// The variables of the present views and stack guides.
    var liveVariables: [Variable] {
        tree.nodes.values.flatMap { n in (n.variables?.all ?? []) + (n.contentVariables.map { [$0.width, $0.height] } ?? []) }
            + stackGuideVariables.values.flatMap { [$0.origin, $0.length] }
    }

    /// One past the largest id of a live variable: the length of a values-by-id array.
    var variableCount: Int { (liveVariables.map(\.id).max() ?? -1) + 1 }

    /// Every live variable's solved value, indexed by variable id.
    func solvedValues() -> [Double] {
        let live = liveVariables
        var values = [Double](repeating: 0, count: (live.map(\.id).max() ?? -1) + 1)
        for v in live { values[v.id] = solvedValue(v) }
        return values
    }

    /// The rect a view's (or guide's) variables hold in the solution.
    func solvedRect(_ vars: ViewVariables) -> Rect {
        Rect(solvedValue(vars.minX), solvedValue(vars.minY), solvedValue(vars.width), solvedValue(vars.height))
    }

    static func rect(of vars: ViewVariables, in values: [Double]) -> Rect {
        Rect(values[vars.minX.id], values[vars.minY.id], values[vars.width.id], values[vars.height.id])
    }
}
