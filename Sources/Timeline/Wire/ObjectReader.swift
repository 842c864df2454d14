import Geometry

/// Reads one JSON object field by field, reporting shape mistakes as it goes: a value
/// that is not an object, duplicate keys, unknown keys (with the nearest known one
/// suggested), missing required keys and values of the wrong type. Each typed getter
/// returns nil after reporting, so decoding carries on and collects further errors.
struct ObjectReader {
    let members: [JSONMember]
    let position: SourcePosition
    let path: String
    let diagnostics: Diagnostics

    /// nil (after reporting) unless `value` is an object. `fields` are the keys allowed;
    /// an unknown key is told the nearest of `suggesting` (default: `fields`), for objects
    /// whose keys depend on another of their keys (a view's `"class"`).
    init?(_ value: JSONValue, path: String, fields: [String], suggesting: [String]? = nil, diagnostics: Diagnostics) {
        guard case .object(let members) = value.kind else {
            diagnostics.error(at: value.position, path: path, .wrongType(expected: "an object", found: value.kindName))
            return nil
        }
        self.members = members; self.position = value.position; self.path = path; self.diagnostics = diagnostics
        var seen: Set<String> = []   // asked about membership only, never iterated
        for member in members {
            let memberPath = JSONPath.member(path, member.key)
            if member.key.unicodeScalars.count > TimelineLimits.maxNameLength {
                diagnostics.error(at: member.keyPosition, path: path, "a key of \(member.key.unicodeScalars.count) characters; "
                                  + "field names are at most \(TimelineLimits.maxNameLength)",
                                  fix: "expected one of \(fields.joined(separator: ", "))")
            } else if seen.contains(member.key) {
                diagnostics.error(at: member.keyPosition, path: memberPath, .duplicate(member.key, kind: "field"),
                                  fix: "remove one of the two")
            } else if !fields.contains(member.key) {
                let candidates = suggesting ?? fields
                let meant = member.key.nearest(in: candidates)
                if let meant { diagnostics.noteMisspelling(of: meant, in: path) }
                diagnostics.error(at: member.keyPosition, path: memberPath, .unknownField(member.key, nearest: meant),
                                  fix: meant.map { "did you mean '\($0)'?" } ?? "expected one of \(candidates.joined(separator: ", "))")
            }
            seen.insert(member.key)
        }
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The first value written for `key`.
    subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func path(_ key: String) -> String { JSONPath.member(path, key) }

    /// The value with its path, or nil; reports it as missing when `required`.
    func value(_ key: String, required: Bool = false) -> Located<JSONValue>? {
        guard let v = self[key] else {
            // A near-miss key was already reported as the misspelling of this one.
            if required, !diagnostics.isMisspelt(key, in: path) {
                diagnostics.error(at: position, path: path, .missingField(key))
            }
            return nil
        }
        return Located(value: v, position: v.position, path: path(key))
    }

    func number(_ key: String, in range: NumberRange, required: Bool = false) -> Located<Double>? {
        value(key, required: required).flatMap { diagnostics.number($0, in: range) }
    }
    func string(_ key: String, required: Bool = false, maxLength: Int = TimelineLimits.maxNameLength) -> Located<SourceText>? {
        value(key, required: required).flatMap { diagnostics.string($0, maxLength: maxLength) }
    }
    func bool(_ key: String, required: Bool = false) -> Located<Bool>? {
        value(key, required: required).flatMap { diagnostics.bool($0) }
    }
    func array(_ key: String, required: Bool = false) -> [Located<JSONValue>]? {
        value(key, required: required).flatMap { diagnostics.array($0) }
    }
}
