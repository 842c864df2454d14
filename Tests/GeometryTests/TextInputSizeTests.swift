import XCTest
@testable import Geometry

/// UITextField's and UITextView's intrinsic content sizes (docs/controls.md's table,
/// `ControlMetrics`), worked out by hand with text measured by a stand-in: every character
/// 7 pt wide, every line 16 pt tall, wrapping at whole characters.
final class TextInputSizeTests: XCTestCase {
    struct SevenPointWrapping: TextMeasuring {
        func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
            var lines: [String] = []
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                guard let w = maxWidth, w >= 7 else { lines.append(paragraph); continue }
                let perLine = Int(w / 7)
                var rest = Substring(paragraph)
                repeat { lines.append(String(rest.prefix(perLine))); rest = rest.dropFirst(perLine) } while !rest.isEmpty
            }
            let width = Double(lines.map(\.count).max() ?? 0) * 7
            return TextMetrics(size: Size(width, Double(lines.count) * 16), firstBaseline: 12, lastBaseline: 12, lines: lines)
        }
    }

    func size(_ c: ViewContent, width: Double? = nil) -> Size? {
        c.intrinsicContentSize(measuring: SevenPointWrapping(), category: .default, width: width)
    }

    func field(_ configure: (inout TextFieldContent) -> Void) -> ViewContent {
        var t = TextFieldContent()
        configure(&t)
        return .textField(t)
    }

    func testATextFieldIsItsLinePlusTheBordersInsets() {
        // "Anna": 4 × 7 = 28 wide, 16 tall. Rounded rect: 7 each side, 6.5 above and below.
        XCTAssertEqual(size(field { $0.text = "Anna"; $0.borderStyle = .roundedRect }), Size(28 + 14, 16 + 13))
        // No border: the line itself; line and bezel: 2 all round.
        XCTAssertEqual(size(field { $0.text = "Anna" }), Size(28, 16))
        XCTAssertEqual(size(field { $0.text = "Anna"; $0.borderStyle = .line }), Size(32, 20))
        XCTAssertEqual(size(field { $0.text = "Anna"; $0.borderStyle = .bezel }), Size(32, 20))
    }

    func testThePlaceholderIsMeasuredWhileTheTextIsEmpty() {
        // "Email" 35 wide; "" is empty text, so the placeholder shows.
        XCTAssertEqual(size(field { $0.placeholder = "Email"; $0.borderStyle = .roundedRect }), Size(35 + 14, 29))
        XCTAssertEqual(size(field { $0.text = ""; $0.placeholder = "Email" }), Size(35, 16))
        XCTAssertEqual(size(field { $0.text = "Jo"; $0.placeholder = "Email" }), Size(14, 16), "text hides the placeholder")
        // Neither: no width, one line's height.
        XCTAssertEqual(size(field { $0.borderStyle = .roundedRect }), Size(14, 29))
        XCTAssertEqual(size(.textField(TextFieldContent())), Size(0, 16))
    }

    func testASecureFieldIsABulletACharacter() {
        // "secret" is six characters: six bullets, 42 wide.
        let t = TextFieldContent(text: "secret", borderStyle: .roundedRect, isSecureTextEntry: true)
        XCTAssertEqual(t.shownLine?.string, "••••••")
        XCTAssertEqual(size(.textField(t)), Size(42 + 14, 29))
    }

    func testTheClearButtonTakesRoomWhenItShows() {
        // always / unlessEditing with text: 28 + 6 + 19 = 53 wide, max(16, 19) = 19 tall, plus the insets.
        for mode in [TextFieldContent.ViewMode.always, .unlessEditing] {
            XCTAssertEqual(size(field { $0.text = "Anna"; $0.borderStyle = .roundedRect; $0.clearButtonMode = mode }), Size(53 + 14, 19 + 13))
        }
        // Never editing in a recording: whileEditing never shows; no text, no button.
        XCTAssertEqual(size(field { $0.text = "Anna"; $0.borderStyle = .roundedRect; $0.clearButtonMode = .whileEditing }), Size(42, 29))
        XCTAssertEqual(size(field { $0.placeholder = "Email"; $0.clearButtonMode = .always }), Size(35, 16))
    }

    func textView(_ text: String, _ configure: (inout TextViewContent) -> Void = { _ in }) -> ViewContent {
        var t = TextViewContent(text: text, isScrollEnabled: false)
        configure(&t)
        return .textView(t)
    }

    func testAScrollingTextViewHasNoIntrinsicSize() {
        XCTAssertEqual(size(.textView(TextViewContent(text: "Hello"))), Size(-1, -1))
        XCTAssertEqual(size(.textView(TextViewContent(text: "Hello")), width: 100), Size(-1, -1))
    }

    func testASelfSizingTextViewIsItsWrappedTextPlusInsetsAndPadding() {
        // Before any layout: unwrapped. "Hello" 35 wide + 5 padding each end; 16 + 8 above and below.
        XCTAssertEqual(size(textView("Hello")), Size(45, 32))
        // 100 wide: the text wraps at 100 − 2 × 5 = 90, 12 characters a line. 19 characters:
        // lines of 12 and 7, 84 wide and 32 tall → 94 × 48.
        XCTAssertEqual(size(textView("The quick brown fox"), width: 100), Size(94, 48))
        // Each explicit line break starts a line: three lines of 3 → 21 + 10 wide, 48 + 16 tall.
        XCTAssertEqual(size(textView("One\nTwo\nSix"), width: 100), Size(31, 64))
        // Empty text keeps one line's height.
        XCTAssertEqual(size(textView("")), Size(10, 32))
        XCTAssertEqual(size(textView(""), width: 100), Size(10, 32))
    }

    func testInsetsAndPaddingNarrowTheWrapWidth() {
        // Insets 10 / 20 / 10 / 20 and no padding, 100 wide: wraps at 60, 8 characters a line;
        // 16 characters → 2 lines 56 wide → 56 + 40 × 32 + 20.
        let v = textView("abcdefghijklmnop") {
            $0.textContainerInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.lineFragmentPadding = 0
        }
        XCTAssertEqual(size(v, width: 100), Size(96, 52))
        // Narrower than the padding at both ends: no room to wrap in, not a negative width.
        XCTAssertEqual(TextViewContent().wrapWidth(inViewWidth: 4), 0)
    }

    func testAFrameShowsTheFontAtTheTextSizeAndNaturalAlignmentInTheViewsDirection() {
        // The body style is 23 pt at extraExtraExtraLarge (UIKit's Dynamic Type table).
        let field = ViewContent.textField(TextFieldContent(text: "Hi", font: FontDescriptor(textStyle: .body)))
        guard case .textField(let shown) = field.shown(at: .extraExtraExtraLarge, in: .rightToLeft) else { return XCTFail() }
        XCTAssertEqual(shown.font.size, 23)
        XCTAssertEqual(shown.textAlignment, .right)
        guard case .textView(let view) = ViewContent.textView(TextViewContent(textAlignment: .center)).shown(at: .large, in: .rightToLeft)
        else { return XCTFail() }
        XCTAssertEqual(view.textAlignment, .center, "only natural follows the direction")
        XCTAssertEqual(view.font.size, 17)
        XCTAssertEqual(ViewContent.switch(SwitchContent()).shown(at: .extraSmall, in: .rightToLeft), .switch(SwitchContent()))
    }
}
