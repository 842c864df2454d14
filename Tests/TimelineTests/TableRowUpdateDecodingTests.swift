import Geometry
import XCTest
@testable import Timeline

/// A table's row updates in a timeline (docs/tables.md, "Updates in a timeline"):
/// `insertRows`, `deleteRows` and `reloadRows` with their row animation, the shape of a
/// collection view's item updates; UIKit's checks as located errors with did-you-mean.
final class TableRowUpdateDecodingTests: XCTestCase {
    /// A table `list` of three rows and a collection view `grid`, with `changes` at 1 s.
    private func document(_ changes: String) -> String {
        Fixture.document(#"""
        "views": [
          { "id": "list", "class": "UITableView",
            "cells": { "note": { "views": [ { "id": "title", "text": "" } ], "constraints": [ "title.top == contentView.top + 11" ] } },
            "sections": [ { "rows": [ { "cell": "note" }, { "cell": "note" }, { "cell": "note" } ] } ] },
          { "id": "grid", "class": "UICollectionView", "cells": { "tile": { } }, "sections": [ { "items": [ { "cell": "tile" } ] } ] },
          { "id": "box" }
        ],
        "timeline": [ { "at": 1, "changes": [ \#(changes) ] } ]
        """#)
    }

    /// `moveRows`: UIKit's `moveRow(at:to:)`, its paths before the update and its
    /// destinations after it; no row animation (the row slides), 0.3 s on the rows' clock.
    func testRowMoves() throws {
        let t = try Fixture.load(document(#"{ "moveRows": "list", "indexPaths": [[0, 0]], "to": [[0, 2]] }"#))
        guard case .updateItems(let id, let update, true) = t.events[0].changes[0].kind else { return XCTFail("\(t.events)") }
        XCTAssertEqual(id, "list")
        XCTAssertEqual(update.kind, .moveRows)
        XCTAssertEqual(update.destinations, [ItemPath(section: 0, item: 2)])
        XCTAssertNil(update.rowAnimation)
        XCTAssertEqual(t.events[0].end, 1.3, accuracy: 1e-12)
        XCTAssertEqual(CollectionItemUpdate.apply([update], to: [["a", "b", "c"].map { CellItem(cell: "note", texts: ["title": $0]) }])[0].map { $0.texts["title"] },
                       ["b", "c", "a"])
        assertSingleError(document(#"{ "moveRows": "list", "indexPaths": [[0, 0]], "to": [[0, 1]], "animation": "fade" }"#),
                          marker: "\"fade\"", path: "$.timeline[0].changes[0].animation",
                          message: "'animation' does not belong in a 'moveRows' change",
                          fix: "a moved row slides to its place; UIKit's moveRow(at:to:) takes no row animation")
        assertSingleError(document(#"{ "moveRows": "list", "indexPaths": [[0, 0]], "to": [[0, 3]] }"#),
                          marker: "[0, 3]", path: "$.timeline[0].changes[0].to[0]",
                          message: "attempt to move row 3 into section 0, but there are only 3 rows in section 0 after the update")
        assertSingleError(document(#"{ "moveRows": "grid", "indexPaths": [[0, 0]], "to": [[0, 0]] }"#),
                          marker: "\"grid\"", occurrence: 2, path: "$.timeline[0].changes[0].moveRows",
                          message: "'grid' is not a table view declared with its sections; moveRows updates one")
    }

    func testRowUpdatesWithTheirAnimation() throws {
        let t = try Fixture.load(document(#"""
        { "insertRows": "list", "indexPaths": [[0, 3], [0, 0]], "rows": [ { "cell": "note", "texts": { "title": "New" } }, { "cell": "note" } ],
          "animation": "left" }
        """#))
        guard case .updateItems(let id, let update, let animated) = t.events[0].changes[0].kind else { return XCTFail("\(t.events)") }
        XCTAssertEqual(id, "list")
        XCTAssertEqual(update.kind, .insertRows)
        XCTAssertEqual(update.paths, [ItemPath(section: 0, item: 3), ItemPath(section: 0, item: 0)])
        XCTAssertEqual(update.items.map(\.texts), [["title": "New"], [:]])
        XCTAssertEqual(update.rowAnimation, .left)
        XCTAssertTrue(animated)
        // UIKit's row animation lasts 0.3 s (TableMetrics): the event ends then.
        XCTAssertEqual(t.events[0].end, 1.3, accuracy: 1e-12)

        // No animation named: `.automatic`, as UIKit apps pass; `animated: false`: at once;
        // `.none`: the other rows still slide for 0.3 s (docs/tables.md, "Row animations").
        let plain = try Fixture.load(document(#"{ "deleteRows": "list", "indexPaths": [[0, 1]] }"#))
        guard case .updateItems(_, let deleted, _) = plain.events[0].changes[0].kind else { return XCTFail() }
        XCTAssertEqual(deleted.rowAnimation, .automatic)
        XCTAssertEqual(deleted.items, [])
        let none = try Fixture.load(document(#"{ "reloadRows": "list", "indexPaths": [[0, 2]], "rows": [ { "cell": "note" } ], "animation": "none" }"#))
        XCTAssertEqual(none.events[0].end, 1.3, accuracy: 1e-12, "a row animation of .none still slides the other rows")
        let still = try Fixture.load(document(#"{ "deleteRows": "list", "indexPaths": [[0, 1]], "animated": false }"#))
        XCTAssertEqual(still.events[0].end, 1)
    }

    func testUpdatesCountTheRowsLeftByEarlierOnes() throws {
        // A batch: a delete and an insert of one table in one event are checked together,
        // the delete against the rows before (3), the insert against those after (3).
        let batch = try Fixture.load(document(#"""
        { "deleteRows": "list", "indexPaths": [[0, 2]] }, { "insertRows": "list", "indexPaths": [[0, 2]], "rows": [ { "cell": "note" } ], "animation": "top" }
        """#))
        XCTAssertEqual(batch.events[0].changes.count, 2)
        XCTAssertEqual(batch.events[0].end, 1.3, accuracy: 1e-12)
        // After deleting row 2 the table has rows 0…1: a later delete of row 2 is UIKit's refusal.
        let text = Fixture.document(#"""
        "views": [ { "id": "list", "class": "UITableView", "cells": { "note": { } },
                     "sections": [ { "rows": [ { "cell": "note" }, { "cell": "note" }, { "cell": "note" } ] } ] } ],
        "timeline": [ { "at": 1, "changes": [ { "deleteRows": "list", "indexPaths": [[0, 2]] } ] },
                      { "at": 2, "changes": [ { "deleteRows": "list", "indexPaths": [[0, 2]] } ] } ]
        """#)
        assertSingleError(text, marker: "[0, 2]", occurrence: 2, path: "$.timeline[1].changes[0].indexPaths[0]",
                          message: "attempt to delete row 2 from section 0 which only contains 2 rows before the update",
                          fix: "a deleted row's path counts the rows before the update: section 0 has 2 rows (0…1)")
    }

    func testMistakesAreLocatedWithUIKitsWordsAndSuggestions() {
        // A row outside its section: UIKit's message, and the rows there are.
        assertSingleError(document(#"{ "insertRows": "list", "indexPaths": [[0, 5]], "rows": [ { "cell": "note" } ] }"#),
                          marker: "[0, 5]", path: "$.timeline[0].changes[0].indexPaths[0]",
                          message: "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update",
                          fix: "an inserted row's path counts the rows after the update: section 0 has 4 rows (0…3)")
        assertSingleError(document(#"{ "reloadRows": "list", "indexPaths": [[1, 0]], "rows": [ { "cell": "note" } ] }"#),
                          marker: "[1, 0]", path: "$.timeline[0].changes[0].indexPaths[0]",
                          message: "attempt to delete row 0 from section 1, but there are only 1 sections before the update",
                          fix: "a reloaded row's path counts the rows before the update: section 0 has 3 rows (0…2)")
        // The wrong number of rows for the paths.
        assertSingleError(document(#"{ "insertRows": "list", "indexPaths": [[0, 0], [0, 1]], "rows": [ { "cell": "note" } ] }"#),
                          marker: "[ { \"cell\": \"note\" } ]", path: "$.timeline[0].changes[0].rows",
                          message: "1 row for 2 index paths", fix: "give one row per index path, in the same order")
        assertSingleError(document(#"{ "insertRows": "list", "indexPaths": [[0, 0]] }"#),
                          marker: "{ \"insertRows\"", path: "$.timeline[0].changes[0]",
                          message: "missing required field 'rows' for a 'insertRows' change",
                          fix: #"give each index path its row: "rows": [{ "cell": …, "texts": { … } }]"#)
        assertSingleError(document(#"{ "deleteRows": "list", "indexPaths": [[0, 0]], "rows": [] }"#),
                          marker: "[] }", path: "$.timeline[0].changes[0].rows",
                          message: "'rows' does not belong in a 'deleteRows' change",
                          fix: "'rows' gives inserted or reloaded rows their content")
        // Not a table: a collection view is told its own kinds, another view what to name.
        assertSingleError(document(#"{ "deleteRows": "grid", "indexPaths": [[0, 0]] }"#),
                          marker: "\"grid\"", occurrence: 2, path: "$.timeline[0].changes[0].deleteRows",
                          message: "'grid' is not a table view declared with its sections; deleteRows updates one",
                          fix: "'grid' is a UICollectionView: update its items with insertItems, deleteItems, reloadItems or moveItems")
        assertSingleError(document(#"{ "deleteItems": "list", "indexPaths": [[0, 0]] }"#),
                          marker: "\"list\"", occurrence: 2, path: "$.timeline[0].changes[0].deleteItems",
                          message: "'list' is not a collection view declared with its sections; deleteItems updates one",
                          fix: "'list' is a UITableView: update its rows with insertRows, deleteRows, reloadRows or moveRows")
        assertSingleError(document(#"{ "deleteRows": "box", "indexPaths": [[0, 0]] }"#),
                          marker: "\"box\"", occurrence: 2, path: "$.timeline[0].changes[0].deleteRows",
                          message: "'box' is not a table view declared with its sections; deleteRows updates one",
                          fix: #"name a view declared in "views" with "class": "UITableView" and "sections""#)
        assertSingleError(document(#"{ "deleteRows": "lst", "indexPaths": [[0, 0]] }"#),
                          marker: "\"lst\"", path: "$.timeline[0].changes[0].deleteRows",
                          message: "unknown view 'lst'", fix: "did you mean 'list'?")
        // An unknown row animation, a row animation on a collection view, items on a table.
        assertSingleError(document(#"{ "deleteRows": "list", "indexPaths": [[0, 0]], "animation": "fdae" }"#),
                          marker: "\"fdae\"", path: "$.timeline[0].changes[0].animation",
                          message: "unknown row animation 'fdae'", fix: "did you mean 'fade'?")
        assertSingleError(document(#"{ "deleteItems": "grid", "indexPaths": [[0, 0]], "animation": "fade" }"#),
                          marker: "\"fade\"", path: "$.timeline[0].changes[0].animation",
                          message: "'animation' does not belong in a 'deleteItems' change",
                          fix: "'animation' goes with insertRows, deleteRows or reloadRows (a table's row animation)")
        assertSingleError(document(#"{ "deleteRows": "list", "indexPaths": [[0, 0]], "items": [] }"#),
                          marker: "[] }", path: "$.timeline[0].changes[0].items",
                          message: "'items' does not belong in a 'deleteRows' change",
                          fix: "'items' goes with insertItems, deleteItems, reloadItems or moveItems")
        // The same row twice in one role, in one change or across a batch (two changes of one
        // table in one event).
        assertSingleError(document(#"{ "deleteRows": "list", "indexPaths": [[0, 1], [0, 1]] }"#),
                          marker: "[0, 1]]", path: "$.timeline[0].changes[0].indexPaths[1]",
                          message: "index path [0,1] is deleted twice in this event's updates of the table view",
                          fix: "list each index path once per role in a batch (the updates of one table view in one event)")
        assertSingleError(document(#"{ "deleteRows": "list", "indexPaths": [[0, 0]] }, { "deleteRows": "list", "indexPaths": [[0, 2]], "animated": false }"#),
                          marker: "false", path: "$.timeline[0].changes[1].animated",
                          message: "this update of 'list' does not animate but another of this event does; the updates of one table view in one event are one batch",
                          fix: "give every update of 'list' in this event the same \"animated\"")
    }
}
