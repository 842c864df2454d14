import Geometry
import Overlays
import Render
import XCTest

final class RendererTests: XCTestCase {
    /// A screen side of 5e-324 pt (in range: a side must only be above 0) at scale 0.25 is
    /// 0 in floating point; it takes one pixel, and the frame renders (the mutation sweep's
    /// "invalid image size 0×85 pixels", an error that named no place in the timeline).
    func testASideFarBelowAPixelTakesOnePixel() throws {
        let scene = Scene(size: Size(5e-324, 340), scale: 0.25)
        XCTAssertEqual(scene.pixelWidth, 1)
        XCTAssertEqual(scene.pixelHeight, 85)
        let image = try Renderer().render(scene)
        XCTAssertEqual(image.width, 1)
        XCTAssertEqual(image.height, 85)
    }

    func testRedViewAtKnownRectAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let image = try render([SceneNode(id: "v", frame: Rect(20, 30, 50, 40), backgroundColor: red)], scale: scale)
            XCTAssertEqual(image.width, Int(200 * scale))
            XCTAssertEqual(image.at(Point(21, 31), scale: scale), red8)
            XCTAssertEqual(image.at(Point(69.5, 69.5), scale: scale), red8)
            XCTAssertEqual(image.at(Point(19.5, 50), scale: scale), white8)
            XCTAssertEqual(image.at(Point(70.2, 50), scale: scale), white8)
            XCTAssertEqual(image.at(Point(40, 70.2), scale: scale), white8)
            // The edge falls on a pixel boundary at every integer scale: no blending.
            XCTAssertEqual(image[Int(20 * scale), Int(30 * scale)], red8)
            XCTAssertEqual(image[Int(20 * scale) - 1, Int(30 * scale)], white8)
        }
    }

    func testRotationTurnsClockwiseAboutTheAnchorPoint() throws {
        // 100×20 at position (50, 50) with anchor (0, 0), turned +90°: local +x goes to
        // screen +y, local +y to screen −x, so it covers x 30…50, y 50…150.
        var node = SceneNode(id: "v", center: Point(50, 50), bounds: Rect(0, 0, 100, 20),
                             transform: AffineTransform(rotationAngle: .pi / 2), anchorPoint: Point(0, 0),
                             backgroundColor: red)
        var image = try render([node])
        XCTAssertEqual(image.at(Point(40, 140), scale: 2), red8)
        XCTAssertEqual(image.at(Point(55, 55), scale: 2), white8)
        XCTAssertEqual(image.at(Point(140, 55), scale: 2), white8)
        // The default anchor (centre) keeps the centre fixed: x 40…60, y 0…100.
        node.anchorPoint = Point(0.5, 0.5)
        image = try render([node])
        XCTAssertEqual(image.at(Point(50, 5), scale: 2), red8)
        XCTAssertEqual(image.at(Point(50, 95), scale: 2), red8)
        XCTAssertEqual(image.at(Point(35, 50), scale: 2), white8)
        XCTAssertEqual(image.at(Point(90, 50), scale: 2), white8)
    }

    func testAlphaBlendsWithTheBackground() throws {
        var node = SceneNode(id: "v", frame: Rect(0, 0, 100, 100), backgroundColor: red)
        node.alpha = 0.5
        // 0.5 · red + 0.5 · white = (255, 127.5, 127.5).
        XCTAssertClose(try render([node]).at(Point(50, 50), scale: 2), PixelImage.RGBA(r: 255, g: 128, b: 128, a: 255))
    }

    func testAlphaAppliesToTheSubtreeAsOneGroup() throws {
        // A half-transparent blue parent fully covered by an opaque red child: the
        // group fades to 50 % red over white; blending each alone would show blue.
        let child = SceneNode(id: "c", frame: Rect(0, 0, 100, 100), backgroundColor: red)
        var parent = SceneNode(id: "p", frame: Rect(0, 0, 100, 100), backgroundColor: blue, children: [child])
        parent.alpha = 0.5
        XCTAssertClose(try render([parent]).at(Point(50, 50), scale: 2), PixelImage.RGBA(r: 255, g: 128, b: 128, a: 255))
    }

    func testHiddenAndCollapsedViewsDrawNothing() throws {
        var hidden = SceneNode(id: "h", frame: Rect(0, 0, 100, 100), backgroundColor: red)
        hidden.isHidden = true
        var collapsed = SceneNode(id: "z", frame: Rect(100, 100, 100, 100), backgroundColor: red)
        collapsed.transform = AffineTransform(scaleX: 0, y: 1)
        let image = try render([hidden, collapsed])
        XCTAssertEqual(image.at(Point(50, 50), scale: 2), white8)
        XCTAssertEqual(image.at(Point(150, 150), scale: 2), white8)
    }

    func testClipsToBoundsCutsChildren() throws {
        let child = SceneNode(id: "c", frame: Rect(40, 40, 40, 40), backgroundColor: red)
        var parent = SceneNode(id: "p", frame: Rect(0, 0, 50, 50), children: [child])
        XCTAssertEqual(try render([parent]).at(Point(60, 60), scale: 2), red8)
        parent.clipsToBounds = true
        let clipped = try render([parent])
        XCTAssertEqual(clipped.at(Point(45, 45), scale: 2), red8)
        XCTAssertEqual(clipped.at(Point(60, 60), scale: 2), white8)
    }

    func testCornerRadiusRoundsTheBackground() throws {
        let image = try render([SceneNode(id: "v", frame: Rect(0, 0, 100, 100), backgroundColor: red, cornerRadius: 50)])
        XCTAssertEqual(image.at(Point(50, 50), scale: 2), red8)
        // (5, 5) is 63.6 pt from the circle's centre, radius 50: outside.
        XCTAssertEqual(image.at(Point(5, 5), scale: 2), white8)
        XCTAssertEqual(image.at(Point(50, 1), scale: 2), red8)
    }

    func testBorderIsInsetAndDrawnOverChildren() throws {
        let child = SceneNode(id: "c", frame: Rect(0, 0, 100, 100), backgroundColor: red)
        var node = SceneNode(id: "v", frame: Rect(50, 50, 100, 100), backgroundColor: .white, children: [child])
        node.border = Border(width: 4, color: blue)
        let image = try render([node])
        XCTAssertEqual(image.at(Point(51, 100), scale: 2), blue8)   // inside the 4 pt border
        XCTAssertEqual(image.at(Point(53.8, 100), scale: 2), blue8)
        XCTAssertEqual(image.at(Point(54.5, 100), scale: 2), red8)  // past it: the child
        XCTAssertEqual(image.at(Point(49.5, 100), scale: 2), white8) // outside the bounds
    }

    func testBoundsOriginShiftsChildren() throws {
        // Scrolled by 20 pt (bounds.origin.y = 20): a child at y 30 shows at y 10.
        let child = SceneNode(id: "c", frame: Rect(0, 30, 100, 10), backgroundColor: red)
        let parent = SceneNode(id: "p", center: Point(50, 50), bounds: Rect(0, 20, 100, 100), children: [child])
        let image = try render([parent])
        // Parent's frame starts at y 0, so the child covers screen y 10…20.
        XCTAssertEqual(image.at(Point(50, 15), scale: 2), red8)
        XCTAssertEqual(image.at(Point(50, 35), scale: 2), white8)
    }

    func testLabelInkSitsInTheMeasuredBoxOnTheMeasuredBaseline() throws {
        let engine = try TextEngine.shared()
        let font = FontDescriptor(size: 20)
        let metrics = engine.measure("HELL", font: font, maxWidth: nil, numberOfLines: 1)
        let frame = Rect(origin: Point(30, 40), size: metrics.size)
        let label = SceneNode(id: "l", frame: frame, text: SceneText("HELL", font: font))
        let scale = 3.0
        let image = try render([label], scale: scale)
        var ink: [Point] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].r < 128 { ink.append(Point(Double(x) / scale, Double(y) / scale)) }
        }
        let box = Rect.bounding(ink)
        XCTAssertGreaterThanOrEqual(box.minX, frame.minX)
        XCTAssertLessThanOrEqual(box.maxX, frame.maxX)
        XCTAssertGreaterThanOrEqual(box.minY, frame.minY)
        XCTAssertLessThanOrEqual(box.maxY, frame.maxY)
        XCTAssertGreaterThan(box.width, 0.85 * metrics.size.width)
        // Flat-bottomed capitals (no descenders, no overshoot): the ink ends on the baseline.
        XCTAssertEqual(box.maxY + 1 / scale, frame.minY + metrics.firstBaseline, accuracy: 1 / scale)
    }

    /// A label whose font is in range but far below a pixel (1e-300 pt, from the mutation
    /// sweep) draws no ink, and the rest of the frame is drawn: before, cairo could not
    /// invert the glyphs' matrix and the run trapped.
    func testTextFarBelowAPixelDrawsNothingAndTheFrameStillRenders() throws {
        let label = SceneNode(id: "l", frame: Rect(10, 10, 80, 30), text: SceneText("HELL", font: FontDescriptor(size: 1e-300)))
        let box = SceneNode(id: "v", frame: Rect(20, 60, 40, 20), backgroundColor: red)
        let image = try render([label, box], scale: 2)
        XCTAssertEqual(image.at(Point(40, 70), scale: 2), red8)
        for y in 20..<80 { for x in 20..<180 { XCTAssertEqual(image[x, y], white8, "ink at \(x), \(y)") } }
    }

    func testInvalidSceneIsAnError() {
        XCTAssertThrowsError(try Renderer().render(Scene(size: Size(0, 100))))
        XCTAssertThrowsError(try Renderer().render(Scene(size: Size(100, 100), scale: 0)))
        // 20000 pt at @2x is 40000 px: beyond the drawing limits, a clear error, not a trap.
        XCTAssertThrowsError(try Renderer().render(Scene(size: Size(20000, 10), scale: 2))) { error in
            XCTAssertEqual(error as? RenderError, .invalidScene("frames would be 40000×20 pixels; at most 16384 on a side"))
        }
    }

    /// A region of a scene is that part of the whole image, within a few levels of
    /// antialiasing on a few edge pixels (cairo's rasteriser rounds a shape's edges for the
    /// surface it draws into: 14 pixels of 14,550 differ by 1 or 2 levels, one by 5, here).
    func testARegionIsThePixelsOfTheWholeImageThere() throws {
        func compare(text: Bool) throws -> (count: Int, worst: Int, pixels: Int) {
            let nodes = [SceneNode(id: "v", center: Point(90, 70), bounds: Rect(0, 0, 80, 50), transform: AffineTransform(rotationAngle: 0.3),
                                   backgroundColor: red, cornerRadius: 9,
                                   text: text ? SceneText("Crop me", font: FontDescriptor(size: 15)) : nil)]
            let scene = Scene(size: Size(200, 200), scale: 2, background: .white, nodes: nodes)
            let whole = try Renderer().render(scene)
            let region = PixelImage.Region(x: 61, y: 37, width: 150, height: 97)
            let part = try Renderer().render(scene, region: region)
            XCTAssertEqual([part.width, part.height], [150, 97])
            var worst = 0, count = 0
            for y in 0..<part.height {
                for x in 0..<part.width {
                    let a = part[x, y], b = whole[region.x + x, region.y + y]
                    let d = [Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b), Int(a.a) - Int(b.a)].map(abs).max()!
                    if d > 0 { count += 1; worst = max(worst, d) }
                }
            }
            return (count, worst, part.width * part.height)
        }
        for text in [false, true] {
            let d = try compare(text: text)
            XCTAssertLessThanOrEqual(d.worst, 8)
            XCTAssertLessThan(Double(d.count), 0.005 * Double(d.pixels))
        }
        XCTAssertThrowsError(try Renderer().render(Scene(size: Size(200, 200), scale: 2), region: PixelImage.Region(x: 350, y: 0, width: 100, height: 10)))
    }
}

