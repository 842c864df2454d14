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

    /// A file that starts as a PNG but is damaged, cut short or declares more pixels than
    /// an image may have is refused where it is named, before any pixel is allocated for it
    /// (issue 23 item 5): a 100000 × 100000 header would be 40 GB of pixels.
    func testDamagedTruncatedAndEnormousImagesAreLocatedErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let valid = [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent("Timelines/images/landscape.png")))
        // The first chunk after IHDR starts at byte 33; its data (after length and type) at 41.
        var damaged = valid
        for i in 41..<min(valid.count - 12, 141) { damaged[i] ^= 0x5A }
        var huge = Array(valid.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])   // 100000 × 100000
        var tooManyPixels = Array(valid.prefix(33))
        tooManyPixels.replaceSubrange(16..<24, with: [0, 0, 0x20, 0, 0, 0, 0x20, 0])   // 8192 × 8192: 67 Mpx
        for (name, bytes) in [("damaged.png", damaged), ("cut.png", Array(valid.prefix(valid.count / 2))),
                              ("huge.png", huge), ("square.png", tooManyPixels)] {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        let json = """
        {
          "version": 1,
          "screen": { "size": [200, 200] },
          "views": [
            { "id": "a", "class": "UIImageView", "image": "damaged.png" },
            { "id": "b", "class": "UIImageView", "image": "cut.png" },
            { "id": "c", "class": "UIImageView", "image": "huge.png" },
            { "id": "d", "class": "UIButton", "image": "square.png" }
          ]
        }
        """
        let path = folder.appendingPathComponent("t.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try CompiledTimeline.load(path: path)) { error in
            guard let e = error as? AnimRenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.messages.count, 4, "\(e.messages)")
            let expected: [(line: Int, column: Int, index: Int, file: String, reason: String)] = [
                (5, 51, 0, "damaged.png", "damaged"), (6, 51, 1, "cut.png", "truncated"),
                (7, 51, 2, "huge.png", "the image is 100000×100000 pixels; an image is at most 8192 pixels a side and 16777216 pixels in all"),
                (8, 48, 3, "square.png", "the image is 8192×8192 pixels; an image is at most 8192 pixels a side and 16777216 pixels in all"),
            ]
            for (message, want) in zip(e.messages, expected) {
                let prefix = "\(path):\(want.line):\(want.column): error: $.views[\(want.index)].image: image \(folder.path)/\(want.file): "
                XCTAssertTrue(message.hasPrefix(prefix), "\(message)\nwanted \(prefix)")
                XCTAssertTrue(message.contains(want.reason), "\(message)\nwanted \(want.reason)")
                XCTAssertEqual(message.split(separator: "\n").count, 1, message)
            }
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
