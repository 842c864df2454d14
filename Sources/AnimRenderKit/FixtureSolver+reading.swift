import Cassowary
import Foundation

/// One case of a fixture file, validated: names, variables and constraints.
struct FixtureSystem {
    struct Constraint {
        var terms: [(Double, Int)]
        var constant: Double
        var relation: Relation
        var priority: Priority
        var path: String
    }
    var name: String
    var variables: [String]
    var constraints: [Constraint]
}

/// Turns the JSON of a fixture case into a `FixtureSystem`, with errors that name the file
/// and the JSON path.
struct FixtureReader {
    var file: String

    func error(_ path: String, _ message: String) -> FixtureSolverError {
        FixtureSolverError(file: file, path: path, message: message)
    }

    func system(_ json: Any, at path: String) throws -> FixtureSystem {
        guard let object = json as? [String: Any] else { throw error(path, "expected an object") }
        guard let name = object["name"] as? String else { throw error(path + ".name", "expected a string") }
        guard let names = object["variables"] as? [Any] else { throw error(path + ".variables", "expected an array of names") }
        var variables: [String] = []
        var index: [String: Int] = [:]
        for (i, n) in names.enumerated() {
            guard let n = n as? String else { throw error("\(path).variables[\(i)]", "expected a string") }
            guard index[n] == nil else { throw error("\(path).variables[\(i)]", "variable '\(n)' is declared twice") }
            index[n] = variables.count
            variables.append(n)
        }
        guard let list = object["constraints"] as? [Any] else { throw error(path + ".constraints", "expected an array") }
        let constraints = try list.enumerated().map {
            try constraint($0.element, at: "\(path).constraints[\($0.offset)]", variables: index, casePath: path)
        }
        return FixtureSystem(name: name, variables: variables, constraints: constraints)
    }

    private func constraint(_ json: Any, at path: String, variables: [String: Int], casePath: String) throws -> FixtureSystem.Constraint {
        guard let object = json as? [String: Any] else { throw error(path, "expected an object") }
        guard let terms = object["terms"] as? [Any] else { throw error(path + ".terms", "expected an array of [coefficient, variable]") }
        let parsed: [(Double, Int)] = try terms.enumerated().map { i, term in
            let termPath = "\(path).terms[\(i)]"
            guard let pair = term as? [Any], pair.count == 2 else { throw error(termPath, "expected [coefficient, variable]") }
            let coefficient = try number(pair[0], at: termPath + "[0]")
            guard let name = pair[1] as? String else { throw error(termPath + "[1]", "expected a variable name") }
            guard let v = variables[name] else {
                throw error(termPath + "[1]", "unknown variable '\(name)' (declare it in \(casePath).variables)")
            }
            return (coefficient, v)
        }
        let constant = try number(object["constant"] ?? 0, at: path + ".constant")
        guard let r = object["relation"] as? String, let relation = Relation(rawValue: r) else {
            throw error(path + ".relation", "expected \"<=\", \"==\" or \">=\"")
        }
        let priority = try number(object["priority"] ?? 1000, at: path + ".priority")
        guard priority >= 1, priority <= 1000 else { throw error(path + ".priority", "expected a priority in 1…1000, got \(priority)") }
        return .init(terms: parsed, constant: constant, relation: relation, priority: Priority(priority), path: path)
    }

    private func number(_ json: Any, at path: String) throws -> Double {
        guard let n = json as? NSNumber else { throw error(path, "expected a number") }
        let v = n.doubleValue
        guard v.isFinite else { throw error(path, "expected a finite number") }
        return v
    }
}
