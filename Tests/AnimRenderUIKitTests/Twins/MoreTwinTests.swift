import AnimRenderUIKit
import XCTest

/// Timelines/ examples about springs, transforms and views added at run time, in Swift.
@MainActor
final class MoreTwinTests: XCTestCase {
    func testSpring() async throws {
        final class Controller: UIViewController {
            let sheet = UIView()
            var topPin: NSLayoutConstraint!, bottomPin: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                sheet.accessibilityIdentifier = "sheet"
                sheet.backgroundColor = hex(0x50E3C2)
                sheet.layer.cornerRadius = 16
                sheet.layer.borderWidth = 2
                sheet.layer.borderColor = hex(0x2A9D8F).cgColor
                sheet.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(sheet)
                let safe = view.safeAreaLayoutGuide
                let edges = [sheet.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                             sheet.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)]
                for c in edges { c.identifier = "$.constraints[0]" }   // one pinEdges entry: #2 for the second
                let height = [sheet.heightAnchor.constraint(equalToConstant: 160)].namedAsTimeline(from: 1)
                topPin = sheet.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16)
                topPin.identifier = "topPin"
                bottomPin = sheet.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)
                bottomPin.identifier = "bottomPin"
                NSLayoutConstraint.activate(edges + height + [topPin])
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.at(0.2) {
                vc.topPin.isActive = false
                vc.bottomPin.isActive = true
                UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                               options: [], animations: { vc.view.layoutIfNeeded() })
            }
        }
        try assertTwin("spring", recording, overlays: nil)
    }

    func testScaleCentered() async throws {
        final class Controller: UIViewController {
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.accessibilityIdentifier = "badge"
                badge.backgroundColor = hex(0xF5A623)
                badge.layer.cornerRadius = 20
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                let center = [badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                              badge.centerYAnchor.constraint(equalTo: view.centerYAnchor)]
                let size = [badge.widthAnchor.constraint(equalToConstant: 200), badge.heightAnchor.constraint(equalToConstant: 200)]
                for c in center { c.identifier = "$.constraints[0]" }
                for c in size { c.identifier = "$.constraints[1]" }
                NSLayoutConstraint.activate(center + size)
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 30) { script in
            script.at(0.2) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut,
                               animations: { vc.badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) })
            }
        }
        try assertTwin("scale-centered", recording, overlays: nil)
    }

    func testAddRemoveView() async throws {
        final class Controller: UIViewController {
            let list = UIView()
            var banner: UIView?
            override func viewDidLoad() {
                super.viewDidLoad()
                list.accessibilityIdentifier = "list"
                list.backgroundColor = hex(0xD1D1D6)
                list.layer.cornerRadius = 12
                list.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(list)
                let safe = view.safeAreaLayoutGuide
                let edges = [list.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                             list.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                             list.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16)]
                for c in edges { c.identifier = "$.constraints[0]" }
                let fallback = list.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16)
                fallback.priority = .defaultLow
                fallback.identifier = "fallbackTop"
                NSLayoutConstraint.activate(edges + [fallback])
            }

            func showBanner() {
                let banner = UIView()
                banner.accessibilityIdentifier = "banner"
                banner.backgroundColor = hex(0xF5A623)
                banner.layer.cornerRadius = 12
                banner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(banner)
                let safe = view.safeAreaLayoutGuide
                let edges = [banner.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
                             banner.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                             banner.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)]
                for c in edges { c.identifier = "$.timeline[0].changes[1].add" }
                let height = banner.heightAnchor.constraint(equalToConstant: 100)
                height.identifier = "$.timeline[0].changes[2].add"
                let below = list.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 12)
                below.identifier = "belowBanner"
                NSLayoutConstraint.activate(edges + [height, below])
                self.banner = banner
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone 8").record(vc, fps: 15) { script in
            script.at(0.2) {
                vc.showBanner()
                UIView.animate(withDuration: 0.5) { vc.view.layoutIfNeeded() }
            }
            script.at(1.1) {
                vc.banner?.removeFromSuperview()
                UIView.animate(withDuration: 0.5) { vc.view.layoutIfNeeded() }
            }
        }
        try assertTwin("add-remove-view", recording)
    }
}
