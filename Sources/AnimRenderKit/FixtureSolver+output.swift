import Cassowary
import JSONDocuments

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
                return line("error", .string(message))
            } catch {
                return line("error", .string("\(c.path): \(error)"))
            }
        }
        return line("values", .object(zip(variables, vars).map { ($0.0, .number(solver.value(of: $0.1))) }))
    }

    private func line(_ key: String, _ value: JSONOutput) -> String {
        JSONOutput.object([("name", .string(name)), (key, value)]).compact
    }
}
