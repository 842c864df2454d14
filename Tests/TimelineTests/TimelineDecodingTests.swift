import XCTest
import Layout
import Geometry
import Playback
@testable import Timeline

final class TimelineDecodingTests: XCTestCase {
    static let full = #"""
    {
      "version": 1,
      "title": "Pin change",
      "screen": { "device": "iPhone 8", "orientation": "landscapeRight" },
      "app": { "supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"] },
      "controller": { "supportedOrientations": "landscape" },
      "uikit": "legacy",
      "render": { "fps": 30, "scale": 1, "background": "#10203040", "duration": 2.5, "overlays": ["violations", "frames"] },
      "views": [
        { "id": "card", "backgroundColor": "#4A90E2", "cornerRadius": 12,
          "border": { "width": 1, "color": "#00000033" }, "alpha": 0.5, "hidden": true,
          "layoutMargins": { "top": 1, "left": 2 }, "transform": { "scale": [0.5, 2], "rotation": 90, "translation": [10, 20] },
          "anchorPoint": [0, 1], "layout": { "keepCenterOf": "label" },
          "contentHuggingPriority": { "horizontal": 251 }, "contentCompressionResistancePriority": { "vertical": "defaultLow" } },
        { "id": "label", "parent": "card", "text": "Hello", "font": { "size": 20, "weight": "bold" }, "textColor": "#FF0000",
          "numberOfLines": 0, "preferredMaxLayoutWidth": null, "intrinsicContentSize": [100, -1],
          "translatesAutoresizingMaskIntoConstraints": true, "frame": [1, 2, 3, 4],
          "autoresizingMask": ["flexibleWidth", "flexibleBottomMargin"] }
      ],
      "constraints": [
        "card.leading == root.safeArea.leading + 20",
        { "id": "top", "constraint": "card.top == root.top + 20 @750" },
        { "id": "bottomPin", "active": false, "constraint": "card.bottom == root.bottom - 20" },
        { "vfl": "H:|-[label]-pad-|", "metrics": { "pad": 16 }, "options": ["alignAllCenterY"] },
        { "pinEdges": "label", "to": "margins", "edges": ["top", "leading"], "insets": { "top": 4, "leading": 5 } },
        { "center": "card", "in": "safeArea" },
        { "size": "card", "width": 100 }
      ],
      "timeline": [
        { "at": 1.0, "changes": [ { "deactivate": "top" }, { "activate": ["bottomPin"] } ],
          "animate": { "duration": 0.6, "delay": 0.1, "spring": { "dampingRatio": 0.6, "initialVelocity": 0 } } },
        { "at": 0.25, "changes": [ { "constant": "top", "to": 300 }, { "priority": "top", "to": "defaultLow" } ],
          "animate": { "duration": 0.5, "curve": [0.1, 0.2, 0.3, 0.4], "style": "constraints" } },
        { "at": 1.8, "changes": [ { "view": "card", "set": { "alpha": 1, "backgroundColor": null } },
                                   { "add": { "id": "w", "constraint": "card.width == 50" } }, { "remove": "w" },
                                   { "addView": { "id": "badge", "parent": "card" } }, { "removeView": "badge" } ] },
        { "at": 2.0, "changes": [ { "orientation": "landscapeLeft" } ] },
        { "at": 2.2, "changes": [ { "deviceOrientation": "faceUp" } ],
          "animate": { "duration": 0.2, "spring": { "mass": 2, "stiffness": 50, "damping": 3, "initialVelocity": 1 } } }
      ]
    }
    """#

    func testTopLevelFields() throws {
        let t = try Fixture.load(Self.full)
        XCTAssertEqual(t.file, "timeline.json")
        XCTAssertEqual(t.version, 1)
        XCTAssertEqual(t.title, "Pin change")
        XCTAssertEqual(t.screen.device?.name, "iPhone 8")
        XCTAssertEqual(t.screen.initialOrientation, .landscapeRight)
        XCTAssertEqual(t.screen.bounds(in: .landscapeRight), Rect(0, 0, 667, 375))
        XCTAssertEqual(t.appOrientations, [.portrait, .landscapeLeft, .landscapeRight])
        XCTAssertEqual(t.controllerOrientations, .landscape)
        XCTAssertEqual(t.allowedOrientations, .landscape)
        XCTAssertEqual(t.uikit, .legacy)
        XCTAssertEqual(t.render.fps, 30)
        XCTAssertEqual(t.render.scale, 1)
        XCTAssertEqual(t.render.background, DynamicColor(Color(red: 0x10 / 255.0, green: 0x20 / 255.0, blue: 0x30 / 255.0, alpha: 0x40 / 255.0)))
        XCTAssertEqual(t.render.duration, 2.5)
        XCTAssertTrue(t.render.durationIsExplicit)
        XCTAssertEqual(t.render.overlays, [.violations, .frames])
        XCTAssertEqual(t.frameCount, 76)           // ceil(2.5 × 30) + 1
        XCTAssertEqual(t.time(ofFrame: 3), 0.1, accuracy: 1e-15)
    }

    func testViewFields() throws {
        let t = try Fixture.load(Self.full)
        XCTAssertEqual(t.views.map(\.id), ["card", "label"])
        let card = t.views[0], label = t.views[1]
        XCTAssertEqual(card.parent, "root")
        XCTAssertEqual(card.backgroundColor, Color(hex: "#4A90E2").map(DynamicColor.init))
        XCTAssertEqual(card.cornerRadius, 12)
        XCTAssertEqual(card.border, Border(width: 1, color: DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 0x33 / 255.0))))
        XCTAssertEqual(card.alpha, 0.5)
        XCTAssertTrue(card.isHidden)
        XCTAssertEqual(card.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 8, right: 8))
        XCTAssertEqual(card.transform, TransformSpec(scale: Size(0.5, 2), rotationDegrees: 90, translation: Point(10, 20)).affineTransform)
        XCTAssertEqual(card.anchorPoint, Point(0, 1))
        XCTAssertEqual(card.keepCenterOf, "label")
        XCTAssertEqual(card.hugging, AxisPriorities(horizontal: 251, vertical: 250))
        XCTAssertEqual(card.compression, AxisPriorities(horizontal: 750, vertical: 250))
        XCTAssertFalse(card.isLabel)
        XCTAssertEqual(card.source.line, 10)
        XCTAssertEqual(card.source.column, 5)
        XCTAssertEqual(card.source.path, "$.views[0]")

        XCTAssertEqual(label.parent, "card")
        XCTAssertTrue(label.isLabel)
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.font, FontDescriptor(size: 20, weight: .bold))
        XCTAssertEqual(label.textColor, DynamicColor(Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(label.numberOfLines, 0)
        XCTAssertNil(label.preferredMaxLayoutWidth)
        XCTAssertEqual(label.intrinsicContentSize, Size(100, -1))
        XCTAssertTrue(label.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(label.frame, Rect(1, 2, 3, 4))
        XCTAssertEqual(label.autoresizingMask, [.flexibleWidth, .flexibleBottomMargin])
    }

    func testViewDefaults() throws {
        let t = try Fixture.load(Fixture.document(#""views": [ { "id": "v" } ]"#))
        let v = t.views[0]
        XCTAssertEqual(v.parent, "root")
        XCTAssertNil(v.backgroundColor)
        XCTAssertEqual(v.cornerRadius, 0)
        XCTAssertNil(v.border)
        XCTAssertEqual(v.alpha, 1)
        XCTAssertFalse(v.isHidden)
        XCTAssertNil(v.text)
        XCTAssertNil(v.intrinsicContentSize)
        XCTAssertEqual(v.hugging, AxisPriorities(horizontal: 250, vertical: 250))
        XCTAssertEqual(v.compression, AxisPriorities(horizontal: 750, vertical: 750))
        XCTAssertFalse(v.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(v.transform, .identity)
        XCTAssertEqual(v.anchorPoint, Point(0.5, 0.5))
        XCTAssertEqual(v.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(v.numberOfLines, 1)
        XCTAssertEqual(v.textColor, .black)
        XCTAssertEqual(v.font, FontDescriptor(size: 17, weight: .regular))
    }

    func testConstraintEntries() throws {
        let t = try Fixture.load(Self.full)
        let c = t.constraints
        XCTAssertEqual(c.count, 7)
        guard case .expression(let s0) = c[0].kind else { return XCTFail() }
        XCTAssertEqual(s0.text, "card.leading == root.safeArea.leading + 20")
        XCTAssertNil(c[0].id); XCTAssertTrue(c[0].isActive)
        // The string's first character sits one right of its opening quote.
        let quote = Fixture.position(of: "\"card.leading", in: Self.full)
        XCTAssertEqual(s0.line, quote.line); XCTAssertEqual(s0.column, quote.column + 1)
        XCTAssertEqual(s0.path, "$.constraints[0]")
        XCTAssertEqual(s0.location(ofOffset: 5).column, quote.column + 6)   // the 'l' of leading

        XCTAssertEqual(c[1].id, "top")
        guard case .expression(let s1) = c[1].kind else { return XCTFail() }
        XCTAssertEqual(s1.path, "$.constraints[1].constraint")
        XCTAssertEqual(c[2].id, "bottomPin"); XCTAssertFalse(c[2].isActive)
        guard case .visualFormat(let vfl, let located) = c[3].kind else { return XCTFail() }
        XCTAssertEqual(vfl.format, "H:|-[label]-pad-|")
        XCTAssertEqual(located.text, "H:|-[label]-pad-|")
        XCTAssertEqual(vfl.metrics, [VisualFormat.Metric(name: "pad", value: 16)])
        XCTAssertEqual(vfl.options, [.alignAllCenterY])
        XCTAssertEqual(c[4].kind, .pinEdges(PinEdges(view: "label", target: .margins, edges: [.top, .leading],
                                                     insets: Shorthand.Insets(top: 4, leading: 5))))
        XCTAssertEqual(c[5].kind, .center(view: "card", in: .safeArea))
        XCTAssertEqual(c[6].kind, .size(view: "card", width: 100, height: nil))
        XCTAssertEqual(c[6].source.path, "$.constraints[6]")
    }

    func testEventsAreSortedAndDecoded() throws {
        let t = try Fixture.load(Self.full)
        XCTAssertEqual(t.events.map(\.at), [0.25, 1.0, 1.8, 2.0, 2.2])
        let e0 = t.events[0]
        XCTAssertEqual(e0.source.path, "$.timeline[1]")
        XCTAssertEqual(e0.changes.map(\.kind), [.constant(id: "top", to: 300), .priority(id: "top", to: 250)])
        XCTAssertEqual(e0.animation, AnimationSpec(duration: 0.5, delay: 0, curve: .bezier(CubicBezier(0.1, 0.2, 0.3, 0.4)),
                                                   style: .constraints))
        let e1 = t.events[1]
        XCTAssertEqual(e1.changes.map(\.kind), [.deactivate(["top"]), .activate(["bottomPin"])])
        XCTAssertEqual(e1.animation?.duration, 0.6)
        XCTAssertEqual(e1.animation?.delay, 0.1)
        XCTAssertEqual(e1.animation?.style, .frames)
        XCTAssertEqual(e1.animation?.curve, .spring(.uiView(dampingRatio: 0.6, initialVelocity: 0, duration: 0.6)))
        XCTAssertEqual(e1.end, 1.7, accuracy: 1e-12)

        let e2 = t.events[2]
        XCTAssertNil(e2.animation)
        XCTAssertEqual(e2.changes.count, 5)
        XCTAssertEqual(e2.changes[0].kind, .setView(id: "card", properties: [.alpha(1), .backgroundColor(nil)]))
        guard case .add(let added) = e2.changes[1].kind else { return XCTFail() }
        XCTAssertEqual(added.id, "w")
        XCTAssertEqual(e2.changes[2].kind, .remove("w"))
        guard case .addView(let badge) = e2.changes[3].kind else { return XCTFail() }
        XCTAssertEqual(badge.id, "badge"); XCTAssertEqual(badge.parent, "card")
        XCTAssertEqual(e2.changes[4].kind, .removeView("badge"))
        XCTAssertEqual(e2.changes[4].source.path, "$.timeline[2].changes[4]")

        // landscapeRight → landscapeLeft is a half turn: the system animates it for 0.6 s.
        XCTAssertEqual(t.events[3].changes.map(\.kind), [.orientation(.landscapeLeft)])
        XCTAssertEqual(t.events[3].animation, AnimationSpec(duration: 0.6, curve: .bezier(.easeInEaseOut), isSystemRotation: true))
        XCTAssertEqual(t.events[4].changes.map(\.kind), [.deviceOrientation(.faceUp)])
        XCTAssertEqual(t.events[4].animation?.curve,
                       .spring(SpringCurve(mass: 2, stiffness: 50, damping: 3, initialVelocity: 1)))
        XCTAssertEqual(t.events[4].animation?.duration, 0.2)
    }

    func testRenderDefaults() throws {
        // The last animation ends at 0.5 + 0.1 + 0.4 = 1.0 s, so 1.25 s are rendered:
        // ceil(1.25 × 60) + 1 = 76 frames.
        let t = try Fixture.load(Fixture.document(#"""
        "constraints": [ { "id": "a", "constraint": "root.width == 10" } ],
        "timeline": [ { "at": 0.5, "changes": [ { "constant": "a", "to": 3 } ], "animate": { "duration": 0.4, "delay": 0.1 } },
                      { "at": 0.2, "changes": [] } ]
        """#, screen: #"{ "size": [300, 400] }"#))
        XCTAssertEqual(t.render.fps, 60)
        XCTAssertEqual(t.render.scale, 2)
        // systemBackground: white in the light appearance, black in the dark one.
        XCTAssertEqual(t.render.background, DynamicColor(light: .white, dark: .black))
        XCTAssertEqual(t.render.overlays, [.violations])
        XCTAssertFalse(t.render.durationIsExplicit)
        XCTAssertEqual(t.render.duration, 1.25, accuracy: 1e-12)
        XCTAssertEqual(t.frameCount, 76)
        XCTAssertEqual(t.uikit, .modern)
        XCTAssertEqual(t.appOrientations, .all)
        XCTAssertEqual(t.controllerOrientations, .allButUpsideDown)
        XCTAssertEqual(t.events[1].animation?.curve, .bezier(.easeInEaseOut))
        XCTAssertNil(t.screen.device)
        XCTAssertEqual(t.screen.bounds(in: .portrait), Rect(0, 0, 300, 400))
    }

    func testFrameCountRoundsTheProductHonestly() throws {
        // 0.1 × 30 is 3.0000000000000004 in binary; the frames are still 0…3.
        let t = try Fixture.load(Fixture.document(#""render": { "fps": 30, "duration": 0.1 }"#))
        XCTAssertEqual(t.frameCount, 4)
        let t2 = try Fixture.load(Fixture.document(#""render": { "fps": 60, "duration": 0 }"#))
        XCTAssertEqual(t2.frameCount, 1)
        let t3 = try Fixture.load(Fixture.document(""))
        XCTAssertEqual(t3.render.duration, 0.25)
        XCTAssertEqual(t3.frameCount, 16)   // ceil(0.25 × 60) + 1
    }

    func testIPadDefaultsAndDeterministicLoads() throws {
        let text = Fixture.document("", screen: #"{ "device": "iPad", "orientation": "portraitUpsideDown" }"#)
        let t = try Fixture.load(text)
        XCTAssertEqual(t.controllerOrientations, .all)
        XCTAssertEqual(t.allowedOrientations, .all)
        XCTAssertEqual(try Fixture.load(Self.full), try Fixture.load(Self.full))
    }

    func testCASpringWithoutDurationRunsUntilSettled() throws {
        let t = try Fixture.load(Fixture.document(#"""
        "timeline": [ { "at": 0, "changes": [], "animate": { "spring": { "stiffness": 100, "damping": 20 } } } ]
        """#))
        XCTAssertEqual(t.events[0].animation?.duration, SpringCurve(mass: 1, stiffness: 100, damping: 20).settlingDuration)
    }
}
