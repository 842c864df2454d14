import Geometry
import Layout
import XCTest
@testable import Timeline

/// UIButton in a timeline: UIKit's defaults, its properties, and located errors.
final class ButtonDecodingTests: XCTestCase {
    func testDefaultsPropertiesAndHugging() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "plain", "class": "UIButton" },
          { "id": "save", "class": "UIButton", "buttonType": "custom", "title": "Save", "titleColor": "#FF0000",
            "contentEdgeInsets": { "top": 4, "left": 10 } }
        ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "plain", "set": { "title": "Later" } } ] } ]
        """#))
        guard case .button(let plain) = t.views[0].content, case .button(let save) = t.views[1].content
        else { return XCTFail("\(t.views.map(\.content))") }
        // `UIButton(type: .system)`, no title, no insets.
        XCTAssertEqual(plain, ButtonContent(buttonType: .system))
        XCTAssertEqual(save.buttonType, .custom)
        XCTAssertEqual(save.title, "Save")
        XCTAssertEqual(save.titleColor, DynamicColor(Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(save.contentEdgeInsets, EdgeInsets(top: 4, left: 10, bottom: 0, right: 0))
        XCTAssertEqual(t.views.map(\.hugging), [AxisPriorities(horizontal: 250, vertical: 250),
                                                             AxisPriorities(horizontal: 250, vertical: 250)])
        XCTAssertEqual(t.views.map { $0.viewClass?.isControl }, [true, true])
    }

    func testMistakesAreLocated() {
        let type = Fixture.document(#""views": [ { "id": "b", "class": "UIButton", "buttonType": "sytem" } ]"#)
        assertSingleError(type, marker: "\"sytem\"", path: "$.views[0].buttonType", message: "unknown button type 'sytem'",
                          fix: "did you mean 'system'?")
        let foreign = Fixture.document(#""views": [ { "id": "wifi", "class": "UISwitch", "title": "On" } ]"#)
        assertSingleError(foreign, marker: "\"title\"", path: "$.views[0].title",
                          message: "'title' is a property of UIButton; 'wifi' is a UISwitch",
                          fix: "remove it, or make the view a UIButton (\"class\": \"UIButton\")")
    }
}
