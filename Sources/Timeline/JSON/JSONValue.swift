/// A JSON value that remembers where it was written. Foundation's JSONSerialization
/// forgets positions, and every user-facing error must name a line and column.
struct JSONValue {
    enum Kind {
        case null
        case bool(Bool)
        case number(Double)
        case string(SourceText)
        case array([JSONValue])
        /// Members in file order: order is meaningful to users (and keeps output stable).
        case object([JSONMember])
    }
    var kind: Kind
    var position: SourcePosition

    /// How messages name the kind of a value: "expected a number, found a string".
    var kindName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of an object, with the key's own position (unknown-field
/// errors point at the key, not the value).
struct JSONMember {
    var key: String
    var keyPosition: SourcePosition
    var value: JSONValue
}

/// Builds JSON paths in the form messages use: `$.views[2].parent`, `$.render["odd key"]`.
enum JSONPath {
    static let root = "$"
    static func member(_ base: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
        return plain ? "\(base).\(key)" : "\(base)[\"\(key)\"]"
    }
    static func index(_ base: String, _ i: Int) -> String { "\(base)[\(i)]" }
}
