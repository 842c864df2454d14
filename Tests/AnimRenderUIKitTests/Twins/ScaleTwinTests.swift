import AnimRenderUIKit
import XCTest

/// Timelines/ examples of a scale transform on a view placed by constraints, under modern
/// and legacy layout, and the classic container that restores its child's center.
@MainActor
final class ScaleTwinTests: XCTestCase {
    /// A tile pinned by its leading and top edges, 180 × 180.
    final class PinnedTileController: UIViewController {
        let tile = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            tile.accessibilityIdentifier = "tile"
            tile.backgroundColor = hex(0xBD10E0)
            tile.layer.cornerRadius = 8
            tile.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tile)
            let position = [
                tile.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
                tile.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            ].namedAsTimeline()
            let size = [tile.widthAnchor.constraint(equalToConstant: 180), tile.heightAnchor.constraint(equalToConstant: 180)]
            for c in size { c.identifier = "$.constraints[2]" }
            NSLayoutConstraint.activate(position + size)
        }
    }

    func testScaleLeftPinnedLegacy() async throws {
        let vc = PinnedTileController()
        let recording = try Simulator(device: "iPhone 8", style: .legacy).record(vc, fps: 30) { script in
            script.at(0.2) {
                // The layout the transform causes runs inside the block, as the timeline's
                // `animate` does (without it the legacy re-layout lands after the block, un-animated).
                UIView.animate(withDuration: 0.5) {
                    vc.tile.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    vc.view.layoutIfNeeded()
                }
            }
            script.at(0.8) { vc.tile.backgroundColor = hex(0x9013FE) }
        }
        try assertTwin("scale-left-pinned-legacy", recording, overlays: nil)
        // Before iOS 8 layout placed the frame (the scaled bounding box) at the pinned
        // origin (40, 60): the top-left corner sticks and the center moves up and left.
        let end = try XCTUnwrap(recording.frames.last?.views["tile"])
        XCTAssertEqual(end.frame, CGRect(x: 40, y: 60, width: 90, height: 90))
        XCTAssertEqual(end.center, CGPoint(x: 85, y: 105))
        XCTAssertEqual(recording.frames[0].views["tile"]?.center, CGPoint(x: 130, y: 150))
    }

    /// The container of objc.io's "Advanced Auto Layout Toolbox": after UIKit's layout it
    /// puts the tile's center back where the first layout put it, so a scale shrinks the
    /// tile about its center whatever its constraints pin.
    final class Container: UIView {
        let tile = UIView()
        private var tileCenter: CGPoint?
        override func layoutSubviews() {
            super.layoutSubviews()
            if let tileCenter { tile.center = tileCenter } else { tileCenter = tile.center }
        }
    }

    final class ContainerController: UIViewController {
        let container = Container()
        var tile: UIView { container.tile }
        override func viewDidLoad() {
            super.viewDidLoad()
            container.accessibilityIdentifier = "container"
            container.backgroundColor = hex(0xEEEEEE)
            tile.accessibilityIdentifier = "tile"
            tile.backgroundColor = hex(0xBD10E0)
            tile.layer.cornerRadius = 8
            for v in [container, tile] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(container)
            container.addSubview(tile)
            let safe = view.safeAreaLayoutGuide
            let pins = [container.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                        container.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
                        container.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -20),
                        container.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)]
            for c in pins { c.identifier = "$.constraints[0]" }
            let position = [
                tile.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                tile.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            ].namedAsTimeline(from: 1)
            let size = [tile.widthAnchor.constraint(equalToConstant: 180), tile.heightAnchor.constraint(equalToConstant: 180)]
            for c in size { c.identifier = "$.constraints[3]" }
            NSLayoutConstraint.activate(pins + position + size)
        }
    }

    func recordContainer(_ style: UIKitStyle) throws -> (ContainerController, Recording) {
        let vc = ContainerController()
        let recording = try Simulator(device: "iPhone 8", style: style).record(vc, fps: 30) { script in
            script.at(0.2) {
                UIView.animate(withDuration: 0.5) {
                    vc.tile.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    vc.view.layoutIfNeeded()
                }
            }
        }
        return (vc, recording)
    }

    func testScaleContainerCorrectionLegacy() async throws {
        let (_, recording) = try recordContainer(.legacy)
        try assertTwin("scale-container-correction-legacy", recording, overlays: nil)
        // The container (20, 40 in the window) puts the tile's center back at (110, 110):
        // the tile shrinks to 90 × 90 about it.
        let end = try XCTUnwrap(recording.frames.last?.views["tile"])
        XCTAssertEqual(end.center, CGPoint(x: 110, y: 110))
        XCTAssertEqual(end.frame, CGRect(x: 65, y: 65, width: 90, height: 90))
    }

    func testScaleContainerCorrectionModern() async throws {
        let (_, recording) = try recordContainer(.modern)
        try assertTwin("scale-container-correction-modern", recording, overlays: nil)
        let end = try XCTUnwrap(recording.frames.last?.views["tile"])
        XCTAssertEqual(end.center, CGPoint(x: 110, y: 110))
        XCTAssertEqual(end.frame, CGRect(x: 65, y: 65, width: 90, height: 90))
    }
}
