import Foundation

/// Reads a timeline file: parse the JSON (with positions), decode the wire types, then
/// validate into a `Timeline`. Every failure is thrown as `TimelineErrors`, one entry per
/// mistake, sorted by position; a syntax error stops parsing, so it comes alone.
public enum TimelineLoader {
    /// `path` is also the file name used in messages, as compilers print paths as given.
    public static func load(path: String) throws -> Timeline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TimelineErrors([TimelineError(file: path, line: 0, column: 0, path: JSONPath.root,
                                                message: "cannot read the file", fix: "check the path and permissions")])
        }
        return try load(data: data, fileName: path)
    }

    public static func load(data: Data, fileName: String) throws -> Timeline {
        guard let text = String(data: data, encoding: .utf8) else {
            throw TimelineErrors([TimelineError(file: fileName, line: 0, column: 0, path: JSONPath.root,
                                                message: "the file is not UTF-8 text")])
        }
        return try load(text: text, fileName: fileName)
    }

    public static func load(text: String, fileName: String) throws -> Timeline {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text, file: fileName)
        } catch let e as JSONSyntaxError {
            throw TimelineErrors([TimelineError(file: fileName, line: e.position.line, column: e.position.column,
                                                path: e.path, message: e.message)])
        }
        let diagnostics = Diagnostics(file: fileName)
        let wire = WireDocument(root, diagnostics: diagnostics)
        let timeline = wire.flatMap { TimelineValidator(diagnostics: diagnostics).validate($0) }
        if let timeline, !diagnostics.hasErrors { return timeline }
        throw TimelineErrors(diagnostics.errors)
    }
}
