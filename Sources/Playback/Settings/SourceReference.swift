/// Where something came from in a timeline file: the file name, the JSON path
/// (`$.views[2].parent`) and the 1-based line and column of its first character.
/// Every model value that a later stage might complain about carries one, so that a
/// layout conflict or a constraint syntax error can point back into the user's file.
/// Below both front ends because a run's settings carry it (`RunSettings`): what is not
/// in a file (a `--font-dir` face, a font registered on a simulator) has line 0, and
/// `path` names the option or call instead.
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
