import Cassowary

extension FixtureSystem {
    /// Solves the case and renders its output line.
    func solvedLine() -> String {
        let solver = Solver()
        let vars = variables.map(solver.makeVariable)
        var paths: [ConstraintID: String] = [:]
        for c in constraints {
            let expression = Expression(terms: c.terms.map { Term($0.0, vars[$0.1]) }, constant: c.constant)
            do {
                paths[try solver.add(expression, c.relation, priority: c.priority)] = c.path
            } catch SolverError.unsatisfiable(_, let conflicting) {
                let others = conflicting.compactMap { paths[$0] }
                let message = "unsatisfiable: the required constraint \(c.path) cannot hold"
                    + (others.isEmpty ? "" : " together with " + others.joined(separator: ", "))
                return "{\"name\": \(JSONText.string(name)), \"error\": \(JSONText.string(message))}"
            } catch {
                return "{\"name\": \(JSONText.string(name)), \"error\": \(JSONText.string("\(c.path): \(error)"))}"
            }
        }
        let values = zip(variables, vars).map { "\(JSONText.string($0.0)): \(JSONText.number(solver.value(of: $0.1)))" }
        return "{\"name\": \(JSONText.string(name)), \"values\": {\(values.joined(separator: ", "))}}"
    }
}

/// Deterministic JSON scalars for hand-written output lines.
enum JSONText {
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Shortest form after rounding to 1e-9: `20`, `12.5`, `-0.333333333`; -0 → `0`.
    static func number(_ x: Double) -> String {
        var v = (x * 1e9).rounded() / 1e9
        if !v.isFinite || abs(x) >= 1e15 { v = x }
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
}
