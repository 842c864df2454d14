import AnimRenderUIKit
import XCTest

/// UIKit with no recorder: views, constraints and controllers built as a plain iOS unit
/// test builds them, laid out by `layoutIfNeeded()`. Every expected value is worked out
/// by hand from UIKit's documented behaviour.
@MainActor
final class LayoutAnywhereTests: XCTestCase {
    /// A detached container with a frame lays out its subviews: the container keeps its
    /// frame (its mask is translated), the subview lands where its constraints say, and a
    /// constant change takes effect at the next `layoutIfNeeded()`, not before.
    func testADetachedContainerLaysOutItsSubviews() async {
        let container = UIView(frame: CGRect(x: 5, y: 7, width: 320, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            // The margins are 8 on every side by default.
            box.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        XCTAssertEqual(box.frame, .zero, "not laid out yet")
        container.layoutIfNeeded()
        XCTAssertRect(container.frame, 5, 7, 320, 200)
        XCTAssertRect(box.frame, 20, 8, 280, 50)
        leading.constant = 40
        XCTAssertRect(box.frame, 20, 8, 280, 50, "a constant change waits for the layout pass")
        container.layoutIfNeeded()
        XCTAssertRect(box.frame, 40, 8, 260, 50)
    }

    /// `layoutIfNeeded()` sent to a view of a hierarchy that has never been laid out lays
    /// out the whole hierarchy (CALayer: from the topmost ancestor that needs layout, and
    /// before the first pass all do), so the view takes the size its constraints give it;
    /// once laid out, the message lays out the view's subviews only, and a change to the
    /// view's own size waits for a pass of its superview (UIKit's "nothing animates").
    func testTheFirstLayoutIfNeededOfAHierarchyLaysOutAllOfIt() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: .zero)
        window.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 100),
                                     view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                     view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)])
        view.layoutIfNeeded()
        XCTAssertRect(view.frame, 10, 20, 100, 100)
        width.constant = 200
        view.layoutIfNeeded()
        XCTAssertRect(view.frame, 10, 20, 100, 100, "its own size is its superview's to set")
        window.layoutIfNeeded()
        XCTAssertRect(view.frame, 10, 20, 200, 100)
    }

    /// The "size a view with its constraints" pattern: a top view that does not translate
    /// its mask takes the size its constraints give it and keeps its origin.
    func testATopViewLaidOutByConstraintsTakesTheirSizeAndKeepsItsOrigin() async {
        let card = UIView(frame: CGRect(x: 10, y: 30, width: 0, height: 0))
        card.translatesAutoresizingMaskIntoConstraints = false
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        card.layoutIfNeeded()
        XCTAssertRect(card.frame, 10, 30, 132, 72)
        XCTAssertRect(inner.frame, 16, 16, 100, 40)
        // Moving it keeps the size; its constraints keep deciding the size.
        card.frame.origin = CGPoint(x: 50, y: 60)
        card.layoutIfNeeded()
        XCTAssertRect(card.frame, 50, 60, 132, 72)
    }

    /// `layoutSubviews` and `updateConstraints` overrides run in the pass, as often as
    /// UIKit runs them: invalidations coalesce into one pass, and a clean view is not laid
    /// out again.
    func testOverridesRunOncePerPass() async {
        final class Counting: UIView {
            var layouts = 0, updates = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 1)
        XCTAssertEqual(v.updates, 1, "a new view needs a constraint update")
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 1, "nothing is dirty: no pass")
        v.setNeedsLayout()
        v.setNeedsLayout()
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 2, "two invalidations, one pass")
        v.setNeedsUpdateConstraints()
        v.updateConstraintsIfNeeded()
        XCTAssertEqual(v.updates, 2)
        XCTAssertEqual(v.layouts, 2, "updateConstraintsIfNeeded lays nothing out")
    }

    /// A subtree laid out while detached joins a window's engine with its constraints when
    /// it is added there, and leaves with its geometry (constraints to the outside
    /// deactivated, those inside kept) when it is removed.
    func testHierarchiesMergeAndSplit() async {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        let inside = [badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                      badge.widthAnchor.constraint(equalToConstant: 20),
                      badge.heightAnchor.constraint(equalToConstant: 20),
                      card.widthAnchor.constraint(equalToConstant: 200),
                      card.heightAnchor.constraint(equalToConstant: 100)]
        NSLayoutConstraint.activate(inside)
        card.layoutIfNeeded()
        XCTAssertRect(card.frame, 0, 0, 200, 100, "detached, laid out on its own (origin kept at 0, 0)")
        XCTAssertRect(badge.frame, 170, 10, 20, 20)

        outer.addSubview(card)
        let pins = [card.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 40),
                    card.topAnchor.constraint(equalTo: outer.topAnchor, constant: 60)]
        NSLayoutConstraint.activate(pins)
        outer.layoutIfNeeded()
        XCTAssertRect(card.frame, 40, 60, 200, 100)
        XCTAssertRect(badge.frame, 170, 10, 20, 20)
        XCTAssertEqual(outer.constraints.count, 2, "the pins are held by their common ancestor")

        card.removeFromSuperview()
        XCTAssertFalse(pins[0].isActive || pins[1].isActive, "UIKit removes the constraints that cross the cut")
        XCTAssertTrue(inside.allSatisfy(\.isActive), "those inside the subtree stay")
        XCTAssertRect(card.frame, 40, 60, 200, 100, "it leaves with its geometry")
        inside[4].constant = 120
        card.layoutIfNeeded()
        XCTAssertRect(card.frame, 40, 60, 120, 100, "on its own again: its origin kept, its width from its constraint")
        XCTAssertRect(badge.frame, 90, 10, 20, 20)
    }

    /// Autoresizing: a superview that grows by 100 × 50 gives a flexible-width subview
    /// all the width and a flexible-top-margin one all the height (UIKit distributes the
    /// change among the flexible parts).
    func testAutoresizingFollowsASuperviewResize() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        let footer = UIView(frame: CGRect(x: 0, y: 80, width: 50, height: 20))
        footer.autoresizingMask = [.flexibleTopMargin]
        parent.addSubview(bar)
        parent.addSubview(footer)
        parent.layoutIfNeeded()
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        parent.layoutIfNeeded()
        XCTAssertRect(bar.frame, 10, 10, 280, 20)
        XCTAssertRect(footer.frame, 0, 130, 50, 20)
    }

    /// UIKit resizes the subviews by their masks as soon as the superview's size changes,
    /// before any layout: a container made at 100 × 100 and set to 200 × 300 gives its
    /// flexible-width bar (10, 10, 80, 80) all 100 of the width (180 wide; its flexible
    /// bottom margin takes the 200 of height), and its centred badge (both side margins
    /// flexible, 10 each) half each (x 10 + 50 = 60). In a window and laid out they stay;
    /// 100 more width later goes the same way.
    func testAutoresizingBeforeTheFirstLayout() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        container.addSubview(bar)
        container.addSubview(badge)
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        XCTAssertRect(bar.frame, 10, 10, 180, 80)
        XCTAssertRect(badge.frame, 60, 10, 80, 20)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(container)
        window.layoutIfNeeded()
        XCTAssertRect(bar.frame, 10, 10, 180, 80)
        XCTAssertRect(badge.frame, 60, 10, 80, 20)
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        window.layoutIfNeeded()
        XCTAssertRect(bar.frame, 10, 10, 280, 80)
        XCTAssertRect(badge.frame, 110, 10, 80, 20)
    }

    /// convert(_:to:) and convert(_:from:) go through every transform on the way, and
    /// between views of different hierarchies through their windows' coordinates.
    func testConvertGoesThroughTransforms() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)   // about its center (150, 150)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        scaled.addSubview(child)
        // child's origin is (10, 20) in scaled's bounds, (−40, −30) from their center (50, 50);
        // scaled ×2 that is (−80, −60) from scaled's center (150, 150): (70, 90) in root.
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 70, y: 90))
        XCTAssertEqual(root.convert(CGPoint(x: 70, y: 90), to: child), .zero)
        XCTAssertEqual(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root),
                       CGRect(x: 70, y: 90, width: 20, height: 20))
        XCTAssertEqual(root.convert(CGRect(x: 70, y: 90, width: 20, height: 20), to: child),
                       CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(scaled.frame, CGRect(x: 50, y: 50, width: 200, height: 200), "frame: the transformed bounds' box")
        XCTAssertEqual(scaled.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Outside a recording, a constraint between views of two hierarchies is UIKit's
    /// NSGenericException: the constraint stays inactive, the message is UIKit's, and a
    /// test reads it with `UIKitError.reported(during:)`.
    func testNoCommonAncestorIsReportedWithUIKitsMessage() async {
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        let reported = UIKitError.reported { c.isActive = true }
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first?.exceptionName, "NSGenericException")
        XCTAssertEqual(reported.first?.reason, "Unable to activate constraint with anchors <UIView 'a'.top> and "
                       + "<UIView 'b'.bottom> because they have no common ancestor.  Does the constraint or its anchors "
                       + "reference items in different view hierarchies?  That's illegal.")
    }

    /// Changing an active constraint between required and optional is refused with
    /// UIKit's reason; the priority keeps its value.
    func testRequiredToOptionalIsRefusedOutsideARecording() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let w = v.widthAnchor.constraint(equalToConstant: 10)
        w.isActive = true
        let reported = UIKitError.reported { w.priority = .defaultHigh }
        XCTAssertEqual(w.priority, .required)
        XCTAssertEqual(reported.first?.exceptionName, "NSInternalInconsistencyException")
        XCTAssertEqual(reported.first?.reason, "Mutating a priority from required to not on an installed constraint "
                       + "(or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000.")
    }

    /// A detached view has no safe area, wherever its frame is (nothing covers it); its
    /// safe-area guide is its bounds.
    func testADetachedViewHasNoSafeArea() async {
        let card = UIView(frame: CGRect(x: -20, y: 30, width: 200, height: 100))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.layoutIfNeeded()
        XCTAssertEqual(card.safeAreaInsets, .zero)
        XCTAssertEqual(inner.safeAreaInsets, .zero)
        XCTAssertRect(inner.frame, 0, 0, 10, 10)
        XCTAssertRect(card.frame, -20, 30, 200, 100)
    }

    /// `UIView.animate` outside a recording: the model values are the end values as soon
    /// as the call returns; the completion runs on the next turn of the run loop with
    /// `finished` true (UIKit: nothing is on screen to animate).
    func testAnimateOutsideARecordingSetsTheEndValuesAtOnce() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        container.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        container.layoutIfNeeded()
        let done = expectation(description: "completion")
        var finished: Bool?
        top.constant = 200
        UIView.animate(withDuration: 0.5, animations: {
            box.alpha = 0.25
            container.layoutIfNeeded()
        }, completion: { flag in
            finished = flag
            done.fulfill()
        })
        XCTAssertEqual(box.alpha, 0.25, accuracy: 1e-9)
        XCTAssertRect(box.frame, 0, 200, 50, 50)
        XCTAssertNil(finished, "the completion waits for the next turn of the run loop")
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(finished, true)
    }

    /// systemLayoutSizeFitting's three targets: compressed (the smallest size the
    /// constraints allow), expanded (the largest), and a fixed width (a cell's height).
    func testSystemLayoutSizeFitting() async {
        let box = UIView()
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -5),
            inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            inner.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        XCTAssertEqual(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 120, height: 50))
        XCTAssertEqual(box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize), CGSize(width: 320, height: 50))
        XCTAssertEqual(box.systemLayoutSizeFitting(CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel),
                       CGSize(width: 250, height: 50))
        XCTAssertEqual(box.frame, .zero, "measuring lays nothing out")
    }

    /// A self-sizing cell: a wrapping label pinned inside 16/12 insets. At a fixed width
    /// its height is the label's text wrapped at the width left for it, plus the insets.
    func testSystemLayoutSizeFittingOfALabelCell() async {
        let content = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Auto Layout measures this label at the width the cell leaves it, then grows the cell to fit the lines."
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
        ])
        let size = content.systemLayoutSizeFitting(CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let text = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
        let oneLine = label.sizeThatFits(.zero)
        XCTAssertGreaterThan(text.height, oneLine.height, "the text wraps at 288 points")
        XCTAssertLessThanOrEqual(text.width, 288)
        XCTAssertEqual(size, CGSize(width: 320, height: text.height + 24))
        label.sizeToFit()
        XCTAssertEqual(label.frame.size, oneLine, "sizeToFit on a zero-width label: the text on one line")
    }

    /// Two recordings side by side share nothing: one made inside another's script gives
    /// the frames the same recording gives alone, and the outer one is unaffected.
    func testNestedRecordingsShareNothing() async throws {
        func slide(_ vc: AnimationTests.TwoBoxes) -> (Script) -> Void {
            { script in
                script.at(0.1) {
                    vc.x.constant = 120
                    UIView.animate(withDuration: 0.2) { vc.view.layoutIfNeeded() }
                }
            }
        }
        let aloneVC = AnimationTests.TwoBoxes()
        let reference = try plainSimulator().record(aloneVC, fps: 10, duration: 0.5, slide(aloneVC))
        var inner: Recording?
        let outerVC = AnimationTests.TwoBoxes()
        let outer = try Simulator(device: "iPhone X").record(outerVC, fps: 10, duration: 0.5) { script in
            slide(outerVC)(script)
            script.at(0.2) {
                let vc = AnimationTests.TwoBoxes()
                inner = try? plainSimulator().record(vc, fps: 10, duration: 0.5, slide(vc))
            }
        }
        XCTAssertEqual(try inner?.framesJSON(), try reference.framesJSON())
        let outerVC2 = AnimationTests.TwoBoxes()
        let outerAlone = try Simulator(device: "iPhone X").record(outerVC2, fps: 10, duration: 0.5, slide(outerVC2))
        XCTAssertEqual(try outer.framesJSON(), try outerAlone.framesJSON())
    }
}
