import AnimRenderUIKit
import XCTest

/// Timelines/ examples about rotation, written in Swift: the controller's rotation
/// callbacks, `Script.rotate(to:at:)` and `Script.setDeviceOrientation(_:at:)`.
@MainActor
final class RotationTwinTests: XCTestCase {
    /// The screen of rotation-modern and rotation-legacy: a header with a centred title and
    /// a body below it, inside the safe area. It notes the rotation callbacks UIKit sends.
    final class HeaderBodyController: UIViewController {
        let header = UIView(), titleLabel = UILabel(), body = UIView()
        var calls: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            header.accessibilityIdentifier = "header"
            header.backgroundColor = hex(0x4A90E2)
            titleLabel.accessibilityIdentifier = "title"
            titleLabel.text = "Rotation"
            titleLabel.textColor = hex(0xFFFFFF)
            titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
            body.accessibilityIdentifier = "body"
            body.backgroundColor = hex(0xF8E71C)
            body.layer.cornerRadius = 10
            for v in [header, titleLabel, body] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(header)
            header.addSubview(titleLabel)
            view.addSubview(body)
            let views = ["header": header]
            let across = NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", metrics: nil, views: views)
            let down = NSLayoutConstraint.constraints(withVisualFormat: "V:|[header(80)]", metrics: nil, views: views)
            for c in across { c.identifier = "$.constraints[0]" }
            for c in down { c.identifier = "$.constraints[1]" }
            let safe = view.safeAreaLayoutGuide
            let edges = [body.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                         body.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                         body.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)]
            for c in edges { c.identifier = "$.constraints[4]" }
            NSLayoutConstraint.activate(across + down + [
                titleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
            ].namedAsTimeline(from: 2) + edges + [body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16)].namedAsTimeline(from: 5))
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            calls.append("viewWillTransition(to: \(size.width) × \(size.height))")
            coordinator.animate(alongsideTransition: { [self] _ in
                calls.append("alongside: header \(header.frame.width) wide")
            }, completion: { [self] _ in calls.append("completion") })
        }

        override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            calls.append("willRotate(to: \(toInterfaceOrientation), duration: \(duration))")
        }

        override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            calls.append("willAnimateRotation(to: \(toInterfaceOrientation)): header \(header.frame.width) wide")
        }

        override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
            calls.append("didRotate(from: \(fromInterfaceOrientation))")
        }
    }

    /// rotation-modern and rotation-legacy draw the device and the safe area.
    static let outlinedSafeArea = RecordingOutputOptions(overlays: [.violations, .safeArea], deviceOutline: true)

    func testRotationModern() async throws {
        let vc = HeaderBodyController()
        let recording = try Simulator(device: "iPhone X", orientation: .portrait, style: .modern).record(vc, fps: 30) { script in
            script.rotate(to: .landscapeLeft, at: 0.2)
        }
        try assertTwin("rotation-modern", recording, options: Self.outlinedSafeArea)
        // UIKit's modern rotation: the new size first, the alongside block inside the
        // animation once layout has run for the new size (812 wide), the completion at its end.
        XCTAssertEqual(vc.calls, ["viewWillTransition(to: 812.0 × 375.0)", "alongside: header 812.0 wide", "completion"])
    }

    func testRotationLegacy() async throws {
        let vc = HeaderBodyController()
        let recording = try Simulator(device: "iPhone X", orientation: .portrait, style: .legacy).record(vc, fps: 30) { script in
            script.rotate(to: .landscapeLeft, at: 0.2)
        }
        try assertTwin("rotation-legacy", recording, options: Self.outlinedSafeArea)
        // Before iOS 8: willRotate before the layout pass, willAnimateRotation inside the
        // animation after it (the root's bounds already swapped), didRotate at the end;
        // viewWillTransition is never sent.
        XCTAssertEqual(vc.calls, ["willRotate(to: landscapeLeft, duration: 0.3)",
                                  "willAnimateRotation(to: landscapeLeft): header 812.0 wide",
                                  "didRotate(from: portrait)"])
    }
}
