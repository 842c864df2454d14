import Foundation
import JSONDocuments
import XCTest
@testable import AnimRenderKit

/// One naming scheme for constraints (docs/timeline-format.md#constraint-names): an entry's
/// first constraint carries the entry's name — its id, else its JSON path — and the k-th
/// the name with `#k`, whether the entry has an id or not; a change names whole entries.
final class ConstraintNameTests: XCTestCase {
    /// frames.json's `constraints`: each name and the equation it names.
    private func names(_ json: String) throws -> [String: String] {
        let (compiled, frames) = try play(json: json)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        let text = try FramesJSON.text(compiled.timeline.runSettings, states: frames, drawnWith: builder)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let constraints = try XCTUnwrap(document["constraints"] as? [String: [String: Any]])
        return constraints.compactMapValues { $0["description"] as? String }
    }

    private let views = """
        "views": [ { "id": "card" }, { "id": "child", "parent": "card" }, { "id": "badge", "parent": "card" } ]
        """

    func testAnEntryWithAnIdAndOneWithoutAreNamedAlike() throws {
        let json = """
        { "version": 1, "screen": { "size": [200, 200] }, "render": { "fps": 10, "duration": 0.2, "scale": 1 },
          \(views),
          "constraints": [
            { "id": "childPin", "pinEdges": "child", "insets": { "top": 1, "left": 2, "bottom": 3, "right": 4 } },
            { "vfl": "H:|-20-[card(==100)]" },
            { "id": "column", "vfl": "V:|-30-[card(==50)]" } ],
          "timeline": [ { "at": 0.1, "changes": [ { "add": { "center": "badge", "in": "superview" } } ] } ] }
        """
        let found = try names(json)
        let expected = [
            // pinEdges in its default order: top, leading, bottom, trailing.
            "childPin": "child.top == card.top + 1", "childPin#2": "child.leading == card.leading + 2",
            "childPin#3": "child.bottom == card.bottom - 3", "childPin#4": "child.trailing == card.trailing - 4",
            // VFL as it reads: the connection to |, then the view's size.
            "$.constraints[1]": "card.leading == root.leading + 20", "$.constraints[1]#2": "card.width == 100",
            "column": "card.top == root.top + 30", "column#2": "card.height == 50",
            "$.timeline[0].changes[0].add": "badge.centerX == card.centerX",
            "$.timeline[0].changes[0].add#2": "badge.centerY == card.centerY",
        ]
        XCTAssertEqual(found.filter { expected[$0.key] != nil }, expected, "\(found.keys.sorted())")
        XCTAssertEqual(found.keys.filter { !$0.hasPrefix("$") && $0.contains("[") }, [], "no name of the old form id[k]")
    }

    /// A change names entries; one constraint of an entry, or a path name, is refused with why.
    func testAChangeNamingOneConstraintOfAnEntryOrAPathNameIsToldWhy() throws {
        func error(_ change: String, id: String = "childPin") -> String {
            let json = """
            { "version": 1, "screen": { "size": [200, 200] }, \(views),
              "constraints": [ { "id": "\(id)", "pinEdges": "child" }, "card.width == 100" ],
              "timeline": [ { "at": 0.1, "changes": [ \(change) ] } ] }
            """
            do { _ = try play(json: json); return "" } catch { return "\(error)" }
        }
        XCTAssertTrue(error(#"{ "constant": "childPin#2", "to": 5 }"#).hasSuffix(
            "error: $.timeline[0].changes[0].constant: 'childPin#2' is constraint number 2 of entry 'childPin'; changes and rules "
            + "name whole entries: 'childPin' names every constraint it makes; to change this constraint alone, write it as an "
            + "entry of its own with its own \"id\""), error(#"{ "constant": "childPin#2", "to": 5 }"#))
        XCTAssertTrue(error(#"{ "deactivate": "$.constraints[1]" }"#).hasSuffix(
            "error: $.timeline[0].changes[0].deactivate: '$.constraints[1]' is the name frames.json gives a constraint declared "
            + "without an id; changes and rules name a constraint by its id; give the entry at $.constraints[1] an \"id\" and name that"),
            error(#"{ "deactivate": "$.constraints[1]" }"#))
        XCTAssertTrue(error(#"{ "constant": "childPin", "to": 5 }"#, id: "pin#2").contains(
            "error: $.constraints[0].id: constraint id 'pin#2' ends in '#2', which names the constraint number 2 of an entry "
            + "that makes several ('pin#2' of entry 'pin'); choose an id that does not end in '#' and a number"),
            error(#"{ "constant": "childPin", "to": 5 }"#, id: "pin#2"))
        XCTAssertEqual(error(#"{ "constant": "childPin", "to": 5 }"#), "")
    }
}
