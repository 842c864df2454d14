import AnimRenderUIKit
import XCTest

/// UITextField: UIKit's defaults, and an intrinsic size that is its shown line (measured as
/// a label of the same font measures it) plus the border's insets: a rounded-rect field
/// with the default 17 pt font is 34 pt tall, Interface Builder's height for one.
@MainActor
final class TextFieldTests: XCTestCase {
    private func lineSize(_ text: String, size: CGFloat = 17) -> CGSize {
        let l = UILabel()
        l.font = .systemFont(ofSize: size)
        l.text = text
        return l.intrinsicContentSize
    }

    func testDefaults() async {
        let f = UITextField()
        XCTAssertNil(f.text)
        XCTAssertNil(f.placeholder)
        XCTAssertEqual(f.font?.pointSize, 17)
        XCTAssertEqual(f.borderStyle, .none)
        XCTAssertEqual(f.clearButtonMode, .never)
        XCTAssertFalse(f.isSecureTextEntry)
        XCTAssertFalse(f.isEditing)
        XCTAssertTrue((f as UIView) is UIControl)
        XCTAssertEqual(f.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(f.contentHuggingPriority(for: .vertical), .defaultLow)
    }

    func testARoundedRectFieldIs34TallWithTheDefaultFont() async {
        let f = UITextField()
        f.borderStyle = .roundedRect
        f.placeholder = "Name"
        let line = lineSize("Name")
        XCTAssertEqual(line.height, 21, "UIFont.systemFont(ofSize: 17).lineHeight is 20.29, rounded up")
        // 7 pt each side, 6.5 above and below: 21 + 13 = 34.
        XCTAssertEqual(f.intrinsicContentSize, CGSize(width: line.width + 14, height: 34))
        f.text = "Anna Smith"
        XCTAssertEqual(f.intrinsicContentSize, CGSize(width: lineSize("Anna Smith").width + 14, height: 34), "the text replaces the placeholder")
        f.clearButtonMode = .always
        XCTAssertEqual(f.intrinsicContentSize.width, lineSize("Anna Smith").width + 14 + 25, "a 19 pt clear button 6 pt after the text")
        f.borderStyle = .line
        f.clearButtonMode = .never
        f.font = .systemFont(ofSize: 12)
        XCTAssertEqual(f.intrinsicContentSize, CGSize(width: lineSize("Anna Smith", size: 12).width + 4,
                                                      height: lineSize("Anna Smith", size: 12).height + 4))
    }

    func testASecureFieldMeasuresItsBullets() async {
        let f = UITextField()
        f.text = "hunter2"
        f.isSecureTextEntry = true
        XCTAssertEqual(f.intrinsicContentSize, lineSize(String(repeating: "•", count: 7)))
        XCTAssertEqual(f.text, "hunter2", "the text is kept; only the drawing hides it")
    }
}
