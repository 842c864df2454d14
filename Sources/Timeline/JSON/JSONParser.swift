/// A strict RFC 8259 JSON parser that records the line and column of every value and of
/// every character inside strings. It stops at the first syntax error (after one, the
/// rest of the text has no reliable structure) and reports what it expected there.
/// Numbers that overflow a Double (`1e999`) are refused: JSON cannot hold infinities,
/// and an infinite duration or constant would poison every later computation.
struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    /// Nesting deeper than this is surely a mistake, and refusing it keeps the recursive
    /// descent from overflowing the stack.
    static let maximumDepth = 512

    /// A string value longer than `TimelineLimits.maxStringLength`, read to its end but kept
    /// only up to one character past the limit (see `keepsOverlongStrings`).
    struct OverlongString {
        var position: SourcePosition
        var path: String
        /// Its whole length, in characters (Unicode scalars).
        var length: Int
    }

    /// Off: a string value past the limit is a syntax error, as any reader of JSON files
    /// wants. On (timelines): it is read on and listed in `overlongStrings`, so that the
    /// decoder, which knows whether the field is an id or a text, names the limit that
    /// applies there — an id of four million characters is over the 256 of names.
    var keepsOverlongStrings = false
    private(set) var overlongStrings: [OverlongString] = []
    static let overlongStringMessage = "a string of more than \(TimelineLimits.maxStringLength) characters; "
        + "strings (a label's text, a constraint) hold at most \(TimelineLimits.maxStringLength)"

    init(text: String, file: String) {
        bytes = Array(text.utf8); self.file = file
    }

    static func parse(_ text: String, file: String) throws -> JSONValue {
        var parser = JSONParser(text: text, file: file)
        return try parser.parseDocument()
    }

    mutating func parseDocument() throws -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }   // a UTF-8 BOM is harmless
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError(position: position, path: JSONPath.root, message: "the file is empty",
                                  fix: "a timeline is a JSON object, at least { \"version\": 1, \"screen\": { \"device\": \"iPhone X\" } }")
        }
        let value = try parseValue(path: JSONPath.root, depth: 0)
        skipWhitespace()
        if index < bytes.count { throw syntaxError("unexpected \(describeCurrent()) after the top-level value", path: JSONPath.root) }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(path: String, depth: Int) throws -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw JSONSyntaxError(position: position, path: path, message: "nesting deeper than \(Self.maximumDepth) levels",
                                  fix: "no timeline field nests this deep; look for unclosed or extra '[' and '{'")
        }
        let start = position
        guard let byte = peek() else { throw syntaxError("expected a value, found end of file", path: path) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(path: path, depth: depth)
        case UInt8(ascii: "["): return try parseArray(path: path, depth: depth)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString(path: path)), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber(path: path)), position: start)
        case UInt8(ascii: "t"): try expectWord("true", from: start, path: path); return JSONValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"): try expectWord("false", from: start, path: path); return JSONValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"): try expectWord("null", from: start, path: path); return JSONValue(kind: .null, position: start)
        default: throw bareWord(at: start, path: path) ?? unexpected(expected: "a value", path: path)
        }
    }

    private mutating func parseObject(path: String, depth: Int) throws -> JSONValue {
        let start = position
        advance()   // {
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { advance(); return JSONValue(kind: .object(members), position: start) }
        var comma: SourcePosition?
        while true {
            skipWhitespace()
            if let comma, peek() == UInt8(ascii: "}") { throw trailingComma(at: comma, closing: "}", path: path) }
            guard peek() == UInt8(ascii: "\"") else {
                throw unexpected(expected: "a string key in double quotes", path: path)
            }
            let keyPosition = position
            let key = try parseString(path: path, isKey: true).text
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError("expected ':' after key \"\(key)\", found \(describeCurrent())", path: path) }
            advance()
            skipWhitespace()
            let value = try parseValue(path: JSONPath.member(path, key), depth: depth + 1)
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): comma = position; advance()
            case UInt8(ascii: "}"): advance(); return JSONValue(kind: .object(members), position: start)
            default: throw unexpected(expected: "',' or '}'", path: path)
            }
        }
    }

    private mutating func parseArray(path: String, depth: Int) throws -> JSONValue {
        let start = position
        advance()   // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { advance(); return JSONValue(kind: .array(elements), position: start) }
        var comma: SourcePosition?
        while true {
            skipWhitespace()
            if let comma, peek() == UInt8(ascii: "]") { throw trailingComma(at: comma, closing: "]", path: path) }
            elements.append(try parseValue(path: JSONPath.index(path, elements.count), depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): comma = position; advance()
            case UInt8(ascii: "]"): advance(); return JSONValue(kind: .array(elements), position: start)
            default: throw unexpected(expected: "',' or ']'", path: path)
            }
        }
    }

    // MARK: - Strings

    private mutating func parseString(path: String, isKey: Bool = false) throws -> SourceText {
        let opening = position
        advance()   // opening quote
        let startLine = line
        var scalars = String.UnicodeScalarView()
        var columns: [Int] = []
        // Characters read past the ones kept (an overlong string's rest).
        var skipped = 0
        while true {
            // Checked as the string is read, so a huge one costs no more than the limit.
            // Past it, a timeline's string value is read on to its closing quote keeping
            // nothing (the file's syntax still counts); any other string stops there.
            let keeping = columns.count <= TimelineLimits.maxStringLength
            guard keeping || (keepsOverlongStrings && !isKey) else {
                throw JSONSyntaxError(position: opening, path: path, message: Self.overlongStringMessage)
            }
            guard let byte = peek() else { throw syntaxError("unterminated string: expected '\"' before end of file", path: path) }
            let scalarColumn = column
            let scalar: Unicode.Scalar
            switch byte {
            case UInt8(ascii: "\""):
                columns.append(column)
                advance()
                if !keeping { overlongStrings.append(OverlongString(position: opening, path: path, length: scalars.count + skipped)) }
                return SourceText(text: String(scalars), file: file, path: path, line: startLine, scalarColumns: columns)
            case UInt8(ascii: "\\"):
                advance()
                scalar = try parseEscape(path: path)
            case 0x00..<0x20:
                throw syntaxError("control character U+\(hex4(UInt32(byte))) in a string; write it as an escape such as \\n", path: path)
            default:
                guard let decoded = decodeUTF8Scalar() else { throw syntaxError("invalid UTF-8 in a string", path: path) }
                scalar = decoded
            }
            if keeping { scalars.append(scalar); columns.append(scalarColumn) } else { skipped += 1 }
        }
    }

    private mutating func parseEscape(path: String) throws -> Unicode.Scalar {
        guard let byte = peek() else { throw syntaxError("unterminated escape at end of file", path: path) }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(path: path)
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw syntaxError("expected a low surrogate \\uDC00…\\uDFFF after \\u\(hex4(high))", path: path)
                }
                advance(); advance()
                let low = try parseHex4(path: path)
                guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("expected a low surrogate, found \\u\(hex4(low))", path: path) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw syntaxError("unpaired surrogate \\u\(hex4(high))", path: path) }
            return scalar
        default:
            throw syntaxError("invalid escape '\\\(String(UnicodeScalar(byte)))'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", path: path)
        }
    }

    private mutating func parseHex4(path: String) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexDigit(byte) else {
                throw syntaxError("expected four hexadecimal digits after \\u", path: path)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    // MARK: - Numbers

    private mutating func parseNumber(path: String) throws -> Double {
        let start = index
        let startPosition = position
        if peek() == UInt8(ascii: "-") { advance() }
        guard let first = peek(), isDigit(first) else { throw syntaxError("expected a digit after '-'", path: path) }
        if first == UInt8(ascii: "0") {
            advance()
            if let next = peek(), isDigit(next) { throw syntaxError("leading zeros are not allowed in numbers", path: path) }
        } else {
            while let b = peek(), isDigit(b) { advance() }
        }
        if peek() == UInt8(ascii: ".") {
            advance()
            guard let b = peek(), isDigit(b) else { throw syntaxError("expected a digit after '.'", path: path) }
            while let b = peek(), isDigit(b) { advance() }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard let b = peek(), isDigit(b) else { throw syntaxError("expected a digit in the exponent", path: path) }
            while let b = peek(), isDigit(b) { advance() }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal) else { throw syntaxError("malformed number '\(literal)'", path: path) }
        guard value.isFinite else {
            throw JSONSyntaxError(position: startPosition, path: path,
                                  message: "number \(literal) is too large (must be a finite number)")
        }
        return value
    }

    // MARK: - Scanning

    private var position: SourcePosition { SourcePosition(offset: index, line: line, column: column) }
    private func peek(_ ahead: Int = 0) -> UInt8? { index + ahead < bytes.count ? bytes[index + ahead] : nil }

    /// Moves one byte on; UTF-8 continuation bytes share their scalar's column.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
    }

    private mutating func skipWhitespace() {
        while let b = peek(), b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { advance() }
    }

    private mutating func expectWord(_ word: String, from start: SourcePosition, path: String) throws {
        for expected in word.utf8 {
            guard peek() == expected else {
                throw bareWord(at: start, path: path) ?? syntaxError("expected a value, found \(describeCurrent())", path: path)
            }
            advance()
        }
        if let b = peek(), Self.isWordByte(b) {
            throw bareWord(at: start, path: path) ?? syntaxError("expected a value, found \(describeCurrent())", path: path)
        }
    }

    /// An unquoted word where a value goes (`"curve": easeOut`): JSON's only bare words are
    /// true, false and null, so it is named whole, at its start, with the quotes it needs.
    private func bareWord(at start: SourcePosition, path: String) -> JSONSyntaxError? {
        var end = start.offset
        while end < bytes.count, end - start.offset <= 64, Self.isWordByte(bytes[end]) { end += 1 }
        let first = bytes[start.offset]
        guard end > start.offset, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") || first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
        else { return nil }
        let word = String(decoding: bytes[start.offset..<end], as: UTF8.self)
        let literals = ["true", "false", "null"]
        // `tru`: a literal cut short, told where it stops, as before.
        if literals.contains(where: { $0.hasPrefix(word) && $0 != word }) { return nil }
        if let literal = literals.first(where: { $0 == word.lowercased() }) {
            return JSONSyntaxError(position: start, path: path, message: "expected a value, found '\(word)'",
                                   fix: "JSON writes \(literal) in lower case: \(literal)")
        }
        return JSONSyntaxError(position: start, path: path, message: "expected a value, found the bare word '\(word)'",
                               fix: "names are strings in JSON: write \"\(word)\" in double quotes")
    }

    /// ASCII letters, digits and `_`: what a bare word is made of.
    private static func isWordByte(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") || b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
            || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") || b == UInt8(ascii: "_")
    }

    private mutating func decodeUTF8Scalar() -> Unicode.Scalar? {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        for _ in 0..<length { advance() }
        return scalar
    }

    private func describeCurrent() -> String {
        guard let b = peek() else { return "end of file" }
        if b >= 0x21 && b < 0x7F { return "'\(String(UnicodeScalar(b)))'" }
        return b == 0x20 ? "a space" : "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    private func syntaxError(_ message: String, path: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, path: path, message: message)
    }

    /// `expected …, found …`; a comment (which JSON does not have, though editors and
    /// JSON5 do) is named as one, with the fix.
    private func unexpected(expected: String, path: String) -> JSONSyntaxError {
        if peek() == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
            let opener = bytes[index + 1] == UInt8(ascii: "/") ? "//" : "/*"
            return JSONSyntaxError(position: position, path: path, message: "expected \(expected), found a comment ('\(opener)')",
                                   fix: "JSON has no comments: remove it, or say it in \"title\"")
        }
        return syntaxError("expected \(expected), found \(describeCurrent())", path: path)
    }

    /// A ',' with nothing after it before the closing bracket (JSON allows none).
    private func trailingComma(at comma: SourcePosition, closing: String, path: String) -> JSONSyntaxError {
        JSONSyntaxError(position: comma, path: path, message: "a ',' with nothing after it before '\(closing)'",
                        fix: "remove the trailing comma")
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
    private func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}

/// The first syntax error in a JSON text.
struct JSONSyntaxError: Error {
    var position: SourcePosition
    var path: String
    var message: String
    var fix: String?
}
