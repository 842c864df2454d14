extension Tableau {
    /// What a what-if needs to undo itself: the tableau's small arrays whole (copying them
    /// is a block copy), and the rows and columns it changed, each as it was before its
    /// first change. Rows and columns hold arrays of their own, so copying all of them for
    /// every what-if (what `var copy = tableau` costs on the first write) took time in the
    /// tableau's size; an ambiguity report asks two what-ifs per ambiguous attribute.
    struct Journal {
        let symbolCount: Int
        var rows: [Int: Row] = [:]
        var columns: [Int: Column] = [:]
        let kinds: [SymbolKind]
        let basic: [Bool]
        let levels: [DenseRow]
        let levelPriorities: [Double]
        let levelUsers: [Int]
        let auxiliary: DenseRow?
        let infeasibleRows: [Int]
        let partners: [Int]
        let freeSymbols: [Int]
        let positions: [Int]
        let added: [Int]
        let dropped: [Int]
    }

    /// Starts recording; `rollBack()` then returns the tableau to exactly this state (the
    /// same values, bit for bit, as a copy taken now). Not nested.
    mutating func beginJournal() {
        guard journal == nil else { fatalError("beginJournal while a journal is open") }
        journal = Journal(symbolCount: symbolCount, kinds: kinds, basic: basic, levels: levels,
                          levelPriorities: levelPriorities, levelUsers: levelUsers, auxiliary: auxiliary,
                          infeasibleRows: infeasibleRows, partners: partners, freeSymbols: freeSymbols,
                          positions: positions, added: added, dropped: dropped)
    }

    /// Puts back everything changed since `beginJournal()` and closes the journal.
    mutating func rollBack() {
        guard let j = journal else { fatalError("rollBack without a journal") }
        journal = nil
        rows.removeLast(rows.count - j.symbolCount)
        columns.removeLast(columns.count - j.symbolCount)
        for (b, row) in j.rows { rows[b] = row }
        for (s, column) in j.columns { columns[s] = column }
        kinds = j.kinds; basic = j.basic; levels = j.levels
        levelPriorities = j.levelPriorities; levelUsers = j.levelUsers; auxiliary = j.auxiliary
        infeasibleRows = j.infeasibleRows; partners = j.partners; freeSymbols = j.freeSymbols
        positions = j.positions; added = j.added; dropped = j.dropped
    }

    /// Remembers row `b` as it is, if a journal is open and this is its first change.
    @inline(__always)
    mutating func noteRow(_ b: Int) {
        guard journal != nil, b < journal!.symbolCount, journal!.rows[b] == nil else { return }
        journal!.rows[b] = rows[b]
    }

    /// Remembers column `s` as it is, if a journal is open and this is its first change.
    @inline(__always)
    mutating func noteColumn(_ s: Int) {
        guard journal != nil, s < journal!.symbolCount, journal!.columns[s] == nil else { return }
        journal!.columns[s] = columns[s]
    }
}
