import AnimRenderUIKit
import XCTest
import AnimRenderSnapshotTesting

/// SWIFT-API.md's "whole test", as written.
final class CardController: UIViewController {
    let card = UIView()
    var top: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.accessibilityIdentifier = "card"          // its id in frames.json
        card.backgroundColor = .systemBlue
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        top = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
        top.identifier = "top"                         // its id in violations
        NSLayoutConstraint.activate([
            top,
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}

@MainActor
final class CardTests: XCTestCase {
    // `async`: XCTest on Linux (Swift 6.3) crashes listing a synchronous test method of a
    // @MainActor class (docs/swift-api.md); the body is the contract's.
    func testSlideDown() async throws {
        let vc = CardController()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.2) {
                vc.top.constant = 300
                UIView.animate(withDuration: 0.6) { vc.view.layoutIfNeeded() }
            }
        }
        XCTAssertEqual(recording.frames[15].views["card"]?.frame.minY ?? 0, 204, accuracy: 0.01)
        XCTAssertFalse(recording.frames[15].conforms)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-uikit-card-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        try recording.write(to: out)   // what the CLI writes
        assertAnimationSnapshot(of: recording, as: .contactSheet(frames: 6))
    }
}
