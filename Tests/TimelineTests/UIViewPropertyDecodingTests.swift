import Geometry
import XCTest
@testable import Timeline

/// `clipsToBounds`, `alignmentRectInsets`, `preservesSuperviewLayoutMargins`,
/// `layoutGuides`, `root.layoutMargins` and `controller.viewRespectsSystemMinimumLayoutMargins`
/// as the file declares them, and the located errors for their mistakes.
final class UIViewPropertyDecodingTests: XCTestCase {
    func testThePropertiesAndTheirDefaults() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "controller": { "viewRespectsSystemMinimumLayoutMargins": false },
        "root": { "layoutMargins": { "left": 40, "right": 30 } },
        "views": [
          { "id": "card", "clipsToBounds": true, "alignmentRectInsets": { "top": 2, "left": 4 },
            "preservesSuperviewLayoutMargins": true, "layoutGuides": ["spacer", "gap"] },
          { "id": "plain" }
        ]
        """#))
        let card = try XCTUnwrap(t.views.first)
        XCTAssertTrue(card.clipsToBounds)
        XCTAssertEqual(card.alignmentRectInsets, EdgeInsets(top: 2, left: 4, bottom: 0, right: 0))
        XCTAssertTrue(card.preservesSuperviewLayoutMargins)
        XCTAssertEqual(card.layoutGuides, ["spacer", "gap"])
        let plain = t.views[1]
        XCTAssertFalse(plain.clipsToBounds)
        XCTAssertEqual(plain.alignmentRectInsets, .zero)
        XCTAssertFalse(plain.preservesSuperviewLayoutMargins)
        XCTAssertEqual(plain.layoutGuides, [])
        // Missing sides of layoutMargins are 8, on the root as on any view.
        XCTAssertEqual(t.rootLayoutMargins, EdgeInsets(top: 8, left: 40, bottom: 8, right: 30))
        XCTAssertFalse(t.viewRespectsSystemMinimumLayoutMargins)
        let defaults = try Fixture.load(Fixture.document(""))
        XCTAssertNil(defaults.rootLayoutMargins)
        XCTAssertTrue(defaults.viewRespectsSystemMinimumLayoutMargins)
    }

    func testSetChangesThemAndTheRootsMargins() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [ { "id": "card" } ],
        "timeline": [ { "at": 0.5, "changes": [
          { "view": "card", "set": { "clipsToBounds": true, "layoutGuides": "spacer" } },
          { "view": "root", "set": { "layoutMargins": { "left": 24 } } } ] } ]
        """#))
        let changes = try XCTUnwrap(t.events.first?.changes.map(\.kind))
        XCTAssertEqual(changes, [.setView(id: "card", properties: [.clipsToBounds(true), .layoutGuides(["spacer"])]),
                                 .setView(id: "root", properties: [.layoutMargins(EdgeInsets(top: 8, left: 24, bottom: 8, right: 8))])])
    }

    func testAGuideIdTakenByAViewIsLocated() {
        let text = Fixture.document(#"""
        "views": [ { "id": "card", "layoutGuides": ["spacer", "title"] }, { "id": "title" } ]
        """#)
        assertSingleError(text, marker: "\"title\"]", path: "$.views[0].layoutGuides[1]",
                          message: "layout guide 'title' has the id of a view",
                          fix: "guides and views share one set of ids; rename one")
    }

    func testAGuideDeclaredByTwoViewsIsLocated() {
        let text = Fixture.document(#"""
        "views": [ { "id": "a", "layoutGuides": ["gap"] }, { "id": "b", "layoutGuides": ["gap"] } ]
        """#)
        assertSingleError(text, marker: "\"gap\"", occurrence: 2, path: "$.views[1].layoutGuides[0]",
                          message: "layout guide 'gap' is already declared by 'a'", fix: "guide ids must be unique")
    }

    func testMalformedGuideIdsAreLocated() {
        let dotted = Fixture.document(#""views": [ { "id": "a", "layoutGuides": ["a.gap"] } ]"#)
        assertSingleError(dotted, marker: "\"a.gap\"", path: "$.views[0].layoutGuides[0]",
                          message: "layout guide id 'a.gap' contains '.'",
                          fix: "constraint strings write 'id.attribute'; use letters, digits and _")
        let twice = Fixture.document(#""views": [ { "id": "a", "layoutGuides": ["g", "g"] } ]"#)
        assertSingleError(twice, marker: "\"g\"]", path: "$.views[0].layoutGuides[1]",
                          message: "layout guide 'g' is listed twice", fix: "guide ids must be unique")
        let reserved = Fixture.document(#""views": [ { "id": "a", "layoutGuides": ["root"] } ]"#)
        assertSingleError(reserved, marker: "\"root\"]", path: "$.views[0].layoutGuides[0]",
                          message: "'root' is reserved for the built-in hierarchy", fix: "choose another id")
    }

    func testAGuideWhereAViewIsNeededIsLocated() {
        let parent = Fixture.document(#"""
        "views": [ { "id": "card", "layoutGuides": ["spacer"] }, { "id": "dot", "parent": "spacer" } ]
        """#)
        assertSingleError(parent, marker: "\"spacer\" }", path: "$.views[1].parent",
                          message: "'spacer' is a layout guide of 'card', not a view",
                          fix: "a parent must be a view; guides are only constraint items")
        let removed = Fixture.document(#"""
        "views": [ { "id": "card", "layoutGuides": ["spacer"] } ],
        "timeline": [ { "at": 0, "changes": [ { "removeView": "spacer" } ] } ]
        """#)
        assertSingleError(removed, marker: "\"spacer\" }", path: "$.timeline[0].changes[0].removeView",
                          message: "'spacer' is a layout guide of 'card', not a view",
                          fix: "what removeView removes must be a view; guides are only constraint items")
    }

    func testOnlyTheMarginsOfTheRootCanBeSet() {
        let text = Fixture.document(#"""
        "timeline": [ { "at": 0, "changes": [ { "view": "root", "set": { "backgroundColor": "#FF0000" } } ] } ]
        """#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.path, "$.timeline[0].changes[0].set.backgroundColor")
        let top = Fixture.document(#""root": { "alpha": 0.5 }"#)
        XCTAssertEqual(Fixture.errors(top).first?.path, "$.root.alpha")
        let app = Fixture.document(#""app": { "viewRespectsSystemMinimumLayoutMargins": false }"#)
        XCTAssertEqual(Fixture.errors(app).first?.path, "$.app.viewRespectsSystemMinimumLayoutMargins")
    }
}
