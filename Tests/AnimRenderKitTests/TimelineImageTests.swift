import Foundation
import Geometry
import Playback
import Timeline
import TestSupport
import XCTest
@testable import AnimRenderKit

/// A timeline's image files are read when the run starts, each once; every file that is
/// missing or not a readable PNG is an error located where the file is named.
final class TimelineImageTests: XCTestCase {
    func testBadImageFilesAreLocatedWhereTheyAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("text.png"))
        let json = """
        {
          "version": 1,
          "screen": { "size": [200, 200] },
          "views": [
            { "id": "a", "class": "UIImageView", "image": "nope.png" },
            { "id": "b", "class": "UIImageView", "image": "text.png" }
          ],
          "timeline": [ { "at": 0.1, "changes": [ { "view": "a", "set": { "image": "text.png" } } ] } ]
        }
        """
        let path = folder.appendingPathComponent("t.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try CompiledTimeline.load(path: path)) { error in
            guard let e = error as? AnimRenderError else { return XCTFail("\(error)") }
            // Each file once, where it is first named: text.png at views[1], not again in the event.
            XCTAssertEqual(e.messages, [
                "\(path):5:51: error: $.views[0].image: image \(folder.path)/nope.png: no such file "
                    + "(an image's path is relative to the timeline's folder)",
                "\(path):6:51: error: $.views[1].image: image \(folder.path)/text.png: "
                    + "not a PNG file (the PNG signature is missing); give a .png image",
            ])
        }
    }

    func testTheExamplesImagesAreItsSize() throws {
        let (compiled, frames) = try play(example: "image-views")
        XCTAssertEqual(compiled.timeline.imageFiles.map { ($0.path as NSString).lastPathComponent }, ["avatar@2x.png", "landscape.png"])
        XCTAssertEqual(frames.last?.view("avatar")?.frame, Rect(16, 20, 60, 60))
    }

    /// A button's image, in the older style and in a configuration, in `views` and in a `set`,
    /// is read as an image view's is and measured: avatar@2x.png is 120 px, 60 pt square.
    func testAButtonsImageFilesAreReadAndMeasured() throws {
        let images = Repository.root.appendingPathComponent("Timelines/images").path
        let json = """
        {
          "version": 1,
          "screen": { "size": [300, 300] },
          "views": [
            { "id": "old", "class": "UIButton", "buttonType": "custom", "image": "\(images)/avatar@2x.png" },
            { "id": "new", "class": "UIButton", "configuration": { "style": "filled" } }
          ],
          "constraints": ["old.top == root.top", "old.leading == root.leading", "new.top == root.top + 100", "new.leading == root.leading"],
          "timeline": [ { "at": 0.1, "changes": [ { "view": "new", "set": { "configuration": { "image": "\(images)/avatar@2x.png" } } } ] } ]
        }
        """
        let (compiled, frames) = try play(json: json)
        XCTAssertEqual(compiled.timeline.imageFiles.count, 1, "the file is read once")
        // The image alone: 60 × 60; in the filled configuration, plus (7, 12, 7, 12): 84 × 74.
        XCTAssertEqual(frames.first?.view("old")?.frame, Rect(0, 0, 60, 60))
        XCTAssertEqual(frames.first?.view("new")?.frame, Rect(0, 100, 24, 14))
        XCTAssertEqual(frames.last?.view("new")?.frame, Rect(0, 100, 84, 74))
    }
}
