/// Where something came from in a timeline file: the file name, the JSON path
/// (`$.views[2].parent`) and the 1-based line and column of its first character.
/// Every model value that a later stage might complain about carries one, so that a
/// layout conflict or a constraint syntax error can point back into the user's file.
public struct SourceReference: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var line: Int
    public var column: Int
    public init(file: String, path: String, line: Int, column: Int) {
        self.file = file; self.path = path; self.line = line; self.column = column
    }
    /// `file:line:column`, the prefix compilers use, so editors can jump to it.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A position inside the JSON text: byte offset, 1-based line, 1-based column
/// (columns count Unicode scalars, which is what editors show for UTF-8 text).
struct SourcePosition: Hashable, Sendable, Comparable {
    var offset: Int
    var line: Int
    var column: Int
    static let start = SourcePosition(offset: 0, line: 1, column: 1)
    static func < (a: SourcePosition, b: SourcePosition) -> Bool { a.offset < b.offset }
}
