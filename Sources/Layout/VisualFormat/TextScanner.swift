import Geometry

/// Reads a constraint string or a Visual Format string token by token, remembering the
/// character offset of everything it reads so errors can point at it.
///
/// Whitespace between tokens is skipped by every `read…`/`skip` method, never inside a
/// token (`= =` is not `==`). Identifiers are C identifiers (`[A-Za-z_][A-Za-z0-9_]*`), as
/// Apple's Visual Format Language requires; using the same rule in constraint strings is
/// what keeps `root.bottom-20` unambiguous. Numbers are unsigned decimals with an optional
/// fraction and exponent (`20`, `12.5`, `.5`, `1e2`, `1e-05`): the subset of `strtod`'s C
/// locale syntax that our own formatter prints; signs belong to the grammars.
package struct TextScanner {
    package let text: String
    private let characters: [Character]
    private(set) var position = 0

    package init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    package var isAtEnd: Bool { mutating get { skipWhitespace(); return position >= characters.count } }

    /// The next non-blank character, not consumed.
    package var current: Character? {
        mutating get { skipWhitespace(); return position < characters.count ? characters[position] : nil }
    }

    /// The next token's start offset (after whitespace).
    package var offset: Int { mutating get { skipWhitespace(); return position } }

    package mutating func skipWhitespace() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    /// Whether `literal` comes next, without consuming it.
    package mutating func sees(_ literal: String) -> Bool {
        skipWhitespace()
        var index = position
        for character in literal {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    /// Consumes `literal` if it comes next.
    package mutating func skip(_ literal: String) -> Bool {
        guard sees(literal) else { return false }
        position += literal.count
        return true
    }

    package mutating func readIdentifier() -> (name: String, offset: Int)? {
        skipWhitespace()
        guard position < characters.count, Self.isIdentifierHead(characters[position]) else { return nil }
        let start = position
        while position < characters.count, Self.isIdentifierBody(characters[position]) { position += 1 }
        return (String(characters[start..<position]), start)
    }

    /// Whether an unsigned number starts here.
    package mutating func seesNumber() -> Bool {
        skipWhitespace()
        guard position < characters.count else { return false }
        if characters[position].isASCIIDigit { return true }
        return characters[position] == "." && position + 1 < characters.count && characters[position + 1].isASCIIDigit
    }

    /// Reads an unsigned number; an overflow to infinity is an error, not a value.
    package mutating func readNumber() throws -> (value: Double, offset: Int)? {
        guard seesNumber() else { return nil }
        let start = position
        skipDigits()
        if position < characters.count, characters[position] == "." { position += 1; skipDigits() }
        if position < characters.count, characters[position] == "e" || characters[position] == "E" {
            let mark = position
            position += 1
            if position < characters.count, characters[position] == "+" || characters[position] == "-" { position += 1 }
            // `2e` followed by no digits is the number 2 followed by an identifier.
            if position < characters.count, characters[position].isASCIIDigit { skipDigits() } else { position = mark }
        }
        let spelling = String(characters[start..<position])
        guard let value = Double(spelling), value.isFinite else {
            // Too large for a Double: no range of a constraint string could hold it, so name them all.
            throw error("number '\(spelling)' is out of range: constants are \(NumberRange.coordinate.bounds), multipliers "
                        + "\(NumberRange.multiplier.bounds), priorities \(NumberRange.priority.bounds)", at: start)
        }
        return (value, start)
    }

    /// `value` if `range` holds it, else an error at `offset` naming the range: numbers
    /// inside constraint strings and VFL are bounded like every number of the format.
    package func checked(_ value: Double, at offset: Int, in range: NumberRange) throws -> Double {
        guard range.contains(value) else {
            throw error("\(value.shortDescription) is out of range for \(range.name); expected \(range.bounds)", at: offset)
        }
        return value
    }

    /// A description of the next token, for "found …" parts of messages.
    package mutating func foundDescription() -> String {
        skipWhitespace()
        guard position < characters.count else { return "end of string" }
        if Self.isIdentifierHead(characters[position]) {
            var end = position
            while end < characters.count, Self.isIdentifierBody(characters[end]) { end += 1 }
            return "'\(String(characters[position..<end]))'"
        }
        return "'\(characters[position])'"
    }

    package func error(_ message: String, at offset: Int, expected: [String] = []) -> ConstraintSyntaxError {
        ConstraintSyntaxError(message: message, offset: offset, expected: expected, text: text)
    }

    /// "expected A, B or C but found X" at the next token.
    package mutating func unexpected(_ expected: [String], what: String? = nil) -> ConstraintSyntaxError {
        let wanted = what ?? Self.list(expected.map { "'\($0)'" })
        let found = foundDescription()
        return error("expected \(wanted) but found \(found)", at: offset, expected: expected)
    }

    /// "a", "a or b", "a, b or c".
    package static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    private mutating func skipDigits() {
        while position < characters.count, characters[position].isASCIIDigit { position += 1 }
    }

    /// Whether all of `s` reads as one identifier.
    package static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.first, isIdentifierHead(first) else { return false }
        return s.allSatisfy(isIdentifierBody)
    }

    private static func isIdentifierHead(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
    package static func isIdentifierBody(_ c: Character) -> Bool { isIdentifierHead(c) || c.isASCIIDigit }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
