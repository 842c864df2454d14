import UIKit
import XCTest

/// UIView's API as app code uses it outside layout: hit-testing, coordinate conversion,
/// subview order and the properties kept for parity. Expected values from Apple's
/// documentation of hitTest(_:with:) ("ignores view objects that are hidden, that have
/// disabled user interactions, or have an alpha level less than 0.01 … Points that lie
/// outside the receiver's bounds are never reported as hits, even if they actually lie
/// within one of the receiver's subviews") and of the hierarchy methods.
@MainActor
final class ViewAPIClientTests: XCTestCase {
    /// A 300 × 300 root; `card` at (10, 20) 100 × 100 with `badge` at (5, 5) 50 × 50 in it;
    /// `overlay` on top of everything, at (0, 0) 40 × 40.
    private func hierarchy() -> (root: UIView, card: UIView, badge: UIView, overlay: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(overlay)
        return (root, card, badge, overlay)
    }

    func testHitTestFindsTheFrontmostDeepestView() async {
        let (root, card, badge, overlay) = hierarchy()
        // (20, 30) in root is (10, 10) in card, (5, 5) in badge.
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === overlay, "the overlay is in front")
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === badge)
        XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 301, y: 5), with: nil))
        // Hidden, no interaction, alpha < 0.01: passed over.
        overlay.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === badge)
        badge.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === card)
        card.alpha = 0.005
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === root)
        card.alpha = 0.01
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === card)
        // A subview sticking out of its superview is not hit outside the superview.
        let tab = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        card.addSubview(tab)
        XCTAssertTrue(card.hitTest(CGPoint(x: 95, y: 95), with: nil) === tab)
        XCTAssertNil(card.hitTest(CGPoint(x: 120, y: 120), with: nil))
        XCTAssertTrue(card.point(inside: CGPoint(x: 99, y: 99), with: nil))
        XCTAssertFalse(card.point(inside: CGPoint(x: 100, y: 50), with: nil))
    }

    /// The common override: a 44 × 44 touch area around a small button.
    final class LargeHitButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: min(0, (bounds.width - 44) / 2), dy: min(0, (bounds.height - 44) / 2)).contains(point)
        }
    }

    func testAnOverriddenPointInsideWidensTheHitArea() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = LargeHitButton(type: .system)
        b.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        root.addSubview(b)
        // 12 points around the 20-point button: (88…132).
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 87, y: 90), with: nil) === root)
    }

    func testConversionAndSubviewOrder() async {
        let (root, card, badge, overlay) = hierarchy()
        XCTAssertEqual(badge.convert(CGPoint(x: 1, y: 1), to: root), CGPoint(x: 16, y: 26))
        XCTAssertEqual(root.convert(CGRect(x: 20, y: 30, width: 10, height: 10), to: badge), CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(root.subviews, [card, overlay])
        root.bringSubviewToFront(card)
        XCTAssertEqual(root.subviews, [overlay, card])
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        XCTAssertEqual(root.subviews, [card, overlay])
        let middle = UIView()
        root.insertSubview(middle, aboveSubview: card)
        XCTAssertEqual(root.subviews, [card, middle, overlay])
        root.sendSubviewToBack(overlay)
        XCTAssertEqual(root.subviews, [overlay, card, middle])
        root.exchangeSubview(at: 0, withSubviewAt: 7)      // outside: nothing happens
        XCTAssertEqual(root.subviews, [overlay, card, middle])
    }

    /// UIKit's defaults for the properties kept for parity: a view is opaque, scales to
    /// fill, inherits its tint, and its layer's shadow is Core Animation's (opacity 0,
    /// radius 3, offset (0, −3)).
    func testKeptPropertiesHaveUIKitsDefaults() async {
        let v = UIView()
        XCTAssertTrue(v.isOpaque)
        XCTAssertEqual(v.contentMode, .scaleToFill)
        XCTAssertFalse(v.isAccessibilityElement)
        v.accessibilityLabel = "Close"
        v.accessibilityTraits = [.button, .selected]
        XCTAssertEqual(v.accessibilityLabel, "Close")
        XCTAssertEqual(v.accessibilityTraits.rawValue, 9)
        XCTAssertEqual(v.layer.shadowOpacity, 0)
        XCTAssertEqual(v.layer.shadowRadius, 3)
        XCTAssertEqual(v.layer.shadowOffset, CGSize(width: 0, height: -3))
        v.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        XCTAssertEqual(v.layer.maskedCorners.rawValue, 3)
        let image = UIImageView()
        image.contentMode = .scaleAspectFit
        let asView: UIView = image
        XCTAssertEqual(asView.contentMode, .scaleAspectFit)
    }
}
