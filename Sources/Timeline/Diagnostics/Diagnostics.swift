import Playback

/// Collects the errors of one load, so that validation can report every mistake it
/// finds rather than stopping at the first — up to `TimelineLimits.maxReportedErrors`;
/// the rest are only counted, and their fixes (a "did you mean" search) never computed.
/// A class because every decoding helper appends to the same list.
final class Diagnostics {
    let file: String
    private(set) var errors: [TimelineError] = []
    /// Errors found beyond the reported ones.
    private(set) var suppressed = 0
    /// The whole length of each string the parser kept only the start of, by file offset.
    let overlongLengths: [Int: Int]
    init(file: String, overlongStrings: [JSONParser.OverlongString] = []) {
        self.file = file
        overlongLengths = Dictionary(overlongStrings.map { ($0.position.offset, $0.length) }, uniquingKeysWith: { a, _ in a })
    }

    /// Whether another error would still be reported.
    private var reporting: Bool {
        if errors.count < TimelineLimits.maxReportedErrors { return true }
        suppressed += 1
        return false
    }

    /// Everything found, as thrown.
    var thrown: TimelineErrors { TimelineErrors(errors, more: suppressed) }

    func reference(_ position: SourcePosition, _ path: String) -> SourceReference {
        SourceReference(file: file, path: path, line: position.line, column: position.column)
    }

    func error(at position: SourcePosition, path: String, _ message: String, fix: @autoclosure () -> String? = nil) {
        guard reporting else { return }
        errors.append(TimelineError(at: reference(position, path), message: message, fix: fix()))
    }

    func error<T>(at located: Located<T>, _ message: String, fix: @autoclosure () -> String? = nil) {
        error(at: located.position, path: located.path, message, fix: fix())
    }

    /// A mistake with a case of its own (made only when it is reported).
    func error(at position: SourcePosition, path: String, _ problem: @autoclosure () -> TimelineError.Problem,
               fix: @autoclosure () -> String? = nil) {
        guard reporting else { return }
        errors.append(TimelineError(at: reference(position, path), problem: problem(), fix: fix()))
    }

    func error<T>(at located: Located<T>, _ problem: @autoclosure () -> TimelineError.Problem, fix: @autoclosure () -> String? = nil) {
        error(at: located.position, path: located.path, problem(), fix: fix())
    }

    /// `unknown KIND 'name'`, suggesting the nearest of `candidates` (`did you mean 'x'?`),
    /// else `otherwise`; the search runs only when the error is reported.
    func unknownName(at position: SourcePosition, path: String, _ name: String, kind: String,
                     among candidates: @autoclosure () -> [String], otherwise: @autoclosure () -> String) {
        guard reporting else { return }
        let nearest = name.nearest(in: candidates())
        errors.append(TimelineError(at: reference(position, path), problem: .unknownName(name, kind: kind, nearest: nearest),
                                    fix: nearest.map { "did you mean '\($0)'?" } ?? otherwise()))
    }

    func unknownName<T>(at located: Located<T>, _ name: String, kind: String, among candidates: @autoclosure () -> [String],
                        otherwise: @autoclosure () -> String) {
        unknownName(at: located.position, path: located.path, name, kind: kind, among: candidates(), otherwise: otherwise())
    }

    /// An unknown view id: the nearest view, or where views are declared (as constraint
    /// strings say it).
    func unknownView(at position: SourcePosition, path: String, _ id: String, among views: @autoclosure () -> [String]) {
        unknownName(at: position, path: path, id, kind: "view", among: views(), otherwise: "declare it in \"views\" first")
    }

    func unknownView<T>(at located: Located<T>, _ id: String, among views: @autoclosure () -> [String]) {
        unknownView(at: located.position, path: located.path, id, among: views())
    }

    /// An error at character `offset` of a string value, shown with a caret under it.
    func error(in text: SourceText, at offset: Int, _ message: String, fix: @autoclosure () -> String? = nil) {
        error(in: text, at: offset, .invalid(message), fix: fix())
    }

    /// A mistake with a case of its own at character `offset` of a string value, with a caret.
    func error(in text: SourceText, at offset: Int, _ problem: @autoclosure () -> TimelineError.Problem,
               fix: @autoclosure () -> String? = nil) {
        guard reporting else { return }
        var e = TimelineError(at: text.location(ofOffset: offset), problem: problem(), fix: fix())
        e.caret = TimelineError.Caret(text: text.text, offset: offset)
        errors.append(e)
    }

    /// An error made elsewhere (a constraint string parsed at validation).
    func report(_ e: TimelineError) {
        guard reporting else { return }
        errors.append(e)
    }

    var hasErrors: Bool { !errors.isEmpty || suppressed > 0 }

    /// Known fields that an unknown key of an object is a near miss of ("durration" for
    /// "duration"), by the object's path: that field is then not also reported missing —
    /// one mistake, one error. Asked about membership only.
    private var misspelt: Set<String> = []

    func noteMisspelling(of field: String, in objectPath: String) { misspelt.insert(objectPath + "\u{0}" + field) }

    /// Whether an unknown key of the object at `objectPath` was taken for a misspelling of `field`.
    func isMisspelt(_ field: String, in objectPath: String) -> Bool { misspelt.contains(objectPath + "\u{0}" + field) }
}
