import Geometry
import Overlays
import Render
import XCTest

/// The renderer paints system chrome in each layer's own coordinates, clipped to the
/// layer's clip, over the views and under the overlays.
final class SystemChromeTests: XCTestCase {
    private func scene(_ layers: [SystemChrome.Layer], overlays: [Overlay] = []) -> Scene {
        Scene(size: Size(200, 200), scale: 1, background: .white,
              nodes: [SceneNode(id: "v", frame: Rect(0, 0, 200, 200), backgroundColor: blue)],
              systemChrome: SystemChrome(layers: layers), overlays: overlays)
    }

    func testALayerIsPlacedByItsTransformOverTheViews() throws {
        // A 20 × 10 rect at (10, 5) in a layer moved by (100, 50): screen (110…130, 55…65).
        let layer = SystemChrome.Layer(transform: AffineTransform(translationX: 100, y: 50),
                                       shapes: [.fill(Rect(10, 5, 20, 10), cornerRadius: 0, color: red)])
        let image = try Renderer().render(scene([layer]))
        XCTAssertClose(image.at(Point(120, 60), scale: 1), red8)
        XCTAssertClose(image.at(Point(105, 60), scale: 1), blue8)
        XCTAssertClose(image.at(Point(120, 70), scale: 1), blue8)
    }

    func testTheClipCutsTheShape() throws {
        // A rect reaching above the layer's clip (as a notch reaches above the glass).
        let layer = SystemChrome.Layer(transform: .identity, clip: Rect(0, 20, 200, 180),
                                       shapes: [.fill(Rect(50, 0, 100, 40), cornerRadius: 0, color: red)])
        let image = try Renderer().render(scene([layer]))
        XCTAssertClose(image.at(Point(100, 10), scale: 1), blue8)
        XCTAssertClose(image.at(Point(100, 30), scale: 1), red8)
    }

    func testOverlaysStayOnTop() throws {
        let layer = SystemChrome.Layer(transform: .identity, shapes: [.fill(Rect(0, 0, 200, 200), cornerRadius: 0, color: red)])
        let ghost = Overlay(.band(Rect(0, 0, 100, 100)), style: .safeArea)
        let image = try Renderer().render(scene([layer], overlays: [ghost]))
        XCTAssertNotEqual(image.at(Point(50, 50), scale: 1), red8)
        XCTAssertClose(image.at(Point(150, 150), scale: 1), red8)
    }

    /// Text is placed by its end or middle as asked: a left-aligned "9:41" starts at x =
    /// 20, a right-aligned one ends at x = 180.
    func testTextIsPlacedByItsAlignment() throws {
        let font = FontDescriptor(size: 20, weight: .bold)
        func inkColumns(_ alignment: TextAlignment, at x: Double) throws -> (Int, Int) {
            let layer = SystemChrome.Layer(transform: .identity,
                                           shapes: [.text("9:41", font: font, color: .black, at: Point(x, 100), alignment: alignment)])
            let image = try Renderer().render(Scene(size: Size(200, 200), scale: 1, background: .white,
                                                    systemChrome: SystemChrome(layers: [layer])))
            let dark = (0..<200).filter { c in (80..<120).contains { image[c, $0].r < 128 } }
            return (dark.first ?? -1, dark.last ?? -1)
        }
        let left = try inkColumns(.left, at: 20)
        XCTAssertTrue((20...23).contains(left.0), "\(left)")
        let right = try inkColumns(.right, at: 180)
        XCTAssertTrue((176...180).contains(right.1), "\(right)")
        let center = try inkColumns(.center, at: 100)
        XCTAssertEqual(Double(center.0 + center.1) / 2, 100, accuracy: 2)
    }
}
