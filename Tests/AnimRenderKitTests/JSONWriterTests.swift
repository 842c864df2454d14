import JSONDocuments
import XCTest
@testable import AnimRenderKit

/// `JSONWriter` (frames.json's entries, written straight from the frame values) against
/// `JSONOutput` (the value tree it replaced) as the oracle: the same bytes, pretty and
/// compact, for every construct frames.json uses; and the same path, view and constraint
/// for a non-finite number wherever it sits, found as it is written.
final class JSONWriterTests: XCTestCase {
    /// Drives a writer through `value` as frames.json's code does: one-line values inline,
    /// arrays of scalars on one line, an entry's `view` / `constraint` members (or its key
    /// under `views`) given as it opens.
    static func write(_ value: JSONOutput, to w: inout JSONWriter, inline: Bool = false, view: String? = nil) throws {
        switch value {
        case .null: w.null()
        case .bool(let b): w.bool(b)
        case .number(let x): try w.number(x)
        case .string(let s): w.string(s)
        case .oneLine(let inner): try write(inner, to: &w, inline: true, view: view)
        case .array(let items):
            let scalars = items.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }
                                             if case .oneLine = $0 { return false }; return true }
            w.beginArray(scalars: scalars, inline: inline)
            for item in items { try write(item, to: &w) }
            w.end()
        case .object(let members):
            func named(_ key: String) -> String? {
                for (k, v) in members { if k == key, case .string(let s) = v { return s } }
                return nil
            }
            w.beginObject(inline: inline, view: named("view") ?? view, constraint: named("constraint"))
            for (k, v) in members {
                w.key(k)
                try write(v, to: &w, view: nil)
            }
            w.end()
        }
    }

    /// Like the above, but an object's members under a `views` key name their view.
    static func writeDocument(_ value: JSONOutput, to w: inout JSONWriter, inline: Bool = false) throws {
        guard case .object(let members) = value else { return try write(value, to: &w, inline: inline) }
        w.beginObject(inline: inline)
        for (k, v) in members {
            w.key(k)
            if k == "views", case .object(let views) = v {
                w.beginObject()
                for (id, entry) in views { w.key(id); try write(entry, to: &w, view: id) }
                w.end()
            } else {
                try write(v, to: &w)
            }
        }
        w.end()
    }

    static let sample: JSONOutput = .object([
        ("index", .number(3)), ("time", .number(0.1 + 0.2)), ("empty", .object([])), ("none", .array([])),
        ("screen", .object([("orientation", .string("portrait")), ("bounds", .numbers([0, 0, 390, 844])),
                            ("safeArea", .object([("top", .number(47)), ("left", .number(-0.0))]))])),
        ("views", .object([("card", .object([("parent", .string("root\n\"q\"")), ("frame", .numbers([1.5, 2, 1e20, -3])),
                                             ("hidden", .bool(false)),
                                             ("outline", .oneLine(.array([.numbers([1, 2]), .numbers([3, 4])]))),
                                             ("model", .object([("frame", .numbers([1, 2, 3, 4]))]))]))])),
        ("ambiguous", .array([.object([("view", .string("card")), ("range", .array([.number(1), .null]))])])),
        ("active", .array([.string("a"), .string("b")])),
        ("overlays", .array([.oneLine(.object([("kind", .string("labels")), ("from", .numbers([1, 2])),
                                              ("points", .array([.numbers([0, 1]), .numbers([2, 3])])),
                                              ("empty", .object([])), ("constraint", .string("top"))])),
                             .oneLine(.object([]))])),
        ("glass", .oneLine(.object([("center", .numbers([5, 6])), ("radius", .number(39))]))),
    ])

    func testTheBytesAreJSONOutputsPrettyAndCompactBytes() throws {
        var pretty = JSONWriter(indent: JSONOutput.prettyIndent)
        try Self.writeDocument(Self.sample, to: &pretty)
        XCTAssertEqual(String(decoding: pretty.bytes, as: UTF8.self) + "\n", Self.sample.pretty)
        var compact = JSONWriter(indent: nil)
        try Self.writeDocument(Self.sample, to: &compact)
        XCTAssertEqual(String(decoding: compact.bytes, as: UTF8.self), Self.sample.compact)
        // Nested at a level, as frames.json's entries are (level 2 under `frames`).
        var nested = JSONWriter(indent: JSONOutput.prettyIndent, level: 2)
        try Self.writeDocument(Self.sample, to: &nested)
        var expected: [UInt8] = []
        Self.sample.write(to: &expected, indent: JSONOutput.prettyIndent, level: 2)
        XCTAssertEqual(nested.bytes, expected)
        // A checking writer prints nothing.
        var check = JSONWriter(emit: false, indent: JSONOutput.prettyIndent)
        try Self.writeDocument(Self.sample, to: &check)
        XCTAssertEqual(check.bytes, [])
    }

    /// Every number of the sample replaced in turn by infinity or NaN: the writer stops
    /// at it (printing or only checking) with the path and names the old walk gives.
    func testANonFiniteNumberIsFoundWhereTheValueTreeWalkFindsIt() throws {
        var count = 0
        func replacing(_ value: JSONOutput, _ k: inout Int, with bad: Double) -> JSONOutput {
            switch value {
            case .number(let x):
                defer { k -= 1 }
                return k == 0 ? .number(bad) : .number(x)
            case .oneLine(let v): return .oneLine(replacing(v, &k, with: bad))
            case .array(let items): return .array(items.map { replacing($0, &k, with: bad) })
            case .object(let members): return .object(members.map { ($0.0, replacing($0.1, &k, with: bad)) })
            default: return value
            }
        }
        var paths: [String] = []
        for n in 0..<40 {
            var k = n
            let value = replacing(Self.sample, &k, with: n % 2 == 0 ? .infinity : .nan)
            guard let expected = value.firstNonFiniteNumber() else { break }
            for emit in [true, false] {
                var w = JSONWriter(emit: emit, indent: JSONOutput.prettyIndent)
                XCTAssertThrowsError(try Self.writeDocument(value, to: &w)) { error in
                    XCTAssertEqual((error as? JSONWriter.NonFinite)?.found, expected, "number \(n)")
                }
            }
            paths.append(expected.path)
            count += 1
        }
        XCTAssertEqual(count, 30)
        // Spot checks, by hand.
        XCTAssertEqual(paths[0], "index")
        XCTAssertTrue(paths.contains("views.card.frame[2]"))
        XCTAssertTrue(paths.contains("views.card.outline[1][0]"))
        XCTAssertTrue(paths.contains("overlays[0].points[1][1]"))
        var k = paths.firstIndex(of: "overlays[0].from[0]")!
        let overlay = replacing(Self.sample, &k, with: .infinity).firstNonFiniteNumber()
        XCTAssertEqual(overlay, JSONOutput.NonFinite(path: "overlays[0].from[0]", view: nil, constraint: "top"))
        k = paths.firstIndex(of: "views.card.model.frame[3]")!
        XCTAssertEqual(replacing(Self.sample, &k, with: .nan).firstNonFiniteNumber(),
                       JSONOutput.NonFinite(path: "views.card.model.frame[3]", view: "card", constraint: nil))
    }
}
