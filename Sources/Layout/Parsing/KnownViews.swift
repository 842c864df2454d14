import Geometry

/// The views (and layout guides) a constraint string or a Visual Format string may name,
/// as the caller knows them when the string is parsed. A name outside them is an error
/// under the name — with the nearest known name suggested — instead of a refusal from
/// the engine that cannot say where in the string the name was.
public struct KnownViews {
    public var contains: (String) -> Bool
    /// Every known name, for the suggestion (asked only when a name is refused).
    public var names: () -> [String]

    public init(contains: @escaping (String) -> Bool, names: @escaping () -> [String]) {
        self.contains = contains; self.names = names
    }

    /// Every name is taken to be a view (the engine judges it when the constraint is added).
    public static let any = KnownViews(contains: { _ in true }, names: { [] })

    /// `unknown view 'b'; did you mean 'a'?`, or with `declare it in "views" first` when
    /// no known name is near.
    func unknown(_ name: String) -> String {
        let hint = NameSuggestion.hint(for: name, among: names())
        return "unknown view '\(name)'" + (hint.isEmpty ? "; declare it in \"views\" first" : hint)
    }
}
