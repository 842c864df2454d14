import AnimRenderUIKit
import XCTest

/// UIButton in the older style: its intrinsic size is its title label's, 6 pt clear above
/// and below (a system button at least 30 pt wide), plus `contentEdgeInsets`; hugging 250.
@MainActor
final class ButtonTests: XCTestCase {
    /// A label with the button's title at the button's 15 pt: the title label UIKit sizes.
    private func titleSize(_ title: String) -> CGSize {
        let l = UILabel()
        l.font = .systemFont(ofSize: 15)
        l.text = title
        return l.intrinsicContentSize
    }

    func testASystemButtonIsItsTitleWithSixPointsAboveAndBelowAndAtLeastThirtyWide() async {
        let b = UIButton(type: .system)
        b.setTitle("Create account", for: .normal)
        let t = titleSize("Create account")
        XCTAssertGreaterThan(t.width, 30)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: t.width, height: t.height + 12))
        // "A" at 15 pt is narrower than 30: the system button is 30 wide.
        let a = UIButton(type: .system)
        a.setTitle("A", for: .normal)
        XCTAssertLessThan(titleSize("A").width, 30)
        XCTAssertEqual(a.intrinsicContentSize, CGSize(width: 30, height: titleSize("A").height + 12))
        // A custom button has no such minimum; without a title a system button is 30 × 12.
        let c = UIButton(type: .custom)
        c.setTitle("A", for: .normal)
        XCTAssertEqual(c.intrinsicContentSize, CGSize(width: titleSize("A").width, height: titleSize("A").height + 12))
        XCTAssertEqual(UIButton(type: .system).intrinsicContentSize, CGSize(width: 30, height: 12))
        XCTAssertEqual(UIButton().intrinsicContentSize, CGSize(width: 0, height: 12))
        XCTAssertEqual(b.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(b.contentHuggingPriority(for: .vertical), .defaultLow)
    }

    func testContentEdgeInsetsAddToTheSizeAndOnlyTheNormalTitleIsShown() async {
        let b = UIButton(type: .system)
        b.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 30, height: 12), "no normal title: nothing measured")
        XCTAssertEqual(b.title(for: .highlighted), "Pressed")
        b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        // 30 + 10 + 20 = 60 wide, 12 + 4 + 6 = 22 tall.
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 60, height: 22))
        b.setTitle("Create account", for: .normal)
        let t = titleSize("Create account")
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: t.width + 30, height: t.height + 22))
        XCTAssertEqual(b.currentTitle, "Create account")
        XCTAssertEqual(b.title(for: .selected), "Create account", "a state without a title shows the normal one")
    }
}
