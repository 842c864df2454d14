extension Solver {
    /// A small set of present required constraints that, with `adding`, cannot all hold.
    ///
    /// 1. Candidates: install the required constraints (each with a marker) into a scratch
    ///    tableau, then `adding`; the markers in its failed phase-one objective are a
    ///    certificate of infeasibility (a Farkas combination).
    /// 2. Deletion filter: drop each candidate (lowest id first) whose removal keeps the
    ///    set infeasible. What remains is minimal.
    func conflictingConstraints(adding: (ConstraintID, ConstraintRecord)) -> [ConstraintID] {
        let required = records.keys.sorted()
            .filter { $0 != adding.0.id && records[$0]!.priority.isRequired }
            .map { (ConstraintID(id: $0), records[$0]!) }
        var scratch = Tableau()
        let symbols = names.indices.map { _ in scratch.makeSymbol(.external) }
        var owner: [Int: ConstraintID] = [:]
        for (id, record) in required {
            var installed = record
            if case .inserted = scratch.install(&installed, symbols: symbols, forceMarker: true), installed.marker >= 0 {
                owner[installed.marker] = id
            }
        }
        var candidates = required.map(\.0)
        var last = adding.1
        if case .infeasible(let certificate) = scratch.install(&last, symbols: symbols, forceMarker: true) {
            candidates = certificate.compactMap { owner[$0] }.sorted()
        }
        let byID = Dictionary(uniqueKeysWithValues: required.map { ($0.0, $0.1) })
        var kept = candidates
        for id in candidates {
            let trial = kept.filter { $0 != id }
            if !Solver.isFeasible(trial.map { byID[$0]! } + [adding.1], variableCount: names.count) { kept = trial }
        }
        return kept
    }

    /// Whether the constraints can all hold at once (optional ones always can).
    static func isFeasible(_ constraints: [ConstraintRecord], variableCount: Int) -> Bool {
        var scratch = Tableau()
        let symbols = (0..<variableCount).map { _ in scratch.makeSymbol(.external) }
        for record in constraints {
            var installed = record
            if case .infeasible = scratch.install(&installed, symbols: symbols) { return false }
        }
        return true
    }
}
