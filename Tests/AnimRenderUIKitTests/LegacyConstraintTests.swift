import AnimRenderUIKit
import XCTest

/// Constraints made with `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:
/// multiplier:constant:)` and installed with `addConstraint(_:)`, as libraries written
/// before anchors (and a window whose root controller's view is laid out without being
/// shown) do it.
@MainActor
final class LegacyConstraintTests: XCTestCase {
    final class LibraryConstraint: NSLayoutConstraint {}

    /// A window never shown, its root controller's view, and a view in it placed by
    /// constraints only (the window is returned to keep it alive).
    private func viewInAnUnshownWindow() -> (UIWindow, UIViewController, UIView) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = UIViewController()
        window.rootViewController = vc
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(v)
        return (window, vc, v)
    }

    func testAConstantSizeMadeWithNoSecondItemLaysOutInAHiddenWindow() async {
        let (window, vc, v) = viewInAnUnshownWindow()
        XCTAssertTrue(vc.view.window === window)
        for attribute in [NSLayoutConstraint.Attribute.width, .height] {
            let c = LibraryConstraint(item: v, attribute: attribute, relatedBy: .equal, toItem: nil,
                                      attribute: attribute, multiplier: 1, constant: 100)
            c.priority = UILayoutPriority(rawValue: 751)
            vc.view.addConstraint(c)
        }
        // No second item: no second attribute, though `.width` / `.height` was passed.
        XCTAssertEqual(vc.view.constraints.map(\.secondAttribute), [.notAnAttribute, .notAnAttribute])
        XCTAssertEqual(vc.view.constraints.map(\.firstAttribute), [.width, .height])
        vc.view.layoutIfNeeded()
        let center = LibraryConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: vc.view,
                                       attribute: .centerX, multiplier: 1, constant: 0)
        center.priority = UILayoutPriority(rawValue: 751)
        vc.view.addConstraint(center)
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        // The root view fills the window (393 × 852, the default device); the view is 100
        // square, centred: x = 393 / 2 − 50 = 146.5, y 0 (nothing places it vertically:
        // ambiguous, and the engine's answer for a lone view is its superview's top).
        XCTAssertEqual(vc.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(v.frame.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(v.frame.origin.x, 146.5)
    }

    /// `semanticContentAttribute = .forceRightToLeft` on a controller's (laid-out) view, then
    /// a leading constraint: leading is the root view's right edge (x = 393 − 0 for a view
    /// whose width nothing sets), as for any other view forced right to left.
    func testLeadingAfterForcingRightToLeftIsTheRightEdge() async {
        let (window, vc, v) = viewInAnUnshownWindow()
        XCTAssertTrue(vc.view.window === window)
        vc.view.layoutIfNeeded()
        vc.view.semanticContentAttribute = .forceRightToLeft
        vc.view.addConstraint(NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: vc.view,
                                                 attribute: .leading, multiplier: 1, constant: 0))
        vc.view.layoutIfNeeded()
        XCTAssertEqual(v.frame.origin.x, 393)
    }
}
