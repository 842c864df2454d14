import Foundation
import XCTest
import TestSupport

/// `animrender solve FILE`, run as the built binary on the shared reference fixture.
final class SolveCommandTests: XCTestCase {

    func testPrintsOneAnswerPerReferenceSystem() throws {
        let fixture = Repository.sharedFixture("solver-reference.json")
        guard FileManager.default.fileExists(atPath: fixture.path) else {
            return XCTFail("\(fixture.path) is missing: shared/ must sit beside the repository")
        }
        let run = try DiffCLI.run(["solve", fixture.path], in: Repository.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        let reference = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as! [String: Any]
        let cases = reference["cases"] as! [[String: Any]]
        XCTAssertEqual(lines.count, cases.count)
        for (line, c) in zip(lines, cases) {
            let answer = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            XCTAssertEqual(answer["name"] as? String, c["name"] as? String)
            let values = try XCTUnwrap(answer["values"] as? [String: Double], String(line))
            for (name, expected) in c["expected"] as! [String: Double] {
                XCTAssertEqual(values[name] ?? .nan, expected, accuracy: 1e-4, "\(c["name"]!) \(name)")
            }
        }
    }

    func testBadFileExitsWithAMessage() throws {
        let dir = try makeDiffScratchFolder()
        try Data(#"{"cases": [ { "name": "x", "variables": ["a"], "constraints": [ { "terms": [[1, "b"]], "constant": 0, "relation": "==", "priority": 1000 } ] } ] }"#.utf8)
            .write(to: dir.appendingPathComponent("bad.json"))
        let run = try DiffCLI.run(["solve", "bad.json"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("bad.json: $.cases[0].constraints[0].terms[0][1]: unknown variable 'b'"), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }
}
