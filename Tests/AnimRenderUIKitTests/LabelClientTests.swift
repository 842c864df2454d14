import UIKit
import XCTest

/// UILabel and UIFont as apps use them: attributed text with a font, textRect, the
/// font's metrics, and a subclass overriding `text`. Expected values from Apple's
/// documentation and its published San Francisco metrics (docs/swift-api.md, Labels).
@MainActor
final class LabelClientTests: XCTestCase {
    /// UIFont.lineHeight of the 17 pt system font is 20.287109375 on iOS (SF Pro's
    /// ascender 1950 and descender −494 per 2048 units: 2444 / 2048 × 17); ascender
    /// 1950 / 2048 × 17 = 16.1865234375.
    func testSystemFontMetricsAreSanFranciscos() async {
        let f = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(f.lineHeight, 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(f.ascender, 16.1865234375, accuracy: 1e-9)
        XCTAssertEqual(f.descender, -494.0 / 2048 * 17, accuracy: 1e-9)
        XCTAssertEqual(f.leading, 0)
    }

    /// An attributed string's font is what the label measures: the same text in a 30 pt
    /// font is as large as a label whose font is 30 pt. `text` reads the string back.
    func testAttributedTextWithAFontIsMeasuredInIt() async {
        let plain = UILabel()
        plain.font = .boldSystemFont(ofSize: 30)
        plain.text = "Welcome back"
        let l = UILabel()
        l.attributedText = NSAttributedString(string: "Welcome back", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        XCTAssertEqual(l.text, "Welcome back")
        XCTAssertEqual(l.font, UIFont.boldSystemFont(ofSize: 30))
        XCTAssertEqual(l.intrinsicContentSize, plain.intrinsicContentSize)
        XCTAssertGreaterThan(l.intrinsicContentSize.height, 30)
        l.text = "Hi"
        XCTAssertEqual(l.attributedText?.string, "Hi")
    }

    /// textRect(forBounds:limitedToNumberOfLines:) is the text's rect at the bounds'
    /// origin: one line is one lineHeight tall (rounded up, as the intrinsic size is); with
    /// 2 lines a long text is two; it never exceeds the bounds.
    func testTextRectForBounds() async {
        let l = UILabel()
        l.text = String(repeating: "word ", count: 40)
        l.numberOfLines = 0
        let one = l.textRect(forBounds: CGRect(x: 5, y: 7, width: 200, height: 500), limitedToNumberOfLines: 1)
        XCTAssertEqual(one.origin, CGPoint(x: 5, y: 7))
        XCTAssertEqual(one.height, ceil(UIFont.systemFont(ofSize: 17).lineHeight))
        XCTAssertLessThanOrEqual(one.width, 200)
        let two = l.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 500), limitedToNumberOfLines: 2)
        XCTAssertEqual(two.height, ceil(2 * UIFont.systemFont(ofSize: 17).lineHeight))
        let clipped = l.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 30), limitedToNumberOfLines: 0)
        XCTAssertEqual(clipped.height, 30)
    }

    /// A subclass that overrides `text` (an uppercase label), as apps write it, and
    /// UILabel's documented defaults.
    final class CapsLabel: UILabel {
        override var text: String? {
            get { super.text }
            set { super.text = newValue?.uppercased() }
        }
    }

    func testOverridesAndDefaults() async {
        let l = CapsLabel()
        l.text = "new"
        XCTAssertEqual(l.text, "NEW")
        let d = UILabel()
        XCTAssertFalse(d.adjustsFontSizeToFitWidth)
        XCTAssertEqual(d.minimumScaleFactor, 0)
        XCTAssertEqual(d.shadowOffset, CGSize(width: 0, height: -1))
        XCTAssertEqual(d.baselineAdjustment, .alignBaselines)
        XCTAssertTrue(d.isEnabled)
        // adjustsFontSizeToFitWidth shrinks only when drawing: the intrinsic size is the full text's.
        d.text = "A long headline"
        let full = d.intrinsicContentSize
        d.adjustsFontSizeToFitWidth = true
        d.minimumScaleFactor = 0.5
        XCTAssertEqual(d.intrinsicContentSize, full)
    }
}
