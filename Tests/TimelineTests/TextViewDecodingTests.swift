import Geometry
import Layout
import XCTest
@testable import Timeline

/// UITextView in a timeline: UIKit's defaults, its properties, `set`, and located errors.
final class TextViewDecodingTests: XCTestCase {
    func testDefaultsPropertiesAndClipping() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "plain", "class": "UITextView" },
          { "id": "notes", "class": "UITextView", "text": "Hi", "font": { "size": 15 }, "isScrollEnabled": false,
            "textContainerInset": { "top": 4, "left": 2 }, "lineFragmentPadding": 0, "textAlignment": "right" }
        ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "notes", "set": { "text": "Hi\nthere" } } ] } ]
        """#))
        guard case .textView(let plain) = t.views[0].content, case .textView(let notes) = t.views[1].content
        else { return XCTFail("\(t.views.map(\.content))") }
        // UITextView(): empty, 17 pt, insets 8 / 0 / 8 / 0, padding 5, scrolling.
        XCTAssertEqual(plain, TextViewContent(text: "", font: FontDescriptor(size: 17), isScrollEnabled: true,
                                              textContainerInset: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0), lineFragmentPadding: 5))
        XCTAssertEqual(notes, TextViewContent(text: "Hi", font: FontDescriptor(size: 15), textAlignment: .right, isScrollEnabled: false,
                                              textContainerInset: EdgeInsets(top: 4, left: 2, bottom: 0, right: 0), lineFragmentPadding: 0))
        XCTAssertEqual(t.views.map(\.clipsToBounds), [true, true], "a scroll view clips")
        XCTAssertEqual(t.views.map { $0.viewClass?.isControl }, [false, false])
        XCTAssertEqual(t.views.map(\.hugging), [AxisPriorities(horizontal: 250, vertical: 250),
                                                             AxisPriorities(horizontal: 250, vertical: 250)])
    }

    func testMistakesAreLocated() {
        let onField = Fixture.document(#""views": [ { "id": "name", "class": "UITextField", "isScrollEnabled": false } ]"#)
        assertSingleError(onField, marker: "\"isScrollEnabled\"", path: "$.views[0].isScrollEnabled",
                          message: "'isScrollEnabled' is a property of UITextView; 'name' is a UITextField",
                          fix: "remove it, or make the view a UITextView (\"class\": \"UITextView\")")
        let misspelt = Fixture.document(#""views": [ { "id": "notes", "class": "UITextView", "isScrolEnabled": false } ]"#)
        assertSingleError(misspelt, marker: "\"isScrolEnabled\"", path: "$.views[0].isScrolEnabled",
                          message: "unknown field 'isScrolEnabled'", fix: "did you mean 'isScrollEnabled'?")
    }
}
