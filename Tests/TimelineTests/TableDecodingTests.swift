import Geometry
import Layout
import XCTest
@testable import Timeline

/// UITableView in a timeline (docs/tables.md, "In a timeline"): its style, row heights and
/// separator by UIKit's names with UIKit's defaults, cell prototypes as a collection's (with
/// UITableViewCell's `accessoryType`), sections of rows naming their prototype; mistakes
/// located, with did-you-mean.
final class TableDecodingTests: XCTestCase {
    private func table(_ body: String) -> String {
        Fixture.document(#"""
        "views": [ { "id": "list", "class": "UITableView", \#(body) } ]
        """#)
    }

    private let note = ##""cells": { "note": { "accessoryType": "checkmark", "views": [ { "id": "title", "text": "", "numberOfLines": 0 } ], "constraints": [ "title.top == contentView.top + 11" ] } }"##

    func testStyleHeightsSeparatorPrototypesAndRows() throws {
        let t = try Fixture.load(table(#"""
        "style": "insetGrouped", "rowHeight": 60, "estimatedRowHeight": 80, "sectionHeaderHeight": 30,
        "sectionFooterHeight": "automaticDimension", "separatorStyle": "none", "separatorInset": { "left": 20 },
        "contentInsetAdjustmentBehavior": "never",
        \#(note),
        "sections": [ { "rows": [ { "cell": "note", "texts": { "title": "One" } }, { "cell": "note" } ] }, { "rows": [] } ]
        """#))
        let view = t.views[0]
        let content = try XCTUnwrap(view.content.table)
        XCTAssertEqual(content.style, .insetGrouped)
        XCTAssertEqual(content.rowHeight, 60)
        XCTAssertEqual(content.estimatedRowHeight, 80)
        XCTAssertEqual(content.sectionHeaderHeight, 30)
        XCTAssertEqual(content.sectionFooterHeight, -1)
        XCTAssertEqual(content.separatorStyle, .none)
        XCTAssertEqual(content.separatorInsetLeft, 20)
        XCTAssertEqual(content.scroll.contentInsetAdjustmentBehavior, .never, "a scroll view's keys still apply")
        // UIKit's init gives a grouped style systemGroupedBackground; a table clips, as every scroll view.
        XCTAssertEqual(view.backgroundColor, SystemColor.systemGroupedBackground.color)
        XCTAssertTrue(view.clipsToBounds)
        let spec = try XCTUnwrap(view.table)
        XCTAssertEqual(spec.cells.map(\.id), ["note"])
        XCTAssertEqual(spec.cells[0].cell.content.tableCell?.accessoryType, .checkmark)
        XCTAssertTrue(spec.cells[0].cell.clipsToBounds, "UITableViewCell clips to its bounds")
        XCTAssertEqual(spec.cells[0].views.map(\.parent), ["contentView"])
        XCTAssertEqual(spec.sections.map { $0.rows.map(\.texts) }, [[["title": "One"], [:]], []])
    }

    /// `titleForHeaderInSection` / `titleForFooterInSection`, per section; none when not given.
    func testSectionTitles() throws {
        let t = try Fixture.load(table(note + #"""
        , "sections": [ { "headerTitle": "Fruit", "footerTitle": "Picked this morning", "rows": [ { "cell": "note" } ] },
                        { "headerTitle": "", "rows": [] }, { "rows": [] } ]
        """#))
        let sections = try XCTUnwrap(t.views[0].table?.sections)
        XCTAssertEqual(sections.map(\.headerTitle), ["Fruit", "", nil], "an empty title is a title, as UIKit's \"\" is not nil")
        XCTAssertEqual(sections.map(\.footerTitle), ["Picked this morning", nil, nil])
    }

    /// `"style": "default"`: UITableViewCell's `.default` style, whose `textLabel` the rows' texts name.
    func testDefaultStyleCellHasItsTextLabel() throws {
        let t = try Fixture.load(table(#"""
        "cells": { "plain": { "style": "default" }, "own": { "views": [ { "id": "title", "text": "" } ] } },
        "sections": [ { "rows": [ { "cell": "plain", "texts": { "textLabel": "Wi-Fi" } } ] } ]
        """#))
        let spec = try XCTUnwrap(t.views[0].table)
        let plain = try XCTUnwrap(spec.prototype("plain"))
        XCTAssertTrue(plain.hasTextLabel)
        XCTAssertEqual(plain.views.map(\.id), ["textLabel"])
        XCTAssertEqual(plain.views[0].parent, "contentView")
        XCTAssertEqual(plain.views[0].numberOfLines, 0)
        XCTAssertEqual(plain.constraints.map(\.firstAttribute), [.leading, .trailing, .top, .bottom])
        XCTAssertEqual(plain.constraints.map(\.secondItem?.guide), Array(repeating: .margins, count: 4))
        XCTAssertFalse(try XCTUnwrap(spec.prototype("own")).hasTextLabel)
        XCTAssertEqual(spec.sections[0].rows[0].texts, ["textLabel": "Wi-Fi"])
    }

    func testDefaultsAreUIKits() throws {
        let view = try Fixture.load(table(#""sections": []"#)).views[0]
        let content = try XCTUnwrap(view.content.table)
        XCTAssertEqual(content.style, .plain)
        XCTAssertEqual(content.rowHeight, -1, "automaticDimension: self-sizing rows")
        XCTAssertEqual(content.estimatedRowHeight, -1)
        XCTAssertEqual(content.rowEstimate, 44, "UIKit's estimate when automatic")
        XCTAssertEqual(content.separatorStyle, .singleLine)
        XCTAssertEqual(content.separatorInsetLeft, 16)
        XCTAssertEqual(view.backgroundColor, SystemColor.systemBackground.color)
        XCTAssertEqual(view.table?.sections, [])
    }

    func testMistakesAreLocatedWithSuggestions() {
        assertSingleError(table(#""style": "insetGroupd""#), marker: "\"insetGroupd\"", path: "$.views[0].style",
                          message: "unknown table style 'insetGroupd'", fix: "did you mean 'insetGrouped'?")
        assertSingleError(table(#""rowHeight": "automaticDimention""#), marker: "\"automaticDimention\"", path: "$.views[0].rowHeight",
                          message: "unknown height 'automaticDimention'", fix: "did you mean 'automaticDimension'?")
        assertSingleError(table(#""estimatedRowHeight": "auto""#), marker: "\"auto\"", path: "$.views[0].estimatedRowHeight",
                          message: "unknown height 'auto'", fix: "expected \"automaticDimension\" or a number of points")
        assertSingleError(table(#""separatorStyle": "singleLin""#), marker: "\"singleLin\"", path: "$.views[0].separatorStyle",
                          message: "unknown separator style 'singleLin'", fix: "did you mean 'singleLine'?")
        assertSingleError(table(#""cells": { "note": { "accessoryType": "checkmrk" } }"#), marker: "\"checkmrk\"",
                          path: "$.views[0].cells.note.accessoryType", message: "unknown accessory type 'checkmrk'",
                          fix: "did you mean 'checkmark'?")
        assertSingleError(table(note + #", "sections": [ { "rows": [ { "cell": "nte" } ] } ]"#), marker: "\"nte\"",
                          path: "$.views[0].sections[0].rows[0].cell", message: "unknown cell 'nte'", fix: "did you mean 'note'?")
        assertSingleError(table(note + #", "sections": [ { "rows": [ { "cell": "note", "texts": { "titel": "A" } } ] } ]"#),
                          marker: "\"titel\"", path: "$.views[0].sections[0].rows[0].texts.titel",
                          message: "cell 'note' has no label 'titel'", fix: "did you mean 'title'?")
        assertSingleError(table(note + #", "sections": [ { "row": [] } ]"#), marker: "\"row\"",
                          path: "$.views[0].sections[0].row", message: "unknown field 'row'", fix: "did you mean 'rows'?")
        assertSingleError(table(note + #", "sections": [ { "headerTitel": "Fruit", "rows": [] } ]"#), marker: "\"headerTitel\"",
                          path: "$.views[0].sections[0].headerTitel", message: "unknown field 'headerTitel'", fix: "did you mean 'headerTitle'?")
        assertSingleError(table(note + #", "sections": [ { "footerTitle": 3, "rows": [] } ]"#), marker: "3,",
                          path: "$.views[0].sections[0].footerTitle", message: "expected a string, found a number")
        assertSingleError(table(#""cells": { "c": { "style": "defualt" } }"#), marker: "\"defualt\"", path: "$.views[0].cells.c.style",
                          message: "unknown cell style 'defualt'", fix: "did you mean 'default'?")
        assertSingleError(table(#""cells": { "c": { "style": "subtitle" } }"#), marker: "\"subtitle\"", path: "$.views[0].cells.c.style",
                          message: "cell style 'subtitle' is not laid out yet: its detailTextLabel is missing",
                          fix: "use \"default\" (its textLabel) or give the cell views of its own in \"views\"")
        assertSingleError(table(#""cells": { "c": { "style": "default", "views": [ { "id": "textLabel", "text": "" } ] } }"#),
                          marker: "\"textLabel\"", path: "$.views[0].cells.c.views[0].id",
                          message: "'textLabel' is the default style's label", fix: "give the view another id, or leave out \"style\"")
        assertSingleError(table(#""cells": { "c": { "views": [] } }, "sections": [ { "rows": [ { "cell": "c", "texts": { "textLabel": "A" } } ] } ]"#),
                          marker: "\"textLabel\"", path: "$.views[0].sections[0].rows[0].texts.textLabel",
                          message: "cell 'c' has no label 'textLabel'")
        assertSingleError(table(#""rowHieght": 44"#), marker: "\"rowHieght\"", path: "$.views[0].rowHieght",
                          message: "unknown field 'rowHieght'", fix: "did you mean 'rowHeight'?")
        // A UICollectionViewCell's prototype has no accessory.
        assertSingleError(Fixture.document(#""views": [ { "id": "grid", "class": "UICollectionView", "cells": { "tile": { "accessoryType": "checkmark" } } } ]"#),
                          marker: "\"accessoryType\"", path: "$.views[0].cells.tile.accessoryType",
                          message: "unknown field 'accessoryType'")
        assertSingleError(Fixture.document(#""views": [ { "id": "c", "class": "UITableViewCell" } ]"#),
                          marker: "\"UITableViewCell\"", path: "$.views[0].class",
                          message: "class 'UITableViewCell' cannot be declared in a timeline",
                          fix: "a UICollectionView or UITableView makes its cells from its \"cells\" prototypes (docs/collections.md, docs/tables.md)")
        assertSingleError(Fixture.document(#"""
        "views": [ { "id": "list", "class": "UITableView" } ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "list", "set": { "rowHeight": 60 } } ] } ]
        """#), marker: "\"rowHeight\"", path: "$.timeline[0].changes[0].set.rowHeight",
                          message: "'rowHeight' is declared with the table view and cannot be set", fix: "declare it in the view object")
        // A table's key on another class is another class's property.
        assertSingleError(Fixture.document(#""views": [ { "id": "v", "class": "UIScrollView", "rowHeight": 44 } ]"#),
                          marker: "\"rowHeight\"", path: "$.views[0].rowHeight",
                          message: "'rowHeight' is a property of UITableView; 'v' is a UIScrollView")
    }
}
