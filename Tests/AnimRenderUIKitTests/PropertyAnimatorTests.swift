import AnimRenderUIKit
import XCTest

/// `UIViewPropertyAnimator`, `UIUpdateLink` and `CACurrentMediaTime()` on the
/// recording's clock, with hand-computed values.
@MainActor
final class PropertyAnimatorTests: XCTestCase {
    /// A linear 1 s animator started at 0.2 s after a 0.5 s delay: the box holds still
    /// until 0.7 s, is halfway at 1.2 s, and the completion runs at 1.7 s with `.end`.
    func testAnimatorWithADelayAndACompletion() async throws {
        let vc = BoxController()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        let r = try plainSimulator().record(vc, fps: 10) { script in
            script.at(0.2) {
                vc.left.constant = 100
                animator.addAnimations { vc.view.layoutIfNeeded() }
                animator.addCompletion { log.append("completion \($0) at \(CACurrentMediaTime())") }
                animator.startAnimation(afterDelay: 0.5)
                log.append("running \(animator.isRunning)")
            }
            script.at(1.0) { log.append("running \(animator.isRunning) at \(CACurrentMediaTime())") }
        }
        XCTAssertEqual(r.frames[6].views["box"]?.frame.minX, 0, "still in its delay at 0.6 s")
        XCTAssertEqual(r.frames[12].views["box"]?.frame.minX ?? 0, 50, accuracy: 1e-9, "halfway at 1.2 s")
        XCTAssertEqual(r.frames[17].views["box"]?.frame.minX, 100)
        XCTAssertEqual(log, ["running true", "running true at 1.0", "completion end at 1.7"])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(r.frames.count, 21, "frames up to 1.7 + 0.25 s, rounded up to the next frame (2.0 s)")
    }

    /// A link enabled at 0.2 s runs before each later frame's layout pass, at the frame's
    /// time, until it is disabled; what it sets shows in that frame.
    func testUpdateLinkRunsOncePerFrameUntilDisabled() async throws {
        let vc = BoxController()
        var times: [TimeInterval] = []
        let r = try plainSimulator().record(vc, fps: 10, duration: 1) { script in
            script.at(0.2) {
                let link = UIUpdateLink(view: vc.view) { link, info in
                    times.append(info.modelTime)
                    vc.left.constant = CGFloat((info.modelTime * 100).rounded())   // 10 pt per frame
                    if info.modelTime >= 0.5 { link.isEnabled = false }
                }
                link.isEnabled = true
            }
        }
        XCTAssertEqual(times, [0.3, 0.4, 0.5])
        XCTAssertEqual(r.frames.map { $0.views["box"]?.frame.minX ?? -1 }, [0, 0, 0, 30, 40, 50, 50, 50, 50, 50, 50])
        XCTAssertTrue(r.frames.allSatisfy(\.conforms))
    }

    /// A link a controller enables in `viewDidLoad` runs from the first frame after the
    /// first display (frame 1), as a display link started at launch.
    func testUpdateLinkEnabledInViewDidLoadRunsFromTheFirstFrame() async throws {
        final class Ticking: UIViewController {
            var times: [TimeInterval] = []
            var link: UIUpdateLink?
            override func viewDidLoad() {
                super.viewDidLoad()
                link = UIUpdateLink(view: view) { [unowned self] _, info in times.append(info.modelTime) }
                link?.isEnabled = true
            }
        }
        let vc = Ticking()
        _ = try plainSimulator().record(vc, fps: 4, duration: 1) { _ in }
        XCTAssertEqual(vc.times, [0.25, 0.5, 0.75, 1])
    }

    /// A 10 × 10 box at the root view's top left; `left` is its left pin (set once the
    /// view loads).
    final class BoxController: UIViewController {
        let box = UIView()
        var left: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            box.accessibilityIdentifier = "box"
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            left = box.leftAnchor.constraint(equalTo: view.leftAnchor)
            NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: view.topAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 10),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
        }
    }
}
