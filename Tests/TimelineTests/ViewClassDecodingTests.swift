import Geometry
import Layout
import XCTest
@testable import Timeline

/// `views[].class`: a class with properties of its own (UISwitch), UIKit's defaults for it,
/// and the located errors with did-you-mean for an unknown class, a misspelt property and
/// a property that belongs to another class.
final class ViewClassDecodingTests: XCTestCase {
    func testASwitchHasUIKitsDefaultsAndItsProperties() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [
          { "id": "plain" },
          { "id": "off", "class": "UISwitch" },
          { "id": "on", "class": "UISwitch", "isOn": true, "onTintColor": "#FF9500" }
        ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "off", "set": { "isOn": true, "alpha": 0.5 } } ] } ]
        """#))
        XCTAssertNil(t.views[0].viewClass)
        XCTAssertEqual(t.views[0].content, .plain)
        XCTAssertEqual(t.views[1].viewClass, .switch)
        XCTAssertEqual(t.views[1].content, .switch(SwitchContent(isOn: false)))
        // UISwitch hugs its content at 750 in both axes; compression resistance stays 750.
        XCTAssertEqual(t.views[1].hugging, AxisPriorities(horizontal: 750, vertical: 750))
        XCTAssertEqual(t.views[1].compression, AxisPriorities(horizontal: 750, vertical: 750))
        XCTAssertEqual(t.views[2].content, .switch(SwitchContent(isOn: true, onTintColor: DynamicColor(try XCTUnwrap(Color(hex: "#FF9500"))))))
        guard case .setView(let id, let properties)? = t.events.first?.changes.first?.kind else { return XCTFail("\(t.events)") }
        XCTAssertEqual(id, "off")
        XCTAssertEqual(properties, [.content(.isOn(true)), .alpha(0.5)])
    }

    func testAnUnknownClassIsLocatedWithTheNearestName() {
        let text = Fixture.document(#"""
        "views": [ { "id": "s", "class": "UISwich", "isOn": true } ]
        """#)
        assertSingleError(text, marker: "\"UISwich\"", path: "$.views[0].class", message: "unknown view class 'UISwich'",
                          fix: "did you mean 'UISwitch'?")
    }

    func testAPropertyOfAnotherClassSaysWhoseItIs() {
        let onLabel = Fixture.document(#"""
        "views": [ { "id": "name", "text": "Wi-Fi", "isOn": true } ]
        """#)
        assertSingleError(onLabel, marker: "\"isOn\"", path: "$.views[0].isOn",
                          message: "'isOn' is a property of UISwitch; 'name' has no \"class\" (it is a UIView)",
                          fix: "declare the view with \"class\": \"UISwitch\"")
        let onSwitch = Fixture.document(#"""
        "views": [ { "id": "wifi", "class": "UISwitch", "text": "Wi-Fi" } ]
        """#)
        assertSingleError(onSwitch, marker: "\"text\"", path: "$.views[0].text",
                          message: "'text' is a property of UILabel, UITextField, UITextView; 'wifi' is a UISwitch",
                          fix: "remove it, or make the view a UILabel (\"class\": \"UILabel\")")
        let stackOnView = Fixture.document(#"""
        "views": [ { "id": "box", "class": "UIView", "stack": { "axis": "vertical" } } ]
        """#)
        assertSingleError(stackOnView, marker: "\"stack\"", path: "$.views[0].stack",
                          message: "'stack' is a property of UIStackView; 'box' is a UIView",
                          fix: "remove it, or make the view a UIStackView (\"class\": \"UIStackView\")")
    }

    func testAMisspeltPropertyIsToldTheNearestOfItsClass() {
        let text = Fixture.document(#"""
        "views": [ { "id": "wifi", "class": "UISwitch", "isOnn": true } ]
        """#)
        assertSingleError(text, marker: "\"isOnn\"", path: "$.views[0].isOnn", message: "unknown field 'isOnn'",
                          fix: "did you mean 'isOn'?")
    }

    func testSetIsCheckedAgainstTheViewsClass() {
        let onPlain = Fixture.document(#"""
        "views": [ { "id": "box" } ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "box", "set": { "isOn": true } } ] } ]
        """#)
        assertSingleError(onPlain, marker: "\"isOn\"", path: "$.timeline[0].changes[0].set.isOn",
                          message: "'isOn' is a property of UISwitch; 'box' has no \"class\" (it is a UIView)",
                          fix: "declare the view with \"class\": \"UISwitch\"")
        let changingClass = Fixture.document(#"""
        "views": [ { "id": "box" } ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "box", "set": { "class": "UISwitch" } } ] } ]
        """#)
        assertSingleError(changingClass, marker: "\"class\": \"UISwitch\"", path: "$.timeline[0].changes[0].set.class",
                          message: "a view's class cannot change once the view is made",
                          fix: "declare the view with \"class\", or remove it and add a new one with addView")
        // A view added later with a class takes its properties in later changes.
        XCTAssertNoThrow(try Fixture.load(Fixture.document(#"""
        "timeline": [
          { "at": 0.2, "changes": [ { "addView": { "id": "late", "class": "UISwitch" } } ] },
          { "at": 0.5, "changes": [ { "view": "late", "set": { "isOn": true } } ] }
        ]
        """#)))
    }

    func testALabelAndAStackViewByClass() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "views": [ { "id": "empty", "class": "UILabel" }, { "id": "list", "class": "UIStackView" } ]
        """#))
        // An empty UILabel is still a label; a UIStackView has UIKit's default stack.
        XCTAssertEqual(t.views[0].text, "")
        XCTAssertEqual(t.views[1].stack, StackConfiguration())
    }
}
