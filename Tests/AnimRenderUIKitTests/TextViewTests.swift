import AnimRenderUIKit
import XCTest

/// UITextView: UIKit's defaults; with scrolling on, no intrinsic size; with it off, the
/// self-sizing text view — its text wrapped at its width plus `textContainerInset` (8 above
/// and below) and 5 pt of line fragment padding each side — that grows as text is typed and
/// pushes the views below it down.
@MainActor
final class TextViewTests: XCTestCase {
    func testDefaults() async {
        let t = UITextView()
        XCTAssertEqual(t.text, "")
        XCTAssertEqual(t.font?.pointSize, 17)
        XCTAssertEqual(t.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(t.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(t.isScrollEnabled)
        XCTAssertTrue(t.clipsToBounds, "a scroll view clips")
        XCTAssertTrue((t as UIView) is UIScrollView)
        XCTAssertFalse((t as UIView) is UIControl)
        t.text = "Hello"
        XCTAssertEqual(t.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        t.text = nil
        XCTAssertEqual(t.text, "", "nil text is empty, as UIKit's")
    }

    func testATextViewThatDoesNotScrollGrowsAndPushesTheViewBelowDown() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let notes = UITextView()
        notes.isScrollEnabled = false
        notes.text = "First line"
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        for v in [notes, button] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        NSLayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            notes.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            notes.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            button.topAnchor.constraint(equalTo: notes.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: notes.leadingAnchor),
        ])
        window.layoutIfNeeded()
        // One 17 pt line is 21 tall (lineHeight 20.29 rounded up, as a label measures it):
        // 8 + 21 + 8 = 37; the button 8 below.
        XCTAssertEqual(notes.frame, CGRect(x: 20, y: 100, width: 280, height: 37))
        XCTAssertEqual(button.frame.minY, 145)
        notes.text = "First line\nSecond line"
        window.layoutIfNeeded()
        // Two lines: ceil(2 × 20.29) = 41 → 57; the button moves down 20.
        XCTAssertEqual(notes.frame.height, 57)
        XCTAssertEqual(button.frame.minY, 165)
        notes.text = "First line\nSecond line\nThird line"
        window.layoutIfNeeded()
        XCTAssertEqual(notes.frame.height, 77, "ceil(3 × 20.29) = 61, + 16")
        XCTAssertEqual(button.frame.minY, 185)
        XCTAssertEqual(notes.intrinsicContentSize.height, 77)
    }

    func testItWrapsAtTheWidthLayoutGivesIt() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let words = "The self-sizing text view wraps its text at the width Auto Layout gives it, as a label does."
        let notes = UITextView()
        notes.isScrollEnabled = false
        notes.text = words
        notes.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(notes)
        NSLayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            notes.widthAnchor.constraint(equalToConstant: 200),
            notes.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // The same text in a 17 pt label wrapped at 200 − 2 × 5 = 190, plus 16.
        let label = UILabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 190
        label.text = words
        let wrapped = label.intrinsicContentSize
        XCTAssertGreaterThan(wrapped.height, 21 * 2, "it wraps onto several lines")
        XCTAssertEqual(notes.frame.height, wrapped.height + 16)
        XCTAssertEqual(notes.sizeThatFits(CGSize(width: 200, height: 0)).height, wrapped.height + 16)
        // With scrolling on, the height is the constraints' (none here: 0) and the content size the text's.
        notes.isScrollEnabled = true
        window.layoutIfNeeded()
        XCTAssertEqual(notes.frame.height, 0)
        XCTAssertEqual(notes.contentSize, CGSize(width: 200, height: wrapped.height + 16))
    }
}
