import Playback

/// A string value from the timeline file together with where each of its characters
/// sits in the file. Constraint strings and VFL stay text in the Timeline target; when
/// the Layout parser finds a mistake at some offset inside one, `location(ofOffset:)`
/// turns that offset into the file's line and column, escapes (`\"`, `\u00e9`) included,
/// so the caret lands under the right character of the JSON source.
public struct SourceText: Hashable, Sendable, CustomStringConvertible {
    /// The decoded string (escapes resolved).
    public let text: String
    /// The file name as it should appear in messages.
    public let file: String
    /// The JSON path of the string value, e.g. `$.constraints[1].constraint`.
    public let path: String
    /// Line of the first character of `text` (JSON strings never span lines).
    public let line: Int
    /// Column of the first character of `text`, one right of the opening quote.
    public let column: Int
    /// Column of each Unicode scalar of `text`, plus one entry for the end (the closing
    /// quote). Escapes make source columns and text offsets diverge, hence the table.
    let scalarColumns: [Int]

    public init(text: String, file: String, path: String, line: Int, column: Int) {
        let n = text.unicodeScalars.count
        self.init(text: text, file: file, path: path, line: line,
                  scalarColumns: (0...n).map { column + $0 })
    }

    init(text: String, file: String, path: String, line: Int, scalarColumns: [Int]) {
        precondition(scalarColumns.count == text.unicodeScalars.count + 1, "one column per scalar plus the end")
        self.text = text; self.file = file; self.path = path; self.line = line
        self.column = scalarColumns[0]; self.scalarColumns = scalarColumns
    }

    /// The file position of the character at `offset`, counted in `Character`s from the
    /// start of `text` (Swift's `String.distance`). Offsets past the end clamp to the
    /// closing quote, where "expected … at end of input" errors belong.
    public func location(ofOffset offset: Int) -> SourceReference {
        var scalarOffset = 0
        for (i, ch) in text.enumerated() where i < max(0, offset) { scalarOffset += ch.unicodeScalars.count }
        let col = scalarColumns[min(scalarOffset, scalarColumns.count - 1)]
        return SourceReference(file: file, path: path, line: line, column: col)
    }

    /// The file position of the character at `index` of `text`.
    public func location(of index: String.Index) -> SourceReference {
        location(ofOffset: text.distance(from: text.startIndex, to: index))
    }

    /// Where the string starts in the file.
    public var reference: SourceReference { SourceReference(file: file, path: path, line: line, column: column) }

    public var description: String { text }
}
