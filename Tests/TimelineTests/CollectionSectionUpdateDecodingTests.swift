import Geometry
import XCTest
@testable import Timeline

/// Section updates of a timeline's collection view (docs/collections.md, "Section updates"):
/// `insertSections`, `deleteSections`, `reloadSections` and `moveSection`, alone or in a batch
/// with item updates (one event, one `performBatchUpdates`); deleted, reloaded and moved
/// sections count those before the update, inserted ones and a move's destination those after
/// it; mistakes located, with UIKit's message where UIKit has one. The grid has three
/// sections: [A, B], [C] and [D, E, F].
final class CollectionSectionUpdateDecodingTests: XCTestCase {
    private func timeline(_ changes: String) -> String {
        Fixture.document(#"""
        "views": [ { "id": "grid", "class": "UICollectionView",
          "cells": { "tile": { "views": [ { "id": "title", "text": "" } ] } },
          "sections": [ { "items": [ { "cell": "tile", "texts": { "title": "A" } }, { "cell": "tile", "texts": { "title": "B" } } ] },
                        { "items": [ { "cell": "tile", "texts": { "title": "C" } } ] },
                        { "items": [ { "cell": "tile", "texts": { "title": "D" } }, { "cell": "tile", "texts": { "title": "E" } },
                                     { "cell": "tile", "texts": { "title": "F" } } ] } ] },
          { "id": "list", "class": "UITableView", "cells": { "row": { } }, "sections": [ { "rows": [ { "cell": "row" } ] } ] } ],
        "timeline": [ { "at": 0.5, "changes": [ \#(changes) ] } ]
        """#)
    }

    private func section(_ titles: String...) -> String {
        #"{ "items": [ "# + titles.map { #"{ "cell": "tile", "texts": { "title": "\#($0)" } }"# }.joined(separator: ", ") + " ] }"
    }

    private func titles(after changes: String) throws -> [[String?]] {
        let t = try Fixture.load(timeline(changes))
        let updates = t.events[0].changes.compactMap { c -> CollectionItemUpdate? in
            if case .updateItems(_, let u, _) = c.kind { return u }
            return nil
        }
        return CollectionItemUpdate.apply(updates, to: try XCTUnwrap(t.views[0].collection).sections).map { $0.map { $0.texts["title"] } }
    }

    func testEachKindAlone() throws {
        XCTAssertEqual(try titles(after: #"{ "insertSections": "grid", "sections": [1], "content": [\#(section("N", "O"))] }"#),
                       [["A", "B"], ["N", "O"], ["C"], ["D", "E", "F"]])
        XCTAssertEqual(try titles(after: #"{ "deleteSections": "grid", "sections": [0, 2] }"#), [["C"]])
        XCTAssertEqual(try titles(after: #"{ "reloadSections": "grid", "sections": [1], "content": [\#(section("X", "Y"))] }"#),
                       [["A", "B"], ["X", "Y"], ["D", "E", "F"]])
        XCTAssertEqual(try titles(after: #"{ "moveSection": "grid", "section": 0, "toSection": 2 }"#),
                       [["C"], ["D", "E", "F"], ["A", "B"]])
    }

    /// One batch, UIKit's order: items leave (their paths before the update: E is [2, 1]),
    /// sections go (0) and come (a new one at 0; section 2, now D F, moved to 1), then items
    /// arrive (their paths after it: [2, 0] is the old section 1's first place).
    /// [A B] [C] [D E F] → [N] [D F] [Z C].
    func testABatchOfSectionAndItemUpdates() throws {
        let changes = #"""
        { "deleteItems": "grid", "indexPaths": [[2, 1]] },
        { "deleteSections": "grid", "sections": [0] },
        { "insertSections": "grid", "sections": [0], "content": [\#(section("N"))] },
        { "moveSection": "grid", "section": 2, "toSection": 1 },
        { "insertItems": "grid", "indexPaths": [[2, 0]], "items": [ { "cell": "tile", "texts": { "title": "Z" } } ] }
        """#
        XCTAssertEqual(try titles(after: changes), [["N"], ["D", "F"], ["Z", "C"]])
        let t = try Fixture.load(timeline(changes))
        let updates = t.events[0].changes.compactMap { c -> CollectionItemUpdate? in
            if case .updateItems(_, let u, _) = c.kind { return u }
            return nil
        }
        // The same counts by UIKit's arithmetic, which the validator and both front ends use.
        XCTAssertEqual(CollectionItemUpdate.batch(updates).counts(after: [2, 1, 3], sections: CollectionItemUpdate.sectionBatch(updates)) { _ in 1 },
                       [1, 2, 2])
    }

    /// Sections outside, UIKit's words, located at the section refused.
    func testASectionOutsideIsUIKitsMessage() {
        assertSingleError(timeline(#"{ "deleteSections": "grid", "sections": [3] }"#), marker: "3] }",
                          path: "$.timeline[0].changes[0].sections[0]",
                          message: "attempt to delete section 3, but there are only 3 sections before the update",
                          fix: "deleted, reloaded and moved sections count those before the update, inserted sections and a move's destination "
                            + "those after it: the collection view has 3 sections before the update and 2 after it")
        assertSingleError(timeline(#"{ "insertSections": "grid", "sections": [4], "content": [\#(section("N"))] }"#), marker: "4], ",
                          path: "$.timeline[0].changes[0].sections[0]",
                          message: "attempt to insert section 4 but there are only 4 sections after the update")
        assertSingleError(timeline(#"{ "moveSection": "grid", "section": 0, "toSection": 3 }"#), marker: "3 }",
                          path: "$.timeline[0].changes[0].toSection",
                          message: "attempt to to move section 0 to section 3, but there are only 3 sections after the update")
    }

    /// UIKit's refusals of two things done to one section (its collection view's words).
    func testUIKitsSectionConflicts() {
        assertSingleError(timeline(#"""
        { "deleteSections": "grid", "sections": [1] },
        { "moveSection": "grid", "section": 1, "toSection": 0 }
        """#), marker: "\"grid\"", occurrence: 3, path: "$.timeline[0].changes[1].moveSection",
               message: "attempt to perform a delete and a move from the same section (1)")
        assertSingleError(timeline(#"""
        { "deleteSections": "grid", "sections": [2] },
        { "moveItems": "grid", "indexPaths": [[2, 0]], "to": [[0, 0]] }
        """#), marker: "\"grid\"", occurrence: 3, path: "$.timeline[0].changes[1].moveItems",
               message: "cannot move an item from a deleted section (2)")
        assertSingleError(timeline(#"""
        { "insertSections": "grid", "sections": [0], "content": [\#(section("N"))] },
        { "moveSection": "grid", "section": 2, "toSection": 0 }
        """#), marker: "\"grid\"", occurrence: 3, path: "$.timeline[0].changes[1].moveSection",
               message: "attempt to perform an insert and a move to the same section (0)")
        assertSingleError(timeline(#"""
        { "moveSection": "grid", "section": 0, "toSection": 2 },
        { "moveSection": "grid", "section": 0, "toSection": 1 }
        """#), marker: "\"grid\"", occurrence: 3, path: "$.timeline[0].changes[1].moveSection",
               message: "attempt to move section 0 to both section 2 and section 1")
        assertSingleError(timeline(#"""
        { "deleteSections": "grid", "sections": [1] },
        { "deleteSections": "grid", "sections": [1] }
        """#), marker: "1] }", occurrence: 2, path: "$.timeline[0].changes[1].sections[0]",
               message: "section 1 is deleted twice in this event's updates of the collection view")
    }

    func testMistakesInTheChange() {
        assertSingleError(timeline(#"{ "insertSections": "grid", "sections": [1] }"#), marker: "{ \"insertSections\"",
                          path: "$.timeline[0].changes[0]", message: "missing required field 'content' for a 'insertSections' change")
        assertSingleError(timeline(#"{ "insertSections": "grid", "sections": [1, 2], "content": [\#(section("N"))] }"#),
                          marker: "[{ \"items\"", path: "$.timeline[0].changes[0].content", message: "1 section of content for 2 sections",
                          fix: "give one { \"items\": [...] } per section in 'sections', in the same order")
        assertSingleError(timeline(#"{ "deleteSections": "grid", "sections": [] }"#), marker: "[]",
                          path: "$.timeline[0].changes[0].sections", message: "'sections' is empty")
        assertSingleError(timeline(#"{ "deleteSections": "grid", "sections": [1], "content": [\#(section("N"))] }"#),
                          marker: "[{ \"items\"", path: "$.timeline[0].changes[0].content",
                          message: "'content' does not belong in a 'deleteSections' change")
        assertSingleError(timeline(#"{ "moveSection": "grid", "section": 0 }"#), marker: "{ \"moveSection\"",
                          path: "$.timeline[0].changes[0]", message: "missing required field 'toSection' for a 'moveSection' change")
        assertSingleError(timeline(#"{ "deleteSections": "list", "sections": [0] }"#), marker: "\"list\"", occurrence: 2,
                          path: "$.timeline[0].changes[0].deleteSections",
                          message: "'list' is not a collection view declared with its sections; deleteSections updates one",
                          fix: "'list' is a UITableView: a timeline updates a table's rows (insertRows, deleteRows, reloadRows or moveRows), not yet its sections")
        let errors = Fixture.errors(timeline(#"{ "moveSections": "grid", "section": 0, "toSection": 1 }"#))
        XCTAssertTrue(errors.contains { $0.message == "unknown field 'moveSections'" && $0.fix == "did you mean 'moveSection'?" }, "\(errors)")
        let unknown = Fixture.errors(timeline(#"{ "insertSections": "grid", "sections": [0], "content": [{ "item": [] }] }"#))
        XCTAssertTrue(unknown.contains { $0.message == "unknown field 'item'" && $0.fix == "did you mean 'items'?" }, "\(unknown)")
    }

    /// The next event counts the sections the batch left: 3 − 1 = 2, so section 2 is outside.
    func testTheNextEventCountsWhatTheBatchLeft() {
        let text = Fixture.document(#"""
        "views": [ { "id": "grid", "class": "UICollectionView", "cells": { "tile": { } },
          "sections": [ { "items": [ { "cell": "tile" } ] }, { "items": [] }, { "items": [ { "cell": "tile" } ] } ] } ],
        "timeline": [ { "at": 0.5, "changes": [ { "deleteSections": "grid", "sections": [0] } ] },
                      { "at": 1, "changes": [ { "deleteSections": "grid", "sections": [2] } ] } ]
        """#)
        assertSingleError(text, marker: "2] }", path: "$.timeline[1].changes[0].sections[0]",
                          message: "attempt to delete section 2, but there are only 2 sections before the update")
    }
}
