import Geometry

/// The views (and layout guides) a constraint string or a Visual Format string may name,
/// as the caller knows them when the string is parsed. A name outside them is an error
/// under the name — with the nearest known name suggested — instead of a refusal from
/// the engine that cannot say where in the string the name was.
public struct KnownViews {
    public var contains: (String) -> Bool
    /// Every known name, for the suggestion (asked only when a name is refused).
    public var names: () -> [String]
    /// Why a name the caller knows is not there now (a view added only later, or removed
    /// earlier): the whole message for it, in place of "unknown view". Asked only when a
    /// name is refused.
    public var absence: (String) -> String?

    public init(contains: @escaping (String) -> Bool, names: @escaping () -> [String],
                absence: @escaping (String) -> String? = { _ in nil }) {
        self.contains = contains; self.names = names; self.absence = absence
    }

    /// Every name is taken to be a view (the engine judges it when the constraint is added).
    public static let any = KnownViews(contains: { _ in true }, names: { [] })

    /// Why the view is not there when the caller knows (`absence`); else `unknown view 'b';
    /// did you mean 'a'?`, or with `declare it in "views" first` when no known name is near.
    package func unknown(_ name: String) -> String {
        if let why = absence(name) { return why }
        let hint = NameSuggestion.hint(for: name, among: names())
        return "unknown view '\(name)'" + (hint.isEmpty ? "; declare it in \"views\" first" : hint)
    }

    /// A known name that a constraint string cannot spell (not an identifier, such as
    /// 'my-view' or 'kärtchen') written in `text`, with the character offset of its first
    /// occurrence: such an id is a valid view id — it may be arranged, moved or set — but a
    /// string naming it cannot be parsed, and the error should say so about the id rather
    /// than about the string. Asked only when a string has failed to parse.
    func unwritableName(in text: String) -> (name: String, offset: Int)? {
        let characters = Array(text)
        var best: (name: String, offset: Int)?
        for name in names() where !TextScanner.isIdentifier(name) {
            let needle = Array(name)
            guard !needle.isEmpty, needle.count <= characters.count else { continue }
            var start = 0
            // Up to the best offset so far, inclusive: at the same place the longer name wins
            // ('my-view-2' over 'my-view' in "my-view-2.top").
            while start + needle.count <= characters.count, best.map({ start <= $0.offset }) ?? true {
                if Array(characters[start..<start + needle.count]) == needle,
                   start == 0 || !TextScanner.isIdentifierBody(characters[start - 1]) {
                    if best.map({ start < $0.offset || (start == $0.offset && name.count > $0.name.count) }) ?? true {
                        best = (name, start)
                    }
                    break
                }
                start += 1
            }
        }
        return best
    }

    /// Runs `body` (parsing `text`); a syntax error in a string that names an id it cannot
    /// spell is replaced by one that says so, under that id.
    package func explainingUnwritableNames<T>(in text: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ConstraintSyntaxError {
            guard let found = unwritableName(in: text) else { throw error }
            let message = "'\(found.name)' cannot be named in a constraint string, which reads ids as ASCII "
                + "letters, digits and _ (not starting with a digit); rename the view or guide"
            throw ConstraintSyntaxError(message: message, offset: found.offset, text: text, source: error.source)
        }
    }
}
