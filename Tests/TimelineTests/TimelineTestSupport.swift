import XCTest
@testable import Timeline

/// Helpers shared by the loader tests. Expected positions are found by searching the
/// test's own JSON text for a marker, independently of the parser under test.
enum Fixture {
    static func load(_ text: String) throws -> Timeline { try TimelineLoader.load(text: text, fileName: "timeline.json") }

    /// 1-based line and column of the `occurrence`-th appearance of `needle` in `text`.
    static func position(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = text.range(of: needle, range: searchStart..<text.endIndex)
            guard let f = found else { fatalError("marker \(needle) not in fixture") }
            searchStart = text.index(after: f.lowerBound)
        }
        let prefix = text[..<found!.lowerBound]
        let line = prefix.filter { $0 == "\n" }.count + 1
        let column = prefix.distance(from: prefix.lastIndex(of: "\n").map { prefix.index(after: $0) } ?? prefix.startIndex,
                                     to: prefix.endIndex) + 1
        return (line, column)
    }

    /// The errors loading `text` throws (fails the test if it loads).
    static func errors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [TimelineError] {
        do {
            _ = try load(text)
            XCTFail("expected errors", file: file, line: line)
            return []
        } catch let e as TimelineErrors {
            return e.errors
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return []
        }
    }

    /// A minimal valid document around `body` (top-level fields after `screen`).
    static func document(_ body: String, screen: String = #"{ "device": "iPhone X" }"#) -> String {
        "{\n\"version\": 1,\n\"screen\": \(screen)" + (body.isEmpty ? "" : ",\n" + body) + "\n}\n"
    }
}

extension XCTestCase {
    /// Asserts that `text` fails with exactly one error, at the first character of
    /// `marker`, with this path and description tail.
    func assertSingleError(_ text: String, marker: String, occurrence: Int = 1, path: String, message: String,
                           fix: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let errors = Fixture.errors(text, file: file, line: line)
        XCTAssertEqual(errors.count, 1, "errors: \(errors.map(\.description))", file: file, line: line)
        guard let e = errors.first else { return }
        let at = Fixture.position(of: marker, in: text, occurrence: occurrence)
        XCTAssertEqual(e.line, at.line, "line of \(e)", file: file, line: line)
        XCTAssertEqual(e.column, at.column, "column of \(e)", file: file, line: line)
        XCTAssertEqual(e.path, path, file: file, line: line)
        XCTAssertEqual(e.message, message, file: file, line: line)
        if let fix { XCTAssertEqual(e.fix, fix, file: file, line: line) }
    }
}
