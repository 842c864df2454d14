import Geometry
import XCTest
@testable import Timeline

/// `stack` in the format: decoding with UIKit's defaults, partial `set`s, arranged
/// subviews as the stack's subviews, and located errors with fixes.
final class StackTimelineTests: XCTestCase {
    func testDeclarationWithDefaultsAndArrangedParents() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "row", "stack": { "arrangedSubviews": ["a", "b"] } },
          { "id": "a" }, { "id": "b", "parent": "row" }, { "id": "c" }
        ]
        """#))
        XCTAssertEqual(t.views.first { $0.id == "row" }?.stack,
                       StackConfiguration(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0,
                                          arrangedSubviews: ["a", "b"]))
        XCTAssertEqual(t.views.map(\.parent), ["root", "row", "row", "root"])
    }

    func testEveryPropertyAndUIKitsAliases() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "col", "stack": { "axis": "vertical", "distribution": "equalCentering", "alignment": "bottom",
            "spacing": 8, "arrangedSubviews": ["a"], "customSpacing": { "a": 20 },
            "isLayoutMarginsRelativeArrangement": true, "isBaselineRelativeArrangement": true } },
          { "id": "a" }
        ]
        """#))
        XCTAssertEqual(t.views[0].stack, StackConfiguration(axis: .vertical, distribution: .equalCentering, alignment: .trailing,
                                                            spacing: 8, arrangedSubviews: ["a"], customSpacing: ["a": 20],
                                                            isLayoutMarginsRelativeArrangement: true,
                                                            isBaselineRelativeArrangement: true))
    }

    /// A `set` changes only the keys written; custom spacing entries merge (null resets
    /// one); a view leaving the arrangement loses its custom spacing.
    func testPartialSet() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "row", "stack": { "spacing": 4, "arrangedSubviews": ["a", "b"], "customSpacing": { "a": 10 } } },
          { "id": "a" }, { "id": "b" }
        ],
        "timeline": [
          { "at": 1, "changes": [ { "view": "row", "set": { "stack": { "axis": "vertical", "customSpacing": { "b": 6 } } } } ] },
          { "at": 2, "changes": [ { "view": "row", "set": { "stack": { "arrangedSubviews": ["b"], "customSpacing": { "b": null } } } } ] }
        ]
        """#))
        var v = t.views[0]
        guard case .setView(_, let first) = t.events[0].changes[0].kind,
              case .setView(_, let second) = t.events[1].changes[0].kind else { return XCTFail("expected set changes") }
        v = v.applying(first)
        XCTAssertEqual(v.stack, StackConfiguration(axis: .vertical, spacing: 4, arrangedSubviews: ["a", "b"],
                                                   customSpacing: ["a": 10, "b": 6]))
        v = v.applying(second)
        XCTAssertEqual(v.stack, StackConfiguration(axis: .vertical, spacing: 4, arrangedSubviews: ["b"]))
        XCTAssertNil(v.applying([.stack(nil)]).stack)
    }

    func testArrangedSubviewWithAnotherParent() {
        let text = Fixture.document(#"""
        "views": [
          { "id": "row", "stack": { "arrangedSubviews": ["a"] } },
          { "id": "a", "parent": "root" }
        ]
        """#)
        assertSingleError(text, marker: "\"root\"", path: "$.views[1].parent",
                          message: "'a' is arranged by stack view 'row' but its parent is 'root'",
                          fix: #"arranged subviews are the stack's subviews: leave "parent" out or make it "row""#)
    }

    func testArrangedListMistakes() {
        let unknown = Fixture.document(#""views": [ { "id": "row", "stack": { "arrangedSubviews": ["lable"] } }, { "id": "label" } ]"#)
        assertSingleError(unknown, marker: "\"lable\"", path: "$.views[0].stack.arrangedSubviews[0]",
                          message: "unknown view 'lable'", fix: "did you mean 'label'?")
        let twice = Fixture.document(#""views": [ { "id": "row", "stack": { "arrangedSubviews": ["a", "a"] } }, { "id": "a" } ]"#)
        assertSingleError(twice, marker: "\"a\"]", path: "$.views[0].stack.arrangedSubviews[1]",
                          message: "'a' is arranged twice", fix: "list each arranged subview once")
        let itself = Fixture.document(#""views": [ { "id": "row", "stack": { "arrangedSubviews": ["row"] } } ]"#)
        assertSingleError(itself, marker: "\"row\"]", path: "$.views[0].stack.arrangedSubviews[0]",
                          message: "stack view 'row' cannot arrange itself")
        let two = Fixture.document(#"""
        "views": [ { "id": "s1", "stack": { "arrangedSubviews": ["a"] } }, { "id": "s2", "stack": { "arrangedSubviews": ["a"] } },
                   { "id": "a" } ]
        """#)
        assertSingleError(two, marker: "\"a\"", occurrence: 2, path: "$.views[1].stack.arrangedSubviews[0]",
                          message: "'a' is already arranged by stack view 's1'",
                          fix: "a view is arranged by one stack view, its superview; remove it from the other list first")
    }

    func testCustomSpacingAfterAViewTheStackDoesNotArrange() {
        let text = Fixture.document(#"""
        "views": [ { "id": "row", "stack": { "arrangedSubviews": ["title"], "customSpacing": { "titel": 8 } } }, { "id": "title" } ]
        """#)
        assertSingleError(text, marker: "\"titel\"", path: "$.views[0].stack.customSpacing.titel",
                          message: "custom spacing after 'titel', which stack view 'row' does not arrange",
                          fix: "did you mean 'title'?")
    }

    func testArrangedSubviewLaidOutByAutoresizing() {
        let text = Fixture.document(#"""
        "views": [ { "id": "row", "stack": { "arrangedSubviews": ["a"] } },
                   { "id": "a", "translatesAutoresizingMaskIntoConstraints": true } ]
        """#)
        assertSingleError(text, marker: "\"translatesAutoresizingMaskIntoConstraints\"",
                          path: "$.views[1].translatesAutoresizingMaskIntoConstraints",
                          message: "'a' is arranged by stack view 'row', which lays it out with constraints",
                          fix: "UIKit turns translatesAutoresizingMaskIntoConstraints off for arranged subviews; remove it")
    }

    func testBadNames() {
        let axis = Fixture.document(#""views": [ { "id": "row", "stack": { "axis": "vertcal" } } ]"#)
        assertSingleError(axis, marker: "\"vertcal\"", path: "$.views[0].stack.axis", message: "unknown stack axis 'vertcal'",
                          fix: "did you mean 'vertical'?")
        let alignment = Fixture.document(#""views": [ { "id": "row", "stack": { "alignment": "centre" } } ]"#)
        assertSingleError(alignment, marker: "\"centre\"", path: "$.views[0].stack.alignment",
                          message: "unknown stack alignment 'centre'", fix: "did you mean 'center'?")
        let field = Fixture.document(#""views": [ { "id": "row", "stack": { "distributon": "fill" } } ]"#)
        assertSingleError(field, marker: "\"distributon\"", path: "$.views[0].stack.distributon",
                          message: "unknown field 'distributon'", fix: "did you mean 'distribution'?")
    }

    /// At run time arranged subviews must already be the stack's subviews.
    func testSetArrangingAViewOfAnotherSuperview() {
        let text = Fixture.document(#"""
        "views": [ { "id": "row", "stack": {} }, { "id": "a" } ],
        "timeline": [ { "at": 1, "changes": [ { "view": "row", "set": { "stack": { "arrangedSubviews": ["a"] } } } ] } ]
        """#)
        assertSingleError(text, marker: "\"a\"", occurrence: 2, path: "$.timeline[0].changes[0].set.stack.arrangedSubviews[0]",
                          message: "'a' is a subview of 'root', not of stack view 'row'",
                          fix: #"arranged subviews are the stack's subviews: add it with "parent": "row""#)
    }

    /// Adding a view, then arranging it, in one event.
    func testAddThenArrangeAtRunTime() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [ { "id": "row", "stack": { "arrangedSubviews": ["a"] } }, { "id": "a" } ],
        "timeline": [ { "at": 1, "changes": [
          { "addView": { "id": "b", "parent": "row" } },
          { "view": "row", "set": { "stack": { "arrangedSubviews": ["a", "b"] } } } ] } ]
        """#))
        XCTAssertEqual(t.events[0].changes.count, 2)
    }

    func testAddingAStackWithArrangedSubviews() {
        let text = Fixture.document(#"""
        "timeline": [ { "at": 1, "changes": [ { "addView": { "id": "row", "stack": { "arrangedSubviews": ["x"] } } } ] } ]
        """#)
        assertSingleError(text, marker: "\"x\"", path: "$.timeline[0].changes[0].addView.stack.arrangedSubviews[0]",
                          message: "stack view 'row' is added with arranged subviews that cannot be its subviews yet")
    }

    func testStackGeneratedConstraintsCannotBeChanged() {
        let text = Fixture.document(#"""
        "views": [ { "id": "row", "stack": { "arrangedSubviews": ["a"] } }, { "id": "a" } ],
        "timeline": [ { "at": 1, "changes": [ { "deactivate": "row.UISV-canvas-connection(leading,a)" } ] } ]
        """#)
        assertSingleError(text, marker: "\"row.UISV", path: "$.timeline[0].changes[0].deactivate",
                          message: "'row.UISV-canvas-connection(leading,a)' names a constraint a stack view generates; those cannot be changed, activated or given a condition")
    }
}

extension StackTimelineTests {
    func testAStackIsNotALabel() {
        let text = Fixture.document(#""views": [ { "id": "row", "text": "Hi", "stack": {} } ]"#)
        assertSingleError(text, marker: "\"text\"", path: "$.views[0].text", message: "a stack view has no text of its own",
                          fix: "arrange a label in it")
        let size = Fixture.document(#""views": [ { "id": "row", "stack": {}, "intrinsicContentSize": [10, 10] } ]"#)
        assertSingleError(size, marker: "\"intrinsicContentSize\"", path: "$.views[0].intrinsicContentSize",
                          message: "a stack view has no intrinsic content size of its own",
                          fix: "its arranged subviews give it its size; remove it")
    }
}
