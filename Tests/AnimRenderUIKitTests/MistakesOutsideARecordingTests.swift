import AnimRenderUIKit
import XCTest

/// What UIKit raises for, met with no recorder (a plain unit test): UIKit's message, the
/// call does nothing, the test process goes on. The same mistakes inside a recording are
/// `MistakeTests`; the first two here are also in `LayoutAnywhereTests` for detached views.
@MainActor
final class MistakesOutsideARecordingTests: XCTestCase {
    /// A view whose `layoutSubviews` flips its subview's width (10 ↔ 20) at every call:
    /// every pass invalidates layout again, a feedback loop.
    final class Restless: UIView {
        var width: NSLayoutConstraint!
        var calm = false
        override func layoutSubviews() {
            super.layoutSubviews()
            if !calm { width.constant = width.constant == 10 ? 20 : 10 }
        }
    }

    func restlessHierarchy() -> (container: UIView, restless: Restless) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let restless = Restless()
        restless.accessibilityIdentifier = "restless"
        container.addSubview(restless)
        restless.pin(x: 0, y: 0, width: 100, height: 100)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        restless.addSubview(child)
        restless.width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([restless.width, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leftAnchor.constraint(equalTo: restless.leftAnchor),
                                     child.topAnchor.constraint(equalTo: restless.topAnchor)])
        return (container, restless)
    }

    /// UIKit's layout feedback loop debugger raises NSInternalInconsistencyException once a
    /// view has received `layoutSubviews` 100 times in one pass (the default threshold):
    /// reported once, the pass stopped (no hang), the last layout kept, and the next call
    /// works.
    func testALayoutFeedbackLoopIsUIKitsExceptionAndThePassStops() async {
        let (container, restless) = restlessHierarchy()
        let reported = UIKitError.reported { container.layoutIfNeeded() }
        XCTAssertEqual(reported.count, 1, "\(reported)")
        XCTAssertEqual(reported.first?.exceptionName, "NSInternalInconsistencyException")
        XCTAssertTrue(reported.first?.reason.contains("restless received layoutSubviews 100 times") ?? false,
                      reported.first?.reason ?? "")
        // The pins hold whatever the loop did inside: 100 × 100 at the origin.
        XCTAssertRect(restless.frame, 0, 0, 100, 100)
        let width = restless.subviews[0].frame.width
        XCTAssertTrue(width == 10 || width == 20, "the child has one of the two widths the loop sets: \(width)")
        // Not a trap: once the view stops flipping, the next pass lays the last constant out
        // and reports nothing.
        restless.calm = true
        restless.setNeedsLayout()
        XCTAssertEqual(UIKitError.reported { container.layoutIfNeeded() }, [])
        XCTAssertEqual(restless.subviews[0].frame.width, restless.width.constant)
    }

    /// A hierarchy with no loop reports nothing (the report is not made by every pass).
    func testAPassWithoutALoopReportsNothing() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        container.addSubview(box)
        box.pin(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(UIKitError.reported { container.layoutIfNeeded() }, [])
        XCTAssertRect(box.frame, 10, 20, 30, 40)
    }

    /// A constraint between a view in a window and a view of another hierarchy (a
    /// detached one that has laid itself out): UIKit's NSGenericException, the constraint
    /// stays inactive and neither layout changes.
    func testActivatingAcrossTwoHierarchiesIsRefused() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let vc = UIViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let card = UIView()
        card.accessibilityIdentifier = "card"
        vc.view.addSubview(card)
        card.pin(x: 10, y: 20, width: 100, height: 50)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = UIView()
        badge.accessibilityIdentifier = "badge"
        other.addSubview(badge)
        badge.pin(x: 5, y: 5, width: 20, height: 20)
        window.layoutIfNeeded()
        other.layoutIfNeeded()

        let across = badge.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8)
        let reported = UIKitError.reported { across.isActive = true }
        XCTAssertFalse(across.isActive)
        XCTAssertEqual(reported.count, 1, "\(reported)")
        XCTAssertEqual(reported.first?.exceptionName, "NSGenericException")
        // Both views are laid out, so each goes by its name in its hierarchy's engine.
        XCTAssertEqual(reported.first?.reason, "Unable to activate constraint with anchors <badge.top> and <card.bottom> "
                       + "because they have no common ancestor.  Does the constraint or its anchors reference items in "
                       + "different view hierarchies?  That's illegal.")
        window.layoutIfNeeded()
        other.layoutIfNeeded()
        XCTAssertRect(card.frame, 10, 20, 100, 50)
        XCTAssertRect(badge.frame, 5, 5, 20, 20)
    }

    /// A 300 × 300 detached container and a box pinned in it at 0, 0, 100 × 10 (required).
    func pinnedBox() -> (container: UIView, box: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        container.addSubview(box)
        box.pin(x: 0, y: 0, width: 100, height: 10)
        return (container, box)
    }

    /// Optional → required on an active constraint is refused as required → optional is
    /// (UIKit's "Mutating a priority from required to not …", both ways); the layout keeps
    /// the optional constraint: a 250 width loses to the required 100.
    func testOptionalToRequiredOnAnActiveConstraintIsRefused() async {
        let (container, box) = pinnedBox()
        let wide = box.widthAnchor.constraint(equalToConstant: 250)
        wide.priority = .defaultLow
        wide.isActive = true
        let reported = UIKitError.reported { wide.priority = .required }
        XCTAssertEqual(wide.priority, .defaultLow)
        XCTAssertEqual(reported.first?.exceptionName, "NSInternalInconsistencyException")
        XCTAssertEqual(reported.first?.reason, "Mutating a priority from required to not on an installed constraint "
                       + "(or vice-versa) is not supported.  You passed priority 1000 and the existing priority was 250.")
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
        // An inactive constraint may change freely, as in UIKit.
        wide.isActive = false
        XCTAssertEqual(UIKitError.reported { wide.priority = .required }, [])
        XCTAssertEqual(wide.priority, .required)
    }

    /// Unsatisfiable constraints outside a recording: UIKit logs (to standard error here)
    /// and breaks one — the one asking for more, 200 against the pin's 100 — and layout
    /// goes on; it is not an exception, so nothing is reported.
    func testUnsatisfiableConstraintsBreakOneAndGoOn() async {
        let (container, box) = pinnedBox()
        let wider = box.widthAnchor.constraint(equalToConstant: 200)
        wider.identifier = "wider"
        let reported = UIKitError.reported {
            wider.isActive = true
            container.layoutIfNeeded()
        }
        XCTAssertEqual(reported, [])
        XCTAssertTrue(wider.isActive, "UIKit keeps a broken constraint active")
        XCTAssertRect(box.frame, 0, 0, 100, 10)
    }

    /// There are no nib files or storyboards here. A nib registers as in UIKit, and
    /// dequeuing it is UIKit's exception for a nib its bundle does not hold (a plain cell
    /// comes back from the `for:` form, nil from the other); a class registered after it
    /// replaces it. A storyboard is UIKit's exception for one its bundle does not hold,
    /// and holds no controllers.
    func testNibsAndStoryboardsFailAtLoadWithUIKitsMessages() {
        let nib = UINib(nibName: "NoteCell", bundle: nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(nib, forCellReuseIdentifier: "note")
        var cell: UITableViewCell?
        var errors = UIKitError.reported { cell = table.dequeueReusableCell(withIdentifier: "note", for: IndexPath(row: 0, section: 0)) }
        XCTAssertEqual(errors.map(\.exceptionName), ["NSInternalInconsistencyException"])
        XCTAssertTrue(errors.first?.reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <") ?? false, "\(errors)")
        XCTAssertTrue(errors.first?.reason.hasSuffix("> (loaded)' with name 'NoteCell'") ?? false, "\(errors)")
        XCTAssertNotNil(cell)
        errors = UIKitError.reported { cell = table.dequeueReusableCell(withIdentifier: "note") }
        XCTAssertEqual(errors.count, 1)
        XCTAssertNil(cell)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        XCTAssertEqual(UIKitError.reported { cell = table.dequeueReusableCell(withIdentifier: "note") }, [])
        XCTAssertNotNil(cell)

        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(nib, forCellWithReuseIdentifier: "tile")
        errors = UIKitError.reported { _ = collection.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0)) }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.reason.hasSuffix("> (loaded)' with name 'NoteCell'") ?? false, "\(errors)")

        var storyboard: UIStoryboard?
        errors = UIKitError.reported { storyboard = UIStoryboard(name: "Main", bundle: nil) }
        XCTAssertEqual(errors.map(\.exceptionName), ["NSInvalidArgumentException"])
        XCTAssertTrue(errors.first?.reason.hasPrefix("Could not find a storyboard named 'Main' in bundle NSBundle <") ?? false, "\(errors)")
        XCTAssertNil(storyboard?.instantiateInitialViewController())
        errors = UIKitError.reported { _ = storyboard?.instantiateViewController(withIdentifier: "Detail") }
        XCTAssertEqual(errors.map(\.reason), ["Storyboard (<UIStoryboard: Main>) doesn't contain a view controller with identifier 'Detail'"])
    }
}
