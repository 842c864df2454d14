import Foundation

/// Checks a run's frames.json as the sweep judges it, reading the file through one buffer of
/// a fixed size, so that a legitimately huge output (a 3,600 s timeline wrote 668 MB) costs
/// the sweep no more memory than a small one. Parsing the whole file into objects cost about
/// twenty times its size (a sweep child reached 13.8 GB and was killed).
///
/// The file passes when it is one JSON value, strictly as RFC 8259 writes it (no trailing
/// commas, no NaN or Infinity, no control characters in strings, valid UTF-8), every number
/// in it is finite as a Double (`1e999` is not), and the contract's fields hold numbers:
/// the top object's `frames` is an array of objects, each with a number `time` and an object
/// `views` whose every member is an object with arrays of numbers `frame`, `bounds`,
/// `center` and `transform`, and a number `alpha` (a non-finite number would have been
/// written as `null`, which fails here).
///
/// Memory held: the read buffer, one token of at most `tokenLimit` bytes (a number, a key,
/// or a view name for the message; longer strings are read without being kept) and a nesting
/// depth of at most `depthLimit` (the recursion); both limits are reported as problems.
struct FramesJSONCheck {
    /// The read buffer's size in bytes.
    var bufferBytes = 1 << 16
    var tokenLimit = 256
    var depthLimit = 512

    /// The most bytes the check held at once (the buffer and the longest token kept), for the tests.
    private(set) var peakBytesHeld = 0

    /// nil when the file passes; otherwise what is wrong, with the byte offset for JSON that
    /// is not valid.
    mutating func problem(inFileAt path: String) -> String? {
        guard let file = fopen(path, "rb") else { return "no frames.json" }
        defer { fclose(file) }
        var reader = Reader(file: file, capacity: bufferBytes)
        defer { reader.close() }
        let outcome: String?
        do {
            try reader.skipSpace()
            try topObject(&reader)
            try reader.skipSpace()
            outcome = reader.atEnd ? nil : "frames.json is not JSON: text after the value at byte \(reader.offset)"
        } catch let failure as Failure {
            outcome = failure.message
        } catch {
            outcome = "\(error)"
        }
        peakBytesHeld = max(peakBytesHeld, reader.peakBytesHeld)
        return outcome
    }

    /// What the check stopped on.
    struct Failure: Error { var message: String }

    /// The contract's place of a value, which decides what it must be.
    enum Role {
        case top, frames, frame, views, view(String), any
        /// A field of a view (`view` is its id) or, with no view, a frame's time; the
        /// name is put together only for a message.
        case numbers(view: String, key: String), number(view: String?, key: String), numberIn(view: String, key: String)
    }

    private func topObject(_ r: inout Reader) throws {
        guard try r.peek() == UInt8(ascii: "{") else { throw Failure(message: mismatch(.top, wanted: "an object")) }
        var sawFrames = false
        try object(&r, depth: 1) { r, key in
            if key == "frames" { sawFrames = true; try value(&r, role: .frames, depth: 1) } else { try value(&r, role: .any, depth: 1) }
        }
        if !sawFrames { throw Failure(message: "frames.json has no frames array") }
    }

