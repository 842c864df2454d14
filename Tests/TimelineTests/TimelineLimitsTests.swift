import Foundation
import XCTest
@testable import Timeline
import TestSupport

/// The limits of `TimelineLimits` at their edges: the last accepted size loads, the first
/// refused one fails where it becomes known, naming the limit.
final class TimelineLimitsTests: XCTestCase {
    /// A file of the largest size gets as far as the parser (here, a syntax error at its
    /// first byte); one byte more is refused unread.
    func testFileSize() throws {
        let largest = "x" + String(repeating: " ", count: TimelineLimits.maxFileBytes - 1)
        XCTAssertThrowsError(try TimelineLoader.load(data: Data(largest.utf8), fileName: "t.json")) {
            XCTAssertTrue("\($0)".hasPrefix("t.json:1:1: error: $: "), "\($0)")
        }
        XCTAssertThrowsError(try TimelineLoader.load(data: Data((largest + " ").utf8), fileName: "t.json")) {
            XCTAssertEqual("\($0)", "t.json: error: $: the file is 4194305 bytes; a timeline is at most 4194304 bytes; "
                           + "split it, or generate fewer views and events")
        }
    }

    func testStringLength() throws {
        let longest = String(repeating: "é", count: TimelineLimits.maxStringLength)
        XCTAssertNoThrow(try Fixture.load(Fixture.document("\"views\": [ { \"id\": \"a\", \"text\": \"\(longest)\" } ]")))
        let text = Fixture.document("\"views\": [ { \"id\": \"a\", \"text\": \"\(longest)é\" } ]")
        assertSingleError(text, marker: "\"é", path: "$.views[0].text",
                          message: "a string of more than 10000 characters; strings (a label's text, a constraint) hold at most 10000")
    }

    func testNameLength() throws {
        let longest = String(repeating: "a", count: TimelineLimits.maxNameLength)
        XCTAssertNoThrow(try Fixture.load(Fixture.document("\"views\": [ { \"id\": \"\(longest)\" } ]")))
        let text = Fixture.document("\"views\": [ { \"id\": \"\(longest)a\" } ]")
        assertSingleError(text, marker: "\"aaa", path: "$.views[0].id",
                          message: "a string of 257 characters here; ids and names are at most 256", fix: "shorten it")
        let key = Fixture.document("\"render\": { \"\(longest)a\": 1 }")
        assertSingleError(key, marker: "\"aaa", path: "$.render", message: "a key of 257 characters; field names are at most 256",
                          fix: "expected one of fps, scale, background, duration, overlays, deviceOutline, systemUI")
    }

