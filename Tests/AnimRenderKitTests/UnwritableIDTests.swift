import XCTest
import Geometry
@testable import AnimRenderKit

/// A view id that constraint strings cannot spell (`title-label`, `kärtchen`) is still a
/// valid view — the format only forbids `.` and spaces — so a timeline that never names
/// it in a constraint string plays; one that does is refused under the id, saying why,
/// instead of as an unknown view `title` or a missing `.` after it.
final class UnwritableIDTests: XCTestCase {
    func testAHyphenatedViewThatNoStringNamesIsLaidOut() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" }, "render": { "duration": 0.1 },
          "views": [ { "id": "stack", "stack": { "axis": "vertical", "arrangedSubviews": ["title-label", "sub-title"] } },
                     { "id": "title-label", "parent": "stack", "intrinsicContentSize": [100, 30] },
                     { "id": "sub-title", "parent": "stack", "intrinsicContentSize": [100, 20] } ],
          "constraints": [ "stack.top == root.safeArea.top + 20", "stack.leading == root.leading + 20" ] }
        """
        let frames = try play(json: json).frames
        let first = try XCTUnwrap(frames.first)
        // iPhone 8: the safe area's top is the 20 pt status bar, so the stack sits at (20, 40).
        XCTAssertEqual(first.view("stack")?.frame, Rect(x: 20, y: 40, width: 100, height: 50))
        XCTAssertEqual(first.view("title-label")?.frame, Rect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(first.view("sub-title")?.frame, Rect(x: 0, y: 30, width: 100, height: 20))
        XCTAssertTrue(first.conforms)
    }

    func testAStringNamingAHyphenatedViewIsRefusedUnderTheID() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" },
          "views": [ { "id": "my-view" }, { "id": "my" } ],
          "constraints": [ "my.width == 10", "my.top == my-view.bottom + 8" ] }
        """
        XCTAssertThrowsError(try play(json: json)) { error in
            let lines = "\(error)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Line 3 column 38 opens the string; 'my-view' is its 11th character.
            XCTAssertTrue(lines.first?.hasSuffix(":3:49: error: $.constraints[1]: 'my-view' cannot be named in a constraint "
                                                 + "string, which reads ids as ASCII letters, digits and _ (not starting "
                                                 + "with a digit); rename the view or guide") ?? false, "\(error)")
            XCTAssertEqual(Array(lines.dropFirst()), ["    my.top == my-view.bottom + 8", "              ^"])
        }
    }

    func testAVisualFormatNamingAnAccentedViewIsRefusedUnderTheID() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" },
          "views": [ { "id": "kärtchen" } ],
          "constraints": [ { "vfl": "V:|-[kärtchen(44)]" } ] }
        """
        XCTAssertThrowsError(try play(json: json)) { error in
            let lines = "\(error)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertTrue(lines.first?.hasSuffix(":3:35: error: $.constraints[0].vfl: 'kärtchen' cannot be named in a "
                                                 + "constraint string, which reads ids as ASCII letters, digits and _ (not "
                                                 + "starting with a digit); rename the view or guide") ?? false, "\(error)")
            XCTAssertEqual(Array(lines.dropFirst()), ["    V:|-[kärtchen(44)]", "         ^"])
        }
    }

    /// Two such ids where one begins the other: the error names the one the string wrote.
    func testTheLongerIDAtThePlaceIsNamed() throws {
        for order in [#"{ "id": "my-view" }, { "id": "my-view-2" }"#, #"{ "id": "my-view-2" }, { "id": "my-view" }"#] {
            let json = """
            { "version": 1, "screen": { "device": "iPhone 8" },
              "views": [ \(order) ],
              "constraints": [ "my-view-2.width == 10" ] }
            """
            XCTAssertThrowsError(try play(json: json)) { error in
                XCTAssertTrue("\(error)".contains("$.constraints[0]: 'my-view-2' cannot be named in a constraint string"),
                              "\(order): \(error)")
            }
        }
    }
}
