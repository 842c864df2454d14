import Geometry
import XCTest
@testable import Timeline

/// A button's "configuration" in a timeline: UIKit's defaults, a `set` that changes only
/// the keys it names, images for the older style, and located errors with did-you-mean.
final class ButtonConfigurationDecodingTests: XCTestCase {
    func testAConfigurationAndASetThatChangesSomeOfIt() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "go", "class": "UIButton",
            "configuration": { "style": "filled", "title": "Go", "imagePlacement": "top", "imagePadding": 4,
                               "contentInsets": { "top": 2, "leading": 3 }, "cornerStyle": "capsule",
                               "baseForegroundColor": "#FF0000", "image": { "systemName": "star" } } },
          { "id": "plain", "class": "UIButton", "configuration": {} },
          { "id": "share", "class": "UIButton", "title": "Share", "image": { "systemName": "square.and.arrow.up" },
            "titleEdgeInsets": { "left": 8 }, "imageEdgeInsets": { "top": 2 } }
        ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "go", "set": { "configuration": { "buttonSize": "large", "contentInsets": null } } } ] } ]
        """#))
        guard case .button(let go) = t.views[0].content, case .button(let plain) = t.views[1].content,
              case .button(let share) = t.views[2].content, let c = go.configuration
        else { return XCTFail("\(t.views.map(\.content))") }
        XCTAssertEqual(c.style, .filled)
        XCTAssertEqual(c.title, "Go")
        XCTAssertEqual(c.imagePlacement, .top)
        XCTAssertEqual(c.imagePadding, 4)
        XCTAssertEqual(c.contentInsets, DirectionalEdgeInsets(top: 2, leading: 3, bottom: 0, trailing: 0))
        XCTAssertEqual(c.cornerStyle, .capsule)
        XCTAssertEqual(c.baseForegroundColor, DynamicColor(Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(c.image, .symbol(SymbolImage(name: "star")))
        // An empty configuration is `.plain()`: medium, the size's insets, no title.
        XCTAssertEqual(plain.configuration, ButtonConfiguration())
        XCTAssertEqual(plain.configuration?.resolvedContentInsets, DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        XCTAssertEqual(share.image, .symbol(SymbolImage(name: "square.and.arrow.up")))
        XCTAssertEqual(share.titleEdgeInsets, EdgeInsets(left: 8))
        XCTAssertEqual(share.imageEdgeInsets, EdgeInsets(top: 2))
        XCTAssertNil(share.configuration)
        // The set changes the size and restores the default insets, keeping the rest.
        guard case .setView(_, let properties) = t.events[0].changes[0].kind,
              case .content(let property) = properties.first
        else { return XCTFail("\(t.events[0].changes)") }
        guard case .button(let after) = t.views[0].content.applying(property) else { return XCTFail() }
        XCTAssertEqual(after.configuration?.buttonSize, .large)
        XCTAssertNil(after.configuration?.contentInsets)
        XCTAssertEqual(after.configuration?.title, "Go")
        XCTAssertEqual(after.configuration?.cornerStyle, .capsule)
    }

    func testMistakesAreLocated() {
        func config(_ json: String) -> String { Fixture.document(#""views": [ { "id": "b", "class": "UIButton", "configuration": "# + json + " } ]") }
        assertSingleError(config(#"{ "style": "filed" }"#), marker: "\"filed\"", path: "$.views[0].configuration.style",
                          message: "unknown button configuration style 'filed'", fix: "did you mean 'filled'?")
        assertSingleError(config(#"{ "imagePlacement": "leadng" }"#), marker: "\"leadng\"", path: "$.views[0].configuration.imagePlacement",
                          message: "unknown image placement 'leadng'", fix: "did you mean 'leading'?")
        assertSingleError(config(#"{ "titel": "Go" }"#), marker: "\"titel\"", path: "$.views[0].configuration.titel",
                          message: "unknown field 'titel'", fix: "did you mean 'title'?")
        assertSingleError(config(#"{ "buttonSize": "huge" }"#), marker: "\"huge\"", path: "$.views[0].configuration.buttonSize",
                          message: "unknown button size 'huge'", fix: "expected one of mini, small, medium, large")
        let foreign = Fixture.document(#""views": [ { "id": "wifi", "class": "UISwitch", "configuration": { "style": "filled" } } ]"#)
        assertSingleError(foreign, marker: "\"configuration\"", path: "$.views[0].configuration",
                          message: "'configuration' is a property of UIButton; 'wifi' is a UISwitch",
                          fix: "remove it, or make the view a UIButton (\"class\": \"UIButton\")")
    }
}
