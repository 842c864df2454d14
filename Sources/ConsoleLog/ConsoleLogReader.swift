import Foundation

/// Reads a pasted console log into a `ConsoleLog`: every era's "Unable to simultaneously
/// satisfy constraints" message (with or without `[LayoutConstraints]` and syslog prefixes,
/// the recovery line on the same line or the next, the whole message collapsed onto one
/// line), constraint lists from `po`, and `_autolayoutTrace` trees. Linear in the text;
/// a description that cannot be read is skipped with a located warning.
public enum ConsoleLogReader {
    /// Longest constraint description read (a longer run of text is no description).
    static let maxDescriptionLength = 4_000
    /// Warnings kept; the rest are counted in one last warning.
    static let maxWarnings = 100

    public static func read(_ text: String) throws -> ConsoleLog {
        let t = LogText(text)
        var log = ConsoleLog()
        var firstFailure: ConsoleLogError?
        var skipped = 0
        func warn(_ offset: Int, _ message: String) {
            if log.warnings.count < maxWarnings { log.warnings.append(LogWarning(t.location(offset), message)) } else { skipped += 1 }
        }

        enum Event { case unable, recover, description(Int) }
        var events: [(Int, Event)] = t.positions(of: "Unable to simultaneously satisfy constraints").map { ($0, .unable) }
            + t.positions(of: "Will attempt to recover by breaking constraint").map { ($0, .recover) }
        for (offset, end) in t.descriptionRanges() { events.append((offset, .description(end))) }
        events.sort { $0.0 < $1.0 }

        struct Block { var start: Int; var list: [LoggedConstraint] = []; var broken: LoggedConstraint?; var awaitingBroken = false; var done = false }
        var blocks: [Block] = []
        // Constraints printed since the last conflict ended (a paste may start inside a list).
        var looseSince = 0
        for (offset, event) in events {
            switch event {
            case .unable:
                blocks.append(Block(start: offset))
            case .recover:
                if let last = blocks.indices.last, !blocks[last].done, !blocks[last].awaitingBroken {
                    blocks[last].awaitingBroken = true
                } else {
                    var b = Block(start: offset, awaitingBroken: true)
                    b.list = Array(log.listedConstraints[looseSince...])
                    log.listedConstraints.removeSubrange(looseSince...)
                    blocks.append(b)
                    warn(offset, "'Will attempt to recover by breaking constraint' without an 'Unable to simultaneously satisfy constraints' message before it: the constraints printed just before are read as the conflict")
                }
            case .description(let end):
                var reader = ConstraintDescriptionReader(text: t.string(offset..<end), location: t.location(offset))
                let constraint: LoggedConstraint
                do { constraint = try reader.read() } catch {
                    let message = (error as? ConstraintDescriptionReader.Failure)?.message ?? "\(error)"
                    warn(offset, "skipped a constraint description: \(message)")
                    if firstFailure == nil { firstFailure = ConsoleLogError(t.location(offset), message) }
                    continue
                }
                if let last = blocks.indices.last, !blocks[last].done {
                    if blocks[last].awaitingBroken {
                        blocks[last].broken = constraint
                        blocks[last].done = true
                        looseSince = log.listedConstraints.count
                    } else {
                        blocks[last].list.append(constraint)
                    }
                } else {
                    log.listedConstraints.append(constraint)
                }
            }
        }
        for b in blocks {
            if b.list.isEmpty, b.broken == nil {
                warn(b.start, "an 'Unable to simultaneously satisfy constraints' message without constraints (the system printed <private>, or the paste lost them); skipped")
                continue
            }
            if b.broken == nil { warn(b.start, "this conflict has no 'Will attempt to recover by breaking constraint' line: which constraint UIKit broke is unknown") }
            log.conflicts.append(ConsoleLog.Conflict(constraints: b.list, broken: b.broken, location: t.location(b.start)))
        }
        log.trace = AutolayoutTraceReader.read(t)
        if skipped > 0 { log.warnings.append(LogWarning(t.location(t.bytes.count), "\(skipped) more warnings not shown")) }
        if log.conflicts.isEmpty, log.listedConstraints.isEmpty, log.trace.isEmpty {
            if let firstFailure { throw firstFailure }
            throw ConsoleLogError(t.location(t.firstContentOffset),
                                  "expected UIKit's console output — an 'Unable to simultaneously satisfy constraints' message, "
                                  + "constraint descriptions such as <NSLayoutConstraint:0x600002b2c0a0 UILabel:0x7f9e.leading == UIView:0x7f9f.leading + 20>, "
                                  + "or an _autolayoutTrace tree — and found none; reading stopped at the end of the text")
        }
        return log
    }
}

extension LogText {
    func positions(of s: String) -> [Int] {
        let needle = Array(s.utf8)
        var out: [Int] = [], i = 0
        while let p = find(needle, from: i) { out.append(p); i = p + needle.count }
        return out
    }

    /// Where the first non-blank character is (for an error about text with nothing in it).
    var firstContentOffset: Int {
        bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") } ?? bytes.count
    }

    /// Each constraint description: from its class name (`NSLayoutConstraint`, any class whose
    /// name ends in `Constraint`) to the `>` that closes it, or, when the paste lost the
    /// brackets, to the quote, comma or line end after it.
    func descriptionRanges() -> [(Int, Int)] {
        let needle = Array("Constraint:".utf8)
        var out: [(Int, Int)] = []
        var i = 0
        while let p = find(needle, from: i) {
            i = p + needle.count
            // The address follows (after at most one space).
            var a = i
            if a < bytes.count, bytes[a] == UInt8(ascii: " ") { a += 1 }
            guard a + 1 < bytes.count, bytes[a] == UInt8(ascii: "0"), bytes[a + 1] == UInt8(ascii: "x") else { continue }
            var start = p
            while start > 0, Self.isClassByte(bytes[start - 1]) { start -= 1 }
            let bracketed = start > 0 && bytes[start - 1] == UInt8(ascii: "<")
            var end = a
            let limit = min(bytes.count, a + ConsoleLogReader.maxDescriptionLength)
            while end < limit {
                let b = bytes[end]
                if bracketed {
                    if b == UInt8(ascii: ">"), end + 1 >= bytes.count || bytes[end + 1] != UInt8(ascii: "=") { break }
                    // A lost '>' : the next entry or the line's end closes it.
                    if b == UInt8(ascii: "\n") { break }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\n") {
                    break
                }
                end += 1
            }
            var e = end
            while e > start, [UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\""), UInt8(ascii: "\t")].contains(bytes[e - 1]) { e -= 1 }
            out.append((start, e))
            i = max(i, end)
        }
        return out
    }

    static func isClassByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
    }
}
