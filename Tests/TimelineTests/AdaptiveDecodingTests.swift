import XCTest
import Geometry
import Layout
@testable import Timeline

/// The adaptive-layout fields: `when` on views and constraint entries, layout direction
/// and semantic attributes, directional margins, text alignment, Dynamic Type fonts and
/// the `contentSizeCategory` change — decoded, and refused with located errors and fixes.
final class AdaptiveDecodingTests: XCTestCase {
    static let document = Fixture.document(#"""
    "views": [
      { "id": "sidebar", "when": { "horizontalSizeClass": "regular" }, "semanticContentAttribute": "forceLeftToRight" },
      { "id": "title", "text": "Hi", "font": { "textStyle": "headline" }, "textAlignment": "center",
        "directionalLayoutMargins": { "leading": 4, "trailing": 12 } }
    ],
    "constraints": [
      { "id": "narrow", "constraint": "title.top == root.top + 10", "when": { "verticalSizeClass": "compact" } },
      { "pinEdges": "title", "edges": ["leading", "trailing"], "insets": { "leading": 3, "right": 7 }, "when": { "horizontalSizeClass": "compact", "verticalSizeClass": "regular" } }
    ],
    "timeline": [ { "at": 1, "changes": [ { "contentSizeCategory": "accessibilityExtraLarge" } ], "animate": { "duration": 0.3 } } ]
    """#, screen: #"{ "device": "iPhone 12", "layoutDirection": "rightToLeft", "contentSizeCategory": "small" }"#)

    func testDecoded() throws {
        let t = try Fixture.load(Self.document)
        XCTAssertEqual(t.screen.layoutDirection, .rightToLeft)
        XCTAssertEqual(t.screen.contentSizeCategory, .small)
        let sidebar = try XCTUnwrap(t.views.first { $0.id == "sidebar" })
        XCTAssertEqual(sidebar.condition, SizeClassCondition(horizontalSizeClass: .regular))
        XCTAssertEqual(sidebar.semanticContentAttribute, .forceLeftToRight)
        let title = try XCTUnwrap(t.views.first { $0.id == "title" })
        XCTAssertEqual(title.font, FontDescriptor(textStyle: .headline))
        XCTAssertEqual(title.textAlignment, .center)
        XCTAssertEqual(title.directionalLayoutMargins, DirectionalEdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 12))
        XCTAssertEqual(t.constraints[0].condition, SizeClassCondition(verticalSizeClass: .compact))
        XCTAssertEqual(t.constraints[1].condition, SizeClassCondition(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        XCTAssertEqual(t.constraints[1].kind, .pinEdges(PinEdges(view: "title", target: .superview, edges: [.leading, .trailing],
                                                                 insets: Shorthand.Insets(right: 7, leading: 3))))
        XCTAssertEqual(t.events[0].changes.map(\.kind), [.contentSizeCategory(.accessibilityExtraLarge)])
    }

    func testUnknownSizeClass() {
        let text = Fixture.document(#""views": [ { "id": "a", "when": { "horizontalSizeClass": "compct" } } ]"#)
        assertSingleError(text, marker: "\"compct\"", path: "$.views[0].when.horizontalSizeClass",
                          message: "unknown size class 'compct'", fix: "did you mean 'compact'?")
    }

    func testAnEmptyWhen() {
        let text = Fixture.document(#""views": [ { "id": "a" } ], "constraints": [ { "constraint": "a.width == 1", "when": {} } ]"#)
        assertSingleError(text, marker: "{}", path: "$.constraints[0].when", message: "'when' names no size class")
    }

    func testAConditionOnAStackConstraintName() {
        let text = Fixture.document(#""views": [ { "id": "a" } ], "constraints": [ { "id": "UISV-spacing", "constraint": "a.width == 1", "when": { "verticalSizeClass": "compact" } } ]"#)
        assertSingleError(text, marker: "\"UISV-spacing\"", path: "$.constraints[0].id",
                          message: "'UISV-spacing' names a constraint a stack view generates; those cannot be given a condition",
                          fix: "install the stack view itself, or one of its arranged subviews, with \"when\"")
    }

    func testUnknownTextStyleAndATextStyleWithASize() {
        let unknown = Fixture.document(#""views": [ { "id": "a", "text": "x", "font": { "textStyle": "bodyy" } } ]"#)
        assertSingleError(unknown, marker: "\"bodyy\"", path: "$.views[0].font.textStyle",
                          message: "unknown text style 'bodyy'", fix: "did you mean 'body'?")
        let sized = Fixture.document(#""views": [ { "id": "a", "text": "x", "font": { "textStyle": "body", "size": 20 } } ]"#)
        assertSingleError(sized, marker: "20", path: "$.views[0].font.size",
                          message: "'size' does not go with 'textStyle': a text style is the system font at the size and weight of the content size category")
    }

    func testUnknownSemanticAttributeAndCategoryChange() {
        let attribute = Fixture.document(#""views": [ { "id": "a", "semanticContentAttribute": "forceLeftToRigth" } ]"#)
        assertSingleError(attribute, marker: "\"forceLeftToRigth\"", path: "$.views[0].semanticContentAttribute",
                          message: "unknown semantic content attribute 'forceLeftToRigth'", fix: "did you mean 'forceLeftToRight'?")
        let change = Fixture.document(#""timeline": [ { "at": 0, "changes": [ { "contentSizeCategory": "extraExtraLargee" } ] } ]"#)
        assertSingleError(change, marker: "\"extraExtraLargee\"", path: "$.timeline[0].changes[0].contentSizeCategory",
                          message: "unknown content size category 'extraExtraLargee'", fix: "did you mean 'extraExtraLarge'?")
    }

    func testBothMarginForms() {
        let text = Fixture.document(#""views": [ { "id": "a", "layoutMargins": { "left": 1 }, "directionalLayoutMargins": { "leading": 1 } } ]"#)
        assertSingleError(text, marker: "\"directionalLayoutMargins\"", path: "$.views[0].directionalLayoutMargins",
                          message: "'directionalLayoutMargins' and 'layoutMargins' set the same margins")
    }

    /// `when` belongs to the declaration: a `set` change cannot install or uninstall.
    func testWhenIsNotAPropertyToSet() {
        let text = Fixture.document(#""views": [ { "id": "a" } ], "timeline": [ { "at": 0, "changes": [ { "view": "a", "set": { "when": { "verticalSizeClass": "compact" } } } ] } ]"#)
        let errors = Fixture.errors(text)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.path, "$.timeline[0].changes[0].set.when")
    }
}
