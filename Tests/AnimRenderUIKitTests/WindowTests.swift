import AnimRenderUIKit
import XCTest

/// A window and its root view controller as a plain iOS unit test shows them, with no
/// recorder: `UIScreen.main` is the default device, an iPhone 15 (docs/devices.md:
/// 393 × 852 points at scale 3, safe area 59 on top and 34 below in portrait, compact
/// width and regular height, so the root view's system minimum margins are 16 on the
/// sides).
@MainActor
final class WindowTests: XCTestCase {
    /// Logs its callbacks; its card hangs from the margins and the safe area.
    final class LoggingController: UIViewController {
        var log: [String] = []
        let card = UIView()

        override func loadView() {
            log.append("loadView")
            super.loadView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("viewWillAppear")
        }
        override func updateViewConstraints() {
            log.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.append("viewWillLayoutSubviews")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.append("viewDidLayoutSubviews")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("viewDidAppear")
        }
    }

    /// makeKeyAndVisible shows the window: the callbacks come in UIKit's order, the root
    /// view fills the window, and its safe area and margins are the device's.
    func testAWindowShowsItsRootControllerAsUIKitDoes() async {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = LoggingController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        XCTAssertEqual(vc.log, ["loadView", "viewDidLoad", "viewWillAppear", "updateViewConstraints",
                                "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(vc.view.superview === window)
        XCTAssertTrue(vc.view.window === window)
        XCTAssertRect(vc.view.frame, 0, 0, 393, 852)
        XCTAssertEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(vc.view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // The margins guide: the margins measured from the safe area.
        XCTAssertRect(vc.view.layoutMarginsGuide.layoutFrame, 16, 59, 361, 759)
        XCTAssertRect(vc.card.frame, 16, 59, 361, 100)
        XCTAssertEqual(vc.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(vc.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(vc.view.traitCollection.displayScale, 3)
    }

    /// A window smaller than the screen, from its top: it has the part of the screen's
    /// safe area it covers (the top inset, not the bottom one).
    func testASmallerWindowHasTheSafeAreaItCovers() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let vc = UIViewController()
        window.rootViewController = vc
        window.isHidden = false
        XCTAssertRect(vc.view.frame, 0, 0, 393, 400)
        XCTAssertEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }

    /// A constant change in a shown window is laid out by `layoutIfNeeded()`, inside
    /// `UIView.animate` too: outside a recording the end values are set at once.
    func testLayoutAfterAConstantChangeInAWindow() async {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = LoggingController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let height = vc.card.constraints.first { $0.firstAttribute == .height }
        height?.constant = 150
        UIView.animate(withDuration: 0.3) { vc.view.layoutIfNeeded() }
        XCTAssertRect(vc.card.frame, 16, 59, 361, 150)
        XCTAssertEqual(vc.log.filter { $0 == "viewDidLayoutSubviews" }.count, 2, "one more pass")
    }

    /// A window is a view: with no root view controller, neither key nor visible, it lays
    /// out the subviews it holds when asked (UIKit's `layoutIfNeeded`: "lays out the
    /// subviews immediately, if layout updates are pending"), those added before its first
    /// layout too — as Cartography's tests use one, a subclass reporting no safe area.
    func testAWindowWithoutARootControllerLaysOutItsSubviews() async {
        final class TestWindow: UIWindow {
            override var safeAreaInsets: UIEdgeInsets { .zero }
        }
        let window = TestWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let early = UIView(frame: .zero), late = UIView(frame: .zero)
        early.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(early)
        NSLayoutConstraint.activate([
            early.widthAnchor.constraint(equalTo: window.widthAnchor),
            early.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            early.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(early.frame, CGRect(x: 0, y: 100, width: 400, height: 50))
        late.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(late)
        NSLayoutConstraint.activate([
            late.topAnchor.constraint(equalTo: early.bottomAnchor, constant: 10),
            late.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            late.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            late.heightAnchor.constraint(equalTo: early.heightAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        // 100 + 50 + 10 = 160 down, 400 − 20 − 20 = 360 wide, 50 × 0.5 = 25 tall.
        XCTAssertEqual(late.frame, CGRect(x: 20, y: 160, width: 360, height: 25))
        XCTAssertFalse(window.isKeyWindow)
    }

    /// A window is a view: the margins set on it are its margins guide's, measured from its
    /// safe area (insetsLayoutMarginsFromSafeArea, true by default). A 393 × 400 window at
    /// the top of an iPhone 15 has the screen's 59 on top and nothing else, so margins
    /// 10, 20, 30, 40 put a view pinned to them at 20, 59 + 10 = 69, 393 − 20 − 40 = 333
    /// wide, 400 − 69 − 30 = 301 tall.
    func testAWindowHonoursTheMarginsSetOnIt() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let view = Self.pinnedToMargins(in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(window.layoutMargins, UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(view.frame, CGRect(x: 20, y: 69, width: 333, height: 301))
    }

    /// A window subclass that overrides the `safeAreaInsets` getter gives its hierarchy that
    /// safe area (docs/swift-api.md, "A window's safe area and margins"): its margins are
    /// measured from it and its safe area guide is inset by it. With 5 on top: margins at
    /// 20, 15, 333 × 355 (400 − 15 − 30), the guide 0, 5, 393 × 395; with none, as
    /// Cartography's TestWindow, 20, 10, 333 × 360.
    func testAnOverriddenSafeAreaGetterOfAWindowCounts() async {
        final class FiveOnTop: UIWindow {
            override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0) }
        }
        final class NoSafeArea: UIWindow {
            override var safeAreaInsets: UIEdgeInsets { .zero }
        }
        let five = FiveOnTop(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let inFive = Self.pinnedToMargins(in: five)
        five.layoutIfNeeded()
        XCTAssertEqual(inFive.frame, CGRect(x: 20, y: 15, width: 333, height: 355))
        XCTAssertEqual(five.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 5, width: 393, height: 395))
        let none = NoSafeArea(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let inNone = Self.pinnedToMargins(in: none)
        none.layoutIfNeeded()
        XCTAssertEqual(inNone.frame, CGRect(x: 20, y: 10, width: 333, height: 360))
    }

    /// A view held to the edges of `window`'s margins guide, after margins 10, 20, 30, 40
    /// are set on the window.
    private static func pinnedToMargins(in window: UIWindow) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        window.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor),
            view.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: window.layoutMarginsGuide.bottomAnchor),
        ])
        return view
    }

    /// UIKit's root view holds each layout-support guide with exactly two constraints (its
    /// height and its pin to the view's top, or bottom): `constraints` lists 2 per guide and
    /// nothing else, and the guides run from the view's edges to the safe area (59 on top,
    /// 34 below on an iPhone 15: 852 − 34 = 818).
    func testTheRootViewListsTwoConstraintsPerLayoutSupportGuide() async {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = UIViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        XCTAssertEqual(vc.view.constraints.count, 0)
        let top = vc.topLayoutGuide
        XCTAssertEqual(vc.view.constraints.count, 2)
        let bottom = vc.bottomLayoutGuide
        XCTAssertEqual(vc.view.constraints.count, 4)
        let pins = vc.view.constraints.filter { $0.secondItem === vc.view }
        XCTAssertEqual(pins.map { $0.firstItem === top }, [true, false])
        XCTAssertEqual(pins.map(\.firstAttribute), [.top, .bottom])
        XCTAssertEqual(pins.map(\.secondAttribute), [.top, .bottom])
        window.layoutIfNeeded()
        XCTAssertEqual(top.length, 59)
        XCTAssertEqual(bottom.length, 34)
        XCTAssertRect((top as? UILayoutGuide)?.layoutFrame ?? .zero, 0, 0, 393, 59)
        XCTAssertRect((bottom as? UILayoutGuide)?.layoutFrame ?? .zero, 0, 818, 393, 34)
    }

    /// `UIScreen.main` is settable: a window laid out after it is set is on that device.
    func testMainScreenIsSettable() async {
        let app = UIScreen.main
        defer { UIScreen.main = app }
        UIScreen.main = UIScreen(device: "iPhone SE")
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(UIScreen.main.scale, 2)
        let window = UIWindow()
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 320, height: 568), "UIWindow() is the screen's size")
        let vc = UIViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        XCTAssertEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "the status bar")
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        UIScreen.main = UIScreen(device: "iPad")
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.systemName, "iPadOS")
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .all, "UIKit's default on an iPad")
    }

    /// UIDevice's orientation is UIKit's documented 0 (`.unknown`) until orientation
    /// notifications are on.
    func testDeviceOrientationNeedsNotifications() async {
        XCTAssertEqual(UIDevice.current.orientation, .unknown)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
    }
}
