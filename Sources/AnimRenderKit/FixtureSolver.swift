import Cassowary
import Foundation

/// Solves constraint systems written in the solver-fixture format
/// (shared/fixtures/solver-reference.json) and prints each case's answer, the tool for
/// checking a system by hand (`animrender solve FILE`).
///
/// Input: `{"cases": [{"name", "variables": [names], "constraints": [{"terms": [[coef,
/// name]], "constant", "relation": "<=|==|>=", "priority": 1…1000}]}]}` (a bare array of
/// cases is accepted too; other keys such as `expected` are ignored). Each constraint means
/// `Σ coef·var + constant RELATION 0`.
///
/// Output: one JSON line per case, `{"name":…,"values":{var:value,…}}` with the
/// variables in the file's order, or `{"name":…,"error":"…"}` when a required
/// constraint cannot hold. Lines are compact `JSONOutput` (numbers rounded to 1e-6 and
/// printed in their shortest form, -0 as 0), so the output is byte-identical across runs.
public enum FixtureSolver {
    /// The output lines for the file at `path`. Throws `FixtureSolverError` naming the file
    /// and JSON path of the first problem.
    public static func solveFile(atPath path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FixtureSolverError(file: path, path: "$", message: "cannot read the file (does it exist?)")
        }
        return try solve(data, file: path)
    }

    /// The output lines for fixture-format JSON `data`; `file` names it in errors.
    public static func solve(_ data: Data, file: String) throws -> [String] {
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw FixtureSolverError(file: file, path: "$", message: "not valid JSON (\(error.localizedDescription))")
        }
        let reader = FixtureReader(file: file)
        let cases: [Any]
        if let array = json as? [Any] {
            cases = array
        } else if let object = json as? [String: Any], let array = object["cases"] as? [Any] {
            cases = array
        } else {
            throw reader.error("$", "expected an object with a \"cases\" array (or an array of cases)")
        }
        let systems = try cases.enumerated().map { try reader.system($0.element, at: "$.cases[\($0.offset)]") }
        return systems.map { $0.solvedLine() }
    }
}

/// A problem in a fixture file: which file, where in it (a JSON path), and what is wrong.
public struct FixtureSolverError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var message: String
    public var description: String { "\(file): \(path): \(message)" }
}
