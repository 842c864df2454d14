import Geometry
import Layout
import XCTest
@testable import Timeline

/// UICollectionView in a timeline (docs/collections.md): the flow layout with UIKit's
/// defaults, prototypes validated as views with constraint strings among their ids and
/// `contentView`, items naming their prototype; mistakes located, with did-you-mean.
final class CollectionDecodingTests: XCTestCase {
    private func collection(_ body: String) -> String {
        Fixture.document(#"""
        "views": [ { "id": "grid", "class": "UICollectionView", \#(body) } ]
        """#)
    }

    private let tile = ##""cells": { "tile": { "backgroundColor": "#FF0000", "views": [ { "id": "title", "text": "" } ], "constraints": [ "title.centerX == contentView.centerX" ] } }"##

    func testLayoutPrototypesAndItems() throws {
        let t = try Fixture.load(collection(#"""
        "collectionViewLayout": { "itemSize": [100, 80], "minimumLineSpacing": 4, "scrollDirection": "horizontal",
                                  "estimatedItemSize": "automatic", "sectionInset": { "left": 16 } },
        \#(tile),
        "sections": [ { "items": [ { "cell": "tile", "texts": { "title": "One" } }, { "cell": "tile" } ] } ]
        """#))
        let c = try XCTUnwrap(t.views[0].collection)
        XCTAssertEqual(c.layout, FlowLayoutConfiguration(itemSize: Size(100, 80), estimatedItemSize: .automatic, minimumLineSpacing: 4,
                                                         minimumInteritemSpacing: 10, sectionInset: EdgeInsets(left: 16),
                                                         scrollDirection: .horizontal))
        XCTAssertEqual(c.cells.map(\.id), ["tile"])
        XCTAssertEqual(c.cells[0].views.map(\.id), ["title"])
        XCTAssertEqual(c.cells[0].views[0].parent, "contentView")
        XCTAssertEqual(c.cells[0].cell.backgroundColor, DynamicColor(Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(c.cells[0].constraints.map { ConstraintName.anchors(of: $0) }, ["title.centerX == contentView.centerX"])
        XCTAssertEqual(c.sections.map { $0.map(\.texts) }, [[["title": "One"], [:]]])
        XCTAssertEqual(t.views[0].content, .collectionView(ScrollContent()))
        XCTAssertTrue(t.views[0].clipsToBounds)
    }

    func testDefaultsAreUIKits() throws {
        let c = try XCTUnwrap(Fixture.load(collection(#""sections": []"#)).views[0].collection)
        XCTAssertEqual(c.layout.itemSize, Size(50, 50))
        XCTAssertEqual(c.layout.minimumLineSpacing, 10)
        XCTAssertEqual(c.layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(c.layout.estimatedItemSize, .none)
        XCTAssertEqual(c.layout.scrollDirection, .vertical)
    }

    func testMistakesAreLocatedWithSuggestions() {
        assertSingleError(collection(#""collectionViewLayout": { "itemSise": [10, 10] }"#), marker: "\"itemSise\"",
                          path: "$.views[0].collectionViewLayout.itemSise", message: "unknown field 'itemSise'",
                          fix: "did you mean 'itemSize'?")
        assertSingleError(collection(#""collectionViewLayout": { "scrollDirection": "horizontl" }"#), marker: "\"horizontl\"",
                          path: "$.views[0].collectionViewLayout.scrollDirection", message: "unknown scroll direction 'horizontl'",
                          fix: "did you mean 'horizontal'?")
        assertSingleError(collection(tile + #", "sections": [ { "items": [ { "cell": "tiel" } ] } ]"#), marker: "\"tiel\"",
                          path: "$.views[0].sections[0].items[0].cell", message: "unknown cell 'tiel'", fix: "did you mean 'tile'?")
        assertSingleError(collection(tile + #", "sections": [ { "items": [ { "cell": "tile", "texts": { "titel": "A" } } ] } ]"#),
                          marker: "\"titel\"", path: "$.views[0].sections[0].items[0].texts.titel",
                          message: "cell 'tile' has no label 'titel'", fix: "did you mean 'title'?")
        let unknownView = Fixture.errors(collection(#""cells": { "tile": { "views": [ { "id": "title", "text": "" } ], "constraints": [ "titel.top == contentView.top" ] } }"#))
        XCTAssertEqual(unknownView.count, 1)
        XCTAssertTrue(unknownView.first?.message.contains("titel") == true, "\(unknownView)")
        XCTAssertEqual(unknownView.first?.path, "$.views[0].cells.tile.constraints[0]")
        assertSingleError(Fixture.document(#""views": [ { "id": "c", "class": "UICollectionViewCell" } ]"#),
                          marker: "\"UICollectionViewCell\"", path: "$.views[0].class",
                          message: "class 'UICollectionViewCell' cannot be declared in a timeline",
                          fix: "a UICollectionView or UITableView makes its cells from its \"cells\" prototypes (docs/collections.md, docs/tables.md)")
    }
}
