import Geometry

/// Parses a rule's `when`: `view.attribute op number` (`a.width < 100`), spaces optional
/// around the comparison. Mistakes come back with the offset of the offending character
/// so they can be drawn with a caret; whether the view exists is the caller's question.
public enum FrameConditionParser {
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
        var fix: String?
    }

    struct Parsed: Equatable {
        var condition: FrameCondition
        /// Where the view id starts, to point at it when it names no view.
        var viewOffset: Int
    }

    static let example = "write it as view.attribute < number, e.g. a.width < 100"

    static func parse(_ text: String) -> Result<Parsed, Failure> {
        let chars = Array(text)
        var i = 0
        func skipSpaces() { while i < chars.count, chars[i].isWhitespace { i += 1 } }
        func fail(_ message: String, fix: String? = nil) -> Result<Parsed, Failure> {
            .failure(Failure(offset: i, message: message, fix: fix))
        }
        func isOperator(_ c: Character) -> Bool { "<>=!".contains(c) }

        skipSpaces()
        guard i < chars.count else { return fail("empty condition", fix: example) }
        let viewStart = i
        while i < chars.count, !chars[i].isWhitespace, chars[i] != ".", !isOperator(chars[i]) { i += 1 }
        guard i > viewStart else { return fail("expected a view id", fix: example) }
        let view = String(chars[viewStart..<i])
        guard i < chars.count, chars[i] == "." else {
            return fail("expected '.' and an attribute after '\(view)'", fix: "attributes: " + attributeNames)
        }
        i += 1
        let attributeStart = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
        let name = String(chars[attributeStart..<i])
        guard let attribute = FrameAttribute(rawValue: name) else {
            let nearest = NameSuggestion.nearest(to: name, among: FrameAttribute.allCases.map(\.rawValue))
            i = attributeStart
            return fail(name.isEmpty ? "expected an attribute" : "unknown attribute '\(name)'",
                        fix: nearest.map { "did you mean '\($0)'?" } ?? "attributes: " + attributeNames)
        }
        skipSpaces()
        let operatorStart = i
        while i < chars.count, isOperator(chars[i]) { i += 1 }
        let symbol = String(chars[operatorStart..<i])
        guard let comparison = Comparison(rawValue: symbol) else {
            i = operatorStart
            if symbol == "==" || symbol == "=" || symbol == "!=" {
                return fail("'\(symbol)' is not a rule comparison", fix: "laid-out values are fractional; compare with <, <=, > or >=")
            }
            return fail(symbol.isEmpty ? "expected a comparison" : "unknown comparison '\(symbol)'", fix: "use <, <=, > or >=")
        }
        skipSpaces()
        let numberStart = i
        while i < chars.count, !chars[i].isWhitespace { i += 1 }
        let literal = String(chars[numberStart..<i])
        guard let value = Double(literal) else {
            i = numberStart
            return fail(literal.isEmpty ? "expected a number after '\(symbol)'" : "'\(literal)' is not a number",
                        fix: "a rule compares with a number, e.g. \(view).\(attribute.rawValue) \(symbol) 100")
        }
        let range = NumberRange.coordinate
        guard range.contains(value) else {
            i = numberStart
            return fail("\(value.shortDescription) is out of range for \(range.name)", fix: "expected \(range.bounds)")
        }
        skipSpaces()
        guard i == chars.count else { return fail("unexpected '\(chars[i])' after the number", fix: example) }
        return .success(Parsed(condition: FrameCondition(view: ViewID(view), attribute: attribute, comparison: comparison, value: value),
                               viewOffset: viewStart))
    }

    static var attributeNames: String { FrameAttribute.allCases.map(\.rawValue).joined(separator: ", ") }

    /// A rule's `when` as one regular expression (ECMA-262, for JSON Schema's `pattern`):
    /// `view.attribute`, a comparison, a number. Promises: every condition `parse` accepts
    /// matches; the pattern does not see whether the number is in range or the view exists.
    /// Built from `FrameAttribute` and `Comparison`, the names `parse` reads.
    public static var syntaxPattern: String {
        let space = #"[\s\u0085]*"#        // Character.isWhitespace, as `skipSpaces` reads it
        let view = #"[^\s\u0085.<>=!]+"#
        let attribute = "(?:" + FrameAttribute.allCases.map(\.rawValue).joined(separator: "|") + ")"
        // Longest first: `<=` must not match as `<` followed by `=`.
        let comparison = "(?:" + Comparison.allCases.map(\.rawValue).sorted { $0.count > $1.count }.joined(separator: "|") + ")"
        let number = #"[^\s\u0085<>=!][^\s\u0085]*"#
        return "^" + space + view + #"\."# + attribute + space + comparison + space + number + space + "$"
    }
}
