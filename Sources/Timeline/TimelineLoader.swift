import Foundation

/// Reads a timeline file: parse the JSON (with positions), decode the wire types, then
/// validate into a `Timeline`. Every failure is thrown as `TimelineErrors`, one entry per
/// mistake, sorted by position; a syntax error stops parsing, so it comes alone.
public enum TimelineLoader {
    /// `path` is also the file name used in messages, as compilers print paths as given.
    /// `fontFamilies` are families labels may name besides the file's own `fonts` (the
    /// command line's `--font-dir`).
    public static func load(path: String, fontFamilies: [String] = []) throws -> Timeline {
        // The size first: a file is read whole, so a huge one is refused unread.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
           size > TimelineLimits.maxFileBytes {
            throw tooLarge(size, fileName: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw unreadable(path) }
        return try load(data: data, fileName: path, fontFamilies: fontFamilies)
    }

    /// Why `path` could not be read, in the words that lead to the fix: a folder (folders
    /// of timelines are not read: the files are named), a missing file, or no permission.
    static func unreadable(_ path: String) -> TimelineErrors {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let (message, fix): (String, String)
        if exists && isFolder.boolValue {
            let folder = path.hasSuffix("/") ? path : path + "/"
            (message, fix) = ("this is a folder, not a timeline file; animrender does not read folders of timelines",
                              "name the timeline files, e.g. \(folder)*.json")
        } else if !exists, path.hasSuffix("/"), FileManager.default.fileExists(atPath: String(path.dropLast())) {
            (message, fix) = ("\(path.dropLast()) is a file, not a folder", "drop the '/' after it")
        } else if !exists {
            (message, fix) = ("no such file", "check the path")
        } else {
            (message, fix) = ("cannot read the file", "check its permissions")
        }
        return TimelineErrors([TimelineError(file: path, line: 0, column: 0, path: "", message: message, fix: fix)])
    }

    public static func load(data: Data, fileName: String, fontFamilies: [String] = []) throws -> Timeline {
        guard data.count <= TimelineLimits.maxFileBytes else { throw tooLarge(data.count, fileName: fileName) }
        // The standard library validates in one optimised pass; only an invalid file is
        // walked scalar by scalar, to say where.
        if let text = String(validating: data, as: UTF8.self) { return try load(text: text, fileName: fileName, fontFamilies: fontFamilies) }
        if let offset = firstInvalidUTF8(data) {
            let before = data.prefix(offset)
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
            let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
            throw TimelineErrors([TimelineError(file: fileName, line: line, column: column, path: JSONPath.root,
                                                message: "the file is not UTF-8 text: byte \(offset) (0x\(byte)) is not valid UTF-8",
                                                fix: "save the file as UTF-8")])
        }
        return try load(text: String(decoding: data, as: UTF8.self), fileName: fileName, fontFamilies: fontFamilies)
    }

    static func tooLarge(_ bytes: Int, fileName: String) -> TimelineErrors {
        TimelineErrors([TimelineError(file: fileName, line: 0, column: 0, path: JSONPath.root,
                                      message: "the file is \(bytes) bytes; a timeline is at most \(TimelineLimits.maxFileBytes) bytes",
                                      fix: "split it, or generate fewer views and events")])
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    public static func load(text: String, fileName: String, fontFamilies: [String] = []) throws -> Timeline {
        let root: JSONValue
        var parser = JSONParser(text: text, file: fileName)
        parser.keepsOverlongStrings = true
        do {
            root = try parser.parseDocument()
        } catch let e as JSONSyntaxError {
            throw TimelineErrors([TimelineError(file: fileName, line: e.position.line, column: e.position.column,
                                                path: e.path, message: e.message, fix: e.fix)])
        }
        let overlong = parser.overlongStrings
        let diagnostics = Diagnostics(file: fileName, overlongStrings: overlong)
        let wire = WireDocument(root, diagnostics: diagnostics)
        let timeline = wire.flatMap { TimelineValidator(diagnostics: diagnostics, fontFamilies: fontFamilies).validate($0) }
        if overlong.isEmpty, let timeline, !diagnostics.hasErrors { return timeline }
        guard !overlong.isEmpty else { throw diagnostics.thrown }
        // Overlong strings come alone, as a syntax error does (the rest of the file was read
        // with them cut short): each with what the decoder said of it — the limit of the
        // field it is in — or, where nothing read it as a string, the limit of all strings.
        throw TimelineErrors(overlong.map { o in
            diagnostics.errors.first { $0.line == o.position.line && $0.column == o.position.column }
                ?? TimelineError(file: fileName, line: o.position.line, column: o.position.column, path: o.path,
                                 message: JSONParser.overlongStringMessage)
        })
    }
}
