/// An objective component stored densely (one coefficient per symbol id): it touches
/// most symbols, and the simplex reads reduced costs by symbol id in O(1).
struct DenseRow {
    var constant: Double = 0
    var coefficients: [Double]

    init(symbolCount: Int) { coefficients = Array(repeating: 0, count: symbolCount) }

    /// `self += k·row`; entries that cancel are set to exactly 0.
    mutating func add(_ k: Double, _ row: Row) {
        constant += k * row.constant
        for i in 0..<row.symbols.count {
            let s = row.symbols[i]
            let v = coefficients[s] + k * row.coefficients[i]
            coefficients[s] = abs(v) > Tableau.epsilon ? v : 0
        }
    }
}
