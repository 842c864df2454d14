import AnimRenderUIKit
import XCTest

/// Rotation as the system performs it, with the controller's callbacks in UIKit's order.
@MainActor
final class RotationTests: XCTestCase {
    final class Controller: UIViewController {
        let bar = UIView()
        var log: [String] = []
        var alongsideWidth: CGFloat?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(bar)
            bar.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.topAnchor.constraint(equalTo: view.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            log.append("willTransition(to: \(newCollection.verticalSizeClass))")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("viewWillTransition(to: \(Int(size.width))×\(Int(size.height)), \(coordinator.transitionDuration))")
            coordinator.animate(alongsideTransition: { _ in
                self.log.append("alongside")
                self.alongsideWidth = self.bar.bounds.width
                self.bar.alpha = 0
            }, completion: { _ in self.log.append("completion") })
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            log.append("traitCollectionDidChange(from: \(previous.map { "\($0.verticalSizeClass)" } ?? "nil"))")
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func willRotate(to o: UIInterfaceOrientation, duration: TimeInterval) { log.append("willRotate(to: \(o), \(duration))") }
        override func willAnimateRotation(to o: UIInterfaceOrientation, duration: TimeInterval) {
            log.append("willAnimateRotation(to: \(o)) width \(Int(view.bounds.width))")
        }
        override func didRotate(from o: UIInterfaceOrientation) { log.append("didRotate(from: \(o))") }
    }

    /// Modern: willTransition (traits) → viewWillTransition → the rotation's layout pass →
    /// the alongside animation, inside the animation (it sees the new width, and what it
    /// changes animates with the rotation) → the completion when it ends.
    func testModernRotationCallbacksAndCoordinator() async throws {
        let vc = Controller()
        let r = try Simulator(device: "iPhone 8").record(vc, fps: 10) { script in
            script.rotate(to: .landscapeRight, at: 0.1)
        }
        XCTAssertEqual(vc.log.filter { $0 != "viewWillLayoutSubviews" }.prefix(5),
                       ["willTransition(to: compact)", "viewWillTransition(to: 667×375, 0.3)",
                        "traitCollectionDidChange(from: regular)", "alongside", "completion"])
        let alongside = vc.log.firstIndex(of: "alongside")!
        XCTAssertEqual(vc.log[alongside - 1], "viewWillLayoutSubviews", "the rotation's pass, then the alongside block")
        XCTAssertEqual(vc.alongsideWidth, 667)
        // 0.3 s on easeInOut from t = 0.1: at 0.2 a third of the time, easeInOut(1/3) = 0.23177.
        XCTAssertEqual(r.frames.count, 8, "0.1 + 0.3 + 0.25 s at 10 fps: frames 0…7 (⌈6.5⌉ + 1)")
        XCTAssertEqual(r.frames[2].views["bar"]!.alpha, 1 - 0.23177, accuracy: 1e-4)
        XCTAssertEqual(r.frames[7].views["bar"]!.alpha, 0)
        XCTAssertEqual(r.frames[7].orientation, .landscapeRight)
        XCTAssertEqual(r.frames[7].traits.verticalSizeClass, .compact)
        XCTAssertEqual(r.frames[7].views["bar"]!.frame.width, 667)
    }

    /// A rotation interrupted by another (landscapeRight at 0.1, 0.3 s: due to end at 0.4;
    /// landscapeLeft at 0.2, a half turn, 0.6 s: ends at 0.8). The second takes the
    /// interface over, so the first transition is over at 0.2: its coordinator's completion
    /// runs then, before the second's viewWillTransition; each completion runs once.
    func testAnInterruptedRotationCompletesWhenTheNextOneStarts() async throws {
        final class Counting: UIViewController {
            var log: [String] = []
            var transitions = 0
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                transitions += 1
                let n = transitions
                log.append("will \(n)")
                coordinator.animate(alongsideTransition: { _ in }, completion: { _ in self.log.append("completed \(n)") })
            }
        }
        let vc = Counting()
        let r = try Simulator(device: "iPhone 8").record(vc, fps: 10) { script in
            script.rotate(to: .landscapeRight, at: 0.1)
            script.rotate(to: .landscapeLeft, at: 0.2)
        }
        XCTAssertEqual(vc.log, ["will 1", "completed 1", "will 2", "completed 2"])
        XCTAssertEqual(r.trace.filter { $0.hasSuffix("viewWillTransition(to:with:) completion") }.map { String($0.prefix(9)) },
                       ["[  0.200]", "[  0.800]"])
    }

    /// Legacy (iOS 7): willRotate before the pass, willAnimateRotation inside the
    /// animation with the new bounds, didRotate when it ends.
    func testLegacyRotationCallbacks() async throws {
        let vc = Controller()
        let r = try Simulator(device: "iPhone 8", style: .legacy).record(vc, fps: 10) { script in
            script.setDeviceOrientation(.landscapeLeft, at: 0.1)
        }
        XCTAssertEqual(vc.log.filter { !$0.hasPrefix("viewWill") && !$0.hasPrefix("trait") && !$0.hasPrefix("willTransition") },
                       ["willRotate(to: landscapeRight, 0.3)", "willAnimateRotation(to: landscapeRight) width 667",
                        "didRotate(from: portrait)"])
        XCTAssertEqual(r.trace.filter { $0.contains("didRotate") }.first?.hasPrefix("[  0.400]"), true)
    }

    /// shouldAutorotate false: a device turn does not rotate the interface.
    func testShouldAutorotateFalseKeepsTheInterface() async throws {
        final class Fixed: UIViewController {
            override var shouldAutorotate: Bool { false }
        }
        let r = try Simulator(device: "iPhone 8").record(Fixed(), fps: 10, duration: 0.5) { script in
            script.setDeviceOrientation(.landscapeLeft, at: 0.1)
        }
        XCTAssertEqual(r.frames.last?.orientation, .portrait)
        XCTAssertTrue(r.trace.contains { $0.contains("shouldAutorotate is false") })
    }

    /// The controller's supported orientations bound the rotations.
    func testSupportedOrientationsRefuseARotation() async throws {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let r = try Simulator(device: "iPhone 8").record(PortraitOnly(), fps: 10, duration: 0.5) { script in
            script.rotate(to: .landscapeLeft, at: 0.1)
        }
        XCTAssertEqual(r.frames.last?.orientation, .portrait)
        XCTAssertTrue(r.trace.contains { $0.contains("rotation to landscapeLeft refused") }, "\(r.trace)")
    }
}
