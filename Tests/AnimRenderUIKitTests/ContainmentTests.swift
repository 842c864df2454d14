import AnimRenderUIKit
import XCTest

/// Child view controllers: callbacks forwarded from the parent, layout callbacks around
/// the child's view, names below the child's property.
@MainActor
final class ContainmentTests: XCTestCase {
    final class Detail: UIViewController {
        let card = UIView()
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
            view.addSubview(card)
            card.pin(x: 5, y: 5, width: 30, height: 30)
        }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        override func willMove(toParent parent: UIViewController?) { log.append("willMove(toParent: \(parent == nil ? "nil" : "parent"))") }
        override func didMove(toParent parent: UIViewController?) { log.append("didMove(toParent: \(parent == nil ? "nil" : "parent"))") }
    }

    final class Parent: UIViewController {
        let detail = Detail()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(detail)
            view.addSubview(detail.view)
            detail.view.pin(x: 100, y: 200, width: 120, height: 80)
            detail.didMove(toParent: self)
        }
    }

    func testAChildIsLoadedShownAndLaidOutWithItsParent() async throws {
        let vc = Parent()
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        XCTAssertEqual(vc.detail.log, ["willMove(toParent: parent)", "viewDidLoad", "didMove(toParent: parent)", "viewWillAppear",
                                       "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        XCTAssertIdentical(vc.detail.parent, vc)
        XCTAssertEqual(vc.children.count, 1)
        XCTAssertRect(r.frames[0].views["detail.card"]?.frame, 5, 5, 30, 30)
        XCTAssertEqual(r.frames[0].views["detail.card"]?.parent, "detail")
        XCTAssertRect(r.frames[0].views["detail"]?.frame, 100, 200, 120, 80)
    }
}
