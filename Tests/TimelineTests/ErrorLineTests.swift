import Timeline
import XCTest

/// An error is one line (plus its caret diagram), whatever the file's strings hold: a
/// control character quoted from the file is drawn as its control picture, one character
/// for one. (ValidateMatchesRenderTests has the mutation sweep's constraint "a\nb".)
final class ErrorLineTests: XCTestCase {
    func testControlPicturesOneForOne() {
        var error = TimelineError(file: "t.json", line: 1, column: 2, path: "$.x", message: "bad 'a\u{0}b\u{7F}c\r\nd\u{2028}e'",
                                  fix: "not\ta\u{1B}b")
        XCTAssertEqual(error.description, "t.json:1:2: error: $.x: bad 'a\u{2400}b\u{2421}c\u{2424}d\u{2424}e'; not\ta\u{241B}b")
        error.caret = .init(text: "x\ny", offset: 2)
        XCTAssertEqual(error.description.components(separatedBy: "\n").dropFirst(), ["    x\u{240A}y", "      ^"])
    }
}
