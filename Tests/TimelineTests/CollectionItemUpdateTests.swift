import Geometry
import XCTest
@testable import Timeline

/// Item updates of a timeline's collection view (docs/collections.md, "Item updates"): one
/// change, or several of one collection view in one event — a batch, as inside
/// `performBatchUpdates`, whose deleted, reloaded and moved paths count the items before the
/// update and whose inserted paths and destinations count those after it (Apple's
/// `performBatchUpdates` documentation); mistakes located, with UIKit's message where UIKit
/// has one. The grid here has one section of 4 items.
final class CollectionItemUpdateTests: XCTestCase {
    private func timeline(_ changes: String) -> String {
        Fixture.document(#"""
        "views": [ { "id": "grid", "class": "UICollectionView",
          "cells": { "tile": { "views": [ { "id": "title", "text": "" } ] } },
          "sections": [ { "items": [ { "cell": "tile", "texts": { "title": "A" } }, { "cell": "tile", "texts": { "title": "B" } },
                                     { "cell": "tile", "texts": { "title": "C" } }, { "cell": "tile", "texts": { "title": "D" } } ] } ] } ],
        "timeline": [ { "at": 0.5, "changes": [ \#(changes) ] } ]
        """#)
    }

    private let newItem = #"[ { "cell": "tile", "texts": { "title": "N" } } ]"#

    /// A, B, C, D: delete 1 (B), insert N at 0, move 3 (D) to 1 → N, D, A, C.
    func testABatchAppliesInUIKitsOrder() throws {
        let t = try Fixture.load(timeline(#"""
        { "deleteItems": "grid", "indexPaths": [[0, 1]] },
        { "insertItems": "grid", "indexPaths": [[0, 0]], "items": \#(newItem) },
        { "moveItems": "grid", "indexPaths": [[0, 3]], "to": [[0, 1]] }
        """#))
        let updates = t.events[0].changes.compactMap { c -> CollectionItemUpdate? in
            if case .updateItems(_, let u, _) = c.kind { return u }
            return nil
        }
        XCTAssertEqual(updates.map(\.kind), [.deleteItems, .insertItems, .moveItems])
        let batch = CollectionItemUpdate.batch(updates)
        XCTAssertEqual(batch, ItemUpdates(inserted: [ItemPath(section: 0, item: 0)], deleted: [ItemPath(section: 0, item: 1)],
                                          moved: [(ItemPath(section: 0, item: 3), ItemPath(section: 0, item: 1))]))
        let after = CollectionItemUpdate.apply(updates, to: try XCTUnwrap(t.views[0].collection).sections)
        XCTAssertEqual(after.map { $0.map { $0.texts["title"] } }, [["N", "D", "A", "C"]])
        // The same by UIKit's arithmetic: A stays and takes the first free place after 0 and 1, C the next.
        XCTAssertEqual(batch.newPaths(before: [4], after: [4]),
                       [ItemPath(section: 0, item: 0): ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 2): ItemPath(section: 0, item: 3),
                        ItemPath(section: 0, item: 3): ItemPath(section: 0, item: 1)])
    }

    /// An insert's path counts the items after the whole batch: with one deleted, 4 items
    /// stay 4 after an insert, so [0, 4] is outside.
    func testAnInsertCountsTheItemsAfterTheBatch() {
        let text = timeline(#"""
        { "deleteItems": "grid", "indexPaths": [[0, 0]] },
        { "insertItems": "grid", "indexPaths": [[0, 4]], "items": \#(newItem) }
        """#)
        assertSingleError(text, marker: "[0, 4]", path: "$.timeline[0].changes[1].indexPaths[0]",
                          message: "attempt to insert item 4 into section 0, but there are only 4 items in section 0 after the update",
                          fix: "an inserted item's path counts the items after the update: section 0 has 4 items (0…3)")
        // Without the delete it fits (5 items after).
        XCTAssertNoThrow(try Fixture.load(timeline(#"{ "insertItems": "grid", "indexPaths": [[0, 4]], "items": \#(newItem) }"#)))
    }

    func testAMovesSourceAndDestinationAreChecked() {
        assertSingleError(timeline(#"{ "moveItems": "grid", "indexPaths": [[0, 4]], "to": [[0, 0]] }"#), marker: "[0, 4]",
                          path: "$.timeline[0].changes[0].indexPaths[0]",
                          message: "attempt to move item 4 from section 0 which only contains 4 items before the update",
                          fix: "a moved item's path counts the items before the update: section 0 has 4 items (0…3)")
        assertSingleError(timeline(#"{ "moveItems": "grid", "indexPaths": [[0, 1]], "to": [[1, 0]] }"#), marker: "[1, 0]",
                          path: "$.timeline[0].changes[0].to[0]",
                          message: "attempt to move item 0 into section 1, but there are only 1 sections after the update",
                          fix: "a move's destination counts the items after the update: section 0 has 3 items (0…2)")
        assertSingleError(timeline(#"{ "moveItems": "grid", "indexPaths": [[0, 1], [0, 2]], "to": [[0, 0]] }"#), marker: "[[0, 0]]",
                          path: "$.timeline[0].changes[0].to", message: "1 destinations for 2 index paths",
                          fix: "give each moved index path its destination in \"to\", in the same order")
        assertSingleError(timeline(#"{ "moveItems": "grid", "indexPaths": [[0, 1]] }"#), marker: "{ \"moveItems\"",
                          path: "$.timeline[0].changes[0]", message: "missing required field 'to' for a 'moveItems' change")
        assertSingleError(timeline(#"{ "moveItems": "grid", "indexPaths": [[0, 1]], "to": [[0, 0]], "items": \#(newItem) }"#),
                          marker: "[ { \"cell\"", occurrence: 2, path: "$.timeline[0].changes[0].items",
                          message: "'items' does not belong in a 'moveItems' change")
    }

    /// UIKit's refusals of two things done to one path, word for word but for the index
    /// path's address.
    func testUIKitsConflictsInABatch() {
        assertSingleError(timeline(#"""
        { "deleteItems": "grid", "indexPaths": [[0, 2]] },
        { "reloadItems": "grid", "indexPaths": [[0, 2]], "items": \#(newItem) }
        """#), marker: "\"grid\"", occurrence: 3, path: "$.timeline[0].changes[1].reloadItems",
               message: "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 2})")
        assertSingleError(timeline(#"""
        { "deleteItems": "grid", "indexPaths": [[0, 2]] },
        { "moveItems": "grid", "indexPaths": [[0, 2]], "to": [[0, 0]] }
        """#), marker: "\"grid\"", occurrence: 3, path: "$.timeline[0].changes[1].moveItems",
               message: "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 2})")
        assertSingleError(timeline(#"""
        { "insertItems": "grid", "indexPaths": [[0, 1]], "items": \#(newItem) },
        { "moveItems": "grid", "indexPaths": [[0, 3]], "to": [[0, 1]] }
        """#), marker: "\"grid\"", occurrence: 3, path: "$.timeline[0].changes[1].moveItems",
               message: "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
        assertSingleError(timeline(#"""
        { "deleteItems": "grid", "indexPaths": [[0, 2]] },
        { "deleteItems": "grid", "indexPaths": [[0, 2]] }
        """#), marker: "[0, 2]", occurrence: 2, path: "$.timeline[0].changes[1].indexPaths[0]",
               message: "index path [0,2] is deleted twice in this event's updates of the collection view")
    }

    func testABatchAnimatesAsOne() {
        assertSingleError(timeline(#"""
        { "deleteItems": "grid", "indexPaths": [[0, 2]] },
        { "deleteItems": "grid", "indexPaths": [[0, 3]], "animated": false }
        """#), marker: "false", path: "$.timeline[0].changes[1].animated",
               message: "this update of 'grid' does not animate but another of this event does; the updates of one collection view in one event are one batch",
               fix: "give every update of 'grid' in this event the same \"animated\"")
    }

    func testAMisspeltKindIsSuggested() {
        let errors = Fixture.errors(timeline(#"{ "moveItem": "grid", "indexPaths": [[0, 1]], "to": [[0, 0]] }"#))
        XCTAssertTrue(errors.contains { $0.message == "unknown field 'moveItem'" && $0.fix == "did you mean 'moveItems'?" }, "\(errors)")
    }

    /// The next event's paths count the items the batch left: 4 − 1 + 1 = 4 after the first,
    /// so deleting [0, 4] at 1 s is outside.
    func testTheNextEventCountsWhatTheBatchLeft() {
        let text = Fixture.document(#"""
        "views": [ { "id": "grid", "class": "UICollectionView", "cells": { "tile": { } },
          "sections": [ { "items": [ { "cell": "tile" }, { "cell": "tile" }, { "cell": "tile" }, { "cell": "tile" } ] } ] } ],
        "timeline": [ { "at": 0.5, "changes": [ { "deleteItems": "grid", "indexPaths": [[0, 0]] },
                                                { "insertItems": "grid", "indexPaths": [[0, 0]], "items": [ { "cell": "tile" } ] } ] },
                      { "at": 1, "changes": [ { "deleteItems": "grid", "indexPaths": [[0, 4]] } ] } ]
        """#)
        assertSingleError(text, marker: "[0, 4]", path: "$.timeline[1].changes[0].indexPaths[0]",
                          message: "attempt to delete item 4 from section 0 which only contains 4 items before the update")
    }
}
