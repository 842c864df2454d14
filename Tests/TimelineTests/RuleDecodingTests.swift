import Geometry
import XCTest
@testable import Timeline

/// `rules`: decoded into `RuleEntry` values; every mistake located, with a fix, and a
/// caret under the offending character of `when`.
final class RuleDecodingTests: XCTestCase {
    static let views = #"""
    "views": [ { "id": "row" }, { "id": "a", "parent": "row" }, { "id": "b", "parent": "row" } ],
    "constraints": [
      { "id": "oneRow", "vfl": "H:|[a]-8-[b]|" },
      { "id": "twoRows", "active": false, "constraint": "b.top == a.bottom + 8" },
      "a.top == row.top"
    ]
    """#

    func document(_ rules: String) -> String { Fixture.document(Self.views + ",\n\"rules\": " + rules) }

    func testRulesDecode() throws {
        let t = try Fixture.load(document(#"""
        [ { "in": "row", "when": "a.width < 100", "activate": ["twoRows"], "deactivate": "oneRow" },
          { "in": "root", "when": "  row.maxY>=-12.5e1 ", "activate": "oneRow" } ]
        """#))
        XCTAssertEqual(t.rules.map(\.view), ["row", "root"])
        XCTAssertEqual(t.rules.map(\.condition), [
            FrameCondition(view: "a", attribute: .width, comparison: .less, value: 100),
            FrameCondition(view: "row", attribute: .maxY, comparison: .greaterOrEqual, value: -125),
        ])
        XCTAssertEqual(t.rules.map(\.activate), [["twoRows"], ["oneRow"]])
        XCTAssertEqual(t.rules.map(\.deactivate), [["oneRow"], []])
        XCTAssertEqual(t.rules.map(\.source.path), ["$.rules[0]", "$.rules[1]"])
        let at = Fixture.position(of: #"{ "in": "root""#, in: document(#"""
        [ { "in": "row", "when": "a.width < 100", "activate": ["twoRows"], "deactivate": "oneRow" },
          { "in": "root", "when": "  row.maxY>=-12.5e1 ", "activate": "oneRow" } ]
        """#))
        XCTAssertEqual([t.rules[1].source.line, t.rules[1].source.column], [at.line, at.column])
    }

    func testUnknownViewInInSuggestsTheNearest() {
        assertSingleError(document(#"[ { "in": "rwo", "when": "a.width < 100", "activate": "twoRows" } ]"#),
                          marker: "\"rwo\"", path: "$.rules[0].in", message: "unknown view 'rwo'", fix: "did you mean 'row'?")
    }

    func testTheWindowRunsNoRules() {
        assertSingleError(document(#"[ { "in": "window", "when": "a.width < 100", "activate": "twoRows" } ]"#),
                          marker: "\"window\"", path: "$.rules[0].in", message: "a rule cannot run in the window",
                          fix: "name root or one of your views")
    }

    func testUnknownConstraintSuggestsTheNearest() {
        assertSingleError(document(#"[ { "in": "row", "when": "a.width < 100", "activate": ["twoRow"] } ]"#),
                          marker: "\"twoRow\"", path: "$.rules[0].activate[0]", message: "unknown constraint 'twoRow'",
                          fix: "did you mean 'twoRows'?")
        assertSingleError(document(#"[ { "in": "row", "when": "a.width < 100", "deactivate": "zzz" } ]"#),
                          marker: "\"zzz\"", path: "$.rules[0].deactivate", message: "unknown constraint 'zzz'",
                          fix: "give the constraint an \"id\" where it is declared in \"constraints\"")
    }

    func testARuleNeedsSomethingToSwitchAndOneSidePerID() {
        assertSingleError(document(#"[ { "in": "row", "when": "a.width < 100" } ]"#),
                          marker: #"{ "in""#, path: "$.rules[0]", message: "a rule needs 'activate', 'deactivate' or both")
        assertSingleError(document(#"[ { "in": "row", "when": "a.width < 100", "activate": "oneRow", "deactivate": ["oneRow"] } ]"#),
                          marker: #"{ "in""#, path: "$.rules[0]", message: "the rule both activates and deactivates 'oneRow'")
        assertSingleError(document(#"[ { "in": "row", "when": "a.width < 100", "activate": [] } ]"#),
                          marker: "[] }", path: "$.rules[0].activate", message: "empty list of constraint ids")
    }

    func testMissingAndUnknownFields() {
        assertSingleError(document(#"[ { "in": "row", "activate": "twoRows" } ]"#),
                          marker: #"{ "in""#, path: "$.rules[0]", message: "missing required field 'when'")
        assertSingleError(document(#"[ { "in": "row", "when": "a.width < 100", "deactivate": "oneRow", "activates": "twoRows" } ]"#),
                          marker: "\"activates\"", path: "$.rules[0].activates", message: "unknown field 'activates'",
                          fix: "did you mean 'activate'?")
    }

    /// `when` mistakes: located at the offending character of the string, with the string
    /// and a caret under it in the printed error.
    func testMalformedWhenGetsACaret() throws {
        func whenError(_ when: String) -> TimelineError? {
            let errors = Fixture.errors(document(#"[ { "in": "row", "when": "\#(when)", "activate": "twoRows" } ]"#))
            XCTAssertEqual(errors.count, 1, "\(errors)")
            return errors.first
        }
        let cases: [(when: String, offset: Int, message: String, fix: String?)] = [
            ("a.widht < 100", 2, "unknown attribute 'widht'", "did you mean 'width'?"),
            ("a < 100", 1, "expected '.' and an attribute after 'a'", "attributes: width, height, minX, minY, maxX, maxY"),
            ("a.width == 100", 8, "'==' is not a rule comparison", "laid-out values are fractional; compare with <, <=, > or >="),
            ("a.width 100", 8, "expected a comparison", "use <, <=, > or >="),
            ("a.width < wide", 10, "'wide' is not a number", "a rule compares with a number, e.g. a.width < 100"),
            ("a.width <", 9, "expected a number after '<'", "a rule compares with a number, e.g. a.width < 100"),
            ("a.width < 100 px", 14, "unexpected 'p' after the number", "write it as view.attribute < number, e.g. a.width < 100"),
            ("c.width < 100", 0, "unknown view 'c'", "did you mean 'a'?"),
            ("   ", 3, "empty condition", "write it as view.attribute < number, e.g. a.width < 100"),
        ]
        for c in cases {
            guard let e = whenError(c.when) else { continue }
            let text = document(#"[ { "in": "row", "when": "\#(c.when)", "activate": "twoRows" } ]"#)
            let start = Fixture.position(of: "\"\(c.when)\"", in: text)
            XCTAssertEqual([e.line, e.column], [start.line, start.column + 1 + c.offset], c.when)
            XCTAssertEqual(e.path, "$.rules[0].when", c.when)
            XCTAssertEqual(e.message, c.message, c.when)
            XCTAssertEqual(e.fix, c.fix, c.when)
        }
        let e = try XCTUnwrap(whenError("a.widht < 100"))
        XCTAssertEqual(e.description, """
            timeline.json:\(e.line):\(e.column): error: $.rules[0].when: unknown attribute 'widht'; did you mean 'width'?
                a.widht < 100
                  ^
            """)
    }

    /// Every mistake of a file is reported in one run, rules included.
    func testRuleMistakesAreReportedWithTheOthers() {
        let errors = Fixture.errors(document(#"""
        [ { "in": "rwo", "when": "a.height <= x", "activate": "twoRow" } ]
        """#))
        XCTAssertEqual(errors.map(\.message), ["unknown view 'rwo'", "'x' is not a number", "unknown constraint 'twoRow'"])
    }
}
