/// A mistake in a constraint string or a Visual Format string, located precisely enough
/// to draw a caret under it.
///
/// Promises: `offset` counts `Character`s from the start of `text` (0-based) and lies in
/// `0...text.count` (`text.count` means "at the end"); `message` says what is wrong and,
/// where it can, what would fix it; `expected` lists the tokens that would have been
/// accepted at `offset` (empty when the problem is not a missing token).
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var expected: [String]
    /// The whole string that was being parsed, kept so the error can render itself.
    public var text: String
    /// Where the string came from (a JSON path), when the caller said.
    public var source: SourceLocation?

    public init(message: String, offset: Int, expected: [String] = [], text: String, source: SourceLocation? = nil) {
        self.message = message; self.offset = offset; self.expected = expected; self.text = text; self.source = source
    }

    /// The text, then a caret line under the offending character followed by the message:
    ///
    ///     card.top == root.safeArea.topp + 20
    ///                               ^ unknown attribute 'topp'; did you mean 'top'?
    ///
    /// `indent` is prefixed to both lines (handy inside a multi-line report). Tabs before
    /// the caret are kept as tabs so the caret stays under the right character.
    public func rendered(indent: String = "") -> String {
        let padding = text.prefix(offset).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(indent)\(text)\n\(indent)\(padding)^ \(message)"
    }

    /// `$.constraints[3]: message`, then the caret diagram indented by four spaces.
    public var description: String {
        (source.map { "\($0): " } ?? "") + message + "\n" + rendered(indent: "    ")
    }

    /// Runs `body`, stamping `source` on any syntax error it throws.
    package static func locating<T>(_ source: SourceLocation?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as ConstraintSyntaxError {
            error.source = error.source ?? source
            throw error
        }
    }
}
