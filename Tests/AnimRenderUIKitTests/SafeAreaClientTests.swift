import UIKit
import XCTest

/// View controller containment and the safe area as apps write them: a child controller
/// added with addChild / didMove(toParent:), `additionalSafeAreaInsets` for a custom bar,
/// and the safe-area callbacks. Expected values from Apple's documentation
/// (UIViewController.additionalSafeAreaInsets: "adjust the safe area insets of this view
/// controller's views by the specified amount … The safe area insets of child view
/// controllers also reflect this addition") and the iPhone 15's published safe area
/// (59 top, 34 bottom; docs/devices.md).
@MainActor
final class SafeAreaClientTests: XCTestCase {
    final class Child: UIViewController {
        let banner = UIView()
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log.append("willMove \(parent == nil ? "nil" : "parent")") }
        override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log.append("didMove \(parent == nil ? "nil" : "parent")") }
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); log.append("safeArea \(Int(view.safeAreaInsets.top))") }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("willLayout") }
    }

    func testAdditionalSafeAreaInsetsReachTheChildAndItsGuide() async {
        let parent = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        XCTAssertEqual(parent.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

        let child = Child()
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.view.layoutIfNeeded()
        XCTAssertEqual(child.log.prefix(3), ["willMove parent", "viewDidLoad", "didMove parent"])
        // The child's view covers the screen: it has the whole safe area.
        XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(child.banner.frame, CGRect(x: 0, y: 59, width: 393, height: 40))
        XCTAssertTrue(child.log.contains("safeArea 59"), "\(child.log)")

        // A 44 pt custom bar above the child's content: 59 + 44 = 103.
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        parent.view.layoutIfNeeded()
        XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(child.banner.frame, CGRect(x: 0, y: 103, width: 393, height: 40))
        XCTAssertEqual(parent.view.safeAreaInsets.top, 59, "the parent's own safe area is unchanged")
        let last = child.log.lastIndex(of: "safeArea 103"), layout = child.log.lastIndex(of: "willLayout")
        XCTAssertNotNil(last)
        XCTAssertLessThan(last ?? .max, layout ?? -1, "viewSafeAreaInsetsDidChange comes before the layout")

        // The parent's additional insets reach the child too: 34 + 50 at the bottom.
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        parent.view.layoutIfNeeded()
        XCTAssertEqual(parent.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 84, right: 0))
        XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 84, right: 0))

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(child.log.suffix(2), ["willMove nil", "didMove nil"])
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }

    /// A view's own safeAreaInsetsDidChange() is called once the value it reads changed.
    final class Watching: UIView {
        var seen: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); seen.append(safeAreaInsets) }
    }

    func testSafeAreaInsetsDidChangeReportsTheNewValue() async {
        let vc = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let v = Watching(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        vc.view.addSubview(v)
        vc.view.layoutIfNeeded()
        // The top 100 points of an iPhone 15: the 59 pt inset reaches into it.
        XCTAssertEqual(v.seen, [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)])
        v.frame.origin.y = 200
        vc.view.layoutIfNeeded()
        XCTAssertEqual(v.seen.last, .zero)
    }
}
