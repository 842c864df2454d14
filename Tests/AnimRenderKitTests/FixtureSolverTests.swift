import Foundation
import XCTest
@testable import AnimRenderKit
import TestSupport

/// `FixtureSolver` (behind `animrender solve`): output format, errors, and the reference file.
final class FixtureSolverTests: XCTestCase {
    func lines(_ json: String) throws -> [String] { try FixtureSolver.solve(Data(json.utf8), file: "test.json") }

    /// x + y == 10 (required), x == 3 @500 wins over x == 100 @250 → x = 3, y = 7;
    /// z is pinned to -0.5 exactly; w has −0 from 0·(−1) and must print as 0.
    func testPrintsValuesInFileOrderInShortestForm() throws {
        let out = try lines("""
            {"cases": [{"name": "a \\"quoted\\" case", "variables": ["y", "x", "z", "w"], "constraints": [
              {"terms": [[1, "x"], [1, "y"]], "constant": -10, "relation": "==", "priority": 1000},
              {"terms": [[1, "x"]], "constant": -3, "relation": "==", "priority": 500},
              {"terms": [[1, "x"]], "constant": -100, "relation": "==", "priority": 250},
              {"terms": [[2, "z"]], "constant": 1, "relation": "==", "priority": 1000},
              {"terms": [[-1, "w"]], "constant": 0, "relation": "==", "priority": 1000}]}]}
            """)
        XCTAssertEqual(out, [#"{"name":"a \"quoted\" case","values":{"y":7,"x":3,"z":-0.5,"w":0}}"#])
    }

    func testReportsConflictsAsAnErrorLineAndGoesOn() throws {
        let out = try lines("""
            [{"name": "bad", "variables": ["x"], "constraints": [
               {"terms": [[1, "x"]], "constant": -1, "relation": "==", "priority": 1000},
               {"terms": [[1, "x"]], "constant": 0, "relation": "<=", "priority": 1000}]},
             {"name": "good", "variables": ["x"], "constraints": [
               {"terms": [[1, "x"]], "constant": -1, "relation": ">=", "priority": 1000}]}]
            """)
        XCTAssertEqual(out, [
            #"{"name":"bad","error":"unsatisfiable: the required constraint $[0].constraints[1] cannot hold together with $[0].constraints[0]"}"#
                .replacingOccurrences(of: "$[0]", with: "$.cases[0]"),
            #"{"name":"good","values":{"x":1}}"#,
        ])
    }

    func testErrorsNameTheFileAndJSONPath() {
        func message(_ json: String) -> String? {
            do { _ = try lines(json); return nil } catch { return "\(error)" }
        }
        XCTAssertTrue(message("{")!.hasPrefix("test.json: $: not valid JSON"))
        XCTAssertEqual(message(#"{"cases": [{"name": "c", "variables": ["x"], "constraints": [{"terms": [[1, "q"]], "constant": 0, "relation": "==", "priority": 1000}]}]}"#),
                       "test.json: $.cases[0].constraints[0].terms[0][1]: unknown variable 'q' (declare it in $.cases[0].variables)")
        XCTAssertEqual(message(#"{"cases": [{"name": "c", "variables": ["x"], "constraints": [{"terms": [], "constant": 0, "relation": "=", "priority": 1000}]}]}"#),
                       #"test.json: $.cases[0].constraints[0].relation: expected "<=", "==" or ">=""#)
        XCTAssertEqual(message(#"{"cases": [{"name": "c", "variables": ["x"], "constraints": [{"terms": [], "constant": 0, "relation": "==", "priority": 0}]}]}"#),
                       "test.json: $.cases[0].constraints[0].priority: expected a priority in 1…1000, got 0.0")
        XCTAssertEqual(message(#"{"nope": 1}"#), #"test.json: $: expected an object with a "cases" array (or an array of cases)"#)
        XCTAssertThrowsError(try FixtureSolver.solveFile(atPath: "/nonexistent/file.json")) {
            XCTAssertEqual("\($0)", "/nonexistent/file.json: $: cannot read the file (does it exist?)")
        }
    }

    /// The whole reference file, read in place: every printed value matches `expected`.
    func testReferenceFileThroughTheOutputFormat() throws {
        let path = Repository.sharedFixture("solver-reference.json").path
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path), "missing fixture file \(path)")
        let cases = try XCTUnwrap((JSONSerialization.jsonObject(with: data) as? [String: Any])?["cases"] as? [[String: Any]])
        let out = try FixtureSolver.solveFile(atPath: path)
        XCTAssertEqual(out.count, cases.count)
        for (line, c) in zip(out, cases) {
            let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
            XCTAssertEqual(parsed["name"] as? String, c["name"] as? String)
            let values = try XCTUnwrap(parsed["values"] as? [String: Any], line)
            for (name, expected) in c["expected"] as! [String: Any] {
                let got = try XCTUnwrap((values[name] as? NSNumber)?.doubleValue, "\(name) in \(line)")
                XCTAssertEqual(got, (expected as! NSNumber).doubleValue, accuracy: 1e-4, "\(c["name"]!) \(name)")
            }
        }
    }

    /// Swift's hash seed changes per process, so determinism is only shown across
    /// processes: two runs of the built `animrender solve` must print the same bytes; a bad
    /// file exits 1 with the message on stderr.
    func testTwoProcessesPrintIdenticalBytes() throws {
        // On Linux the bundle URL is the products folder; elsewhere the .xctest inside it.
        let bundle = Bundle(for: FixtureSolverTests.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("animrender") }
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("animrender binary not built next to the tests (\(bundle.path))")
        }
        let fixture = Repository.sharedFixture("solver-reference.json").path
        func run(_ file: String) throws -> (status: Int32, out: Data, err: String) {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["solve", file]
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            let errors = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, data, String(decoding: errors, as: UTF8.self))
        }
        let a = try run(fixture), b = try run(fixture)
        XCTAssertEqual(a.status, 0, a.err)
        XCTAssertGreaterThan(a.out.count, 10_000)
        XCTAssertEqual(a.out, b.out)
        let missing = try run("/nonexistent/cases.json")
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("/nonexistent/cases.json: $: cannot read the file"), missing.err)
        XCTAssertTrue(missing.out.isEmpty)
    }
}
