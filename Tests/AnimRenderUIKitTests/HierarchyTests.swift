import AnimRenderUIKit
import XCTest

/// Views built in code: detached subtrees installed when they join the window, constraints
/// removed with the views they tie, and the names views get in frames.json.
@MainActor
final class HierarchyTests: XCTestCase {
    /// A card built while detached — its constraints activated inside it — is installed
    /// (views and constraints) when it joins the window, here inside an animation block:
    /// it grows from a zero rect as UIKit's does.
    func testADetachedSubtreeInstallsWhenItJoinsTheWindow() async throws {
        final class Controller: UIViewController {
            let card = UIView()
            let badge = UIView()
            func buildCard() {
                card.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                    badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                ])
                XCTAssertEqual(card.constraints.count, 2, "held by the common ancestor, the card")
            }
        }
        let vc = Controller()
        let r = try plainSimulator().record(vc, fps: 10) { script in
            script.at(0.1) {
                vc.buildCard()
                vc.view.addSubview(vc.card)
                NSLayoutConstraint.activate([
                    vc.card.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 40),
                    vc.card.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
                    vc.card.widthAnchor.constraint(equalToConstant: 200),
                    vc.card.heightAnchor.constraint(equalToConstant: 100),
                ])
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { vc.view.layoutIfNeeded() })
            }
        }
        XCTAssertNil(r.frames[0].views["card"])
        // Half-way: center (0, 0) → (140, 150), bounds 0 → 200 × 100.
        XCTAssertRect(r.frames[6].views["card"]?.frame, 20, 50, 100, 50)
        XCTAssertRect(r.frames.last?.views["card"]?.frame, 40, 100, 200, 100)
        XCTAssertRect(r.frames.last?.views["badge"]?.frame, 170, 10, 20, 20)
    }

    /// The hierarchy methods are open, as UIKit's: a card that sends what is added to it to
    /// its content view (as a cell or a visual-effect view has one) overrides `addSubview`,
    /// and its overrides of the others see the calls made to it and do the work by `super`.
    func testASubclassOverridesTheHierarchyMethods() async {
        final class Card: UIView {
            let content = UIView()
            var calls: [String] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                super.addSubview(content)
            }
            required init?(coder: NSCoder) { nil }
            override func addSubview(_ view: UIView) {
                calls.append("add")
                content.addSubview(view)
            }
            override func insertSubview(_ view: UIView, at index: Int) {
                calls.append("insert \(index)")
                super.insertSubview(view, at: index)
            }
            override func bringSubviewToFront(_ view: UIView) {
                calls.append("front")
                super.bringSubviewToFront(view)
            }
            override func removeFromSuperview() {
                calls.append("remove")
                super.removeFromSuperview()
            }
        }
        let root = UIView()
        let card = Card()
        root.addSubview(card)
        let title = UIView()
        let shade = UIView()
        card.addSubview(title)
        XCTAssertTrue(title.superview === card.content, "the override sent it to the content view")
        XCTAssertEqual(card.subviews.count, 1)
        card.insertSubview(shade, at: 0)
        XCTAssertTrue(card.subviews.first === shade)
        card.bringSubviewToFront(shade)
        XCTAssertTrue(card.subviews.last === shade)
        card.removeFromSuperview()
        XCTAssertNil(card.superview)
        XCTAssertTrue(root.subviews.isEmpty)
        XCTAssertEqual(card.calls, ["add", "insert 0", "front", "remove"])
    }

    /// removeFromSuperview deactivates the constraints between the subtree and the rest;
    /// those inside stay active and come back with it.
    func testRemovingAViewDropsTheConstraintsToTheOutside() async throws {
        let vc = HierarchyFixture()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.3) { script in
            script.at(0.1) {
                vc.card.removeFromSuperview()
                XCTAssertFalse(vc.outside.isActive)
                XCTAssertTrue(vc.inside.isActive)
            }
            script.at(0.2) {
                vc.view.addSubview(vc.card)
                NSLayoutConstraint.activate([
                    vc.card.leftAnchor.constraint(equalTo: vc.view.leftAnchor, constant: 7),
                    vc.card.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 9),
                    vc.inner.leftAnchor.constraint(equalTo: vc.card.leftAnchor),
                ])
            }
        }
        XCTAssertNotNil(r.frames[0].views["inner"])
        XCTAssertNil(r.frames[1].views["card"])
        XCTAssertNil(r.frames[1].views["inner"])
        // The card's own size (held by the card) and the inner view's width (half the
        // card's) came back with it; the pins to the root view did not.
        XCTAssertRect(r.frames[2].views["card"]?.frame, 7, 9, 100, 100)
        XCTAssertRect(r.frames[2].views["inner"]?.frame, 0, 0, 50, 100)
    }

    /// frames.json lists constraints in the order the code made them (a constraint exists
    /// from its creation, as a timeline's inactive one does), not the order they were first
    /// activated; one deactivated and activated again keeps its place.
    func testConstraintsAreListedInTheOrderTheyWereMade() async throws {
        final class Controller: UIViewController {
            let box = UIView()
            var minimum: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                let left = box.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10)
                let top = box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10)
                minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)   // made now, activated later
                let width = box.widthAnchor.constraint(equalToConstant: 100)
                let height = box.heightAnchor.constraint(equalToConstant: 50)
                for (c, id) in [(left, "left"), (top, "top"), (minimum!, "minimum"), (width, "width"), (height, "height")] {
                    c.identifier = id
                }
                NSLayoutConstraint.activate([height, width, top, left])   // the activation order does not matter
            }
        }
        let vc = Controller()
        var tallest: NSLayoutConstraint?
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.3) { script in
            script.at(0.1) { vc.minimum.isActive = true }
            script.at(0.2) {
                vc.minimum.isActive = false
                tallest = vc.box.heightAnchor.constraint(lessThanOrEqualToConstant: 400)
                tallest?.identifier = "tallest"
                tallest?.isActive = true
            }
            script.at(0.3) { vc.minimum.isActive = true }
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try r.framesJSON().utf8)) as? [String: Any])
        let active = try XCTUnwrap(json["frames"] as? [[String: Any]]).map { $0["active"] as? [String] ?? [] }
        XCTAssertEqual(active, [
            ["left", "top", "width", "height"],
            ["left", "top", "minimum", "width", "height"],
            ["left", "top", "width", "height", "tallest"],
            ["left", "top", "minimum", "width", "height", "tallest"],
        ])
        XCTAssertEqual((json["constraints"] as? [String: Any])?.keys.sorted(), ["height", "left", "minimum", "tallest", "top", "width"])
        XCTAssertNotNil(tallest)
    }

    /// Names: the identifier (even set just after addSubview), else the property holding
    /// the view (on the controller, or on a custom view: `header.title`), else the class
    /// and place among same-class siblings; duplicates get `#2`.
    func testGeneratedNames() async throws {
        final class Header: UIView {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                addSubview(UIView())
                addSubview(UIView())
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Controller: UIViewController {
            let header = Header()
            lazy var footer = UIView()
            var rows: [UIView] = [UIView(), UIView()]
            override func viewDidLoad() {
                super.viewDidLoad()
                for v in [header, footer] + rows { view.addSubview(v) }
                let a = UILabel(), b = UILabel(), c = UILabel()
                view.addSubview(a)
                a.accessibilityIdentifier = "caption"     // set after addSubview, same turn
                view.addSubview(b)
                b.accessibilityIdentifier = "caption"
                view.addSubview(c)
            }
        }
        let r = try plainSimulator().record(Controller(), duration: 0) { _ in }
        XCTAssertEqual(r.frames[0].views.keys.sorted(), [
            "UILabel3", "caption", "caption#2", "footer", "header", "header.UIView1", "header.UIView2", "header.title",
            "root", "rows[0]", "rows[1]",
        ])
        XCTAssertEqual(r.frames[0].views["header.title"]?.parent, "header")
    }
    /// A UILayoutGuide is a layout item like a view: constraints name it, Auto Layout
    /// solves it, nothing draws it or lists it among the views.
    func testACustomLayoutGuideSpacesTwoViews() async throws {
        let gap = UILayoutGuide()
        gap.identifier = "gap"
        var frame = CGRect.zero
        let vc = BlockController { vc in
            let a = UIView(), b = UIView()
            a.accessibilityIdentifier = "a"
            b.accessibilityIdentifier = "b"
            vc.view.addSubview(a)
            vc.view.addSubview(b)
            vc.view.addLayoutGuide(gap)
            a.pin(x: 10, y: 20, width: 50, height: 30)
            b.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
                gap.widthAnchor.constraint(equalToConstant: 40),
                gap.topAnchor.constraint(equalTo: a.topAnchor),
                gap.heightAnchor.constraint(equalTo: a.heightAnchor),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ])
        }
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.1) { script in
            script.at(0.1) { frame = gap.layoutFrame }
        }
        XCTAssertRect(r.frames[0].views["b"]?.frame, 100, 20, 50, 30)
        XCTAssertEqual(frame, CGRect(x: 60, y: 20, width: 40, height: 30))
        XCTAssertNil(r.frames[0].views["gap"], "a guide is not a view")
        XCTAssertEqual(vc.view.layoutGuides.count, 1)
    }
}

final class HierarchyFixture: UIViewController {
    let card = UIView(), inner = UIView()
    var outside: NSLayoutConstraint!, inside: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.pin(x: 10, y: 10, width: 100, height: 100)
        card.addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        outside = inner.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10)
        inside = inner.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([outside, inside, inner.topAnchor.constraint(equalTo: card.topAnchor),
                                     inner.heightAnchor.constraint(equalTo: card.heightAnchor)])
    }
}
