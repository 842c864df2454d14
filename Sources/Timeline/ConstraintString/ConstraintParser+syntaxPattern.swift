import Geometry
import Layout

extension ConstraintParser {
    /// The grammar of a constraint string as one regular expression (ECMA-262 syntax, as
    /// JSON Schema's `pattern` uses), for editors that check a timeline against the schema.
    ///
    /// Promises: every string `parse` accepts matches. The converse does not hold: the
    /// pattern sees the syntax only — not the ranges of numbers, which attributes pair, or
    /// which a layout guide has — so a string that matches can still be refused by the
    /// parser, with its located message. Built from the names the parser reads (attributes,
    /// guides, relations, priority names), so the two cannot drift. Each run of whitespace is
    /// matched by exactly one `\s*` (the one after the token before it), so no input makes a
    /// regular-expression engine backtrack more than a constant number of times per character.
    public static var syntaxPattern: String {
        // Swift's Character.isWhitespace also counts NEL (U+0085), which `\s` does not.
        let space = #"[\s\u0085]*"#
        let identifier = "[A-Za-z_][A-Za-z0-9_]*" + space
        let dot = #"\."# + space
        let guide = "(?:(?:" + ItemReference.Guide.allCases.map(\.rawValue).joined(separator: "|") + ")" + space + dot + ")?"
        let attribute = "(?:" + LayoutAttribute.allCases.map(\.rawValue).joined(separator: "|") + ")" + space
        let anchor = identifier + dot + guide + attribute
        let number = #"(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"# + space
        let signed = "(?:[+-]" + space + ")?" + number
        let relation = "(?:" + TextScanner.relationTokens.joined(separator: "|") + ")" + space
        let multiplied = "(?:" + signed + #"\*"# + space + anchor + "|" + anchor + #"(?:[*/]"# + space + signed + ")?)"
        let constant = "(?:[+-]" + space + number + ")?"
        let rhs = "(?:" + signed + "|" + multiplied + constant + ")"
        let priority = "(?:@" + space + "(?:" + number + "|(?:"
            + LayoutPriority.namedPriorities.map(\.name).joined(separator: "|") + ")" + space + "))?"
        return "^" + space + anchor + relation + rhs + priority + "$"
    }
}
