/// A position inside the JSON text: byte offset, 1-based line, 1-based column
/// (columns count Unicode scalars, which is what editors show for UTF-8 text).
struct SourcePosition: Hashable, Sendable, Comparable {
    var offset: Int
    var line: Int
    var column: Int
    static let start = SourcePosition(offset: 0, line: 1, column: 1)
    static func < (a: SourcePosition, b: SourcePosition) -> Bool { a.offset < b.offset }
}
