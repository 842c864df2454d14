import Geometry
import XCTest
import Timeline
@testable import AnimRenderKit

/// A table or collection view that only an `addView` change adds realises its rows or items
/// from then on, as a declared one does (docs/tables.md, "In a timeline"); before, it showed
/// none, its driver being made only for the views declared at the start.
final class AddedTableTests: XCTestCase {
    private let table = #"""
    { "id": "list", "class": "UITableView", "translatesAutoresizingMaskIntoConstraints": true, "frame": [0, 0, 375, 400],
      "contentInsetAdjustmentBehavior": "never",
      "cells": { "note": { "views": [ { "id": "title", "text": "" } ],
                           "constraints": [ "title.leading == contentView.leading + 16", "title.trailing == contentView.trailing - 16",
                                            "title.top == contentView.top + 11", "title.bottom == contentView.bottom - 11" ] } },
      "sections": [ { "rows": [ { "cell": "note", "texts": { "title": "One" } }, { "cell": "note", "texts": { "title": "Two" } } ] } ] }
    """#

    func testATableAddedLaterShowsItsRowsAndTakesRowUpdates() throws {
        let (_, frames) = try play(json: #"""
        { "version": 1, "screen": { "size": [375, 400] }, "render": { "fps": 10 },
          "timeline": [
            { "at": 0.5, "changes": [ { "addView": \#(table) } ] },
            { "at": 1.0, "changes": [ { "insertRows": "list", "indexPaths": [[0, 0]], "rows": [ { "cell": "note", "texts": { "title": "Zero" } } ], "animated": false } ] },
            { "at": 1.2, "changes": [ { "removeView": "list" } ] },
            { "at": 1.4, "changes": [ { "addView": \#(table) } ] }
          ] }
        """#)
        func frame(_ t: Double, _ name: String) -> Rect? {
            frames.first { abs($0.time - t) < 1e-9 }?.view(ViewID(name))?.frame
        }
        // By hand: a plain table at 2x, one-line rows of 21 + 2 × 11 = 43 and the 0.5 pt
        // separator: 43.5 apart from the top (no header in a plain untitled section).
        XCTAssertNil(frame(0.4, "list"))
        XCTAssertEqual(frame(0.5, "list.cell1"), Rect(x: 0, y: 0, width: 375, height: 43.5))
        XCTAssertEqual(frame(0.5, "list.cell2"), Rect(x: 0, y: 43.5, width: 375, height: 43.5))
        XCTAssertEqual(frame(0.5, "list.cell1.title"), Rect(x: 16, y: 11, width: 343, height: 21))
        // A row inserted at the top (at once): a new cell there, the others 43.5 lower.
        XCTAssertEqual(frame(1.0, "list.cell3"), Rect(x: 0, y: 0, width: 375, height: 43.5))
        XCTAssertEqual(frame(1.0, "list.cell2")?.minY, 87)
        // Removed, then added again: a new table, its cells made and named again from cell1.
        XCTAssertNil(frame(1.3, "list.cell1"))
        XCTAssertEqual(frame(1.4, "list.cell2"), Rect(x: 0, y: 43.5, width: 375, height: 43.5))
        XCTAssertNil(frame(1.4, "list.cell3"), "two rows again: two cells")
    }

    func testACollectionViewAddedLaterShowsItsItems() throws {
        let (_, frames) = try play(json: #"""
        { "version": 1, "screen": { "size": [375, 400] }, "render": { "fps": 10 },
          "timeline": [ { "at": 0.5, "changes": [ { "addView":
            { "id": "grid", "class": "UICollectionView", "translatesAutoresizingMaskIntoConstraints": true, "frame": [0, 0, 375, 400],
              "contentInsetAdjustmentBehavior": "never", "collectionViewLayout": { "itemSize": [100, 50], "minimumInteritemSpacing": 10 },
              "cells": { "tile": { "views": [] } },
              "sections": [ { "items": [ { "cell": "tile" }, { "cell": "tile" } ] } ] } } ] } ] }
        """#)
        let last = try XCTUnwrap(frames.last)
        // By hand: a flow layout of 100 × 50 items, the first at the section's top left.
        XCTAssertEqual(last.view("grid.cell1")?.frame, Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(last.view("grid.cell2")?.frame.size, Size(100, 50))
    }
}
