/// The simplex tableau behind `Solver`: rows keyed by their basic symbol, a column index
/// (for every symbol, the rows that mention it) so substitution touches only those rows,
/// and a lexicographic objective with one dense component per optional priority level.
///
/// It is a value type on purpose: copying it is O(1) until written (copy-on-write), which
/// gives cheap snapshots for roll-back and for what-if queries such as `valueRange`.
///
/// Invariants (between public operations):
/// 1. Every row mentions only parametric (non-basic) symbols.
/// 2. Rows whose basic symbol is restricted never mention an external symbol, so
///    substituting an external's row never touches feasibility.
/// 3. Objective components hold 0 for every basic symbol.
struct Tableau {
    static let epsilon = 1e-9

    var kinds: [SymbolKind] = []
    /// `rows[s]` is the row of basic symbol `s` (meaningless while `basic[s]` is false).
    /// Non-optional storage, so hot loops read and update rows in place.
    var rows: [Row] = []
    var basic: [Bool] = []
    /// `columns[s]`: the basic symbols whose rows mention `s` (order never decides anything).
    var columns: [Column] = []
    /// The objective, highest priority first (see `Tableau+levels.swift`). Only reduced
    /// costs are read; the constants are not kept up to date across constant changes.
    var levels: [DenseRow] = []
    var levelPriorities: [Double] = []
    var levelUsers: [Int] = []
    /// An auxiliary objective (phase one, face ranges) that overrides `levels` for pivot
    /// choices while present; it is substituted like the others.
    var auxiliary: DenseRow?
    /// Rows that may have gone infeasible since the last dual simplex.
    var infeasibleRows: [Int] = []
    /// `partners[s]`: the other half of an optional constraint's pair (slack ↔ error of an
    /// inequality, e⁺ ↔ e⁻ of an equality), -1 if none. See `Tableau+longStep.swift`.
    var partners: [Int] = []
    var freeSymbols: [Int] = []
    /// Scratch buffers for `Row.add`, kept here so merges do not allocate.
    var positions: [Int] = []
    var added: [Int] = []
    var dropped: [Int] = []
    /// While a what-if runs in place (`Tableau+journal.swift`): the rows and columns as
    /// they were before their first change, so they can be put back. Every write to
    /// `rows` or `columns` notes its index first (`noteRow`, `noteColumn`).
    var journal: Journal?

    init() {}

    var symbolCount: Int { kinds.count }

    func isBasic(_ s: Int) -> Bool { basic[s] }

    /// The current value of a symbol (parametric symbols are 0).
    func value(of s: Int) -> Double { basic[s] ? rows[s].constant : 0 }

    // MARK: symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        if let s = freeSymbols.popLast() {
            kinds[s] = kind
            partners[s] = -1
            return s
        }
        let s = kinds.count
        kinds.append(kind)
        partners.append(-1)
        rows.append(Row(constant: 0))
        basic.append(false)
        columns.append(Column())
        positions.append(-1)
        for i in levels.indices { levels[i].coefficients.append(0) }
        auxiliary?.coefficients.append(0)
        return s
    }

    /// Returns a symbol that no row and no objective mentions any more to the free list,
    /// so long-running solvers do not grow with every add/remove cycle.
    mutating func releaseSymbol(_ s: Int) {
        if isBasic(s) { removeRow(s) }
        purge(s)
        freeSymbols.append(s)
    }

    /// Deletes every occurrence of parametric symbol `s` (used when `s` is known to be 0
    /// for good, e.g. a finished artificial variable or a removed constraint's error).
    mutating func purge(_ s: Int) {
        for b in columns[s] {
            if let i = rows[b].index(of: s) { noteRow(b); rows[b].remove(at: i) }
        }
        noteColumn(s)
        columns[s].removeAll()
        for i in levels.indices { levels[i].coefficients[s] = 0 }
        auxiliary?.coefficients[s] = 0
    }

    // MARK: rows

    mutating func insertRow(_ basic: Int, _ row: Row) {
        for s in row.symbols { noteColumn(s); columns[s].insert(basic) }
        noteRow(basic)
        rows[basic] = row
        self.basic[basic] = true
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row {
        guard self.basic[basic] else { fatalError("removeRow of a parametric symbol") }
        let row = rows[basic]
        noteRow(basic)
        rows[basic] = Row(constant: 0)
        self.basic[basic] = false
        for s in row.symbols { noteColumn(s); columns[s].remove(basic) }
        return row
    }

    /// `rows[basic] += k·source`, keeping the column index in step.
    mutating func addToRow(_ basic: Int, _ k: Double, _ source: Row) {
        added.removeAll(keepingCapacity: true)
        dropped.removeAll(keepingCapacity: true)
        noteRow(basic)
        rows[basic].add(k, source, positions: &positions, added: &added, dropped: &dropped)
        for s in added { noteColumn(s); columns[s].insert(basic) }
        for s in dropped { noteColumn(s); columns[s].remove(basic) }
        self.basic[basic] = true
    }

    /// `target += k·source` for a row outside the tableau.
    mutating func addToLooseRow(_ target: inout Row, _ k: Double, _ source: Row) {
        added.removeAll(keepingCapacity: true)
        dropped.removeAll(keepingCapacity: true)
        target.add(k, source, positions: &positions, added: &added, dropped: &dropped)
    }

    /// Rewrites a loose row over parametric symbols only.
    mutating func substituteBasics(in row: inout Row) {
        var i = 0
        while i < row.count {
            let s = row.symbols[i]
            if basic[s] {
                let k = row.coefficients[i]
                row.remove(at: i)
                addToLooseRow(&row, k, rows[s])
                i = 0 // the merge may reorder nothing before i, but restart is simplest and rows are short
            } else {
                i += 1
            }
        }
    }

    /// Symbol `s` has just become basic with `row`: eliminate it from every other row and
    /// from the objective.
    mutating func substitute(_ s: Int, _ row: Row) {
        for b in columns[s] {
            let k = rows[b].coefficient(for: s)
            addToRowEliminating(b, s, k, row)
        }
        noteColumn(s)
        columns[s].removeAll()
        for i in levels.indices {
            let k = levels[i].coefficients[s]
            if k != 0 { levels[i].coefficients[s] = 0; levels[i].add(k, row) }
        }
        if let k = auxiliary?.coefficients[s], k != 0 {
            auxiliary!.coefficients[s] = 0
            auxiliary!.add(k, row)
        }
    }

    private mutating func addToRowEliminating(_ b: Int, _ s: Int, _ k: Double, _ source: Row) {
        noteRow(b)
        if let i = rows[b].index(of: s) { rows[b].remove(at: i) }
        added.removeAll(keepingCapacity: true)
        dropped.removeAll(keepingCapacity: true)
        rows[b].add(k, source, positions: &positions, added: &added, dropped: &dropped)
        for t in added { noteColumn(t); columns[t].insert(b) }
        for t in dropped { noteColumn(t); columns[t].remove(b) }
    }

    /// Exchanges parametric `entering` with basic `leaving`.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)
        row.append(leaving, -1)
        row.solve(for: entering)
        insertRow(entering, row)
        substitute(entering, row)
    }
}
