import Geometry
import Layout
import XCTest
@testable import Timeline

/// A timeline collection view's section headers and footers (docs/collections.md): header
/// and footer prototypes (`UICollectionReusableView`s: views in the view itself, `self` in
/// their constraints), each section naming its header and footer view, the pinned-headers
/// flag; mistakes located, with did-you-mean.
final class CollectionHeaderDecodingTests: XCTestCase {
    private func collection(_ body: String) -> String {
        Fixture.document(#"""
        "views": [ { "id": "grid", "class": "UICollectionView",
                     "cells": { "tile": { "views": [ { "id": "title", "text": "" } ] } }, \#(body) } ]
        """#)
    }

    private let month = ##""headers": { "month": { "backgroundColor": "#F2F2F7", "views": [ { "id": "title", "text": "" } ], "constraints": [ "title.leading == self.leading + 16" ] } }"##

    func testPrototypesSectionsAndPinning() throws {
        let t = try Fixture.load(collection(#"""
        "collectionViewLayout": { "headerReferenceSize": [0, 36], "footerReferenceSize": [0, 24], "sectionHeadersPinToVisibleBounds": true },
        \#(month),
        "footers": { "count": { "views": [ { "id": "caption", "text": "" } ] } },
        "sections": [ { "header": { "view": "month", "texts": { "title": "March" } }, "items": [ { "cell": "tile" } ],
                        "footer": { "view": "count" } },
                      { "items": [] } ]
        """#))
        let c = try XCTUnwrap(t.views[0].collection)
        XCTAssertTrue(c.layout.sectionHeadersPinToVisibleBounds)
        XCTAssertEqual(c.layout.headerReferenceSize, Size(0, 36))
        XCTAssertEqual(c.headers.map(\.id), ["month"])
        XCTAssertEqual(c.headers[0].views.map(\.parent), ["self"], "a header's views are in the header itself")
        XCTAssertEqual(c.headers[0].constraints.map { ConstraintName.anchors(of: $0) }, ["title.leading == self.leading"])
        XCTAssertEqual(c.footers.map(\.id), ["count"])
        XCTAssertEqual(c.sectionHeaders, [CellItem(cell: "month", texts: ["title": "March"]), nil])
        XCTAssertEqual(c.sectionFooters, [CellItem(cell: "count", texts: [:]), nil])
        XCTAssertEqual(c.supplement(.header, of: 0)?.prototype.id, "month")
        XCTAssertNil(c.supplement(.header, of: 1))
        XCTAssertFalse(try XCTUnwrap(Fixture.load(collection(#""sections": []"#)).views[0].collection).layout.sectionHeadersPinToVisibleBounds,
                       "UIKit's default")
    }

    func testMistakesAreLocatedWithSuggestions() {
        assertSingleError(collection(month + #", "sections": [ { "header": { "view": "mnth" }, "items": [] } ]"#), marker: "\"mnth\"",
                          path: "$.views[0].sections[0].header.view", message: "unknown header 'mnth'", fix: "did you mean 'month'?")
        assertSingleError(collection(#""sections": [ { "footer": { "view": "count" }, "items": [] } ]"#), marker: "\"count\"",
                          path: "$.views[0].sections[0].footer.view", message: "unknown footer 'count'", fix: "declare it in \"footers\"")
        assertSingleError(collection(month + #", "sections": [ { "header": { "view": "month", "texts": { "titel": "A" } }, "items": [] } ]"#),
                          marker: "\"titel\"", path: "$.views[0].sections[0].header.texts.titel",
                          message: "header 'month' has no label 'titel'", fix: "did you mean 'title'?")
        assertSingleError(collection(month + #", "sections": [ { "header": { "view": "month", "cell": "month" }, "items": [] } ]"#), marker: "\"cell\"",
                          path: "$.views[0].sections[0].header.cell", message: "unknown field 'cell'")
        assertSingleError(collection(#""sections": [ { "headr": { "view": "month" }, "items": [] } ]"#), marker: "\"headr\"",
                          path: "$.views[0].sections[0].headr", message: "unknown field 'headr'", fix: "did you mean 'header'?")
        assertSingleError(collection(#""collectionViewLayout": { "sectionHeadersPinToVisibleBound": true }"#),
                          marker: "\"sectionHeadersPinToVisibleBound\"",
                          path: "$.views[0].collectionViewLayout.sectionHeadersPinToVisibleBound",
                          message: "unknown field 'sectionHeadersPinToVisibleBound'", fix: "did you mean 'sectionHeadersPinToVisibleBounds'?")
        assertSingleError(collection(#""collectionViewLayout": { "sectionHeadersPinToVisibleBounds": "yes" }"#), marker: "\"yes\"",
                          path: "$.views[0].collectionViewLayout.sectionHeadersPinToVisibleBounds",
                          message: "expected true or false, found a string")
        assertSingleError(collection(#""headers": { "month": { "views": [ { "id": "self", "text": "" } ] } }"#), marker: "\"self\"",
                          path: "$.views[0].headers.month.views[0].id", message: "'self' is the header or footer view itself",
                          fix: "give the view another id")
        let unknownView = Fixture.errors(collection(#""footers": { "count": { "views": [ { "id": "caption", "text": "" } ], "constraints": [ "captoin.top == self.top" ] } }"#))
        XCTAssertEqual(unknownView.count, 1)
        XCTAssertTrue(unknownView.first?.message.contains("captoin") == true, "\(unknownView)")
        XCTAssertEqual(unknownView.first?.path, "$.views[0].footers.count.constraints[0]")
        assertSingleError(collection(#""headers": { "a.b": {} }"#), marker: "\"a.b\"", path: #"$.views[0].headers["a.b"]"#,
                          message: "header id 'a.b' contains '.'")
    }
}
