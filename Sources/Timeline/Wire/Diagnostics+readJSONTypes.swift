import Geometry

/// Typed reads of JSON values: each reports a wrong type ("expected a number, found a
/// string") and returns nil, so decoding continues and collects further mistakes.
extension Diagnostics {
    func typeError(_ v: Located<JSONValue>, expected: String) {
        error(at: v, .wrongType(expected: expected, found: v.value.kindName))
    }
    /// A number inside `range`: every number of the format is read here, so none can
    /// reach a later stage unchecked (see `NumberRange`).
    func number(_ v: Located<JSONValue>, in range: NumberRange) -> Located<Double>? {
        guard case .number(let n) = v.value.kind else { typeError(v, expected: "a number"); return nil }
        guard range.contains(n) else {
            error(at: v, .outOfRange(n, range: range.name), fix: "expected \(range.bounds)")
            return nil
        }
        return v.map { _ in n }
    }
    /// A string of at most `maxLength` characters: ids and names by default; a label's
    /// text, a title and constraint strings may use `TimelineLimits.maxStringLength`.
    func string(_ v: Located<JSONValue>, maxLength: Int = TimelineLimits.maxNameLength) -> Located<SourceText>? {
        guard case .string(let s) = v.value.kind else { typeError(v, expected: "a string"); return nil }
        let length = overlongLengths[v.position.offset] ?? s.text.unicodeScalars.count
        guard length <= maxLength else {
            if maxLength >= TimelineLimits.maxStringLength {
                error(at: v, JSONParser.overlongStringMessage)
            } else {
                error(at: v, "a string of \(length) characters here; ids and names are at most \(maxLength)", fix: "shorten it")
            }
            return nil
        }
        // Ids and names appear in messages, traces and frames.json keys: one line each.
        if maxLength <= TimelineLimits.maxNameLength, let c = s.text.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            let hex = String(c.value, radix: 16, uppercase: true)
            error(at: v, "a name with the control character U+\(String(repeating: "0", count: 4 - hex.count) + hex); "
                  + "ids and names are printable text", fix: "remove it")
            return nil
        }
        return v.map { _ in s }
    }
    func bool(_ v: Located<JSONValue>) -> Located<Bool>? {
        guard case .bool(let b) = v.value.kind else { typeError(v, expected: "true or false"); return nil }
        return v.map { _ in b }
    }
    /// The elements, each with its own path.
    func array(_ v: Located<JSONValue>) -> [Located<JSONValue>]? {
        guard case .array(let items) = v.value.kind else { typeError(v, expected: "an array"); return nil }
        return items.enumerated().map { Located(value: $1, position: $1.position, path: JSONPath.index(v.path, $0)) }
    }
    /// One number per range, e.g. `[w, h]` or `[x, y, w, h]`.
    func numbers(_ v: Located<JSONValue>, in ranges: [NumberRange], what: String) -> [Double]? {
        guard case .array(let items) = v.value.kind, items.count == ranges.count else {
            error(at: v, "expected \(what), an array of \(ranges.count) numbers")
            return nil
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            let element = Located(value: item, position: item.position, path: JSONPath.index(v.path, i))
            guard let n = number(element, in: ranges[i]) else { return nil }
            out.append(n.value)
        }
        return out
    }
    /// A string, or a list of strings: how `activate`, `edges` and masks may be written.
    func stringOrList(_ v: Located<JSONValue>) -> [Located<SourceText>]? {
        if case .string = v.value.kind { return string(v).map { [$0] } }
        guard case .array = v.value.kind else { typeError(v, expected: "a string or an array of strings"); return nil }
        let items = array(v)?.compactMap { string($0) }
        return items
    }
}
