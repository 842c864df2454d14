import AnimRenderKit
import JSONDocuments

/// JSON as the sweep edits it: members in file order, duplicate keys allowed, numbers kept
/// as written (so `1e300` or a 30-digit integer reaches the tool exactly as a user would
/// type it). Only what the example timelines use needs parsing; the writer produces any
/// text the mutations need, valid JSON or not.
indirect enum SweepJSON: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([SweepJSON])
    case object([(String, SweepJSON)])

    var text: String { var s = ""; write(&s); return s }

    func write(_ s: inout String) {
        switch self {
        case .null: s += "null"
        case .bool(let b): s += b ? "true" : "false"
        case .number(let n): s += n
        case .string(let t): Self.quote(t, into: &s)
        case .array(let items):
            s += "["
            for (i, item) in items.enumerated() { if i > 0 { s += ", " }; item.write(&s) }
            s += "]"
        case .object(let members):
            s += "{"
            for (i, (k, v)) in members.enumerated() {
                if i > 0 { s += ", " }
                Self.quote(k, into: &s); s += ": "; v.write(&s)
            }
            s += "}"
        }
    }

    /// Strings are quoted as every JSON file animrender writes quotes them.
    static func quote(_ t: String, into s: inout String) { s += JSONOutput.quote(t) }

    /// Parses the example files (valid JSON); nil for anything else.
    static func parse(_ text: String) -> SweepJSON? {
        var p = SweepJSONParser(bytes: Array(text.utf8))
        guard let v = p.value() else { return nil }
        p.skip()
        return p.i == p.bytes.count ? v : nil
    }
}

/// Reads the JSON of the example files (what `SweepJSON.parse` needs, no more).
struct SweepJSONParser {
    let bytes: [UInt8]
    var i = 0

    mutating func skip() { while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 } }

    mutating func value() -> SweepJSON? {
        skip()
        guard i < bytes.count else { return nil }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [(String, SweepJSON)] = []
            skip()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skip()
                guard let key = string() else { return nil }
                skip()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                i += 1
                guard let v = value() else { return nil }
                members.append((key, v))
                skip()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                return nil
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [SweepJSON] = []
            skip()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                guard let v = value() else { return nil }
                items.append(v)
                skip()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                return nil
            }
        case UInt8(ascii: "\""):
            return string().map { .string($0) }
        case UInt8(ascii: "t"): i += 4; return .bool(true)
        case UInt8(ascii: "f"): i += 5; return .bool(false)
        case UInt8(ascii: "n"): i += 4; return .null
        default:
            let start = i
            while i < bytes.count, "-+.eE0123456789".utf8.contains(bytes[i]) { i += 1 }
            return i > start ? .number(String(decoding: bytes[start..<i], as: UTF8.self)) : nil
        }
    }

    /// A string with the escapes the examples use (`\"`, `\\`, `\n`, `\uXXXX`).
    mutating func string() -> String? {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        var out: [UInt8] = []
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(v) else { return nil }
                    out += Array(String(Character(scalar)).utf8)
                    i += 4
                default: out.append(e)
                }
            } else {
                out.append(bytes[i]); i += 1
            }
        }
        guard i < bytes.count else { return nil }
        i += 1
        return String(decoding: out, as: UTF8.self)
    }
}