    /// Reads one value, checking it is what `role` requires.
    private func value(_ r: inout Reader, role: Role, depth: Int) throws {
        guard depth < depthLimit else { throw Failure(message: "frames.json nests deeper than \(depthLimit) at byte \(r.offset)") }
        try r.skipSpace()
        let first = try r.peek()
        switch role {
        case .any: break
        case .top, .frame, .views, .view:
            guard first == UInt8(ascii: "{") else { throw Failure(message: mismatch(role, wanted: "an object")) }
        case .frames, .numbers:
            guard first == UInt8(ascii: "[") else { throw Failure(message: mismatch(role, wanted: "an array")) }
        case .number, .numberIn:
            guard first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
                throw Failure(message: mismatch(role, wanted: "a number"))
            }
        }
        switch first {
        case UInt8(ascii: "{"):
            switch role {
            case .frame:
                var sawTime = false, sawViews = false
                try object(&r, depth: depth + 1) { r, key in
                    switch key {
                    case "time": sawTime = true; try value(&r, role: .number(view: nil, key: "time"), depth: depth + 1)
                    case "views": sawViews = true; try value(&r, role: .views, depth: depth + 1)
                    default: try value(&r, role: .any, depth: depth + 1)
                    }
                }
                guard sawTime, sawViews else { throw Failure(message: "a frame without time or views (before byte \(r.offset))") }
            case .views:
                try object(&r, depth: depth + 1) { r, key in try value(&r, role: .view(key), depth: depth + 1) }
            case .view(let id):
                var seen = Set<String>()
                try object(&r, depth: depth + 1) { r, key in
                    switch key {
                    case "frame", "bounds", "center", "transform":
                        seen.insert(key); try value(&r, role: .numbers(view: id, key: key), depth: depth + 1)
                    case "alpha": seen.insert(key); try value(&r, role: .number(view: id, key: "alpha"), depth: depth + 1)
                    default: try value(&r, role: .any, depth: depth + 1)
                    }
                }
                for key in ["frame", "bounds", "center", "transform", "alpha"] where !seen.contains(key) {
                    throw Failure(message: "view \(id) has no \(key)")
                }
            default:
                try object(&r, depth: depth + 1) { r, _ in try value(&r, role: .any, depth: depth + 1) }
            }
        case UInt8(ascii: "["):
            let itemRole: Role
            switch role {
            case .frames: itemRole = .frame
            case .numbers(let id, let key): itemRole = .numberIn(view: id, key: key)
            default: itemRole = .any
            }
            try array(&r) { r in try value(&r, role: itemRole, depth: depth + 1) }
        case UInt8(ascii: "\""): _ = try string(&r, keep: false)
        case UInt8(ascii: "t"): try r.literal("true")
        case UInt8(ascii: "f"): try r.literal("false")
        case UInt8(ascii: "n"): try r.literal("null")
        default: try number(&r)
        }
    }

    private func mismatch(_ role: Role, wanted: String) -> String {
        switch role {
        case .top: return "frames.json is not an object"
        case .frames: return "frames.json's frames is not an array"
        case .frame: return "a frame is not an object"
        case .views: return "a frame without time or views (views is not an object)"
        case .view(let id): return "view \(id) is not an object"
        case .numbers(let id, let key), .numberIn(let id, let key): return "view \(id).\(key) is not an array of numbers"
        case .number(let id?, let key): return "view \(id).\(key) is not a number"
        case .number(nil, _): return "a frame's time is not a number"
        case .any: return "frames.json holds something other than \(wanted)"
        }
    }

    private func object(_ r: inout Reader, depth: Int, member: (inout Reader, String) throws -> Void) throws {
        guard depth < depthLimit else { throw Failure(message: "frames.json nests deeper than \(depthLimit) at byte \(r.offset)") }
        try r.expect(UInt8(ascii: "{"))
        try r.skipSpace()
        if try r.peek() == UInt8(ascii: "}") { r.advance(); return }
        while true {
            try r.skipSpace()
            guard try r.peek() == UInt8(ascii: "\"") else { throw r.invalid("a key in quotes") }
            let key = try string(&r, keep: true)
            try r.skipSpace()
            try r.expect(UInt8(ascii: ":"))
            try member(&r, key)
            try r.skipSpace()
            let next = try r.next()
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw r.invalid("',' or '}'", back: 1) }
        }
    }

    private func array(_ r: inout Reader, item: (inout Reader) throws -> Void) throws {
        try r.expect(UInt8(ascii: "["))
        try r.skipSpace()
        if try r.peek() == UInt8(ascii: "]") { r.advance(); return }
        while true {
            try item(&r)
            try r.skipSpace()
            let next = try r.next()
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw r.invalid("',' or ']'", back: 1) }
        }
    }

    /// A string, decoded; when `keep`, its first `tokenLimit` bytes are returned (a key or a
    /// view name), else nothing is kept.
    private func string(_ r: inout Reader, keep: Bool) throws -> String {
        try r.expect(UInt8(ascii: "\""))
        var kept: [UInt8] = []
        func append(_ bytes: [UInt8]) {
            guard keep else { return }
            for b in bytes where kept.count < tokenLimit { kept.append(b) }
        }
        while true {
            r.skipPlainStringBytes(keepingUpTo: keep ? tokenLimit : 0, in: &kept)
            let b = try r.next()
            switch b {
            case UInt8(ascii: "\""):
                r.holding(kept.count)
                return String(decoding: kept, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let e = try r.next()
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): append([e])
                case UInt8(ascii: "b"): append([0x08])
                case UInt8(ascii: "f"): append([0x0C])
                case UInt8(ascii: "n"): append([0x0A])
                case UInt8(ascii: "r"): append([0x0D])
                case UInt8(ascii: "t"): append([0x09])
                case UInt8(ascii: "u"):
                    var v: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = hexValue(try r.next()) else { throw r.invalid("four hex digits after \\u", back: 1) }
                        v = v * 16 + digit
                    }
                    // A lone surrogate half is kept as U+FFFD (JSON allows it; it names nothing we compare).
                    append(Array(String(Character(Unicode.Scalar(v) ?? "\u{FFFD}")).utf8))
                default: throw r.invalid("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u)", back: 1)
                }
            case 0..<0x20: throw r.invalid("no control character inside a string", back: 1)
            case 0x80...:
                let extra: Int
                switch b {
                case 0xC2...0xDF: extra = 1
                case 0xE0...0xEF: extra = 2
                case 0xF0...0xF4: extra = 3
                default: throw r.invalid("UTF-8", back: 1)
                }
                var bytes = [b]
                for _ in 0..<extra {
                    let c = try r.next()
                    guard (0x80...0xBF).contains(c) else { throw r.invalid("UTF-8", back: 1) }
                    bytes.append(c)
                }
                append(bytes)
            default: append([b])
            }
        }
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// A number as RFC 8259 writes it, `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`,
    /// finite as a Double. Without an exponent it is finite (its at most `tokenLimit` digits
    /// are far below the 309 that could overflow), so only a number with one is converted.
    private func number(_ r: inout Reader) throws {
        let start = r.offset
        var token: [UInt8] = []
        var tooLong: Failure { Failure(message: "frames.json has a number of more than \(tokenLimit) characters at byte \(start)") }
        func take() throws {
            guard token.count < tokenLimit else { throw tooLong }
            token.append(try r.next())
        }
        func digits() throws {
            guard let d = r.peekOrNil(), d >= 0x30, d <= 0x39 else { throw r.invalid("a digit") }
            guard r.takeDigits(into: &token, limit: tokenLimit) else { throw tooLong }
        }
        if r.peekOrNil() == UInt8(ascii: "-") { try take() }
        if r.peekOrNil() == UInt8(ascii: "0") {
            try take()
        } else {
            guard let d = r.peekOrNil(), d >= 0x31, d <= 0x39 else { throw r.invalid("a value") }
            try digits()
        }
        if r.peekOrNil() == UInt8(ascii: ".") { try take(); try digits() }
        var hasExponent = false
        if let e = r.peekOrNil(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            hasExponent = true
            try take()
            if let s = r.peekOrNil(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { try take() }
            try digits()
        }
        r.holding(token.count)
        guard hasExponent else { return }
        guard let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite else {
            throw Failure(message: "frames.json has a non-finite number \(String(decoding: token, as: UTF8.self)) at byte \(start)")
        }
    }

    /// The file's bytes through one buffer of a fixed capacity (freed by `close`). A struct
    /// over a raw buffer, so that the per-byte reads stay cheap in a debug build (CI's sweep
    /// runs one), where an array's subscript is a call with reference counting and a class's
    /// property a dynamic exclusivity check.
    struct Reader {
        let file: UnsafeMutablePointer<FILE>
        let buffer: UnsafeMutablePointer<UInt8>
        let capacity: Int
        var count = 0
        var index = 0
        /// Bytes of the file before the buffer's first.
        var base = 0
        var peakBytesHeld: Int

        init(file: UnsafeMutablePointer<FILE>, capacity: Int) {
            self.file = file
            self.capacity = max(1, capacity)
            buffer = .allocate(capacity: self.capacity)
            peakBytesHeld = self.capacity
        }

        func close() { buffer.deallocate() }

        var offset: Int { base + index }

        /// Notes a token of `bytes` held beside the buffer.
        mutating func holding(_ bytes: Int) { peakBytesHeld = max(peakBytesHeld, capacity + bytes) }

        /// Refills the buffer when it is used up; false at the end of the file.
        mutating func fill() -> Bool {
            if index < count { return true }
            base += count
            index = 0
            count = fread(buffer, 1, capacity, file)
            return count > 0
        }

        var atEnd: Bool { mutating get { !fill() } }

        mutating func peekOrNil() -> UInt8? { index < count || fill() ? buffer[index] : nil }

        mutating func peek() throws -> UInt8 {
            guard index < count || fill() else { throw invalid("more (the file ends)") }
            return buffer[index]
        }

        mutating func advance() { index += 1 }

        mutating func next() throws -> UInt8 {
            guard index < count || fill() else { throw invalid("more (the file ends)") }
            index += 1
            return buffer[index - 1]
        }

        mutating func skipSpace() throws {
            while index < count || fill() {
                let b = buffer[index]
                guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
                index += 1
            }
        }

        /// Moves over the buffered bytes of a string that need no decoding (printable ASCII
        /// but the quote and the backslash), keeping them while `kept` is under `limit`.
        mutating func skipPlainStringBytes(keepingUpTo limit: Int, in kept: inout [UInt8]) {
            while index < count || fill() {
                let start = index
                var i = start
                while i < count {
                    let b = buffer[i]
                    if b < 0x20 || b >= 0x80 || b == 0x22 || b == 0x5C { break }
                    i += 1
                }
                if kept.count < limit {
                    kept.append(contentsOf: UnsafeBufferPointer(start: buffer + start, count: min(i - start, limit - kept.count)))
                }
                index = i
                if i < count { return }
            }
        }

        /// Moves over digits, appending them to `token`; false when `token` would pass `limit`.
        mutating func takeDigits(into token: inout [UInt8], limit: Int) -> Bool {
            while index < count || fill() {
                let start = index
                var i = start
                while i < count, buffer[i] >= 0x30, buffer[i] <= 0x39 { i += 1 }
                guard token.count + i - start <= limit else { return false }
                token.append(contentsOf: UnsafeBufferPointer(start: buffer + start, count: i - start))
                index = i
                if i < count { return true }
            }
            return true
        }

        mutating func expect(_ byte: UInt8) throws {
            guard try next() == byte else { throw invalid("'\(Character(Unicode.Scalar(byte)))'", back: 1) }
        }

        mutating func literal(_ word: StaticString) throws {
            for k in 0..<word.utf8CodeUnitCount {
                guard try next() == word.utf8Start[k] else { throw invalid("'\(word)'", back: 1) }
            }
        }

        func invalid(_ expected: String, back: Int = 0) -> Failure {
            Failure(message: "frames.json is not JSON: expected \(expected) at byte \(offset - back)")
        }
    }
}
