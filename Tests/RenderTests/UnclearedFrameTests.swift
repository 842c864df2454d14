import Geometry
@testable import Render
import Overlays
import RenderSamples
import XCTest

/// `Renderer.render` skips clearing a frame when its first paint covers every pixel
/// opaquely. These tests draw over garbage instead of uninitialised memory (which may
/// happen to be zero) to show that no such frame depends on what was there before, and
/// that every condition of `firstPaintCoversCanvas` is needed.
final class UnclearedFrameTests: XCTestCase {
    let garbage: UInt32 = 0x80C0_4020 // not even valid premultiplied ARGB

    func assertIndependentOfStartingPixels(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try Renderer()
        XCTAssertTrue(renderer.firstPaintCoversCanvas(scene), file: file, line: line)
        let cleared = try renderer.render(scene, initialPixel: 0)
        XCTAssertTrue(try renderer.render(scene, initialPixel: garbage) == cleared, file: file, line: line)
        XCTAssertTrue(try renderer.render(scene) == cleared, file: file, line: line)
    }

    func testOpaqueFullScreenBackgroundCoversEveryPixel() throws {
        try assertIndependentOfStartingPixels(SampleScenes.cards(frame: 3, of: 12, scale: 3))
    }

    func testOpaqueCanvasPaintCoversEveryPixelOfATurnedDevice() throws {
        let size = Size(100, 40)
        let scene = Scene(size: size, scale: 2, background: .white, padding: Scene.padding(toRotate: size, bezel: 5),
                          device: DeviceOutline(portraitScreenSize: size, bezel: 5, color: blue), rotation: 0.3,
                          nodes: [SceneNode(id: "l", frame: Rect(0, 0, 50, 40), backgroundColor: red)])
        try assertIndependentOfStartingPixels(scene)
    }

    /// Each scene leaves some pixel not set opaquely by its first paint: the garbage
    /// shows there, so these scenes must be cleared first.
    func testScenesThatDoNotCoverEveryPixelAreCleared() throws {
        let renderer = try Renderer()
        let translucent = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let size = Size(100, 40)
        let scenes = [
            // 100.25 pt × 2 = 200.5 px: the last column is half covered.
            Scene(size: Size(100.25, 40), scale: 2, background: .white),
            Scene(size: size, scale: 2, background: translucent),
            Scene(size: size, scale: 2, background: .white, rotation: 0.1),
            Scene(size: size, scale: 2, background: .white, padding: 10, canvasColor: translucent),
        ]
        for scene in scenes {
            XCTAssertFalse(renderer.firstPaintCoversCanvas(scene), "\(scene.size) \(scene.padding)")
            let cleared = try renderer.render(scene, initialPixel: 0)
            // Booleans, not images: a failure should not print a million pixels.
            XCTAssertTrue(try renderer.render(scene, initialPixel: garbage) != cleared, "\(scene.size) \(scene.rotation)")
            XCTAssertTrue(try renderer.render(scene) == cleared, "\(scene.size) \(scene.rotation)")
        }
    }
}
