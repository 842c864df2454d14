import Geometry
import Layout
import XCTest
@testable import Timeline

/// UIImageView in a timeline: an image is a PNG file relative to the timeline (noted once,
/// where first named, for the run to read) or an SF Symbol object; `contentMode` by
/// UIKit's case names; mistakes located.
final class ImageViewDecodingTests: XCTestCase {
    func testFilesAreNotedOnceRelativeToTheTimelineAndSymbolsHaveTheirSize() throws {
        let t = try TimelineLoader.load(text: Fixture.document(#"""
        "views": [
          { "id": "a", "class": "UIImageView", "image": "art/photo@2x.png", "contentMode": "scaleAspectFill" },
          { "id": "b", "class": "UIImageView", "image": { "systemName": "star.fill", "pointSize": 20 } },
          { "id": "c", "class": "UIImageView" }
        ],
        "timeline": [ { "at": 0.5, "changes": [ { "view": "c", "set": { "image": "art/photo@2x.png" } } ] } ]
        """#), fileName: "/work/screens/timeline.json")
        XCTAssertEqual(t.views[0].content, .imageView(ImageViewContent(image: .unloaded(path: "/work/screens/art/photo@2x.png"),
                                                                       contentMode: .scaleAspectFill)))
        XCTAssertEqual(t.views[1].content, .imageView(ImageViewContent(image: .symbol(SymbolImage(name: "star.fill", pointSize: 20)))))
        XCTAssertEqual(t.views[2].content, .imageView(ImageViewContent()))
        XCTAssertEqual(t.imageFiles.map(\.path), ["/work/screens/art/photo@2x.png"])
        XCTAssertEqual(t.imageFiles.first?.source.path, "$.views[0].image")
        // UIImageView() hugs at 250 (Interface Builder's 251 is its own default).
        XCTAssertEqual(t.views[0].hugging, AxisPriorities(horizontal: 250, vertical: 250))
    }

    func testMistakesAreLocated() {
        assertSingleError(Fixture.document(#"""
        "views": [ { "id": "a", "class": "UIImageView", "contentMode": "scaleAspectFitt" } ]
        """#), marker: "\"scaleAspectFitt\"", path: "$.views[0].contentMode", message: "unknown content mode 'scaleAspectFitt'",
                          fix: "did you mean 'scaleAspectFit'?")
        assertSingleError(Fixture.document(#"""
        "views": [ { "id": "a", "class": "UIImageView", "image": "" } ]
        """#), marker: "\"\" }", path: "$.views[0].image", message: "the image file is empty",
                          fix: "give the path of a PNG file, relative to the timeline")
        let noName = Fixture.errors(Fixture.document(#"""
        "views": [ { "id": "a", "class": "UIImageView", "image": { "pointSize": 20 } } ]
        """#))
        XCTAssertEqual(noName.map(\.path), ["$.views[0].image"])
        XCTAssertTrue(noName.first?.message.contains("systemName") == true, "\(noName)")
    }
}
