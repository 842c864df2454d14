import Foundation
import JSONDocuments
import Timeline

/// Reads back a JSON file animrender wrote (frames.json for the viewer, a shard's
/// report.json for `merge`), checking each member a tool is about to rely on, so that a
/// damaged file is a located error — file, line:column, JSON path, what was expected and
/// `fix` — rather than a crash or a silently wrong result.
struct JSONFileReader {
    let file: String
    /// What the user can do about a damaged file, appended to every error.
    let fix: String

    /// The parsed file; unreadable, not UTF-8 or not JSON are located errors.
    func parse() throws -> LocatedJSON {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw AnimRenderError("\(file): error: cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AnimRenderError("\(file): error: $: not UTF-8 text; \(fix)")
        }
        do { return try LocatedJSON.parse(text, file: file) } catch let e as TimelineError {
            var located = e
            located.fix = fix
            throw AnimRenderError(located)
        }
    }

    func error(_ value: LocatedJSON, _ path: String, _ message: String) -> AnimRenderError {
        AnimRenderError(TimelineError(file: file, line: value.line, column: value.column, path: path,
                                      message: message, fix: fix))
    }

    func fail(_ value: LocatedJSON, _ path: String, _ expected: String) -> AnimRenderError {
        error(value, path, "expected \(expected), found \(value.kindName)")
    }

    func member(_ object: LocatedJSON, _ key: String, _ path: String) throws -> LocatedJSON {
        guard let value = object[key] else { throw error(object, path, "missing member '\(key)'") }
        return value
    }

    func number(_ v: LocatedJSON, _ path: String, positive: Bool = false) throws -> Double {
        guard case .number(let x) = v.value, x.isFinite, !positive || x > 0 else {
            throw fail(v, path, positive ? "a positive number" : "a number")
        }
        return x
    }

    /// A whole number from 0 to 2⁵³ (pixel counts, sizes).
    func count(_ v: LocatedJSON, _ path: String) throws -> Int {
        guard case .number(let x) = v.value, x >= 0, x <= 9_007_199_254_740_992, x == x.rounded() else {
            throw fail(v, path, "a whole number of at least 0")
        }
        return Int(x)
    }

    @discardableResult
    func numbers(_ v: LocatedJSON, _ count: Int, _ path: String) throws -> [Double] {
        guard case .array(let items) = v.value else { throw fail(v, path, "an array of \(count) numbers") }
        guard items.count == count else { throw error(v, path, "expected \(count) numbers, found \(items.count)") }
        return try items.enumerated().map { try number($1, "\(path)[\($0)]") }
    }

    func array(_ v: LocatedJSON, _ path: String) throws -> [LocatedJSON] {
        guard case .array(let items) = v.value else { throw fail(v, path, "an array") }
        return items
    }

    func object(_ v: LocatedJSON, _ path: String) throws -> [(key: String, value: LocatedJSON)] {
        guard case .object(let members) = v.value else { throw fail(v, path, "an object") }
        return members
    }

    @discardableResult
    func string(_ v: LocatedJSON, _ path: String) throws -> String {
        guard case .string(let s) = v.value else { throw fail(v, path, "a string") }
        return s
    }

    func bool(_ v: LocatedJSON, _ path: String) throws -> Bool {
        guard case .bool(let b) = v.value else { throw fail(v, path, "true or false") }
        return b
    }

    /// A string, or nil for `null`.
    func optionalString(_ v: LocatedJSON, _ path: String) throws -> String? {
        if case .null = v.value { return nil }
        return try string(v, path)
    }

    /// The same values as a `JSONOutput`, member order kept.
    static func output(_ v: LocatedJSON) -> JSONOutput {
        switch v.value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let x): return .number(x)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(output))
        case .object(let members): return .object(members.map { ($0.key, output($0.value)) })
        }
    }
}
