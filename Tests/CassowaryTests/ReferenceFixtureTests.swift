import Foundation
import XCTest
@testable import Cassowary
import TestSupport

/// Every case of shared/fixtures/solver-reference.json (answers computed independently of
/// this solver, with a strict priority order and L1 errors per level) must be reproduced.
final class ReferenceFixtureTests: XCTestCase {
    static var fixtureURL: URL {
        Repository.sharedFixture("solver-reference.json")
    }

    func testReproducesEveryReferenceCase() throws {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: Self.fixtureURL.path),
                                 "missing fixture file \(Self.fixtureURL.path)")
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try XCTUnwrap(root["cases"] as? [[String: Any]])
        XCTAssertGreaterThan(cases.count, 100)
        var failures = 0
        for c in cases {
            let name = c["name"] as! String
            let solver = Solver()
            var vars: [String: Variable] = [:]
            for n in c["variables"] as! [String] { vars[n] = solver.makeVariable(n) }
            for k in c["constraints"] as! [[String: Any]] {
                let terms = (k["terms"] as! [[Any]]).map { Term(($0[0] as! NSNumber).doubleValue, vars[$0[1] as! String]!) }
                let relation = Relation(rawValue: k["relation"] as! String)!
                let priority = Priority((k["priority"] as! NSNumber).doubleValue)
                try solver.add(Expression(terms: terms, constant: (k["constant"] as! NSNumber).doubleValue), relation, priority: priority)
            }
            let expected = c["expected"] as! [String: Any]
            for (n, value) in expected.sorted(by: { $0.key < $1.key }) {
                let want = (value as! NSNumber).doubleValue
                let got = solver.value(of: vars[n]!)
                if abs(got - want) > 1e-4 {
                    failures += 1
                    if failures < 20 { XCTFail("\(name): \(n) = \(got), expected \(want)") }
                }
            }
        }
        XCTAssertEqual(failures, 0)
    }
}
