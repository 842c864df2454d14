import AnimRenderUIKit
import XCTest

/// A view that logs its layout methods to a shared list.
final class LoggingView: UIView {
    var log: ((String) -> Void)?
    var name = ""
    override func updateConstraints() {
        log?("updateConstraints \(name)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log?("layoutSubviews \(name)")
        super.layoutSubviews()
    }
}

/// The layout cycle as UIKit runs it, driven by UIKit's API: the order of the callbacks,
/// invalidation and coalescing, overrides that adjust after `super`.
@MainActor
final class LayoutCycleTests: XCTestCase {
    /// updateConstraints bottom-up (child, parent, then the controller's
    /// updateViewConstraints for the root view), layoutSubviews top-down, each controller
    /// callback around the root view's layout.
    func testCallbacksRunInUIKitsOrder() async throws {
        var log: [String] = []
        final class Controller: UIViewController {
            var log: ((String) -> Void)?
            let outer = LoggingView(), inner = LoggingView()
            override func loadView() { log?("loadView"); super.loadView() }
            override func viewDidLoad() {
                super.viewDidLoad()
                log?("viewDidLoad")
                outer.name = "outer"; inner.name = "inner"
                outer.log = log; inner.log = log
                view.addSubview(outer)
                outer.addSubview(inner)
                outer.pin(x: 10, y: 20, width: 200, height: 100)
                inner.pin(x: 5, y: 5, width: 50, height: 50)
            }
            override func viewWillAppear(_ animated: Bool) { log?("viewWillAppear") }
            override func updateViewConstraints() { log?("updateViewConstraints"); super.updateViewConstraints() }
            override func viewWillLayoutSubviews() { log?("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log?("viewDidLayoutSubviews") }
            override func viewDidAppear(_ animated: Bool) { log?("viewDidAppear") }
        }
        let vc = Controller()
        vc.log = { log.append($0) }
        let recording = try plainSimulator().record(vc, duration: 0) { _ in }
        XCTAssertEqual(log, ["loadView", "viewDidLoad", "viewWillAppear",
                             "updateConstraints inner", "updateConstraints outer", "updateViewConstraints",
                             "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews outer", "layoutSubviews inner",
                             "viewDidAppear"])
        XCTAssertRect(recording.frames[0].views["outer"]?.frame, 10, 20, 200, 100)
        XCTAssertRect(recording.frames[0].views["outer.inner"]?.frame ?? recording.frames[0].views["inner"]?.frame, 5, 5, 50, 50)
        // Geometry stays readable after the recording: the model layout of the last frame.
        XCTAssertRect(vc.inner.frame, 5, 5, 50, 50)
    }

    /// Any number of invalidations in one turn make one pass; layoutIfNeeded with nothing
    /// dirty makes none.
    func testInvalidationsCoalesceIntoOnePass() async throws {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        var width: NSLayoutConstraint!
        let vc = BlockController { vc in
            vc.view.addSubview(box)
            box.pin(x: 0, y: 0, width: 10, height: 10)
            width = box.constraints.first { $0.firstAttribute == .width }
        }
        let recording = try plainSimulator().record(vc, fps: 10, duration: 0.2) { script in
            script.at(0.1) {
                width.constant = 20
                box.setNeedsLayout()
                vc.view.setNeedsLayout()
                width.constant = 30
                vc.view.layoutIfNeeded()
                vc.view.layoutIfNeeded()
            }
        }
        let passes = recording.trace.filter { $0.contains("layout pass") }
        XCTAssertEqual(passes.count, 2, "\(passes)")
        XCTAssertEqual(recording.frames[1].views["box"]?.frame.width, 30)
    }

    /// The container that restores its child's center after `super.layoutSubviews()`
    /// (seed 000): the engine places the child in super, the override moves it after.
    func testLayoutSubviewsOverrideAdjustsAfterSuper() async throws {
        final class Container: UIView {
            let animatedView = UIView()
            var center0: CGPoint?
            override func layoutSubviews() {
                super.layoutSubviews()
                if let c = center0 { animatedView.center = c } else { center0 = animatedView.center }
            }
        }
        let container = Container()
        container.accessibilityIdentifier = "container"
        var left: NSLayoutConstraint!
        let vc = BlockController { vc in
            vc.view.addSubview(container)
            container.pin(x: 20, y: 40, width: 200, height: 200)
            container.addSubview(container.animatedView)
            container.animatedView.pin(x: 10, y: 10, width: 100, height: 100)
            left = container.animatedView.constraints.first { $0.firstAttribute == .left }
                ?? container.constraints.first { $0.firstAttribute == .left }
        }
        let recording = try plainSimulator().record(vc, fps: 10, duration: 0.2) { script in
            script.at(0.1) {
                left.constant = 50
                vc.view.layoutIfNeeded()
            }
        }
        // The constraint says x = 50, the override put the center back at (60, 60).
        XCTAssertEqual(recording.frames[2].views["container.animatedView"]?.center, CGPoint(x: 60, y: 60))
        XCTAssertEqual(recording.frames[2].views["container"]?.frame.minX, 20)
    }

    /// `updateViewConstraints` with `didSetupConstraints` (seed 000): constraints added
    /// once, in the first pass, before super.
    func testUpdateViewConstraintsAddsConstraintsOnce() async throws {
        final class Controller: UIViewController {
            let card = UIView()
            var didSetupConstraints = false
            var updates = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                view.setNeedsUpdateConstraints()
            }
            override func updateViewConstraints() {
                updates += 1
                if !didSetupConstraints {
                    NSLayoutConstraint.activate([
                        card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                        card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
                    ])
                    didSetupConstraints = true
                }
                super.updateViewConstraints()
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 10, duration: 0.2) { script in
            script.at(0.1) {
                vc.view.setNeedsUpdateConstraints()
                vc.view.layoutIfNeeded()
            }
        }
        XCTAssertEqual(vc.updates, 2)
        XCTAssertEqual(vc.view.constraints.count, 3, "added once")
        XCTAssertEqual(vc.card.constraints.count, 1, "the aspect ratio is held by the card itself, as in UIKit")
        // iPhone 8: 375 wide, margins 16, status bar 20: card (16, 28; 343 × 171.5).
        XCTAssertRect(recording.frames[2].views["card"]?.frame, 16, 28, 343, 171.5)
    }

    /// An overridden intrinsicContentSize, re-read on invalidateIntrinsicContentSize.
    func testOverriddenIntrinsicContentSizeIsReadWhenInvalidated() async throws {
        final class Badge: UIView {
            var side: CGFloat = 30 { didSet { invalidateIntrinsicContentSize() } }
            override var intrinsicContentSize: CGSize { CGSize(width: side, height: side / 2) }
        }
        let badge = Badge()
        badge.accessibilityIdentifier = "badge"
        let vc = BlockController { vc in
            badge.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(badge)
            NSLayoutConstraint.activate([badge.leftAnchor.constraint(equalTo: vc.view.leftAnchor, constant: 5),
                                         badge.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 7)])
        }
        let recording = try plainSimulator().record(vc, fps: 10, duration: 0.2) { script in
            script.at(0.1) { badge.side = 80; vc.view.layoutIfNeeded() }
        }
        XCTAssertRect(recording.frames[0].views["badge"]?.frame, 5, 7, 30, 15)
        XCTAssertRect(recording.frames[1].views["badge"]?.frame, 5, 7, 80, 40)
    }

    /// translatesAutoresizingMaskIntoConstraints is true for a view made in code: its
    /// frame holds, and a flexible width follows the superview.
    func testViewsMadeInCodeTranslateTheirAutoresizingMask() async throws {
        let panel = UIView(frame: CGRect(x: 10, y: 20, width: 380, height: 50))
        let fixed = UIView(frame: CGRect(x: 30, y: 100, width: 40, height: 40))
        panel.accessibilityIdentifier = "panel"
        fixed.accessibilityIdentifier = "fixed"
        let vc = BlockController { vc in
            XCTAssertTrue(panel.translatesAutoresizingMaskIntoConstraints)
            panel.autoresizingMask = [.flexibleWidth]
            vc.view.addSubview(panel)
            vc.view.addSubview(fixed)
        }
        let recording = try plainSimulator().record(vc, duration: 1) { script in
            script.rotate(to: .landscapeRight, at: 0)
        }
        XCTAssertRect(recording.frames[0].views["panel"]?.frame, 10, 20, 380, 50)
        // Landscape 800 × 400: the flexible width grows by 400, the fixed view stays.
        XCTAssertRect(recording.frames.last?.views["panel"]?.frame, 10, 20, 780, 50)
        XCTAssertRect(recording.frames.last?.views["fixed"]?.frame, 30, 100, 40, 40)
    }
}
