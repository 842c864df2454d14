/// Any JSON file read with the timeline's strict parser, for tools that read back files
/// other than timelines (the viewer reading a frames.json): plain values that remember
/// the line and column they were written at, so a check can point into the file.
public struct LocatedJSON: Sendable {
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([LocatedJSON])
        /// Members in file order.
        case object([(key: String, value: LocatedJSON)])
    }

    public var value: Value
    public var line: Int
    public var column: Int
    /// How messages name the kind of the value: "expected a number, found a string".
    public var kindName: String

    /// Parses `text`; a syntax error is a `TimelineError` naming `file`, line:column and
    /// the JSON path where the text stopped making sense.
    public static func parse(_ text: String, file: String) throws -> LocatedJSON {
        do {
            return LocatedJSON(try JSONParser.parse(text, file: file))
        } catch let e as JSONSyntaxError {
            throw TimelineError(file: file, line: e.position.line, column: e.position.column, path: e.path, message: e.message)
        }
    }

    init(_ v: JSONValue) {
        line = v.position.line
        column = v.position.column
        kindName = v.kindName
        switch v.kind {
        case .null: value = .null
        case .bool(let b): value = .bool(b)
        case .number(let x): value = .number(x)
        case .string(let s): value = .string(s.text)
        case .array(let items): value = .array(items.map(LocatedJSON.init))
        case .object(let members): value = .object(members.map { ($0.key, LocatedJSON($0.value)) })
        }
    }

    /// The member named `key` of an object (the first, if the file repeats a key).
    public subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

}
