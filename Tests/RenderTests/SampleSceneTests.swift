import Foundation
import Geometry
import Render
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
}
