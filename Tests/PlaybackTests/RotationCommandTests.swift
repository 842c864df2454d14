import Geometry
import Layout
@testable import Playback
import XCTest

/// Rotation commands outside an animation block run in the system's rotation animation
/// (0.3 s a quarter turn), telling the observer what UIKit tells the controller, in order.
final class RotationCommandTests: XCTestCase {
    func testModernRotationCallbacksAndTheWindow() throws {
        let player = try makePlayerWithBox()
        var heard: [(RotationCallback, Double)] = []
        player.rotationObserver = { [unowned player] in heard.append(($0, player.now)) }
        player.schedule(at: 0.1) { $0.rotate(to: .landscapeLeft) }
        let frames = try player.frames(at: [0.1, 0.25, 0.4])
        let portrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let landscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
        // UIKit's order: the trait transition, the size transition, then (inside the
        // rotation's animation, before its layout pass) traitCollectionDidChange.
        XCTAssertEqual(heard.map(\.0), [.willTransitionTraits(from: portrait, to: landscape),
                                        .viewWillTransition(to: Size(800, 400)),
                                        .traitCollectionDidChange(from: portrait, to: landscape), .transitionCompletion])
        XCTAssertEqual(heard.map(\.1), [0.1, 0.1, 0.1, 0.4], accuracy: 1e-12)
        XCTAssertEqual(frames[0].traits, landscape)
        XCTAssertEqual(player.trace.entries.map(\.message).filter { $0.contains("UITraitCollection") },
                       ["willTransition(to: UITraitCollection(verticalSizeClass: compact), with: coordinator)",
                        "traitCollectionDidChange(UITraitCollection(verticalSizeClass: regular))"])
        XCTAssertEqual(frames[2].windowBounds, Rect(0, 0, 800, 400))
        // The window's bounds animate with the system curve: half-way in time is half-way.
        XCTAssertEqual(frames[1].windowBounds.width, 600, accuracy: 1e-9)
        // The content turns back from the glass's quarter turn (clockwise) to upright.
        XCTAssertEqual(frames[0].viewerRotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(frames[2].viewerRotation, 0)
    }

    func testLegacyRotationOrderAndTheTurnedRoot() throws {
        let player = try makePlayerWithBox(style: .legacy)
        var heard: [RotationCallback] = []
        player.rotationObserver = { heard.append($0) }
        player.schedule(at: 0) { $0.setDeviceOrientation(.landscapeLeft) }   // interface landscapeRight
        let end = try player.frames(at: [0, 0.3]).last!
        XCTAssertEqual(heard, [.willRotate(to: .landscapeRight, duration: 0.3),
                               .willAnimateRotation(to: .landscapeRight, duration: 0.3), .didRotate(from: .portrait)])
        let messages = player.trace.entries.map(\.message)
        let will = try XCTUnwrap(messages.firstIndex(of: "willRotate(to: .landscapeRight, duration: 0.3)"))
        let pass = try XCTUnwrap(messages[will...].firstIndex { $0.hasPrefix("layout pass") })
        let animate = try XCTUnwrap(messages.firstIndex(of: "willAnimateRotation(to: .landscapeRight, duration: 0.3)"))
        XCTAssertLessThan(pass, animate)
        XCTAssertEqual(end.windowBounds, Rect(0, 0, 400, 800))
        XCTAssertEqual(end.view("root")?.bounds, Rect(0, 0, 800, 400))
        XCTAssertEqual(end.viewerRotation, -.pi / 2, accuracy: 1e-12)
    }

    func testRefusedAndRedundantRotationsOnlyLeaveANote() throws {
        let player = Player(configuration: PlayerConfiguration(
            textMeasurer: NoTextMeasurer(), screen: { ScreenState(size: Size(400, 800), orientation: $0) },
            allowedOrientations: .portrait))
        player.appear()
        player.rotate(to: .portrait)
        player.rotate(to: .landscapeLeft)
        XCTAssertEqual(player.orientation, .portrait)
        XCTAssertEqual(Array(player.trace.entries.suffix(2).map(\.message)), [
            "orientation portrait: already there, nothing rotates",
            "rotation to landscapeLeft refused: supported orientations are portrait (app ∩ controller ∩ device)",
        ])
        XCTAssertNil(player.transaction)
    }
}

func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