final class SceneRotationTests: XCTestCase {
    func testSceneRotationTurnsScreenAndDeviceAboutTheCentre() throws {
        // A 100×40 screen turned 90° inside a padded canvas: red on the left half of the
        // screen ends up on the top half of the turned screen.
        let size = Size(100, 40)
        let padding = Scene.padding(toRotate: size, bezel: 5)
        // Diagonal 107.7 + 10 − 40 = 77.7 → 39 after halving and rounding up.
        XCTAssertEqual(padding, 39)
        let scene = Scene(size: size, scale: 2, background: .white, padding: padding,
                          device: DeviceOutline(portraitScreenSize: size, bezel: 5, color: blue8.color),
                          rotation: .pi / 2,
                          nodes: [SceneNode(id: "l", frame: Rect(0, 0, 50, 40), backgroundColor: red)])
        let image = try Renderer().render(scene)
        XCTAssertEqual(image.width, Int(2 * (100 + 2 * padding)))
        // Screen centre on the canvas: (padding + 50, padding + 20). After +90° the
        // screen's left half (local x < 50) lies above the centre.
        let c = Point(padding + 50, padding + 20)
        XCTAssertEqual(image.at(Point(c.x, c.y - 10), scale: 2), red8)
        XCTAssertEqual(image.at(Point(c.x, c.y + 10), scale: 2), white8)
        // The body: 2.5 pt beyond the turned screen's long edge (now vertical, 20 pt from centre).
        XCTAssertEqual(image.at(Point(c.x + 22.5, c.y), scale: 2), blue8)
        XCTAssertEqual(image.at(Point(c.x - 22.5, c.y), scale: 2), blue8)
    }
}