    /// A name past the length of any string still gets the name limit, with its whole
    /// length: the parser reads it to its end and the decoder, which knows the field is an
    /// id, names the limit that applies there. Where nothing reads the string as a name or
    /// a text (a constraint string given bare), the limit of all strings is named.
    func testOverlongNameGetsTheNameLimit() throws {
        let huge = String(repeating: "a", count: 4_000_000)
        let text = Fixture.document("\"views\": [ { \"id\": \"\(huge)\" } ]")
        assertSingleError(text, marker: "\"aaa", path: "$.views[0].id",
                          message: "a string of 4000000 characters here; ids and names are at most 256", fix: "shorten it")
        let escaped = String(repeating: "\\u00e9", count: TimelineLimits.maxStringLength + 5)
        let parent = Fixture.document("\"views\": [ { \"id\": \"a\" }, { \"id\": \"b\", \"parent\": \"\(escaped)\" } ]")
        assertSingleError(parent, marker: "\"\\u00e9", path: "$.views[1].parent",
                          message: "a string of 10005 characters here; ids and names are at most 256", fix: "shorten it")
        let bare = Fixture.document("\"views\": [ { \"id\": \"a\" } ], \"constraints\": [ \"a.top == root.top\", \"\(huge)\" ]")
        assertSingleError(bare, marker: "\"aaa", path: "$.constraints[1]",
                          message: "a string of more than 10000 characters; strings (a label's text, a constraint) hold at most 10000")
        // The rest of the file is still read as JSON: a syntax error after the string wins.
        let broken = Fixture.document("\"views\": [ { \"id\": \"\(huge)\" } ], }")
        let errors = Fixture.errors(broken)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.message.hasPrefix("a ',' with nothing after it before '}'") ?? false, "\(errors)")
    }

    func views(_ n: Int, chain: Bool) -> String {
        (0..<n).map { i in "{ \"id\": \"v\(i)\"" + (chain && i > 0 ? ", \"parent\": \"v\(i - 1)\"" : "") + " }" }
            .joined(separator: ",\n")
    }

    func testViewCount() throws {
        XCTAssertNoThrow(try Fixture.load(Fixture.document("\"views\": [\(views(TimelineLimits.maxViews, chain: false))]")))
        let text = Fixture.document("\"views\": [\(views(TimelineLimits.maxViews + 1, chain: false))]")
        assertSingleError(text, marker: "{ \"id\": \"v2000\"", path: "$.views[2000]",
                          message: "the timeline has 2001 views; at most 2000", fix: "split it into several timelines")
        // Views added by changes count too.
        let added = Fixture.document("\"views\": [\(views(TimelineLimits.maxViews, chain: false))],\n"
                                     + "\"timeline\": [ { \"at\": 0, \"changes\": [ { \"addView\": { \"id\": \"extra\" } } ] } ]")
        assertSingleError(added, marker: "{ \"addView\"", path: "$.timeline[0].changes[0]",
                          message: "this change adds view 2001; a timeline has at most 2000 views")
    }

    func testDepth() throws {
        XCTAssertNoThrow(try Fixture.load(Fixture.document("\"views\": [\(views(TimelineLimits.maxDepth, chain: true))]")))
        let text = Fixture.document("\"views\": [\(views(TimelineLimits.maxDepth + 1, chain: true))]")
        assertSingleError(text, marker: "\"v999\" }", path: "$.views[1000].parent",
                          message: "view 'v1000' is 1001 views below root; a hierarchy is at most 1000 deep", fix: "flatten the hierarchy")
        let added = Fixture.document("\"views\": [\(views(TimelineLimits.maxDepth, chain: true))],\n"
                                     + "\"timeline\": [ { \"at\": 0, \"changes\": [ { \"addView\": { \"id\": \"x\", \"parent\": \"v999\" } } ] } ]")
        assertSingleError(added, marker: "\"v999\" } }", path: "$.timeline[0].changes[0].addView.parent",
                          message: "view 'x' would be 1001 views below root; at most 1000", fix: "flatten the hierarchy")
    }

    func testEventAndConstraintCounts() throws {
        let events = (0...TimelineLimits.maxEvents).map { _ in "{ \"at\": 0, \"changes\": [] }" }.joined(separator: ",\n")
        assertSingleError(Fixture.document("\"timeline\": [\(events)]"), marker: "{ \"at\"", occurrence: 10_001,
                          path: "$.timeline[10000]", message: "the timeline has 10001 events; at most 10000")
        let constraints = (0...TimelineLimits.maxConstraints).map { _ in "\"root.width >= 1\"" }.joined(separator: ", ")
        assertSingleError(Fixture.document("\"constraints\": [\(constraints)]"), marker: "\"root.width", occurrence: 10_001,
                          path: "$.constraints[10000]", message: "the timeline has 10001 constraint entries; at most 10000")
    }

    /// A hundred errors are reported; the rest are counted on a last line.
    func testErrorsAreCappedAndCounted() throws {
        let bad = (0..<150).map { "{ \"id\": \"v\($0)\", \"alpha\": 2 }" }.joined(separator: ",\n")
        let errors = Fixture.errors(Fixture.document("\"views\": [\(bad)]"))
        XCTAssertEqual(errors.count, 101)
        XCTAssertEqual(errors.dropLast().map(\.path), (0..<100).map { "$.views[\($0)].alpha" })
        XCTAssertEqual(errors.last?.description, "timeline.json: error: $: 50 more errors not shown (the first 100 are above); "
                       + "fix these and run again")
    }
}

/// docs/timeline-format.md states each limit as the code enforces it.
final class TimelineLimitsDocumentationTests: XCTestCase {
    func testTheFormatPageStatesEveryLimit() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/timeline-format.md"), encoding: .utf8)
        func grouped(_ n: Int) -> String {
            let digits = Array(String(n))
            return String(digits.enumerated().flatMap { i, c in (i > 0 && (digits.count - i) % 3 == 0 ? [","] : []) + [c] })
        }
        let rows: [(String, Int)] = [
            ("| the file | ", TimelineLimits.maxFileBytes), ("| any string", TimelineLimits.maxStringLength),
            ("| an id or a name", TimelineLimits.maxNameLength), ("| views, declared", TimelineLimits.maxViews),
            ("| the depth of the hierarchy", TimelineLimits.maxDepth), ("| constraint entries", TimelineLimits.maxConstraints),
            ("| events in", TimelineLimits.maxEvents), ("| views × frames", TimelineLimits.maxViewFrames),
        ]
        for (start, limit) in rows {
            let line = try XCTUnwrap(page.split(separator: "\n").first { $0.hasPrefix(start) }, start)
            XCTAssertTrue(line.contains("| \(grouped(limit))"), "\(line) should state \(grouped(limit))")
        }
        XCTAssertTrue(page.contains("first \(TimelineLimits.maxReportedErrors) reported"))
    }
}
