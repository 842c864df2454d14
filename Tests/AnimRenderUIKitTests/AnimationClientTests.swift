import UIKit
import XCTest

/// Animation and stack-view code as apps write it, outside a recording: the end values
/// are set at once and completions run on the next turn of the run loop (docs/swift-api.md);
/// the stack's rules are Apple's UIStackView documentation ("The stack view automatically
/// updates its layout whenever … one of the arranged subviews's isHidden property changes";
/// customSpacing(after:) returns spacingUseDefault when none was set).
@MainActor
final class AnimationClientTests: XCTestCase {
    func testTransitionsSetTheirValuesAndComplete() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(), back = UIView(), sibling = UIView()
        container.addSubview(front)
        container.addSubview(sibling)
        let done = expectation(description: "transition(with:)")
        UIView.transition(with: container, duration: 0.3, options: .transitionCrossDissolve,
                          animations: { front.backgroundColor = .systemRed }, completion: { finished in
            XCTAssertTrue(finished)
            done.fulfill()
        })
        XCTAssertEqual(front.backgroundColor, UIColor.systemRed, "set at once")
        await fulfillment(of: [done], timeout: 5)

        // transition(from:to:) puts `back` where `front` was.
        let swapped = expectation(description: "transition(from:to:)")
        UIView.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromLeft) { _ in swapped.fulfill() }
        XCTAssertEqual(container.subviews, [back, sibling])
        XCTAssertNil(front.superview)
        await fulfillment(of: [swapped], timeout: 5)

        // With .showHideTransitionViews both stay, one hidden.
        container.addSubview(front)
        front.isHidden = true
        UIView.transition(from: back, to: front, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        XCTAssertTrue(back.isHidden)
        XCTAssertFalse(front.isHidden)
        XCTAssertTrue(back.superview === container)
    }

    func testRunningPropertyAnimatorEndsWhereItsBlockSays() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let done = expectation(description: "animator")
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0, options: .curveEaseOut,
                                                                      animations: { v.alpha = 0.2 }) { position in
            XCTAssertEqual(position, .end)
            done.fulfill()
        }
        XCTAssertEqual(v.alpha, 0.2)
        XCTAssertEqual(animator.duration, 0.25)
        await fulfillment(of: [done], timeout: 5)
    }

    func testStackViewHidingAndCustomSpacing() async {
        func box() -> UIView {
            let v = UIView()
            v.heightAnchor.constraint(equalToConstant: 50).isActive = true
            return v
        }
        let a = box(), b = box(), c = box()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minY), [0, 60, 120])
        XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: a)
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        XCTAssertEqual([a, b, c].map(\.frame.minY), [0, 80, 140])
        // Hiding b: c follows a; the hidden view keeps its place in arrangedSubviews.
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        b.isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 60)
        XCTAssertEqual(stack.arrangedSubviews, [a, b, c])
        // The system spacing between siblings: 8 points.
        b.isHidden = false
        stack.spacing = UIStackView.spacingUseSystem
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minY), [0, 58, 116])
    }
}
