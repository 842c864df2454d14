/// The incremental constraint solver (see API.swift for the value types).
///
/// A thin public layer over `Tableau`: it validates input, remembers every constraint as a
/// `ConstraintRecord`, and decides when to optimise. Adds are batched: the objective is
/// optimised once, at the first read after a change (`value(of:)`, `error(of:)`, …);
/// constant changes (`setConstant`, `suggestValue`) are repaired with the dual simplex.
///
/// Required equalities are installed without a marker column: in chains of views that
/// column is a dense column of the basis inverse, and carrying it costs quadratic time and
/// memory. The first `setConstant` on such a constraint (and removing one) therefore
/// rebuilds the tableau once; the constraint then keeps a marker, so later constant
/// changes cost only its column. Removals wait for the next use of the tableau, so a run
/// of them (a view leaving takes all its constraints) costs one rebuild, not one each.
public final class Solver {
    // Reads of these happen for every variable on every frame; the class never hands out
    // overlapping accesses (no inout escapes, single-threaded use), so the per-access
    // dynamic exclusivity bookkeeping (most of a frame's cost otherwise) is switched off.
    @exclusivity(unchecked) var tableau = Tableau()
    var names: [String] = []
    /// `variableSymbols[v.id]` is the tableau symbol of variable `v`.
    @exclusivity(unchecked) var variableSymbols: [Int] = []
    var records: [Int: ConstraintRecord] = [:]
    private var nextConstraintID = 0
    /// Edit variable id → the edit constraint (`v − value == 0` at the edit priority).
    var edits: [Int: ConstraintID] = [:]
    /// Constraints were added or re-weighted since the last optimisation.
    @exclusivity(unchecked) private var needsOptimize = false
    /// Constraints were removed that the tableau still holds: it is rebuilt from `records`
    /// at its next use (`catchUp`).
    private var rebuildPending = false
    /// How many times the tableau was rebuilt (the tests count them).
    private(set) var rebuildCount = 0

    public init() {}

    /// Creates a new variable (value 0 until constrained).
    public func makeVariable(_ name: String) -> Variable {
        let v = Variable(id: names.count)
        names.append(name)
        variableSymbols.append(tableau.makeSymbol(.external))
        return v
    }

    public func name(of v: Variable) -> String { names[v.id] }

    /// Adds `expression RELATION 0` at `priority`. Throws `.unsatisfiable` for a required
    /// constraint that conflicts with the present required ones (the solver is unchanged).
    @discardableResult
    public func add(_ expression: Expression, _ relation: Relation, priority: Priority = .required) throws -> ConstraintID {
        try add(expression, relation, priority: priority, expectingEdits: false)
    }

    /// Like `add`, for a required equality that will soon have its constant changed or be
    /// removed (a temporary pin, an animated constant): it is installed with its marker
    /// column up front, so `setConstant` and `remove` stay cheap instead of rebuilding the
    /// tableau once. Other constraints always have a marker; the flag changes nothing there.
    @discardableResult
    public func add(_ expression: Expression, _ relation: Relation, priority: Priority = .required,
                    expectingEdits: Bool) throws -> ConstraintID {
        try validate(priority)
        var record = ConstraintRecord(terms: try merged(expression.terms), constant: expression.constant,
                                      relation: relation, priority: priority)
        record.wantsMarker = expectingEdits
        let id = ConstraintID(id: nextConstraintID)
        nextConstraintID += 1
        settle()
        if case .infeasible = tableau.install(&record, symbols: variableSymbols) {
            throw SolverError.unsatisfiable(adding: id, conflicting: conflictingConstraints(adding: (id, record)))
        }
        records[id.id] = record
        needsOptimize = true
        return id
    }

    public func remove(_ constraint: ConstraintID) throws {
        guard let record = records[constraint.id] else { throw SolverError.unknownConstraint(constraint) }
        records[constraint.id] = nil
        if rebuildPending || record.marker < 0 {
            // No marker to take it out by: the tableau is rebuilt without it at its next use
            // (with any other constraint removed before then).
            rebuildPending = true
        } else {
            settle()
            tableau.uninstall(record)
        }
        needsOptimize = true
    }

    /// Changes the constant of a present constraint in place (cheap: no remove/add).
    /// Throws `.unsatisfiable` (leaving everything as it was) when a required constraint
    /// cannot take the new constant.
    public func setConstant(_ constraint: ConstraintID, to constant: Double) throws {
        // The pending rebuild first: it gives the record its marker in the rebuilt tableau.
        catchUp()
        guard let old = records[constraint.id] else { throw SolverError.unknownConstraint(constraint) }
        var record = old
        record.constant = constant
        if record.marker < 0 {
            record.wantsMarker = true
            records[constraint.id] = record
            if let failure = rebuild(blaming: constraint) {
                records[constraint.id] = old
                throw failure
            }
            return
        }
        if needsOptimize {
            _ = tableau.minimize()
            needsOptimize = false
        }
        records[constraint.id] = record
        let delta = record.sign * (constant - old.constant)
        tableau.shiftMarker(record.marker, markerCoefficient: record.markerCoefficient, by: delta)
        guard record.priority.isRequired, !tableau.dualOptimize() else { return }
        tableau.shiftMarker(record.marker, markerCoefficient: record.markerCoefficient, by: -delta)
        guard tableau.dualOptimize() else { fatalError("rolling back a constant change left the tableau infeasible") }
        records[constraint.id] = old
        throw SolverError.unsatisfiable(adding: constraint, conflicting: conflictingConstraints(adding: (constraint, record)))
    }

