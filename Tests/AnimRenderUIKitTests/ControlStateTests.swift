import UIKit
import XCTest

/// Client code for controls' states and actions, as an iOS engineer writes it: a button
/// that shows another title when selected, a control subclass that overrides
/// `isHighlighted`, actions sent with `sendActions(for:)`. Expected values from Apple's
/// documentation of UIButton and UIControl, quoted at each test.
@MainActor
final class ControlStateTests: XCTestCase {
    /// A label with the button's title at `size` pt: the title label UIKit sizes.
    private func titleSize(_ title: String, size: CGFloat = 15) -> CGSize {
        let l = UILabel()
        l.font = .systemFont(ofSize: size)
        l.text = title
        return l.intrinsicContentSize
    }

    /// UIButton.currentTitle: "The value for this property is set automatically whenever
    /// the button state changes"; setTitle(_:for:): "If a title is not specified for a
    /// state, the default behavior is to use the title associated with the normal state."
    /// The button is sized to the title it shows (UIKit measures its title label).
    func testAButtonShowsItsCurrentStatesTitle() async {
        let b = UIButton(type: .system)
        b.setTitle("Follow", for: .normal)
        b.setTitle("Following everyone", for: .selected)
        XCTAssertEqual(b.currentTitle, "Follow")
        let normal = titleSize("Follow"), selected = titleSize("Following everyone")
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: normal.width, height: normal.height + 12))
        b.isSelected = true
        XCTAssertEqual(b.state, .selected)
        XCTAssertEqual(b.currentTitle, "Following everyone")
        XCTAssertEqual(b.titleLabel?.text, "Following everyone")
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: selected.width, height: selected.height + 12))
        b.sizeToFit()
        XCTAssertEqual(b.frame.size, CGSize(width: selected.width, height: selected.height + 12))
        // Highlighted too: [.selected, .highlighted] has no title of its own, so the normal one.
        b.isHighlighted = true
        XCTAssertEqual(b.state, [.selected, .highlighted])
        XCTAssertEqual(b.currentTitle, "Follow")
        b.isHighlighted = false
        b.isSelected = false
        XCTAssertEqual(b.currentTitle, "Follow")
        // Disabled with a title of its own.
        b.setTitle("Unavailable", for: .disabled)
        b.isEnabled = false
        XCTAssertEqual(b.currentTitle, "Unavailable")
        XCTAssertTrue(b.state.contains(.disabled))
    }

    /// currentTitleColor: the state's colour, else the normal state's, else the type's —
    /// a system button's title is in its tint colour (systemBlue unless set), a custom
    /// button's white. tintColor is inherited from the superview.
    func testTitleColourAndTintFollowTheStateAndTheSuperview() async {
        let b = UIButton(type: .system)
        XCTAssertEqual(b.currentTitleColor, UIColor.systemBlue)
        let container = UIView()
        container.tintColor = .systemRed
        container.addSubview(b)
        XCTAssertEqual(b.tintColor, UIColor.systemRed)
        XCTAssertEqual(b.currentTitleColor, UIColor.systemRed)
        b.setTitleColor(.black, for: .normal)
        b.setTitleColor(.gray, for: .highlighted)
        XCTAssertEqual(b.currentTitleColor, UIColor.black)
        b.isHighlighted = true
        XCTAssertEqual(b.currentTitleColor, UIColor.gray)
        XCTAssertEqual(UIButton(type: .custom).currentTitleColor, UIColor.white)
    }

    /// setAttributedTitle(_:for:) takes precedence over setTitle(_:for:) in UIKit; a font
    /// set on titleLabel is the title's, so the button grows with it.
    func testAttributedTitleAndTitleLabelFont() async {
        let b = UIButton(type: .custom)
        b.setTitle("Plain", for: .normal)
        b.setAttributedTitle(NSAttributedString(string: "Attributed"), for: .normal)
        XCTAssertEqual(b.currentTitle, "Attributed")
        XCTAssertEqual(b.currentAttributedTitle?.string, "Attributed")
        b.titleLabel?.font = .systemFont(ofSize: 30)
        XCTAssertEqual(b.titleLabel?.font.pointSize, 30)
        let t = titleSize("Attributed", size: 30)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: t.width, height: t.height + 12))
    }

    /// A subclass overriding the state properties, as apps write it; UIButton's
    /// configurationUpdateHandler is "called when the button's state changes".
    final class PillButton: UIButton {
        var highlights: [Bool] = []
        override var isHighlighted: Bool { didSet { highlights.append(isHighlighted) } }
        override var isEnabled: Bool { didSet { alpha = isEnabled ? 1 : 0.5 } }
    }

    func testStateOverridesAndTheConfigurationUpdateHandler() async {
        let b = PillButton(type: .system)
        b.isHighlighted = true
        b.isHighlighted = false
        XCTAssertEqual(b.highlights, [true, false])
        b.isEnabled = false
        XCTAssertEqual(b.alpha, 0.5)

        let c = UIButton(configuration: .filled())
        var seen: [UIControl.State] = []
        c.configurationUpdateHandler = { button in
            seen.append(button.state)
            button.configuration?.title = button.isSelected ? "Selected" : "Select"
        }
        XCTAssertEqual(seen, [.normal])
        c.isSelected = true
        XCTAssertEqual(seen, [.normal, .selected])
        XCTAssertEqual(c.configuration?.title, "Selected")
    }

    /// UIControl.sendActions(for:) "dispatch[es] all action messages associated with the
    /// specified events"; addAction(_:for:): "subsequent actions with the same identifier
    /// replace those previously added". The primary action is the button's
    /// .primaryActionTriggered action.
    func testActionsRunWhenTheirEventsAreSent() async {
        let b = UIButton(type: .system)
        var log: [String] = []
        b.addAction(UIAction { action in log.append("tap \((action.sender as? UIButton) === b)") }, for: .touchUpInside)
        let id = UIAction.Identifier("changed")
        b.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .valueChanged)
        b.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        b.sendActions(for: .touchUpInside)
        b.sendActions(for: .valueChanged)
        b.sendActions(for: .editingChanged)
        XCTAssertEqual(log, ["tap true", "second"])
        XCTAssertEqual(b.allControlEvents, [.touchUpInside, .valueChanged])
        b.removeAction(identifiedBy: id, for: .valueChanged)
        b.sendActions(for: .valueChanged)
        XCTAssertEqual(log, ["tap true", "second"])

        var primary = 0
        let p = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Go") { _ in primary += 1 })
        p.sendActions(for: .touchUpInside)
        XCTAssertEqual(primary, 0)
        p.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(primary, 1)
    }

    /// UIControl's content alignments default to .center; leading resolves to left in a
    /// left-to-right layout.
    func testContentAlignments() async {
        let b = UIButton(type: .system)
        XCTAssertEqual(b.contentHorizontalAlignment, .center)
        XCTAssertEqual(b.contentVerticalAlignment, .center)
        b.contentHorizontalAlignment = .leading
        XCTAssertEqual(b.effectiveContentHorizontalAlignment, .left)
        b.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(b.effectiveContentHorizontalAlignment, .right)
    }
}
