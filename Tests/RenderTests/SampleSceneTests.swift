import Foundation
import Geometry
import Render
import RenderSamples
import XCTest

final class SampleSceneTests: XCTestCase {
    /// Rendering and encoding are pure: the same scene gives the same bytes. Set
    /// RENDER_SAMPLES_DIR to also save the frames for looking at them.
    func testRenderingIsDeterministic() throws {
        let renderer = try Renderer()
        for scale in [2.0, 3.0] {
            let scene = SampleScenes.cards(frame: 7, of: 12, scale: scale)
            let a = PNGEncoder().encode(try renderer.render(scene))
            let b = PNGEncoder().encode(try renderer.render(scene))
            XCTAssertEqual(a, b)
            XCTAssertGreaterThan(a.count, 1000)
            if let dir = ProcessInfo.processInfo.environment["RENDER_SAMPLES_DIR"] {
                try Data(a).write(to: URL(fileURLWithPath: "\(dir)/cards@\(Int(scale))x.png"))
            }
        }
    }

    /// Drawing on several threads at once (shared fonts and glyph caches) gives the same
    /// bytes as drawing one frame at a time.
    func testParallelRenderingMatchesSerial() throws {
        let renderer = try Renderer()
        let scenes = (0..<6).map { SampleScenes.cards(frame: $0, of: 6, scale: 1) }
        let serial = try scenes.map { PNGEncoder().encode(try renderer.render($0)) }
        var parallel: [[UInt8]] = []
        try FrameEncoder(threads: 3).encode(count: scenes.count, frame: { try renderer.render(scenes[$0]) },
                                            write: { _, png in parallel.append(png) })
        XCTAssertEqual(parallel, serial)
        XCTAssertEqual(try renderer.render(scenes, threads: 3).map { PNGEncoder().encode($0) }, serial)
        XCTAssertEqual(Set(serial).count, 6) // every frame differs, so none was a repeat
    }
}
