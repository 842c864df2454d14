import AnimRenderUIKit
import XCTest

/// Timelines/keyframes.json: a keyframe animation written as a timeline (`animate.keyframes`) and in Swift
/// (`UIView.animateKeyframes` + `addKeyframe`): the same frames.json, byte for byte but
/// for where each constraint was written.
@MainActor
final class KeyframeTwinTests: XCTestCase {
    /// Timelines/keyframes.json with its calculation mode set to `mode`.
    static func timeline(_ mode: String) throws -> String {
        let text = try String(contentsOf: TimelineTwin.timelines.appendingPathComponent("keyframes.json"), encoding: .utf8)
        let edited = text.replacingOccurrences(of: #""calculationMode": "linear""#, with: "\"calculationMode\": \"\(mode)\"")
        XCTAssertTrue(mode == "linear" || edited != text)
        return edited
    }

    final class Controller: UIViewController {
        let card = UIView()
        var top: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            card.accessibilityIdentifier = "card"
            card.backgroundColor = hex(0x4A90E2)
            card.layer.cornerRadius = 10
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let safe = view.safeAreaLayoutGuide
            let sides = [
                card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 40),
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            ].namedAsTimeline()
            top = card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 40)
            top.identifier = "top"
            NSLayoutConstraint.activate(sides + [top])
        }
    }

    func record(_ options: UIView.KeyframeAnimationOptions) throws -> Recording {
        let vc = Controller()
        return try Simulator(device: "iPhone 8").record(vc, fps: 20) { script in
            script.at(0.2) {
                UIView.animateKeyframes(withDuration: 1, delay: 0.1, options: options, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        vc.top.constant = 300
                        vc.view.layoutIfNeeded()
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                        vc.card.alpha = 0.5
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                        vc.top.constant = 100
                        vc.card.alpha = 1
                        vc.view.layoutIfNeeded()
                    }
                })
            }
        }
    }

    func timelineFile(_ mode: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-keyframes-\(getpid())-\(mode).json")
        try Data(try Self.timeline(mode).utf8).write(to: url)
        return url.path
    }

    func testLinearKeyframesTwin() async throws {
        let recording = try record([])
        try assertTwin("keyframes", recording)
        // And it moved: down to 300 + 20 (safe area) + … at the first keyframe's end, back to 100 at the last.
        let ys = recording.frames.map { $0.views["card"]?.frame.minY ?? -1 }
        XCTAssertEqual(ys.first, 60)
        XCTAssertEqual(ys.max(), 320)
        XCTAssertEqual(ys.last, 120)
    }

    func testDiscreteKeyframesTwin() async throws {
        let recording = try record(.calculationModeDiscrete)
        let path = try timelineFile("discrete")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try assertTwin("keyframes-discrete", timeline: path, recording,
                       options: RecordingOutputOptions(overlays: [.violations, .labels], deviceOutline: false))
        let alphas = Set(recording.frames.map { $0.views["card"]?.alpha ?? -1 })
        XCTAssertEqual(alphas, [1, 0.5], "discrete: no alpha in between")
    }
}
