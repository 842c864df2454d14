/// A JSON value written with a fixed key order and a fixed number format, so that the
/// same results give byte-identical files on every run and machine (frames.json, reports,
/// `solve` lines). Keys keep the order they were given in: callers decide it.
public indirect enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])
    /// The value on one line even in `pretty` output (`{ "shape": "line", "from": [0, 1] }`):
    /// for long lists of small records, such as a frame's overlays, that would otherwise
    /// take a line per member. The same value as the one it wraps.
    case oneLine(JSONOutput)

    public static func == (a: JSONOutput, b: JSONOutput) -> Bool { a.compact == b.compact }

    /// Numbers are rounded to `JSONOutput.decimals` places, printed in their shortest form
    /// (`20`, `12.5`), and `-0` prints as `0`: sub-micro-point noise from floating-point
    /// arithmetic never reaches a file.
    public static let decimals = 6

    public var compact: String { var s = ""; write(to: &s, indent: nil, level: 0); return s }
    /// Two-space indentation, but arrays of numbers stay on one line (`[20, 64, 335, 100]`).
    public var pretty: String { var s = ""; write(to: &s, indent: "  ", level: 0); s += "\n"; return s }

    public static func format(_ x: Double, decimals: Int = JSONOutput.decimals) -> String {
        guard x.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var v = (x * scale).rounded() / scale
        if v == 0 { v = 0 }   // folds -0
        if abs(v) < 1e15, let whole = v.checkedInteger(Int64.self), Double(whole) == v { return String(whole) }
        return String(v)
    }

    /// `s` as a JSON string literal (control characters escaped, nothing else).
    public static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let h = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    private var isScalar: Bool {
        switch self { case .array, .object, .oneLine: return false; default: return true }
    }

    /// Pretty separators (`, `, `: `) without line breaks.
    private func writeOnOneLine(to s: inout String) {
        switch self {
        case .array(let items):
            s += "["
            for (i, item) in items.enumerated() {
                if i > 0 { s += ", " }
                item.writeOnOneLine(to: &s)
            }
            s += "]"
        case .object(let members):
            if members.isEmpty { s += "{}"; return }
            s += "{ "
            for (i, (k, v)) in members.enumerated() {
                if i > 0 { s += ", " }
                s += JSONOutput.quote(k) + ": "
                v.writeOnOneLine(to: &s)
            }
            s += " }"
        case .oneLine(let v): v.writeOnOneLine(to: &s)
        default: write(to: &s, indent: nil, level: 0)
        }
    }

    private func write(to s: inout String, indent: String?, level: Int) {
        switch self {
        case .null: s += "null"
        case .bool(let b): s += b ? "true" : "false"
        case .number(let x): s += JSONOutput.format(x)
        case .string(let t): s += JSONOutput.quote(t)
        case .oneLine(let v):
            if indent == nil { v.write(to: &s, indent: nil, level: level) } else { v.writeOnOneLine(to: &s) }
        case .array(let items):
            if items.isEmpty { s += "[]"; return }
            guard let indent, !items.allSatisfy(\.isScalar) else {
                s += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { s += indent == nil ? "," : ", " }
                    item.write(to: &s, indent: indent, level: level + 1)
                }
                s += "]"
                return
            }
            let pad = String(repeating: indent, count: level + 1)
            s += "[\n"
            for (i, item) in items.enumerated() {
                s += pad
                item.write(to: &s, indent: indent, level: level + 1)
                s += i + 1 < items.count ? ",\n" : "\n"
            }
            s += String(repeating: indent, count: level) + "]"
        case .object(let members):
            if members.isEmpty { s += "{}"; return }
            guard let indent else {
                s += "{"
                for (i, (k, v)) in members.enumerated() {
                    if i > 0 { s += "," }
                    s += JSONOutput.quote(k) + ":"
                    v.write(to: &s, indent: nil, level: level + 1)
                }
                s += "}"
                return
            }
            let pad = String(repeating: indent, count: level + 1)
            s += "{\n"
            for (i, (k, v)) in members.enumerated() {
                s += pad + JSONOutput.quote(k) + ": "
                v.write(to: &s, indent: indent, level: level + 1)
                s += i + 1 < members.count ? ",\n" : "\n"
            }
            s += String(repeating: indent, count: level) + "}"
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
    struct NonFinite: Equatable {
        var path: String
        var view: String?
        var constraint: String?
    }

    /// The first non-finite number in document order, or nil when every number is finite
    /// (what a JSON file can hold: `format` would have to print it as `null`). Walks
    /// without building paths; only a hit spells its path out.
    func firstNonFiniteNumber() -> NonFinite? {
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
