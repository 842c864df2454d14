import AnimRenderUIKit
import XCTest

/// Mistakes get UIKit's answers — an error `record` throws, a console log and recovery,
/// a stopped feedback loop — never a trap that ends the test process.
@MainActor
final class MistakeTests: XCTestCase {
    func testConstraintWithoutACommonAncestorIsThrownNamingBothViews() async throws {
        let stray = UIView()
        stray.accessibilityIdentifier = "stray"
        final class Controller: UIViewController {
            let card = UIView()
            var stray: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.topAnchor.constraint(equalTo: stray.bottomAnchor).isActive = true
            }
        }
        let vc = Controller()
        vc.stray = stray
        XCTAssertThrowsError(try plainSimulator().record(vc) { _ in }) { error in
            guard case .noCommonAncestor(let c, let first, let second)? = error as? UIKitError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(first, "card")
            XCTAssertEqual(second, "UIView 'stray' (not in the window)")
            XCTAssertEqual(c, "card.top == UIView 'stray'.bottom")
            XCTAssertTrue("\(error)".hasPrefix("NSGenericException: Unable to activate constraint"))
        }
        XCTAssertTrue(vc.card.constraints.isEmpty, "the constraint stayed inactive")
    }

    /// `addConstraint(_:)` installs a constraint on the view it is sent to, which must
    /// contain both items (UIKit's NSGenericException "Unable to install constraint on
    /// view"): a sibling's subtree does not; the common superview, or any ancestor of it,
    /// does.
    func testAddConstraintToAViewOutsideTheItemsIsUIKitsUnableToInstall() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView(), inner = UIView()
        for (v, name) in [(root, "root"), (a, "a"), (b, "b"), (inner, "inner")] { v.accessibilityIdentifier = name }
        root.addSubview(a)
        root.addSubview(b)
        b.addSubview(inner)
        let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: inner, attribute: .width, multiplier: 1, constant: 0)
        let mistakes = UIKitError.reported(during: { b.addConstraint(c) })
        XCTAssertEqual(mistakes.count, 1)
        guard case .unableToInstall(_, let view)? = mistakes.first else { return XCTFail("\(mistakes)") }
        XCTAssertEqual(view, "UIView 'b' (not in the window)")
        XCTAssertTrue("\(mistakes[0])".hasPrefix("NSGenericException: Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal."), "\(mistakes[0])")
        XCTAssertFalse(c.isActive, "the call did nothing")
        XCTAssertTrue(b.constraints.isEmpty)
        // The nearest common ancestor holds it.
        XCTAssertTrue(UIKitError.reported(during: { root.addConstraint(c) }).isEmpty)
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(root.constraints.contains(c))
        // A constraint of one view may be held by the view itself or by an ancestor.
        let w = inner.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertTrue(UIKitError.reported(during: { root.addConstraint(w) }).isEmpty)
        XCTAssertTrue(w.isActive)
        let h = inner.heightAnchor.constraint(equalToConstant: 10)
        XCTAssertEqual(UIKitError.reported(during: { a.addConstraint(h) }).count, 1)
        XCTAssertFalse(h.isActive)
    }

    func testRequiredToOptionalOnAnActiveConstraintIsThrown() async throws {
        let vc = AnimationTests.TwoBoxes()
        XCTAssertThrowsError(try plainSimulator().record(vc) { script in
            script.at(0.1) { vc.x.priority = .defaultHigh }
        }) { error in
            XCTAssertEqual(error as? UIKitError, .requiredPriorityChange(constraint: "a.left == root.left", from: 1000, to: 750))
        }
        XCTAssertEqual(vc.x.priority, .required, "the priority kept its value")
    }

    /// Unsatisfiable constraints: UIKit's log in the trace, one broken, layout goes on.
    func testUnsatisfiableConstraintsAreLoggedAndOneIsBroken() async throws {
        let vc = BlockController { vc in
            let box = UIView()
            box.accessibilityIdentifier = "box"
            vc.view.addSubview(box)
            box.pin(x: 0, y: 0, width: 100, height: 10)
            let wider = box.widthAnchor.constraint(equalToConstant: 200)
            wider.identifier = "wider"
            wider.isActive = true
        }
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        let console = r.trace.filter { $0.contains("console") }
        XCTAssertTrue(console.first?.contains("Unable to simultaneously satisfy constraints.") ?? false, "\(r.trace)")
        XCTAssertTrue(r.trace.contains { $0.contains("Will attempt to recover by breaking constraint") })
        XCTAssertEqual(r.frames[0].views["box"]?.frame.width, 100, "'wider' (200, the larger constant) is broken; the first width holds")
    }

    /// Two overrides undoing each other: the pass is stopped at UIKit's threshold and
    /// reported; the recording goes on.
    func testLayoutFeedbackLoopIsStoppedAndReported() async throws {
        final class Restless: UIView {
            var width: NSLayoutConstraint!
            override func layoutSubviews() {
                super.layoutSubviews()
                width.constant = width.constant == 10 ? 20 : 10
            }
        }
        let restless = Restless()
        restless.accessibilityIdentifier = "restless"
        let vc = BlockController { vc in
            let child = UIView()
            vc.view.addSubview(restless)
            restless.pin(x: 0, y: 0, width: 100, height: 100)
            restless.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            restless.width = child.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([restless.width, child.heightAnchor.constraint(equalToConstant: 10),
                                         child.leftAnchor.constraint(equalTo: restless.leftAnchor),
                                         child.topAnchor.constraint(equalTo: restless.topAnchor)])
        }
        let r = try plainSimulator().record(vc, duration: 0) { _ in }
        XCTAssertTrue(r.trace.contains { $0.contains("Layout feedback loop detected in subtree of") }, "\(r.trace.prefix(40))")
        XCTAssertEqual(r.warnings.count, 1)
        XCTAssertTrue(r.warnings[0].contains("restless received layoutSubviews 100 times"), r.warnings[0])
    }

    func testUnknownDeviceIsReportedByRecord() async throws {
        XCTAssertThrowsError(try Simulator(device: "iPhone Z").record(UIViewController()) { _ in }) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown device 'iPhone Z'"), "\(error)")
        }
    }

    func testAScriptTimeBeforeZeroIsThrown() async throws {
        XCTAssertThrowsError(try plainSimulator().record(UIViewController()) { $0.at(-1) {} }) { error in
            guard case .script? = error as? UIKitError else { return XCTFail("\(error)") }
        }
    }
}
