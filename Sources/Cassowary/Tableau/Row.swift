/// A sparse linear form `constant + Σ coefficient·symbol`.
///
/// In the tableau a row is `basic = constant + Σ …` over parametric symbols; while a
/// constraint is being added it is the equation `0 = constant + Σ …`. Terms are kept in
/// parallel arrays in the order they were created, so iterating a row is deterministic
/// and short rows (the common case in layouts) are cheap to scan.
struct Row {
    var constant: Double
    var symbols: [Int] = []
    var coefficients: [Double] = []

    init(constant: Double) { self.constant = constant }

    var count: Int { symbols.count }

    /// Symbols are unique in a row; scanning from the end finds the ones that arrived by
    /// substitution (markers, appended late) sooner, and those are the ones looked up most.
    func index(of symbol: Int) -> Int? { symbols.lastIndex(of: symbol) }

    func coefficient(for symbol: Int) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return coefficients[i]
    }

    mutating func append(_ symbol: Int, _ coefficient: Double) {
        symbols.append(symbol)
        coefficients.append(coefficient)
    }

    mutating func remove(at i: Int) {
        symbols.remove(at: i)
        coefficients.remove(at: i)
    }

    mutating func scale(by k: Double) {
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Turns the equation `0 = constant + Σ …` into `symbol = …` (symbol must be present).
    mutating func solve(for symbol: Int) {
        guard let i = index(of: symbol) else { fatalError("solve(for:) on a row without the symbol") }
        let k = -1.0 / coefficients[i]
        remove(at: i)
        scale(by: k)
    }

    /// `self += k·source`. `positions` is a scratch map symbol → index, all -1 on entry
    /// and on exit. Symbols that appear (new and non-zero) are appended to `added`; symbols
    /// that were present and cancel out are appended to `dropped`, so the caller can keep
    /// its column index in step without rescanning.
    mutating func add(_ k: Double, _ source: Row, positions: inout [Int],
                      added: inout [Int], dropped: inout [Int]) {
        constant += k * source.constant
        let oldCount = symbols.count
        for i in 0..<oldCount { positions[symbols[i]] = i }
        for i in 0..<source.symbols.count {
            let s = source.symbols[i]
            let v = k * source.coefficients[i]
            let p = positions[s]
            if p >= 0 {
                coefficients[p] += v
            } else {
                positions[s] = symbols.count
                symbols.append(s)
                coefficients.append(v)
            }
        }
        var w = 0
        for i in 0..<symbols.count {
            let s = symbols[i]
            positions[s] = -1
            if abs(coefficients[i]) > Tableau.epsilon {
                if i >= oldCount { added.append(s) }
                symbols[w] = s
                coefficients[w] = coefficients[i]
                w += 1
            } else if i < oldCount {
                dropped.append(s)
            }
        }
        symbols.removeLast(symbols.count - w)
        coefficients.removeLast(coefficients.count - w)
    }
}
