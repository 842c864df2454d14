import Geometry
@testable import Timeline
import XCTest

/// The change kinds of UIKit's debugging aids and `animate.layoutIfNeeded`: decoded, and
/// refused where they are wrong, at the offending value.
final class DebugChangeTests: XCTestCase {
    static let views = #""views": [ { "id": "card" }, { "id": "dot", "parent": "card" } ]"#

    func testDebugChangesAndLayoutIfNeededDecode() throws {
        let t = try Fixture.load(Fixture.document(Self.views + """
        ,
        "timeline": [
          { "at": 0.5, "changes": [ { "exerciseAmbiguity": "dot" }, { "dump": "autolayoutTrace" },
                                   { "dump": "constraintsAffectingLayout", "view": "card", "axis": "vertical" },
                                   { "view": "card", "set": { "frame": [1, 2, 3, 4] } } ],
            "animate": { "duration": 0.3, "layoutIfNeeded": "card" } }
        ]
        """))
        let e = try XCTUnwrap(t.events.first)
        XCTAssertEqual(e.changes.map(\.kind), [
            .exerciseAmbiguity("dot"), .dump(.autolayoutTrace), .dump(.constraintsAffectingLayout(view: "card", axis: .vertical)),
            .setView(id: "card", properties: [.frame(Rect(1, 2, 3, 4))]),
        ])
        XCTAssertEqual(e.layoutIfNeeded, "card")
        XCTAssertEqual(e.animation?.duration, 0.3)
    }

    private func timeline(_ changes: String, animate: String = "") -> String {
        Fixture.document(Self.views + ",\n\"timeline\": [ { \"at\": 0, \"changes\": [ \(changes) ]\(animate) } ]")
    }

    func testUnknownViewsAreRefusedWithSuggestions() {
        assertSingleError(timeline(#"{ "exerciseAmbiguity": "dto" }"#), marker: "\"dto\"",
                          path: "$.timeline[0].changes[0].exerciseAmbiguity", message: "unknown view 'dto'")
        assertSingleError(timeline(#"{ "dump": "autolayoutTrace" }"#, animate: #", "animate": { "duration": 1, "layoutIfNeeded": "crad" }"#),
                          marker: "\"crad\"", path: "$.timeline[0].animate.layoutIfNeeded", message: "unknown view 'crad'")
    }

    func testDumpNeedsItsViewAndAxisAndNothingElse() {
        assertSingleError(timeline(#"{ "dump": "autolayoutTrce" }"#), marker: "\"autolayoutTrce\"",
                          path: "$.timeline[0].changes[0].dump", message: "unknown dump 'autolayoutTrce'",
                          fix: "did you mean 'autolayoutTrace'?")
        assertSingleError(timeline(#"{ "dump": "constraintsAffectingLayout", "view": "card" }"#), marker: "{ \"dump\"",
                          path: "$.timeline[0].changes[0]", message: "missing required field 'axis' for a constraintsAffectingLayout dump")
        assertSingleError(timeline(#"{ "dump": "constraintsAffectingLayout", "view": "card", "axis": "diagonal" }"#),
                          marker: "\"diagonal\"", path: "$.timeline[0].changes[0].axis", message: "unknown axis 'diagonal'")
        assertSingleError(timeline(#"{ "dump": "autolayoutTrace", "view": "card" }"#), marker: "\"card\"", occurrence: 3,
                          path: "$.timeline[0].changes[0].view", message: "'view' does not belong in an autolayoutTrace dump")
        assertSingleError(timeline(#"{ "exerciseAmbiguity": "dot", "axis": "vertical" }"#), marker: "\"vertical\"",
                          path: "$.timeline[0].changes[0].axis", message: "'axis' does not belong in a 'exerciseAmbiguity' change")
    }
}
