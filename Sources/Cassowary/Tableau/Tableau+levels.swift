extension Tableau {
    /// The objective component for an optional priority, created (at its sorted place,
    /// highest priority first) when the first constraint of that priority arrives.
    mutating func retainLevel(_ priority: Double) -> Int {
        if let i = levelPriorities.firstIndex(of: priority) {
            levelUsers[i] += 1
            return i
        }
        let i = levelPriorities.firstIndex(where: { $0 < priority }) ?? levelPriorities.count
        levelPriorities.insert(priority, at: i)
        levelUsers.insert(1, at: i)
        levels.insert(DenseRow(symbolCount: symbolCount), at: i)
        return i
    }

    /// Drops a user of a level; the level goes away with its last user (its component is
    /// then zero up to rounding).
    mutating func releaseLevel(_ priority: Double) {
        guard let i = levelPriorities.firstIndex(of: priority) else { fatalError("releaseLevel of an unknown priority") }
        levelUsers[i] -= 1
        if levelUsers[i] == 0 {
            levelPriorities.remove(at: i)
            levelUsers.remove(at: i)
            levels.remove(at: i)
        }
    }

    /// Adds `k·symbol` to objective level `level`, substituting the symbol's row if basic.
    mutating func addToObjective(level: Int, _ k: Double, _ symbol: Int) {
        if basic[symbol] {
            levels[level].add(k, rows[symbol])
        } else {
            let v = levels[level].coefficients[symbol] + k
            levels[level].coefficients[symbol] = abs(v) > Tableau.epsilon ? v : 0
        }
    }

    /// The leading entry of symbol `s`'s reduced-cost vector: the first (highest-priority)
    /// level where it is non-zero and its value there, or nil when it is zero at every
    /// level (the symbol can move without changing any level's error).
    func leadingReducedCost(_ s: Int) -> (level: Int, value: Double)? {
        for l in levels.indices {
            let v = levels[l].coefficients[s]
            if v > Tableau.epsilon || v < -Tableau.epsilon { return (l, v) }
        }
        return nil
    }
}
