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
            let safe = view.safeAreaLayoutGuide
            var all = NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", metrics: nil, views: views).namedAsTimelineEntry(0)
            all += NSLayoutConstraint.constraints(withVisualFormat: "V:|[header(80)]", metrics: nil, views: views).namedAsTimelineEntry(1)
            all += [titleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                    titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12)].namedAsTimeline(from: 2)
            all += [body.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                    body.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)].namedAsTimelineEntry(4)
            all += [body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16)].namedAsTimeline(from: 5)
            NSLayoutConstraint.activate(all)
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
                let safe = view.safeAreaLayoutGuide
                var all = NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", metrics: nil, views: ["header": header])
                    .namedAsTimelineEntry(0)
                all += [header.topAnchor.constraint(equalTo: view.topAnchor),
                        header.bottomAnchor.constraint(equalTo: safe.topAnchor, constant: 44),   // a bar 44 tall below the notch
                        titleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                        titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -10)].namedAsTimeline(from: 1)
                all += [body.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                        body.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                        body.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)].namedAsTimelineEntry(5)
                all += [body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16)].namedAsTimeline(from: 6)
                NSLayoutConstraint.activate(all)
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

    func testSystemUI() async throws {
        final class Controller: UIViewController {
            let header = UIView(), titleLabel = UILabel(), footer = UIView()
            /// The title's top under the island, and where it belongs: below the status bar
            /// (made now, activated later).
            var underIsland: NSLayoutConstraint!, inSafeArea: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                header.accessibilityIdentifier = "header"
                header.backgroundColor = hex(0xFFD60A)
                titleLabel.accessibilityIdentifier = "title"
                titleLabel.text = "Under the island"
                titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
                footer.accessibilityIdentifier = "footer"
                footer.backgroundColor = hex(0x64D2FF)
                for v in [header, titleLabel, footer] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(header)
                header.addSubview(titleLabel)
                view.addSubview(footer)

                var active = NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", metrics: nil, views: ["header": header])
                    .namedAsTimelineEntry(0)
                active += [header.topAnchor.constraint(equalTo: view.topAnchor),
                           header.heightAnchor.constraint(equalToConstant: 140),
                           titleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor)].namedAsTimeline(from: 1)
                underIsland = titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 14)
                underIsland.identifier = "underIsland"
                inSafeArea = titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12)
                inSafeArea.identifier = "inSafeArea"
                active += [underIsland]
                active += NSLayoutConstraint.constraints(withVisualFormat: "H:|[footer]|", metrics: nil, views: ["footer": footer])
                    .namedAsTimelineEntry(6)
                active += [footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                           footer.heightAnchor.constraint(equalToConstant: 90)].namedAsTimeline(from: 7)
                NSLayoutConstraint.activate(active)
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 15").record(vc, fps: 15) { script in
            script.at(0.3) {
                NSLayoutConstraint.deactivate([vc.underIsland])
                NSLayoutConstraint.activate([vc.inSafeArea])
                UIView.animate(withDuration: 0.4) { vc.view.layoutIfNeeded() }
            }
            script.rotate(to: .landscapeRight, at: 1.0)
        }
        try assertTwin("system-ui", recording, options: RecordingOutputOptions(overlays: [.violations], systemUI: true))
        // The title (in the header, whose top is the root's) starts 14 below the top, under
        // the island; after the block (0.3 + 0.4 s) it is 12 below the safe area's top (59 on
        // an iPhone 15 in portrait); in landscape the safe area's top is the screen's.
        XCTAssertEqual(recording.frames[0].views["title"]?.frame.minY ?? 0, 14, accuracy: 0.001)
        XCTAssertEqual(recording.frames[11].views["title"]?.frame.minY ?? 0, 71, accuracy: 0.001)
        XCTAssertEqual(recording.frames.last?.views["title"]?.frame.minY ?? 0, 12, accuracy: 0.001)
    }
}
