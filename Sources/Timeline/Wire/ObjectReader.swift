/// Reads one JSON object field by field, reporting shape mistakes as it goes: a value
/// that is not an object, duplicate keys, unknown keys (with the nearest known one
/// suggested), missing required keys and values of the wrong type. Each typed getter
/// returns nil after reporting, so decoding carries on and collects further errors.
struct ObjectReader {
    let members: [JSONMember]
    let position: SourcePosition
    let path: String
    let diagnostics: Diagnostics

    /// nil (after reporting) unless `value` is an object. `fields` are the keys allowed.
    init?(_ value: JSONValue, path: String, fields: [String], diagnostics: Diagnostics) {
        guard case .object(let members) = value.kind else {
            diagnostics.error(at: value.position, path: path, "expected an object, found \(value.kindName)")
            return nil
        }
        self.members = members; self.position = value.position; self.path = path; self.diagnostics = diagnostics
        var seen: [String] = []
        for member in members {
            let memberPath = JSONPath.member(path, member.key)
            if seen.contains(member.key) {
                diagnostics.error(at: member.keyPosition, path: memberPath, "duplicate field '\(member.key)'",
                                  fix: "remove one of the two")
            } else if !fields.contains(member.key) {
                diagnostics.error(at: member.keyPosition, path: memberPath, "unknown field '\(member.key)'",
                                  fix: member.key.didYouMean(fields) ?? "expected one of \(fields.joined(separator: ", "))")
            }
            seen.append(member.key)
        }
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The first value written for `key`.
    subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func path(_ key: String) -> String { JSONPath.member(path, key) }

    /// The value with its path, or nil; reports it as missing when `required`.
    func value(_ key: String, required: Bool = false) -> Located<JSONValue>? {
        guard let v = self[key] else {
            if required { diagnostics.error(at: position, path: path, "missing required field '\(key)'") }
            return nil
        }
        return Located(value: v, position: v.position, path: path(key))
    }

    func number(_ key: String, required: Bool = false) -> Located<Double>? {
        value(key, required: required).flatMap { diagnostics.number($0) }
    }
    func string(_ key: String, required: Bool = false) -> Located<SourceText>? {
        value(key, required: required).flatMap { diagnostics.string($0) }
    }
    func bool(_ key: String, required: Bool = false) -> Located<Bool>? {
        value(key, required: required).flatMap { diagnostics.bool($0) }
    }
    func array(_ key: String, required: Bool = false) -> [Located<JSONValue>]? {
        value(key, required: required).flatMap { diagnostics.array($0) }
    }
}

extension Diagnostics {
    func typeError(_ v: Located<JSONValue>, expected: String) {
        error(at: v, "expected \(expected), found \(v.value.kindName)")
    }
    func number(_ v: Located<JSONValue>) -> Located<Double>? {
        guard case .number(let n) = v.value.kind else { typeError(v, expected: "a number"); return nil }
        return v.map { _ in n }
    }
    func string(_ v: Located<JSONValue>) -> Located<SourceText>? {
        guard case .string(let s) = v.value.kind else { typeError(v, expected: "a string"); return nil }
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
    /// Exactly `count` numbers, e.g. `[w, h]` or `[x, y, w, h]`.
    func numbers(_ v: Located<JSONValue>, count: Int, what: String) -> [Double]? {
        guard case .array(let items) = v.value.kind, items.count == count else {
            error(at: v, "expected \(what), an array of \(count) numbers")
            return nil
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            guard let n = number(Located(value: item, position: item.position, path: JSONPath.index(v.path, i))) else { return nil }
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
