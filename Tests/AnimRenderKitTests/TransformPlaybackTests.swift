import XCTest
import Geometry
import Render
import Playback
@testable import AnimRenderKit

/// Scale transforms under both layout styles, with and without the container-center
/// correction (iPhone 8: 375×667, safe-area top 20).
final class TransformPlaybackTests: XCTestCase {
    func testCenteredViewShrinksAboutItsCenter() throws {
        let (_, frames) = try play(example: "scale-centered")
        let end = try XCTUnwrap(frames.last?.view("badge"))
        XCTAssertEqual(end.center, Point(187.5, 333.5))
        XCTAssertEqual(end.bounds, Rect(0, 0, 200, 200))
        XCTAssertEqual(end.frame, Rect(137.5, 283.5, 100, 100))
        XCTAssertEqual(end.transform.array, [0.5, 0, 0, 0.5, 0, 0])
        for f in frames { XCTAssertEqual(f.view("badge")!.center, Point(187.5, 333.5)) }
    }

    func testModernLayoutKeepsAPinnedViewsCenter() throws {
        let (_, frames) = try play(example: "scale-left-pinned-modern")
        for f in frames { XCTAssertEqual(f.view("tile")!.center, Point(130, 150), "t = \(f.time)") }
        XCTAssertEqual(frames.last!.view("tile")!.frame, Rect(85, 105, 90, 90))
    }

    func testLegacyLayoutKeepsThePinnedCornerAndTheCenterDrifts() throws {
        let (_, frames) = try play(example: "scale-left-pinned-legacy")
        for f in frames {
            let tile = f.view("tile")!
            XCTAssertEqual(tile.frame.minX, 40, accuracy: 1e-9, "t = \(f.time)")
            XCTAssertEqual(tile.frame.minY, 60, accuracy: 1e-9, "t = \(f.time)")
        }
        XCTAssertEqual(frames.last!.view("tile")!.center, Point(85, 105))
        XCTAssertEqual(frames.last!.view("tile")!.frame, Rect(40, 60, 90, 90))
        XCTAssertEqual(frames.last!.view("tile")!.backgroundColor?.hex, "#9013FE")   // the un-animated colour change
    }

    func testContainerCorrectionKeepsTheChildsCenterInBothStyles() throws {
        for style in ["legacy", "modern"] {
            let (_, frames) = try play(example: "scale-container-correction-\(style)")
            XCTAssertEqual(frames[0].view("container")!.frame, Rect(20, 40, 335, 607), style)
            for f in frames {
                let tile = f.view("tile")!
                XCTAssertEqual(tile.center.x, 110, accuracy: 1e-9, "\(style) t = \(f.time)")
                XCTAssertEqual(tile.center.y, 110, accuracy: 1e-9, "\(style) t = \(f.time)")
            }
            XCTAssertEqual(frames.last!.view("tile")!.frame, Rect(65, 65, 90, 90), style)
        }
    }

    func testAlphaAndColourInterpolateLinearlyInTheirCurve() throws {
        let json = """
        { "version": 1, "screen": { "size": [100, 100] }, "render": { "fps": 4, "duration": 1 },
          "views": [ { "id": "v", "backgroundColor": "#000000", "alpha": 1 } ],
          "constraints": [ { "pinEdges": "v", "to": "superview" } ],
          "timeline": [ { "at": 0, "changes": [ { "view": "v", "set": { "alpha": 0, "backgroundColor": "#FFFFFF" } } ],
                          "animate": { "duration": 1, "curve": "linear" } } ] }
        """
        let (_, frames) = try play(json: json)
        XCTAssertEqual(frames[1].view("v")!.alpha, 0.75, accuracy: 1e-12)
        XCTAssertEqual(frames[2].view("v")!.backgroundColor!.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(frames[4].view("v")!.alpha, 0)
    }

    func testRotationTransformInterpolatesAlongTheShortArc() throws {
        let json = """
        { "version": 1, "screen": { "size": [200, 200] }, "render": { "fps": 2, "duration": 1 },
          "views": [ { "id": "v", "transform": { "rotation": 170 } } ],
          "constraints": [ { "center": "v", "in": "superview" }, { "size": "v", "width": 20, "height": 20 } ],
          "timeline": [ { "at": 0, "changes": [ { "view": "v", "set": { "transform": { "rotation": -170 } } } ],
                          "animate": { "duration": 1, "curve": "linear" } } ] }
        """
        let (_, frames) = try play(json: json)
        // 170° → −170° the short way passes 180°, not 0°.
        let t = frames[1].view("v")!.transform
        XCTAssertEqual(t.a, -1, accuracy: 1e-9)
        XCTAssertEqual(t.b, 0, accuracy: 1e-9)
    }
}

/// `render.deviceOutline`: the body is drawn around the screen and turns with the device.
final class DeviceOutlineTests: XCTestCase {
    func testTheOutlineSurroundsTheScreenAndTurnsWithTheDevice() throws {
        let json = """
        { "version": 1, "screen": { "size": [100, 200] }, "render": { "fps": 2, "scale": 1, "deviceOutline": true },
          "views": [ { "id": "v", "backgroundColor": "#FF0000" } ], "constraints": [ { "pinEdges": "v", "to": "superview" } ],
          "timeline": [ { "at": 0.5, "changes": [ { "orientation": "landscapeLeft" } ] } ] }
        """
        let (compiled, frames) = try play(json: json)
        XCTAssertEqual(frames.first!.deviceRotation, 0)
        XCTAssertEqual(frames.last!.deviceRotation, .pi / 2, accuracy: 1e-12)
        let builder = try RenderJob.sceneBuilder(settings: compiled.timeline.runSettings, states: frames,
                                             options: RenderOptions(output: ""))
        let scene = builder.scene(for: frames[0])
        // A square 200-point canvas (the timeline turns) plus bezel and margin on each side.
        XCTAssertEqual(scene.canvasSize.width, 200 + 2 * (14 + 16))
        let image = try Renderer().render(scene)
        let c = Double(image.width) / 2
        // Portrait: the body is left and right of the 100-wide screen, not above and below it.
        let bodySide = image[Int(c - 50 - 7), Int(c)], bodyTop = image[Int(c), Int(c - 100 - 7)]
        let screen = image[Int(c), Int(c)]
        XCTAssertLessThan(Int(bodySide.r), 60)
        XCTAssertEqual(screen.r, 255)
        XCTAssertLessThan(Int(bodyTop.r), 60)
        let turned = try Renderer().render(builder.scene(for: frames.last!))
        // Landscape: the 100-high screen now spans the canvas horizontally.
        XCTAssertLessThan(Int(turned[Int(c), Int(c - 50 - 7)].r), 60)
        XCTAssertEqual(turned[Int(c - 90), Int(c)].r, 255)
    }
}
