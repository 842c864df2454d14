import AnimRenderUIKit
import XCTest

/// `UIView.animate` as Core Animation runs it, on a linear curve so in-between values are
/// straight-line fractions: only what the block changes animates, from what is on screen.
@MainActor
final class AnimationTests: XCTestCase {
    /// `a` and `b` 10×10 at x = 0; `a`'s left edge is `x`.
    final class TwoBoxes: UIViewController {
        let a = UIView(), b = UIView()
        var x: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [a, b] { view.addSubview(v); v.pin(x: 0, y: 0, width: 10, height: 10) }
            x = view.constraints.first { $0.firstItem === a && $0.firstAttribute == .left }
        }
    }

    func testOnlyWhatTheBlockChangesAnimates() async throws {
        let vc = TwoBoxes()
        let r = try plainSimulator().record(vc, fps: 10, duration: 1.2) { script in
            script.at(0.1) {
                vc.b.alpha = 0.2                  // before the block: at once
                vc.x.constant = 100               // laid out inside the block: animates
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    vc.a.alpha = 0
                    vc.view.layoutIfNeeded()
                })
            }
        }
        let mid = r.frames[6]   // t = 0.6, half-way
        XCTAssertEqual(mid.views["a"]!.frame.minX, 50, accuracy: 1e-6)
        XCTAssertEqual(mid.views["a"]!.alpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(mid.views["b"]!.alpha, 0.2, accuracy: 1e-6)
        XCTAssertEqual(r.frames[1].views["b"]!.alpha, 0.2, accuracy: 1e-6)
        XCTAssertEqual(mid.violations.map(\.constraint), ["a.left == root.left"])
        XCTAssertEqual(mid.violations.first?.kind, .inFlight)
        XCTAssertEqual(r.frames[11].views["a"]!.frame.minX, 100)
        XCTAssertTrue(r.frames[11].conforms)
    }

    /// A layout pass run before the block leaves nothing for the block to animate; one
    /// run after it (the next frame's) is not animated either.
    func testLayoutOutsideTheBlockDoesNotAnimate() async throws {
        let vc = TwoBoxes()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.5) { script in
            script.at(0.1) {
                vc.x.constant = 100
                vc.view.layoutIfNeeded()
                UIView.animate(withDuration: 1) { vc.view.layoutIfNeeded() }
            }
            script.at(0.2) {
                vc.x.constant = 200
                UIView.animate(withDuration: 1) { vc.b.alpha = 0.5 }
            }
        }
        XCTAssertEqual(r.frames[1].views["a"]!.frame.minX, 100)
        XCTAssertEqual(r.frames[2].views["a"]!.frame.minX, 200)
    }

    /// A delay shows the old value until it is over; the completion runs when the
    /// animation ends, with `finished` true.
    func testDelayAndCompletionOnTheClock() async throws {
        let vc = TwoBoxes()
        var finished: Bool?
        let r = try plainSimulator().record(vc, fps: 10) { script in
            script.at(0) {
                vc.x.constant = 100
                UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
                    vc.view.layoutIfNeeded()
                }, completion: { done in
                    finished = done
                    vc.b.alpha = 0.5
                })
            }
        }
        XCTAssertEqual(r.frames.count, 19, "1.5 s of animation + 0.25 s at 10 fps: frames 0…18 (⌈17.5⌉ + 1)")
        XCTAssertEqual(r.frames[5].views["a"]!.frame.minX, 0, accuracy: 1e-6)
        XCTAssertEqual(r.frames[10].views["a"]!.frame.minX, 50, accuracy: 1e-6)
        XCTAssertEqual(r.frames[14].views["b"]!.alpha, 1)
        XCTAssertEqual(r.frames[15].views["b"]!.alpha, 0.5, "the completion ran at t = 1.5")
        XCTAssertEqual(finished, true)
    }

    /// A block that changes nothing on screen calls its completion at once (the same
    /// turn), as UIKit does.
    func testABlockThatAnimatesNothingCompletesAtOnce() async throws {
        let vc = TwoBoxes()
        let r = try plainSimulator().record(vc, fps: 10, duration: 0.3) { script in
            script.at(0.1) {
                UIView.animate(withDuration: 5, animations: {}, completion: { _ in vc.b.alpha = 0.3 })
            }
        }
        XCTAssertEqual(r.frames[0].views["b"]!.alpha, 1)
        XCTAssertEqual(r.frames[1].views["b"]!.alpha, 0.3, accuracy: 1e-6)
    }

    /// A new animation of a property starts from what is on screen; the first block's
    /// completion still runs at its own end, with `finished` true (iOS 8's additive
    /// animations are not removed).
    func testAnInterruptedAnimationContinuesFromThePresentationValue() async throws {
        let vc = TwoBoxes()
        var completions: [(String, Bool)] = []
        let r = try plainSimulator().record(vc, fps: 10) { script in
            script.at(0) {
                vc.x.constant = 100
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { vc.view.layoutIfNeeded() },
                               completion: { completions.append(("first", $0)) })
            }
            script.at(0.5) {
                vc.x.constant = 0
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { vc.view.layoutIfNeeded() },
                               completion: { completions.append(("second", $0)) })
            }
        }
        // 50 on screen at 0.5, then 50 → 0 over 0.5 … 1.5.
        XCTAssertEqual([5, 10, 15].map { r.frames[$0].views["a"]!.frame.minX }, [50, 25, 0])
        XCTAssertEqual(completions.map(\.0), ["first", "second"])
        XCTAssertEqual(completions.map(\.1), [true, true])
    }

    /// UIKit's spring: damping ratio 0.5, duration 1 s — the mapping the timeline format
    /// uses (ζω₀ = ln 1500 / duration). Hand-computed positions of a 0 → 100 move.
    func testSpringFollowsTheDampedOscillation() async throws {
        let vc = TwoBoxes()
        let r = try plainSimulator().record(vc, fps: 10, duration: 1) { script in
            script.at(0) {
                vc.x.constant = 100
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                               options: [], animations: { vc.view.layoutIfNeeded() })
            }
        }
        // x(t) = 100·(1 + e^(−ζω₀t)(−cos ω_d t + b sin ω_d t)), ζω₀ = ln 1500, ω_d = 2 ln 1500 · √0.75,
        // b = −ζω₀/ω_d: 59.077 at 0.1 s, 111.367 at 0.2 s (overshoot), 112.755 at 0.3 s.
        XCTAssertEqual(r.frames[1].views["a"]!.frame.minX, 59.0773, accuracy: 1e-3)
        XCTAssertEqual(r.frames[2].views["a"]!.frame.minX, 111.3673, accuracy: 1e-3)
        XCTAssertEqual(r.frames[3].views["a"]!.frame.minX, 112.7550, accuracy: 1e-3)
        XCTAssertEqual(r.frames[10].views["a"]!.frame.minX, 100)
    }

    func testPerformWithoutAnimationInsideABlock() async throws {
        let vc = TwoBoxes()
        let r = try plainSimulator().record(vc, fps: 10, duration: 1) { script in
            script.at(0) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    vc.a.alpha = 0
                    UIView.performWithoutAnimation { vc.b.alpha = 0 }
                })
            }
        }
        XCTAssertEqual(r.frames[5].views["a"]!.alpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(r.frames[5].views["b"]!.alpha, 0)
    }

    /// A block opened inside another joins it (UIKit's default: the inner block inherits
    /// the outer's duration and curve); its completion runs with the outer's.
    func testANestedBlockJoinsTheOuterOne() async throws {
        let vc = TwoBoxes()
        var order: [String] = []
        let r = try plainSimulator().record(vc, fps: 10, duration: 1.5) { script in
            script.at(0) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    vc.a.alpha = 0
                    UIView.animate(withDuration: 0.1, animations: { vc.b.alpha = 0 }, completion: { _ in order.append("inner") })
                }, completion: { _ in order.append("outer") })
            }
        }
        XCTAssertEqual(r.frames[5].views["b"]!.alpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(order, ["outer", "inner"])
    }
}
