/// A JSON value written with a fixed key order and a fixed number format, so that the
/// same results give byte-identical files on every run and machine (frames.json, reports,
/// `solve` lines). Keys keep the order they were given in: callers decide it.
///
/// Only `oneLine` is indirect: the containers hold their values in arrays already, and a
/// number or string kept inline costs no allocation (frames.json of a large timeline holds
/// millions of numbers).
public enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])
    /// The value on one line even in `pretty` output (`{ "shape": "line", "from": [0, 1] }`):
    /// for long lists of small records, such as a frame's overlays, that would otherwise
    /// take a line per member. The same value as the one it wraps.
    indirect case oneLine(JSONOutput)

    public static func == (a: JSONOutput, b: JSONOutput) -> Bool { a.compact == b.compact }

    /// Numbers are rounded to `JSONOutput.decimals` places, printed in their shortest form
    /// (`20`, `12.5`), and `-0` prints as `0`: sub-micro-point noise from floating-point
    /// arithmetic never reaches a file.
    public static let decimals = 6

    public var compact: String { String(decoding: compactBytes, as: UTF8.self) }
    /// `compact` as UTF-8.
    public var compactBytes: [UInt8] { bytes(indent: nil) }
    /// Two-space indentation, but arrays of numbers stay on one line (`[20, 64, 335, 100]`).
    public var pretty: String { String(decoding: prettyBytes, as: UTF8.self) }
    /// `pretty` as UTF-8, written straight into bytes: frames.json of a large timeline runs
    /// to tens of megabytes, and building it as a String first doubles the work.
    public var prettyBytes: [UInt8] { var out = bytes(indent: JSONOutput.prettyIndent); out.append(0x0A); return out }
    /// `pretty`'s indentation step.
    package static let prettyIndent = Array("  ".utf8)

    private func bytes(indent: [UInt8]?) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, indent: indent, level: 0)
        return out
    }

    public static func format(_ x: Double, decimals: Int = JSONOutput.decimals) -> String {
        var out: [UInt8] = []
        appendNumber(x, decimals: decimals, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `format`, appended as UTF-8.
    package static func appendNumber(_ x: Double, decimals: Int = JSONOutput.decimals, to out: inout [UInt8]) {
        guard x.isFinite else { out.append(contentsOf: "null".utf8); return }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var v = (x * scale).rounded() / scale
        if v == 0 { v = 0 }   // folds -0
        // A whole number below 1e15 is exactly an Int64 (what checkedInteger would give).
        if abs(v) < 1e15, v.rounded(.towardZero) == v {
            appendInteger(Int64(v), to: &out)
        } else {
            out.append(contentsOf: String(v).utf8)
        }
    }

    private static func appendInteger(_ n: Int64, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        guard m > 0 else { out.append(UInt8(ascii: "0")); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { d in
            while m > 0 { d[count] = UInt8(ascii: "0") + UInt8(m % 10); m /= 10; count += 1 }
            for i in stride(from: count - 1, through: 0, by: -1) { out.append(d[i]) }
        }
    }

    /// `s` as a JSON string literal (control characters escaped, nothing else).
    public static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        appendQuoted(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quote`, appended as UTF-8. A Swift string is valid Unicode, so copying its UTF-8
    /// bytes (every byte of a multi-byte scalar is 0x80 or more) is copying its scalars.
    package static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (ids, kinds, equations) need no escape: copied whole.
        let copied: Bool? = s.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied == true { out.append(UInt8(ascii: "\"")); return }
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(b)
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(b)
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(b >> 4)]); out.append(hex[Int(b & 0xF)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private var isScalar: Bool {
        switch self { case .array, .object, .oneLine: return false; default: return true }
    }

    package static func appendPad(_ indent: [UInt8], count: Int, to out: inout [UInt8]) {
        for _ in 0..<count { out.append(contentsOf: indent) }
    }

    /// Pretty separators (`, `, `: `) without line breaks.
    private func writeOnOneLine(to s: inout [UInt8]) {
        switch self {
        case .array(let items):
            s.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { s.append(contentsOf: ", ".utf8) }
                item.writeOnOneLine(to: &s)
            }
            s.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { s.append(contentsOf: "{}".utf8); return }
            s.append(contentsOf: "{ ".utf8)
            for (i, (k, v)) in members.enumerated() {
                if i > 0 { s.append(contentsOf: ", ".utf8) }
                JSONOutput.appendQuoted(k, to: &s)
                s.append(contentsOf: ": ".utf8)
                v.writeOnOneLine(to: &s)
            }
            s.append(contentsOf: " }".utf8)
        case .oneLine(let v): v.writeOnOneLine(to: &s)
        default: write(to: &s, indent: nil, level: 0)
        }
    }

    package func write(to s: inout [UInt8], indent: [UInt8]?, level: Int) {
        switch self {
        case .null: s.append(contentsOf: "null".utf8)
        case .bool(let b): s.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let x): JSONOutput.appendNumber(x, to: &s)
        case .string(let t): JSONOutput.appendQuoted(t, to: &s)
        case .oneLine(let v):
            if indent == nil { v.write(to: &s, indent: nil, level: level) } else { v.writeOnOneLine(to: &s) }
        case .array(let items):
            if items.isEmpty { s.append(contentsOf: "[]".utf8); return }
            guard let indent, !items.allSatisfy({ $0.isScalar }) else {
                s.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { s.append(contentsOf: (indent == nil ? "," : ", ").utf8) }
                    item.write(to: &s, indent: indent, level: level + 1)
                }
                s.append(UInt8(ascii: "]"))
                return
            }
            s.append(contentsOf: "[\n".utf8)
            for (i, item) in items.enumerated() {
                JSONOutput.appendPad(indent, count: level + 1, to: &s)
                item.write(to: &s, indent: indent, level: level + 1)
                s.append(contentsOf: (i + 1 < items.count ? ",\n" : "\n").utf8)
            }
            JSONOutput.appendPad(indent, count: level, to: &s)
            s.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { s.append(contentsOf: "{}".utf8); return }
            guard let indent else {
                s.append(UInt8(ascii: "{"))
                for (i, (k, v)) in members.enumerated() {
                    if i > 0 { s.append(UInt8(ascii: ",")) }
                    JSONOutput.appendQuoted(k, to: &s)
                    s.append(UInt8(ascii: ":"))
                    v.write(to: &s, indent: nil, level: level + 1)
                }
                s.append(UInt8(ascii: "}"))
                return
            }
            s.append(contentsOf: "{\n".utf8)
            for (i, (k, v)) in members.enumerated() {
                JSONOutput.appendPad(indent, count: level + 1, to: &s)
                JSONOutput.appendQuoted(k, to: &s)
                s.append(contentsOf: ": ".utf8)
                v.write(to: &s, indent: indent, level: level + 1)
                s.append(contentsOf: (i + 1 < members.count ? ",\n" : "\n").utf8)
            }
            JSONOutput.appendPad(indent, count: level, to: &s)
            s.append(UInt8(ascii: "}"))
        }
    }
}

extension JSONOutput {
    public static func numbers(_ xs: [Double]) -> JSONOutput { .array(xs.map(JSONOutput.number)) }
}

extension JSONOutput {
    /// Where a non-finite number sits in a value: its path (`views.card.frame[2]`) and
    /// the view or constraint the enclosing entries name (a key under `views`, or an
    /// entry's `view` / `constraint` member).
    package struct NonFinite: Equatable {
        package var path: String
        package var view: String?
        package var constraint: String?

        package init(path: String, view: String? = nil, constraint: String? = nil) {
            self.path = path; self.view = view; self.constraint = constraint
        }
    }

    /// The first non-finite number in document order, or nil when every number is finite
    /// (what a JSON file can hold: `format` would have to print it as `null`). Walks
    /// without building paths; only a hit spells its path out.
    package func firstNonFiniteNumber() -> NonFinite? {
        var trail: [Step] = []
        guard find(&trail) else { return nil }
        // Only now are the objects on the way looked at, for the entry's names.
        var found = NonFinite(path: "")
        var node = self
        var previousKey: String?
        for step in trail {
            if case .oneLine(let inner) = node { node = inner }
            switch (step, node) {
            case (.index(let i), .array(let items)):
                found.path += "[\(i)]"
                previousKey = nil
                node = items[i]
            case (.member(let m), .object(let members)):
                let key = members[m].0
                found.path += found.path.isEmpty ? key : "." + key
                for (name, value) in members {
                    if case .string(let s) = value, name == "view" { found.view = s }
                    if case .string(let s) = value, name == "constraint" { found.constraint = s }
                }
                if previousKey == "views" { found.view = key }
                previousKey = key
                node = members[m].1
            default:
                break
            }
        }
        return found
    }

    /// A step into an array element or an object member (by index), kept small so the
    /// walk over a whole document allocates nothing per value.
    private enum Step {
        case index(Int)
        case member(Int)
    }

    private func find(_ trail: inout [Step]) -> Bool {
        switch self {
        case .number(let x): return !x.isFinite
        case .oneLine(let value): return value.find(&trail)
        case .array(let items):
            for i in items.indices {
                trail.append(.index(i))
                if items[i].find(&trail) { return true }
                trail.removeLast()
            }
            return false
        case .object(let members):
            for m in members.indices {
                trail.append(.member(m))
                if members[m].1.find(&trail) { return true }
                trail.removeLast()
            }
            return false
        case .null, .bool, .string:
            return false
        }
    }
}
