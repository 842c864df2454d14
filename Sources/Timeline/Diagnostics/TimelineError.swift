import Playback

/// One mistake in a timeline file, formatted the way compilers report errors:
/// `timeline.json:12:21: error: $.views[2].parent: unknown view 'crad'; did you mean 'card'?`
/// `line` 0 means the mistake is about the file as a whole (it could not be read).
/// The location is typed (`file`, `line`, `column`, `path`) and so is what went wrong
/// (`problem`): a mistake another layer found (the engine, the constraint-string parser)
/// stays that layer's value, and becomes text only in `description`, which the command
/// line prints; a test asks for the case and the place.
public struct TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// JSON path of the offending value (`$` for the document).
    public var path: String
    /// What is wrong, as the layer that found it said it.
    public var problem: Problem
    /// What is wrong and what was expected: `problem`'s wording.
    public var message: String { problem.message }
    /// A concrete way out, such as `did you mean 'card'?`, when one is known.
    public var fix: String?
    /// For a mistake inside a string the tool parses (a rule's `when`): the string and
    /// the character the mistake is at, drawn as a caret diagram under the error line, as
    /// constraint-string errors are.
    public var caret: Caret?

    /// A string and the offset (in `Character`s) of the offending character.
    public struct Caret: Hashable, Sendable {
        public var text: String
        public var offset: Int
        public init(text: String, offset: Int) { self.text = text; self.offset = offset }
    }

    public init(file: String, line: Int, column: Int, path: String, problem: Problem, fix: String? = nil) {
        self.file = file; self.line = line; self.column = column; self.path = path
        self.problem = problem; self.fix = fix
    }

    /// A mistake the timeline front end found, in its own words.
    public init(file: String, line: Int, column: Int, path: String, message: String, fix: String? = nil) {
        self.init(file: file, line: line, column: column, path: path, problem: .invalid(message), fix: fix)
    }

    public init(at source: SourceReference, problem: Problem, fix: String? = nil) {
        self.init(file: source.file, line: source.line, column: source.column, path: source.path,
                  problem: problem, fix: fix)
    }

    /// A mistake the timeline front end found at `source`, in its own words.
    public init(at source: SourceReference, message: String, fix: String? = nil) {
        self.init(at: source, problem: .invalid(message), fix: fix)
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        // An error about the path given (a folder, a missing file) is not about any JSON: it has no path.
        let located = path.isEmpty ? "" : "\(path): "
        // One line per error whatever the file holds: a quoted string's newline is drawn, not printed.
        var text = "\(place): error: \(located)\(message.showingControlCharacters)"
            + (fix.map { "; \($0.showingControlCharacters)" } ?? "")
        if let caret {
            let shown = caret.text.showingControlCharacters
            text += "\n    \(shown)\n    " + shown.prefix(caret.offset).map { $0 == "\t" ? "\t" : " " }.joined() + "^"
        }
        return text
    }
}

/// Every mistake found in one file, sorted by position (then message) so the output is
/// the same on every run and reads top to bottom like the file.
public struct TimelineErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [TimelineError]
    /// Sorts the errors; an error reported twice (two checks reaching the same value) is
    /// listed once.
    /// `more` errors beyond these were found but not reported: a last line says so.
    public init(_ errors: [TimelineError], more: Int = 0) {
        let sorted = errors.sorted { ($0.line, $0.column, $0.path, $0.message) < ($1.line, $1.column, $1.path, $1.message) }
        self.errors = sorted.enumerated().filter { i, e in i == 0 || sorted[i - 1] != e }.map(\.element)
        if more > 0, let file = errors.first?.file {
            self.errors.append(TimelineError(file: file, line: 0, column: 0, path: "$",
                                             message: "\(more) more errors not shown (the first \(errors.count) are above)",
                                             fix: "fix these and run again"))
        }
    }
    /// One error per line, ready for stderr.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
