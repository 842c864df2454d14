import XCTest
@testable import AnimRenderKit

/// A Visual Format string that names a view the file does not declare is refused at the
/// name, in the file's line:column, with the caret under it — not as a missing superview
/// (what `|` reports for a view it cannot find a parent for) nor, for a name inside a
/// predicate, as an unknown view with no hint that it may be a missing metric.
final class VisualFormatCompileTests: XCTestCase {
    func testAnUndeclaredViewIsNamedAtItsPlace() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" },
          "views": [ { "id": "a" } ],
          "constraints": [ { "vfl": "H:|-[a]-[b]-|" } ] }
        """
        XCTAssertThrowsError(try play(json: json)) { error in
            let lines = "\(error)".split(separator: "\n", omittingEmptySubsequences: false)
            // Line 3, column 29 is the opening quote of the format; 'b' is its 10th character.
            XCTAssertTrue(lines.first?.hasSuffix(":3:39: error: $.constraints[0].vfl: unknown view 'b'; did you mean 'a'?") ?? false,
                          "\(error)")
            XCTAssertEqual(lines.dropFirst().map(String.init), ["    H:|-[a]-[b]-|", "             ^"])
        }
    }

    func testAMissingMetricIsNotCalledAView() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" },
          "views": [ { "id": "a" } ],
          "constraints": [ { "vfl": "H:|-[a(>=pad)]-|", "metrics": { "gap": 16 } } ] }
        """
        XCTAssertThrowsError(try play(json: json)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(":3:39: error: $.constraints[0].vfl: 'pad' is neither a metric nor a view; "
                                        + "add it to \"metrics\", or declare a view with that name"), text)
        }
    }
}
