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

    func testDeviceOrientation() async throws {
        final class Controller: UIViewController {
            let header = UIView(), titleLabel = UILabel(), body = UIView()
            var sizes: [CGSize] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                header.accessibilityIdentifier = "header"
                header.backgroundColor = hex(0x4A90E2)
                titleLabel.accessibilityIdentifier = "title"
                titleLabel.text = "deviceOrientation"
                titleLabel.textColor = hex(0xFFFFFF)
                titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
                body.accessibilityIdentifier = "body"
                body.backgroundColor = hex(0xF8E71C)
                body.layer.cornerRadius = 10
                for v in [header, titleLabel, body] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(header)
                header.addSubview(titleLabel)
                view.addSubview(body)
                let across = NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", metrics: nil, views: ["header": header])
                for c in across { c.identifier = "$.constraints[0]" }
                let safe = view.safeAreaLayoutGuide
                let edges = [body.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                             body.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                             body.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)]
                for c in edges { c.identifier = "$.constraints[5]" }
                NSLayoutConstraint.activate(across + [
                    header.topAnchor.constraint(equalTo: view.topAnchor),
                    header.bottomAnchor.constraint(equalTo: safe.topAnchor, constant: 44),   // a bar 44 tall below the notch
                    titleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                    titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -10),
                ].namedAsTimeline(from: 1) + edges + [body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16)].namedAsTimeline(from: 6))
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 15) { script in
            script.setDeviceOrientation(.landscapeLeft, at: 0.2)   // home edge right: interface landscapeRight
            script.setDeviceOrientation(.faceUp, at: 0.8)          // no interface orientation: nothing turns
            script.setDeviceOrientation(.portrait, at: 1.1)
        }
        try assertTwin("device-orientation", recording,
                       options: RecordingOutputOptions(overlays: [.safeArea], deviceOutline: true, systemUI: true))
        XCTAssertEqual(vc.sizes, [CGSize(width: 812, height: 375), CGSize(width: 375, height: 812)])
        // Frame 9 (0.6 s) is after the first turn: the notch on the left, the safe area with it.
        XCTAssertEqual(recording.frames[9].orientation, .landscapeRight)
        XCTAssertEqual(recording.frames[9].views["header"]?.frame.width ?? 0, 812, accuracy: 0.001)
    }

    func testOrientationMasks() async throws {
        final class Controller: UIViewController {
            let card = UIView(), label = UILabel()
            var sizes: [CGSize] = []
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                [.portrait, .landscapeLeft, .portraitUpsideDown]
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                card.accessibilityIdentifier = "card"
                card.backgroundColor = hex(0x7ED321)
                card.layer.cornerRadius = 14
                label.accessibilityIdentifier = "label"
                label.text = "masks"
                label.font = .systemFont(ofSize: 22, weight: .bold)
                for v in [card, label] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(card)
                card.addSubview(label)
                let safe = view.safeAreaLayoutGuide
                let pins = [card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                            card.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -20),
                            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)]
                for c in pins { c.identifier = "$.constraints[0]" }
                let center = [label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                              label.centerYAnchor.constraint(equalTo: card.centerYAnchor)]
                for c in center { c.identifier = "$.constraints[1]" }
                NSLayoutConstraint.activate(pins + center)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        let vc = Controller()
        let simulator = Simulator(device: "iPhone X")
        simulator.supportedOrientations = .all
        let recording = try simulator.record(vc, fps: 15) { script in
            script.rotate(to: .portraitUpsideDown, at: 0.2)   // no Face ID iPhone shows it
            script.rotate(to: .landscapeRight, at: 0.4)       // not in the controller's mask
            script.rotate(to: .landscapeLeft, at: 0.6)
        }
        try assertTwin("orientation-masks", recording, options: RecordingOutputOptions(overlays: [.safeArea], deviceOutline: true))
        XCTAssertEqual(vc.sizes, [CGSize(width: 812, height: 375)])   // only the allowed turn
        XCTAssertEqual(recording.frames[8].orientation, .portrait)
        XCTAssertEqual(recording.frames.last?.orientation, .landscapeLeft)
    }
}
