import AnimRenderUIKit
import XCTest

/// Timelines/ examples of UIKit's controls, written with the Swift API.
@MainActor
final class ControlTwinTests: XCTestCase {
    func testSwitchInStack() async throws {
        final class Controller: UIViewController {
            let row = UIStackView(), name = UILabel(), wifi = UISwitch()
            override func viewDidLoad() {
                super.viewDidLoad()
                row.accessibilityIdentifier = "row"
                row.alignment = .center
                row.spacing = 8
                row.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(row)
                name.accessibilityIdentifier = "title"
                name.text = "Wi-Fi"
                wifi.accessibilityIdentifier = "wifi"
                row.addArrangedSubview(name)
                row.addArrangedSubview(wifi)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(size: CGSize(width: 375, height: 200)).record(vc, fps: 10) { script in
            script.at(0.5) { vc.wifi.isOn = true }
        }
        // UIKit's numbers: the switch is 51 × 31 and hugs at 750, so the label takes the
        // rest of the 343 pt row: 343 − 8 − 51 = 284.
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views["wifi"]?.frame, CGRect(x: 292, y: 0, width: 51, height: 31))
        XCTAssertEqual(last.views["title"]?.frame.width, 284)
        XCTAssertEqual(last.views["wifi"]?.className, "UISwitch")
        XCTAssertEqual(last.views["wifi"]?.isControl, true)
        XCTAssertEqual(last.views["title"]?.isControl, false)
        XCTAssertEqual(vc.wifi.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(vc.wifi.contentHuggingPriority(for: .horizontal), .defaultHigh)
        try assertTwin("switch-in-stack", recording, overlays: [])
    }
}
