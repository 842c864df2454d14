import AnimRenderUIKit
import XCTest

/// UIButton.Configuration and images in buttons, in Swift: a configured button is its
/// content plus `contentInsets` — (7, 12, 7, 12) by default, UIKit's medium size — its title
/// at body (17 pt), small at subheadline (15), mini at footnote (13); it ignores the older
/// style's insets. Worked out against labels of the same text and font.
@MainActor
final class ButtonConfigurationTests: XCTestCase {
    private func label(_ text: String, _ size: CGFloat) -> CGSize {
        let l = UILabel()
        l.font = .systemFont(ofSize: size)
        l.text = text
        return l.intrinsicContentSize
    }

    func testAFilledButtonIsItsTitlePlusTheDefaultInsets() async {
        var c = UIButton.Configuration.filled()
        c.title = "Continue"
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let b = UIButton(configuration: c, primaryAction: UIAction(title: "Continue") { _ in })
        XCTAssertEqual(b.buttonType, .system)
        let t = label("Continue", 17)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: t.width + 24, height: t.height + 14))
        // The sizes: large 20/14 around body, small 10/5 around 15 pt, mini 8/3 around 13 pt.
        c.buttonSize = .large
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        b.configuration = c
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: t.width + 40, height: t.height + 28))
        c.buttonSize = .small
        b.configuration = c
        let s = label("Continue", 15)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: s.width + 20, height: s.height + 10))
        c.buttonSize = .mini
        b.configuration = c
        let m = label("Continue", 13)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: m.width + 16, height: m.height + 6))
        // Insets set replace the size's until setDefaultContentInsets().
        c.buttonSize = .medium
        c.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        b.configuration = c
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: t.width + 8, height: t.height + 6))
        c.setDefaultContentInsets()
        XCTAssertEqual(c.contentInsets.leading, 12)
        // The older style's insets are ignored while a configuration is set, used again without.
        b.configuration = c
        b.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: t.width + 24, height: t.height + 14))
        b.configuration = nil
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 20 + 30, height: 12 + 20), "no title set with setTitle: 30 × 12 plus the insets")
    }

    func testAnImageWithPaddingAndASubtitle() async {
        // A 20 pt symbol's placeholder is 24 pt square.
        let star = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
        var c = UIButton.Configuration.tinted()
        c.title = "Like"
        c.image = star
        c.imagePadding = 6
        let b = UIButton(configuration: c)
        let t = label("Like", 17)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 24 + 6 + t.width + 24, height: max(24, t.height) + 14))
        c.imagePlacement = .top
        b.configuration = c
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: max(24, t.width) + 24, height: 24 + 6 + t.height + 14))
        var d = UIButton.Configuration.gray()
        d.title = "Download"
        d.subtitle = "12 MB"
        d.titlePadding = 2
        let title = label("Download", 17), subtitle = label("12 MB", 15)
        XCTAssertEqual(UIButton(configuration: d).intrinsicContentSize,
                       CGSize(width: max(title.width, subtitle.width) + 24, height: title.height + 2 + subtitle.height + 14))
    }

    func testTheUpdateHandlerIsCalledWhenSetAndWhenAnUpdateIsAskedFor() async {
        let b = UIButton(configuration: .filled())
        var calls = 0
        b.configurationUpdateHandler = { button in
            calls += 1
            // Setting the configuration from the handler does not call it again.
            var c = button.configuration ?? .filled()
            c.title = "Update \(calls)"
            button.configuration = c
        }
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(b.configuration?.title, "Update 1")
        b.setNeedsUpdateConfiguration()
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(b.configuration?.title, "Update 2")
    }

    func testAnOlderStyleImageComesBeforeTheTitle() async {
        let star = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
        let b = UIButton(type: .system)
        b.setImage(star, for: .normal)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 24, height: 24), "an image alone: its size")
        b.setTitle("Share", for: .normal)
        let t = label("Share", 15)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 24 + t.width, height: max(24, t.height + 12)))
        // titleEdgeInsets and imageEdgeInsets move the content, not the size.
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        b.imageEdgeInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 24 + t.width, height: max(24, t.height + 12)))
        b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 24 + t.width + 30, height: max(24, t.height + 12) + 10))
        XCTAssertEqual(b.currentImage, star)
        XCTAssertEqual(b.image(for: .highlighted), star, "a state without an image shows the normal one")
    }
}
