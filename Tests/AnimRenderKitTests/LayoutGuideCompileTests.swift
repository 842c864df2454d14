import XCTest
@testable import AnimRenderKit

/// Constraint strings name a view's layout guides like views; a misspelt guide is
/// located with the nearest item, guides included.
final class LayoutGuideCompileTests: XCTestCase {
    func testAMisspeltGuideSuggestsTheGuide() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" },
          "views": [ { "id": "card", "layoutGuides": ["spacer"] } ],
          "constraints": [ "card.leading == root.leading", "card.top == root.top", "card.width == 100",
                           "card.height == 100", "spacr.height == 20" ] }
        """
        XCTAssertThrowsError(try play(json: json)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("$.constraints[4]"), text)
            XCTAssertTrue(text.contains("unknown view 'spacr'"), text)
            XCTAssertTrue(text.contains("'spacer'"), text)
        }
    }
}
