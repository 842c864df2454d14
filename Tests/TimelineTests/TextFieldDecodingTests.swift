import Geometry
import Layout
import XCTest
@testable import Timeline

/// UITextField in a timeline: UIKit's defaults, its properties (text, font, textColor and
/// textAlignment under the label's names, its own), `set`, and located errors.
final class TextFieldDecodingTests: XCTestCase {
    func testDefaultsPropertiesAndHugging() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "plain", "class": "UITextField" },
          { "id": "name", "class": "UITextField", "text": "Anna", "placeholder": "Name", "font": { "size": 15, "weight": "medium" },
            "textColor": "#FF0000", "textAlignment": "center", "borderStyle": "roundedRect", "clearButtonMode": "always",
            "isSecureTextEntry": true }
        ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "plain", "set": { "text": "Later", "borderStyle": "line" } } ] } ]
        """#))
        guard case .textField(let plain) = t.views[0].content, case .textField(let name) = t.views[1].content
        else { return XCTFail("\(t.views.map(\.content))") }
        // UITextField(): no text, no placeholder, 17 pt system font, no border, no clear button.
        XCTAssertEqual(plain, TextFieldContent(font: FontDescriptor(size: 17)))
        XCTAssertEqual(name, TextFieldContent(text: "Anna", placeholder: "Name", font: FontDescriptor(size: 15, weight: .medium),
                                              textColor: DynamicColor(Color(red: 1, green: 0, blue: 0)), textAlignment: .center,
                                              borderStyle: .roundedRect, clearButtonMode: .always, isSecureTextEntry: true))
        // The text is the field's, not a label's.
        XCTAssertNil(t.views[1].text)
        XCTAssertEqual(t.views.map(\.hugging), [AxisPriorities(horizontal: 250, vertical: 250),
                                                             AxisPriorities(horizontal: 250, vertical: 250)])
        XCTAssertEqual(t.views.map { $0.viewClass?.isControl }, [true, true])
    }

    func testMistakesAreLocated() {
        let style = Fixture.document(#""views": [ { "id": "f", "class": "UITextField", "borderStyle": "roundRect" } ]"#)
        assertSingleError(style, marker: "\"roundRect\"", path: "$.views[0].borderStyle", message: "unknown border style 'roundRect'",
                          fix: "did you mean 'roundedRect'?")
        let mode = Fixture.document(#""views": [ { "id": "f", "class": "UITextField", "clearButtonMode": "alway" } ]"#)
        assertSingleError(mode, marker: "\"alway\"", path: "$.views[0].clearButtonMode", message: "unknown view mode 'alway'",
                          fix: "did you mean 'always'?")
        let foreign = Fixture.document(#""views": [ { "id": "title", "class": "UILabel", "text": "Hi", "placeholder": "Name" } ]"#)
        assertSingleError(foreign, marker: "\"placeholder\"", path: "$.views[0].placeholder",
                          message: "'placeholder' is a property of UITextField; 'title' is a UILabel",
                          fix: "remove it, or make the view a UITextField (\"class\": \"UITextField\")")
    }
}
