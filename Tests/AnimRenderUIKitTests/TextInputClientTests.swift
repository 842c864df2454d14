import UIKit
import XCTest

/// Text fields and text views configured as apps configure a sign-in form. The field's
/// height is UIKit's (a rounded-rect field with the 17 pt body font is 34 pt tall, as on
/// iOS); the rects are the drawing's geometry (docs/controls.md: a rounded rect's text
/// area is 7 pt in from the sides and 6.5 pt from the top and bottom, the clear button
/// 19 pt with a 6 pt gap), which Apple does not publish.
@MainActor
final class TextInputClientTests: XCTestCase {
    final class FormDelegate: NSObject, UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder() }
    }

    func testASignInFieldsTraitsAndRects() async {
        let email = UITextField()
        let delegate = FormDelegate()
        email.delegate = delegate
        email.borderStyle = .roundedRect
        email.placeholder = "Email"
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        email.returnKeyType = .next
        XCTAssertEqual(email.intrinsicContentSize.height, 34)
        XCTAssertEqual(email.keyboardType, .emailAddress)
        XCTAssertEqual(email.returnKeyType.rawValue, 4)
        XCTAssertEqual(email.textContentType, .emailAddress)
        XCTAssertEqual(UITextField().autocapitalizationType, .sentences, "UIKit's default")
        XCTAssertTrue(email.delegate?.textFieldShouldReturn(email) ?? false)

        let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)
        XCTAssertEqual(email.textRect(forBounds: bounds), CGRect(x: 7, y: 6.5, width: 186, height: 21))
        XCTAssertEqual(email.placeholderRect(forBounds: bounds), email.textRect(forBounds: bounds))
        XCTAssertEqual(email.borderRect(forBounds: bounds), bounds)
        XCTAssertEqual(email.clearButtonRect(forBounds: bounds), CGRect(x: 174, y: 7.5, width: 19, height: 19))
        // With text and a clear button that shows, the text area stops 6 pt before it.
        email.text = "ana@example.com"
        email.clearButtonMode = .always
        XCTAssertEqual(email.textRect(forBounds: bounds), CGRect(x: 7, y: 6.5, width: 161, height: 21))
        email.attributedPlaceholder = NSAttributedString(string: "you@example.com")
        XCTAssertEqual(email.placeholder, "you@example.com")
        // No border: the whole bounds.
        XCTAssertEqual(UITextField().textRect(forBounds: bounds), bounds)
    }

    func testATextViewsAttributedTextAndSelection() async {
        let t = UITextView()
        t.attributedText = NSAttributedString(string: "Notes")
        XCTAssertEqual(t.text, "Notes")
        XCTAssertEqual(t.selectedRange, NSRange(location: 5, length: 0))
        t.selectedRange = NSRange(location: 0, length: 2)
        XCTAssertEqual(t.selectedRange.length, 2)
        t.keyboardType = .twitter
        XCTAssertEqual(t.keyboardType.rawValue, 9)
    }
}