    /// Changes the priority between two optional values (optional↔optional only).
    public func setPriority(_ constraint: ConstraintID, to priority: Priority) throws {
        guard var record = records[constraint.id] else { throw SolverError.unknownConstraint(constraint) }
        guard !record.priority.isRequired, !priority.isRequired else { throw SolverError.invalidPriority(priority.value) }
        try validate(priority)
        guard priority != record.priority else { return }
        settle()
        tableau.reprioritise(record, to: priority)
        record.priority = priority
        records[constraint.id] = record
        needsOptimize = true
    }

    public func addEditVariable(_ v: Variable, priority: Priority) throws {
        guard v.id >= 0, v.id < names.count else { throw SolverError.unknownVariable(v) }
        guard edits[v.id] == nil else { throw SolverError.duplicateEditVariable(v) }
        guard !priority.isRequired else { throw SolverError.invalidPriority(priority.value) }
        try validate(priority)
        // Start at the current value so that adding the edit does not move anything.
        let current = value(of: v)
        edits[v.id] = try add(Expression(terms: [Term(1, v)], constant: -current), .equal, priority: priority)
    }

    public func removeEditVariable(_ v: Variable) throws {
        guard let id = edits[v.id] else { throw SolverError.unknownEditVariable(v) }
        try remove(id)
        edits[v.id] = nil
    }

    public func suggestValue(_ v: Variable, _ value: Double) throws {
        guard let id = edits[v.id] else { throw SolverError.unknownEditVariable(v) }
        try setConstant(id, to: -value)
    }

    /// The variable's value in the current optimal solution.
    public func value(of v: Variable) -> Double {
        refresh()
        return tableau.value(of: variableSymbols[v.id])
    }

    /// How far the current solution is from satisfying the constraint (0 when satisfied).
    public func error(of constraint: ConstraintID) -> Double {
        guard let record = records[constraint.id] else { return 0 }
        refresh()
        return record.error { tableau.value(of: variableSymbols[$0.id]) }
    }

    // MARK: internals

    /// Brings the tableau to the optimum of the current system.
    func refresh() {
        catchUp()
        if needsOptimize {
            _ = tableau.minimize()
            needsOptimize = false
        }
        settle()
    }

    /// Repairs pending constant changes (only optional ones are ever pending, so this
    /// cannot fail).
    private func settle() {
        catchUp()
        guard !tableau.infeasibleRows.isEmpty else { return }
        guard tableau.dualOptimize() else { fatalError("an optional constant change made the system infeasible") }
    }

    /// Rebuilds the tableau if constraints were removed since its last use. Dropping
    /// constraints only relaxes the system, so the rebuild cannot fail.
    private func catchUp() {
        guard rebuildPending else { return }
        rebuildPending = false
        guard rebuild() == nil else { fatalError("rebuild failed after removing constraints") }
    }

    /// UIKit's rule, 0 < priority ≤ 1000: its own constraints go below 1 (UIStackView's
    /// spanning fit at 0.001), although user input is limited to 1…1000.
    private func validate(_ priority: Priority) throws {
        guard priority.value > 0, priority.value <= 1000 else { throw SolverError.invalidPriority(priority.value) }
    }

    private func merged(_ terms: [Term]) throws -> [Term] {
        var out: [Term] = []
        out.reserveCapacity(terms.count)   // one allocation per constraint, not one per growth step
        for term in terms {
            guard term.variable.id >= 0, term.variable.id < names.count else { throw SolverError.unknownVariable(term.variable) }
            if let i = out.firstIndex(where: { $0.variable == term.variable }) {
                out[i].coefficient += term.coefficient
            } else {
                out.append(term)
            }
        }
        return out.filter { $0.coefficient != 0 }
    }

    /// Re-installs every constraint (in id order) into a fresh tableau. On failure returns
    /// the error (naming `blame`, the constraint that just changed) and keeps the old tableau.
    func rebuild(blaming blame: ConstraintID? = nil) -> SolverError? {
        var fresh = Tableau()
        let symbols = names.indices.map { _ in fresh.makeSymbol(.external) }
        var installed = records
        for key in records.keys.sorted() {
            var record = records[key]!
            if case .infeasible = fresh.install(&record, symbols: symbols) {
                let culprit = blame ?? ConstraintID(id: key)
                return .unsatisfiable(adding: culprit, conflicting: conflictingConstraints(adding: (culprit, records[culprit.id]!)))
            }
            installed[key] = record
        }
        rebuildCount += 1
        tableau = fresh
        variableSymbols = symbols
        records = installed
        needsOptimize = true
        return nil
    }
}
