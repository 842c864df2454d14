/// The pasted text, with the markdown escapes of issue trackers (`\<`, `\_`, `\*`) taken
/// out, as bytes for fast scanning, and the way back from a byte to the line and column
/// the user sees in their paste.
struct LogText {
    /// The cleaned text (UTF-8).
    let bytes: [UInt8]
    /// Original byte offset of each line start.
    private let lineStarts: [Int]
    /// Cleaned offsets at which one escaping backslash was removed, ascending.
    private let removed: [Int]
    private let original: [UInt8]

    init(_ text: String) {
        let raw = Array(text.utf8)
        original = raw
        var out: [UInt8] = [], removed: [Int] = [], starts = [0]
        out.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            let b = raw[i]
            if b == UInt8(ascii: "\\"), i + 1 < raw.count, Self.escapable.contains(raw[i + 1]) {
                removed.append(out.count)
                i += 1
                continue
            }
            if b == UInt8(ascii: "\n") { starts.append(i + 1) }
            out.append(b)
            i += 1
        }
        bytes = out
        lineStarts = starts
        self.removed = removed
    }

    /// Markdown escapes a paste may put before the characters of a constraint description.
    private static let escapable: Set<UInt8> = Set("<>_*[]()#|-.'\"`".utf8)

    /// Line and column (characters, 1-based) in the text as pasted.
    func location(_ offset: Int) -> LogLocation {
        // Backslashes removed at or before this cleaned offset shift it right in the original.
        var lo = 0, hi = removed.count
        while lo < hi { let mid = (lo + hi) / 2; if removed[mid] <= offset { lo = mid + 1 } else { hi = mid } }
        let o = min(offset + lo, original.count)
        var l = 0, h = lineStarts.count
        while l < h { let mid = (l + h) / 2; if lineStarts[mid] <= o { l = mid + 1 } else { h = mid } }
        let start = lineStarts[max(l - 1, 0)]
        var column = 1
        for b in original[start..<o] where b & 0xC0 != 0x80 { column += 1 }
        return LogLocation(line: l, column: column)
    }

    func string(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }

    /// The first occurrence of `needle` at or after `from`, before `to`.
    func find(_ needle: [UInt8], from: Int, to: Int? = nil) -> Int? {
        let end = (to ?? bytes.count) - needle.count
        guard let first = needle.first, from <= end else { return nil }
        var i = from
        while i <= end {
            if bytes[i] == first {
                var j = 1
                while j < needle.count, bytes[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    func lineEnd(from i: Int) -> Int {
        var j = i
        while j < bytes.count, bytes[j] != UInt8(ascii: "\n") { j += 1 }
        return j
    }
}
