/// Collects the errors of one load, so that validation can report every mistake it
/// finds rather than stopping at the first. A class because every decoding helper
/// appends to the same list.
final class Diagnostics {
    let file: String
    private(set) var errors: [TimelineError] = []
    init(file: String) { self.file = file }

    func reference(_ position: SourcePosition, _ path: String) -> SourceReference {
        SourceReference(file: file, path: path, line: position.line, column: position.column)
    }

    func error(at position: SourcePosition, path: String, _ message: String, fix: String? = nil) {
        errors.append(TimelineError(at: reference(position, path), message: message, fix: fix))
    }

    func error<T>(at located: Located<T>, _ message: String, fix: String? = nil) {
        error(at: located.position, path: located.path, message, fix: fix)
    }

    /// An error at character `offset` of a string value, shown with a caret under it.
    func error(in text: SourceText, at offset: Int, _ message: String, fix: String? = nil) {
        var e = TimelineError(at: text.location(ofOffset: offset), message: message, fix: fix)
        e.caret = TimelineError.Caret(text: text.text, offset: offset)
        errors.append(e)
    }

    var hasErrors: Bool { !errors.isEmpty }
}