extension PixelImage.RGBA {
    var color: Color { Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255) }
}

final class NonFiniteInputTests: XCTestCase {
    /// A view whose own geometry is not finite draws nothing (as UIKit shows nothing for
    /// it); an overlay that would reach infinity is refused before cairo sees it.
    func testNonFiniteGeometryIsSkippedOrRefusedNotTrapped() throws {
        let nan = Double.nan
        let broken = SceneNode(id: "n", center: Point(nan, 10), bounds: Rect(0, 0, 10, 10), backgroundColor: red)
        let fine = SceneNode(id: "f", frame: Rect(100, 100, 50, 50), backgroundColor: red)
        let image = try render([broken, fine])
        XCTAssertEqual(image.at(Point(120, 120), scale: 2), red8)
        XCTAssertEqual(image.at(Point(5, 5), scale: 2), white8)
        XCTAssertThrowsError(try render([fine], overlays: [Overlay.violation(from: Point(0, .infinity), to: Point(5, 5), amount: 1)])) {
            XCTAssertEqual("\($0)", "invalid scene: overlay 0 (violation): it would reach (nan, inf) pixels in the image; nothing drawn "
                           + "may reach further than 8000000 pixels (a smaller transform, position or render scale)")
        }
        XCTAssertThrowsError(try Renderer().render(Scene(size: Size(.infinity, 10))))
    }
}
