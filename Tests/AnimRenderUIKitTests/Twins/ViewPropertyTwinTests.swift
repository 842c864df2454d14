import AnimRenderUIKit
import XCTest

/// Timelines/ examples about view properties and mistakes, written in Swift.
@MainActor
final class ViewPropertyTwinTests: XCTestCase {
    func testUnsatisfiable() async throws {
        final class Controller: UIViewController {
            let banner = UIView()
            var fixedWidth: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.accessibilityIdentifier = "banner"
                banner.backgroundColor = hex(0x4A90E2)
                banner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(banner)
                let leading = banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
                leading.identifier = "leadingPin"
                let trailing = banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
                trailing.identifier = "trailingPin"
                fixedWidth = banner.widthAnchor.constraint(equalToConstant: 400)
                fixedWidth.identifier = "fixedWidth"
                NSLayoutConstraint.activate([
                    leading, trailing, fixedWidth,
                    banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    banner.heightAnchor.constraint(equalToConstant: 60),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        // The timeline also dumps constraintsAffectingLayout at 0.1 s: trace only, and the
        // twins compare frames.json.
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30, duration: 1.0) { script in
            script.at(0.6) { vc.fixedWidth.isActive = false }
        }
        try assertTwin("unsatisfiable", recording)
    }

    func testAnchorPointRotation() async throws {
        final class Controller: UIViewController {
            let centred = UIView(), pivoted = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                centred.accessibilityIdentifier = "centred"
                pivoted.accessibilityIdentifier = "pivoted"
                centred.backgroundColor = hex(0x4A90E2)
                pivoted.backgroundColor = hex(0xD0021B)
                pivoted.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
                for v in [centred, pivoted] {
                    v.layer.cornerRadius = 6
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let safe = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    centred.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100),
                    centred.topAnchor.constraint(equalTo: safe.topAnchor, constant: 120),
                    pivoted.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100),
                    pivoted.topAnchor.constraint(equalTo: safe.topAnchor, constant: 360),
                    centred.widthAnchor.constraint(equalToConstant: 160), centred.heightAnchor.constraint(equalToConstant: 24),
                    pivoted.widthAnchor.constraint(equalToConstant: 160), pivoted.heightAnchor.constraint(equalToConstant: 24),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.2) {
                UIView.animate(withDuration: 0.8) {
                    vc.centred.transform = CGAffineTransform(rotationAngle: .pi / 2)
                    vc.pivoted.transform = CGAffineTransform(rotationAngle: .pi / 2)
                }
            }
        }
        try assertTwin("anchor-point-rotation", recording, overlays: [.labels])
    }

    func testClipsToBounds() async throws {
        final class Controller: UIViewController {
            let open = UIView(), clipped = UIView(), openBadge = UIView(), clippedBadge = UIView()
            var offsets: [NSLayoutConstraint] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                for (v, name) in [(open, "open"), (clipped, "clipped"), (openBadge, "openBadge"), (clippedBadge, "clippedBadge")] {
                    v.accessibilityIdentifier = name
                    v.translatesAutoresizingMaskIntoConstraints = false
                }
                for v in [open, clipped] {
                    v.backgroundColor = hex(0x4A90E2)
                    v.layer.cornerRadius = 24
                    view.addSubview(v)
                }
                clipped.clipsToBounds = true
                open.addSubview(openBadge)
                clipped.addSubview(clippedBadge)
                for v in [openBadge, clippedBadge] {
                    v.backgroundColor = hex(0xD0021B)
                    v.layer.cornerRadius = 25
                }
                let safe = view.safeAreaLayoutGuide
                let sizes = [
                    open.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 30),
                    clipped.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -30),
                    open.topAnchor.constraint(equalTo: safe.topAnchor, constant: 100),
                    clipped.topAnchor.constraint(equalTo: open.topAnchor),
                    open.widthAnchor.constraint(equalToConstant: 140), open.heightAnchor.constraint(equalToConstant: 140),
                    clipped.widthAnchor.constraint(equalToConstant: 140), clipped.heightAnchor.constraint(equalToConstant: 140),
                    openBadge.widthAnchor.constraint(equalToConstant: 50), openBadge.heightAnchor.constraint(equalToConstant: 50),
                    clippedBadge.widthAnchor.constraint(equalToConstant: 50), clippedBadge.heightAnchor.constraint(equalToConstant: 50),
                ].namedAsTimeline()
                offsets = [openBadge.centerXAnchor.constraint(equalTo: open.centerXAnchor),
                           openBadge.centerYAnchor.constraint(equalTo: open.centerYAnchor),
                           clippedBadge.centerXAnchor.constraint(equalTo: clipped.centerXAnchor),
                           clippedBadge.centerYAnchor.constraint(equalTo: clipped.centerYAnchor)]
                for (c, id) in zip(offsets, ["openX", "openY", "clippedX", "clippedY"]) { c.identifier = id }
                NSLayoutConstraint.activate(sizes + offsets)
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.2) {
                for (c, to) in zip(vc.offsets, [70, -70, 70, -70] as [CGFloat]) { c.constant = to }
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
        try assertTwin("clips-to-bounds", recording, overlays: [.labels])
    }
}
