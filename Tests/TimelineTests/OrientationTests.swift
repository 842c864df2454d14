import XCTest
import Geometry
@testable import Playback
@testable import Timeline

final class OrientationTests: XCTestCase {
    func testDeviceTableRows() {
        // Rows of TIMELINE.md: name, size, scale, portrait insets, landscape insets, upside-down.
        let rows: [(String, Size, Double, EdgeInsets, EdgeInsets, Bool)] = [
            ("iPhone SE", Size(320, 568), 2, EdgeInsets(top: 20), .zero, true),
            ("iPhone 8", Size(375, 667), 2, EdgeInsets(top: 20), .zero, true),
            ("iPhone 8 Plus", Size(414, 736), 3, EdgeInsets(top: 20), .zero, true),
            ("iPhone X", Size(375, 812), 3, EdgeInsets(top: 44, bottom: 34), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), false),
            ("iPhone 11", Size(414, 896), 2, EdgeInsets(top: 48, bottom: 34), EdgeInsets(top: 0, left: 48, bottom: 21, right: 48), false),
            ("iPhone 14 Pro", Size(393, 852), 3, EdgeInsets(top: 59, bottom: 34), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), false),
            ("iPad", Size(768, 1024), 2, EdgeInsets(top: 20), EdgeInsets(top: 20), true),
        ]
        // The contract's rows come first, unchanged; docs/devices.md lists the rest.
        XCTAssertEqual(Device.all.prefix(rows.count).map(\.name), rows.map(\.0))
        for (name, size, scale, portrait, landscape, upsideDown) in rows {
            let d = Device.named(name)!
            XCTAssertEqual(d.portraitSize, size, name)
            XCTAssertEqual(d.scale, scale, name)
            XCTAssertEqual(d.safeArea(in: .portrait), portrait, name)
            XCTAssertEqual(d.safeArea(in: .landscapeLeft), landscape, name)
            XCTAssertEqual(d.safeArea(in: .landscapeRight), landscape, name)
            XCTAssertEqual(d.allowsUpsideDown, upsideDown, name)
        }
    }

    func testScreenBoundsSwapInLandscape() throws {
        let t = try Fixture.load(Fixture.document("", screen: #"{ "device": "iPhone X", "orientation": "landscapeLeft" }"#))
        XCTAssertEqual(t.screen.scale, 3)
        XCTAssertEqual(t.render.scale, 3)
        XCTAssertEqual(t.screen.bounds(in: .portrait), Rect(0, 0, 375, 812))
        XCTAssertEqual(t.screen.bounds(in: .landscapeLeft), Rect(0, 0, 812, 375))
        XCTAssertEqual(t.screen.safeArea(in: .landscapeLeft), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    func testBareSizeSafeAreaTurnsWithTheDevice() throws {
        // In landscapeRight the device's top edge is on the screen's left; its left edge at
        // the bottom, and so on round.
        let t = try Fixture.load(Fixture.document("", screen: #"{ "size": [100, 200], "safeArea": { "top": 1, "left": 2, "bottom": 3, "right": 4 } }"#))
        let s = t.screen
        XCTAssertEqual(s.safeArea(in: .portrait), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(s.safeArea(in: .landscapeRight), EdgeInsets(top: 4, left: 1, bottom: 2, right: 3))
        XCTAssertEqual(s.safeArea(in: .portraitUpsideDown), EdgeInsets(top: 3, left: 4, bottom: 1, right: 2))
        XCTAssertEqual(s.safeArea(in: .landscapeLeft), EdgeInsets(top: 2, left: 3, bottom: 4, right: 1))
        XCTAssertEqual(s.bounds(in: .landscapeLeft), Rect(0, 0, 200, 100))
        // Given in landscapeRight, the same screen reads back the same way.
        let l = try Fixture.load(Fixture.document("", screen: #"{ "size": [200, 100], "orientation": "landscapeRight", "safeArea": { "top": 4, "left": 1, "bottom": 2, "right": 3 } }"#))
        XCTAssertEqual(l.screen.portraitSize, Size(100, 200))
        XCTAssertEqual(l.screen.safeArea(in: .portrait), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// Insets that overlap would give the safe-area guide a negative height; the screen
    /// is refused at the safe area, naming the sides and the size.
    func testBareSizeSafeAreaMustLeaveRoom() throws {
        let tall = Fixture.document("", screen: #"{ "size": [300, 300], "safeArea": { "top": 200, "bottom": 150 } }"#)
        assertSingleError(tall, marker: #"{ "top": 200"#, path: "$.screen.safeArea",
                          message: "the safe area's insets (top 200, left 0, bottom 150, right 0) leave no room on a 300×300 screen",
                          fix: "keep top + bottom within the height and left + right within the width")
        let wide = Fixture.document("", screen: #"{ "size": [100, 400], "safeArea": { "left": 60, "right": 41 } }"#)
        assertSingleError(wide, marker: #"{ "left": 60"#, path: "$.screen.safeArea",
                          message: "the safe area's insets (top 0, left 60, bottom 0, right 41) leave no room on a 100×400 screen")
        // Exactly filling the screen is a degenerate but possible safe area.
        let full = try Fixture.load(Fixture.document("", screen: #"{ "size": [100, 400], "safeArea": { "left": 60, "right": 40 } }"#))
        XCTAssertEqual(full.screen.safeArea(in: .portrait), EdgeInsets(top: 0, left: 60, bottom: 0, right: 40))
    }

    func testDeviceToInterfaceMapping() {
        XCTAssertEqual(DeviceOrientation.portrait.interfaceOrientation, .portrait)
        XCTAssertEqual(DeviceOrientation.portraitUpsideDown.interfaceOrientation, .portraitUpsideDown)
        XCTAssertEqual(DeviceOrientation.landscapeLeft.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(DeviceOrientation.landscapeRight.interfaceOrientation, .landscapeLeft)
        XCTAssertNil(DeviceOrientation.faceUp.interfaceOrientation)
        XCTAssertNil(DeviceOrientation.faceDown.interfaceOrientation)
        XCTAssertNil(DeviceOrientation.unknown.interfaceOrientation)
    }

    func testMasks() {
        XCTAssertEqual(InterfaceOrientationMask.all.orientations, [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        XCTAssertEqual(InterfaceOrientationMask.allButUpsideDown.orientations, [.portrait, .landscapeLeft, .landscapeRight])
        XCTAssertEqual(InterfaceOrientationMask.landscape.orientations, [.landscapeLeft, .landscapeRight])
        XCTAssertEqual(InterfaceOrientationMask.named("portrait"), .portrait)
        XCTAssertNil(InterfaceOrientationMask.named("sideways"))
        XCTAssertEqual(InterfaceOrientationMask.all.intersection(.landscape).description, "landscape")
        XCTAssertEqual(InterfaceOrientationMask([.portrait, .landscapeLeft]).description, "[portrait, landscapeLeft]")
        XCTAssertTrue(InterfaceOrientationMask.allButUpsideDown.contains(.landscapeRight))
        XCTAssertFalse(InterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
    }

    func testQuarterTurnsAndLegacyAngles() {
        XCTAssertEqual(InterfaceOrientation.portrait.quarterTurns(to: .landscapeLeft), 1)
        XCTAssertEqual(InterfaceOrientation.landscapeRight.quarterTurns(to: .portraitUpsideDown), 1)
        XCTAssertEqual(InterfaceOrientation.landscapeRight.quarterTurns(to: .landscapeLeft), 2)
        XCTAssertEqual(InterfaceOrientation.portraitUpsideDown.quarterTurns(to: .portrait), 2)
        XCTAssertEqual(InterfaceOrientation.landscapeLeft.legacyRootRotationDegrees, -90)
        XCTAssertEqual(InterfaceOrientation.landscapeRight.legacyRootRotationDegrees, 90)
    }

    func testOrientationEventsGetTheSystemAnimation() throws {
        // Start portrait on an iPhone 8 (allButUpsideDown by default): the upside-down
        // request is refused, so the next rotation starts from landscapeLeft.
        let t = try Fixture.load(Fixture.document(#"""
        "timeline": [
          { "at": 0, "changes": [ { "orientation": "landscapeLeft" } ] },
          { "at": 1, "changes": [ { "orientation": "portraitUpsideDown" } ] },
          { "at": 2, "changes": [ { "deviceOrientation": "landscapeLeft" } ] },
          { "at": 3, "changes": [ { "deviceOrientation": "faceDown" } ] },
          { "at": 4, "changes": [ { "orientation": "portrait" } ], "animate": { "curve": "linear" } }
        ]
        """#, screen: #"{ "device": "iPhone 8" }"#))
        XCTAssertEqual(t.events[0].animation?.duration, 0.3)
        XCTAssertEqual(t.events[0].animation?.isSystemRotation, true)
        XCTAssertNil(t.events[1].animation)                       // refused: no rotation
        XCTAssertEqual(t.events[2].animation?.duration, 0.6)      // device landscapeLeft = interface landscapeRight
        XCTAssertNil(t.events[3].animation)                       // faceDown changes nothing
        XCTAssertEqual(t.events[4].animation?.duration ?? 0, 0.3, accuracy: 1e-12)  // landscapeRight → portrait, own curve
        XCTAssertEqual(t.events[4].animation?.curve, .bezier(.linear))
        XCTAssertEqual(t.events[4].animation?.isSystemRotation, false)
        XCTAssertEqual(t.render.duration, 4.3 + 0.25, accuracy: 1e-12)
    }
}

extension OrientationTests {
    func testStartsInTheFirstAllowedOrientationWhenPortraitIsForbidden() throws {
        let t = try Fixture.load(Fixture.document(#""controller": { "supportedOrientations": "landscape" }"#))
        XCTAssertEqual(t.screen.initialOrientation, .landscapeLeft)
        XCTAssertEqual(t.screen.bounds(in: t.screen.initialOrientation), Rect(0, 0, 812, 375))
        let p = try Fixture.load(Fixture.document(#""controller": { "supportedOrientations": "all" }"#, screen: #"{ "device": "iPad" }"#))
        XCTAssertEqual(p.screen.initialOrientation, .portrait)
    }
}
