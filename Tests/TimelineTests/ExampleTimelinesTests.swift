import XCTest
import Foundation
@testable import Timeline
import TestSupport

/// Every worked example in `Timelines/` must pass validation: they are the format's
/// documentation, and a stricter validator must not silently reject them.
final class ExampleTimelinesTests: XCTestCase {
    func testEveryExampleLoads() throws {
        let folder = Repository.root.appendingPathComponent("Timelines")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw XCTSkip("no examples in \(folder.path)") }
        for name in names {
            let path = folder.appendingPathComponent(name).path
            XCTAssertNoThrow(try TimelineLoader.load(path: path), name)
            if let t = try? TimelineLoader.load(path: path) {
                XCTAssertGreaterThan(t.frameCount, 0, name)
                XCTAssertEqual(t.file, path)
            }
        }
    }
}
