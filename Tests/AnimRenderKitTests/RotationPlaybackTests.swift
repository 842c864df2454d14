import JSONDocuments
import XCTest
import Geometry
import Playback
@testable import AnimRenderKit
import TestSupport

/// iPhone X portrait → landscapeLeft at t = 0.2 (system animation: 0.3 s, easeInOut).
final class RotationPlaybackTests: XCTestCase {
    func testModernRotationChangesTheWindowAndSafeArea() throws {
        let (compiled, frames) = try play(example: "rotation-modern")
        XCTAssertEqual(frames[0].windowBounds, Rect(0, 0, 375, 812))
        XCTAssertEqual(frames[0].safeArea, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let end = frames.last!
        XCTAssertEqual(end.orientation, .landscapeLeft)
        XCTAssertEqual(end.windowBounds, Rect(0, 0, 812, 375))
        XCTAssertEqual(end.safeArea, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(end.view("root")!.frame, Rect(0, 0, 812, 375))
        // body is pinned 16 inside the safe area on three sides and 16 below the header.
        XCTAssertClose(end.view("body")?.frame, Rect(60, 96, 692, 375 - 21 - 16 - 96))
        XCTAssertEqual(end.viewerRotation, 0)
        // Mid-rotation the content is still turned part of the way (clockwise for
        // landscapeLeft: the device's top went right) and frames are in between.
        let mid = frames.first { $0.time > 0.3 && $0.time < 0.45 }!
        XCTAssertGreaterThan(mid.viewerRotation, 0)
        XCTAssertLessThan(mid.viewerRotation, .pi / 2)
        XCTAssertFalse(mid.violations.isEmpty)
        let messages = compiled.player.trace.entries.map(\.message)
        let transition = try XCTUnwrap(messages.firstIndex { $0.hasPrefix("viewWillTransition(to: (812, 375)") })
        let pass = try XCTUnwrap(messages[transition...].firstIndex { $0.hasPrefix("layout pass") })
        XCTAssertLessThan(transition, pass)
        XCTAssertTrue(messages.contains("viewWillTransition(to:with:) completion"))
        XCTAssertTrue(messages.contains { $0.hasPrefix("willTransition(to: UITraitCollection(verticalSizeClass: compact)") })
    }

    /// The audit's t14: upside down at 0.1 (a half turn, 0.6 s: due to end at 0.7), then
    /// landscapeRight at 0.3 (a quarter turn from there, 0.3 s: ends at 0.6). The second
    /// takes the interface over; the first transition's completion is traced at 0.3,
    /// before the second's callbacks, and never after the second's (0.6). Legacy: the same
    /// with didRotate(from:).
    func testAnInterruptedRotationCompletesWhenTheNextOneStarts() throws {
        for style in ["modern", "legacy"] {
            let (compiled, _) = try play(json: """
            { "version": 1, "screen": { "device": "iPhone 8", "orientation": "portrait" }, "uikit": "\(style)",
              "app": { "supportedOrientations": "all" },
              "controller": { "supportedOrientations": ["portrait", "portraitUpsideDown", "landscapeRight"] }, "render": { "fps": 10, "duration": 1 },
              "views": [ { "id": "bar" } ],
              "constraints": [ "bar.top == root.top", "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 44" ],
              "timeline": [ { "at": 0.1, "changes": [ { "deviceOrientation": "portraitUpsideDown" } ] },
                            { "at": 0.3, "changes": [ { "deviceOrientation": "landscapeLeft" } ] } ] }
            """)
            let rotation = compiled.player.trace.entries.filter { $0.kind == .callback }
                .map { "\(JSONOutput.format($0.time, decimals: 3)) \($0.message)" }
                .filter { $0.contains("Transition") || $0.contains("otate(") }
            if style == "modern" {
                XCTAssertEqual(rotation, ["0.1 viewWillTransition(to: (375, 667), with: coordinator)",
                                          "0.3 viewWillTransition(to:with:) completion",
                                          "0.3 willTransition(to: UITraitCollection(verticalSizeClass: compact), with: coordinator)",
                                          "0.3 viewWillTransition(to: (667, 375), with: coordinator)",
                                          "0.6 viewWillTransition(to:with:) completion"])
            } else {
                XCTAssertEqual(rotation.filter { $0.contains("willRotate") || $0.contains("didRotate") },
                               ["0.1 willRotate(to: .portraitUpsideDown, duration: 0.6)",
                                "0.3 didRotate(from: .portrait)",
                                "0.3 willRotate(to: .landscapeRight, duration: 0.3)",
                                "0.6 didRotate(from: .portraitUpsideDown)"])
            }
        }
    }

    func testLegacyRotationTurnsTheRootViewInAPortraitWindow() throws {
        let (compiled, frames) = try play(example: "rotation-legacy")
        let end = frames.last!
        XCTAssertEqual(end.windowBounds, Rect(0, 0, 375, 812))
        let root = end.view("root")!
        XCTAssertClose(root.bounds, Rect(0, 0, 812, 375))
        XCTAssertClose(root.center, Point(187.5, 406))
        XCTAssertClose(root.frame, Rect(0, 0, 375, 812))
        let t = root.transform
        XCTAssertEqual([t.a, t.b, t.c, t.d], [0, -1, 1, 0], accuracy: 1e-12)
        XCTAssertEqual(end.viewerRotation, .pi / 2, accuracy: 1e-12)   // the device turned clockwise
        XCTAssertClose(end.view("body")?.frame, Rect(60, 96, 692, 375 - 21 - 16 - 96))
        let entries = compiled.player.trace.entries
        let messages = entries.map(\.message)
        let will = try XCTUnwrap(messages.firstIndex { $0.hasPrefix("willRotate(to: .landscapeLeft, duration: 0.3)") })
        let layout = try XCTUnwrap(messages[will...].firstIndex(of: "viewWillLayoutSubviews"))
        let animate = try XCTUnwrap(messages.firstIndex { $0.hasPrefix("willAnimateRotation(to: .landscapeLeft") })
        let did = try XCTUnwrap(entries.firstIndex { $0.message == "didRotate(from: .portrait)" })
        XCTAssertLessThan(will, layout)
        XCTAssertLessThan(layout, animate)
        XCTAssertLessThan(animate, did)
        XCTAssertEqual(entries[did].time, 0.5, accuracy: 1e-9)
    }

    private func rotatingTimeline(_ change: String, device: String = "iPhone X") -> String {
        """
        { "version": 1, "screen": { "device": "\(device)" }, "render": { "fps": 10 },
          "views": [ { "id": "v" } ], "constraints": [ { "pinEdges": "v", "to": "safeArea" } ],
          "timeline": [ { "at": 0.1, "changes": [ \(change) ] } ] }
        """
    }

    func testDeviceLandscapeLeftIsInterfaceLandscapeRight() throws {
        let (_, frames) = try play(json: rotatingTimeline(#"{ "deviceOrientation": "landscapeLeft" }"#))
        XCTAssertEqual(frames.last!.orientation, .landscapeRight)
        XCTAssertEqual(frames.last!.view("v")!.frame, Rect(44, 0, 724, 354))
    }

    func testFaceUpChangesNothing() throws {
        let (_, frames) = try play(json: rotatingTimeline(#"{ "deviceOrientation": "faceUp" }"#))
        XCTAssertEqual(frames.last!.orientation, .portrait)
        XCTAssertEqual(frames.last!.view("v")!.frame, frames[0].view("v")!.frame)
    }
}


/// The constraints the system owns and animates during a rotation are its own kind of
/// violation, `system`: no red, not counted as the user's violations.
final class SystemViolationTests: XCTestCase {
    /// iPhone 8, portrait → landscapeRight at 0.1 s (0.3 s, easeInOut), 10 fps. The bar is
    /// pinned to the root view's edges, so it moves with the root view and breaks nothing;
    /// only the root view's UIView-Encapsulated-Layout-Width/Height (667 and 375 wide from
    /// the turn on) are broken on screen while the window's size animates from 375 × 667:
    /// at 0.2 s, a third of the way in time, by 292 × (1 − easeInOut(1/3)) each.
    func testTheEncapsulatedLayoutInFlightIsTheSystemsAndNotCounted() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" }, "render": { "fps": 10, "duration": 0.6 },
          "views": [ { "id": "bar" } ],
          "constraints": [ "bar.top == root.top", "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 44" ],
          "timeline": [ { "at": 0.1, "changes": [ { "orientation": "landscapeRight" } ] } ] }
        """
        let (compiled, frames) = try play(json: json)
        let mid = frames[2]
        XCTAssertEqual(mid.violations.map(\.constraint), ["UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height"])
        XCTAssertEqual(mid.violations.map(\.kind), [.system, .system])
        let expected = 292 * (1 - easeInOut(1.0 / 3))
        XCTAssertEqual(mid.violations.map(\.amount), [expected, expected], accuracy: 1e-6)
        XCTAssertFalse(mid.conforms, "the screen does break them: conforms keeps its meaning")

        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        let overlays = builder.overlayList(for: mid).map(\.overlay)
        let badge = try XCTUnwrap(overlays.first { $0.isBadge })
        XCTAssertEqual(badge.shape, .badge("↻ system animating", corner: .bottomRight))
        XCTAssertEqual(badge.style, .system)
        XCTAssertFalse(overlays.contains { $0.style == .violation || $0.style == .ghost }, "\(overlays)")
        XCTAssertEqual(overlays.filter { $0.style == .system && !$0.isBadge }.count, 2, "a grey line for each, no red")

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-system-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let options = RenderOptions(output: "")
        let played = try RenderJob.play(try RenderJob.load(path: url.path, options: options), options: options, path: url.path, sinks: [])
        XCTAssertEqual(played.violatingFrames, 0, "the summary's 'frames with violations' counts the user's only")
    }

    /// rotation-modern: mid-turn the body's safe-area pins are in flight (the safe area
    /// changed at once; the body is on its way), the root's encapsulated layout is the
    /// system's; the badge counts the three pins only.
    func testUserPinsStayInFlightBesideTheSystems() throws {
        let (compiled, frames) = try play(example: "rotation-modern")
        let mid = frames[9]
        XCTAssertEqual(mid.violations.map(\.kind), [.system, .system, .inFlight, .inFlight, .inFlight])
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames, options: RenderOptions(output: ""))
        let badge = try XCTUnwrap(builder.overlayList(for: mid).map(\.overlay).first { $0.isBadge })
        XCTAssertEqual(badge.shape, .badge("✗ 3 violations", corner: .bottomRight))
    }

    /// table-row-updates: an insert, a delete and a reload slide the table's cells, which
    /// translate their autoresizing masks (UIKit places a cell by its frame). The constraints
    /// those masks become are broken on screen while the cells slide, but the table view is
    /// moving them, not the timeline: every such entry is `system`, and the summary counts
    /// no frame with violations.
    func testCellsTheTableSlidesAreTheSystems() throws {
        try assertOnlyTheSystemAnimates("table-row-updates", views: ["list.cell"])
    }

    /// table-default-cells: a reload animates the rows below, and with them the section
    /// header and footer title views the table places (settings.header2, settings.footer3):
    /// the system's too.
    func testSectionTitleViewsTheTableSlidesAreTheSystems() throws {
        try assertOnlyTheSystemAnimates("table-default-cells", views: ["settings.cell", "settings.header", "settings.footer"])
    }

    private func assertOnlyTheSystemAnimates(_ example: String, views: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let (_, frames) = try play(example: example)
        let listed = frames.flatMap(\.violations)
        XCTAssertFalse(listed.isEmpty, "the row animations do break the views' frame constraints on screen", file: file, line: line)
        for v in listed {
            let name = v.constraint.name
            XCTAssertTrue(views.contains { name.hasPrefix($0) } && name.contains(".autoresizing."), "\(name)", file: file, line: line)
            XCTAssertEqual(v.kind, .system, "\(name)", file: file, line: line)
        }
        for prefix in views {
            XCTAssertTrue(listed.contains { $0.constraint.name.hasPrefix(prefix) }, "nothing listed for \(prefix)", file: file, line: line)
        }
        let options = RenderOptions(output: "")
        let path = Repository.root.appendingPathComponent("Timelines/\(example).json").path
        let played = try RenderJob.play(try RenderJob.load(path: path, options: options), options: options, path: path, sinks: [])
        XCTAssertEqual(played.violatingFrames, 0, file: file, line: line)
    }

    /// A view of the timeline's own that translates its mask, its frame animated from x 20
    /// to 120 (linear, 1 s, 10 fps): half way it stands at 70 while its autoresizing
    /// minX constraint says 120, 50 pt in flight — the user's animation, so `inFlight`.
    func testAFrameTheTimelineAnimatesStaysInFlight() throws {
        let json = """
        { "version": 1, "screen": { "size": [320, 480] }, "render": { "fps": 10, "duration": 1.2 },
          "views": [ { "id": "box", "translatesAutoresizingMaskIntoConstraints": true, "frame": [20, 40, 100, 50] } ],
          "constraints": [],
          "timeline": [ { "at": 0.1, "changes": [ { "view": "box", "set": { "frame": [120, 40, 100, 50] } } ],
                          "animate": { "duration": 1, "curve": "linear" } } ] }
        """
        let (_, frames) = try play(json: json)
        let mid = frames[6]
        XCTAssertEqual(mid.view("box")!.frame.minX, 70, accuracy: 1e-9)
        XCTAssertEqual(mid.violations.map(\.kind), [.inFlight])
        XCTAssertEqual(mid.violations.first?.amount ?? 0, 50, accuracy: 1e-9)
    }
}
