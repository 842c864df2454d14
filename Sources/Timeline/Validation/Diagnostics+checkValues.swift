import Geometry
import Layout

/// Checks for the value kinds that recur across the format: names from a fixed table,
/// colours, priorities, ranges, insets, points and sizes. Each reports its own mistake
/// (with a suggestion where one helps) and returns nil, so callers stay one line long.
extension Diagnostics {
    /// A name from `table`; `what` names the kind in messages ("unknown device 'x'").
    /// `otherwise` is the fix when nothing is near (default: the list of names).
    func name<T>(_ v: Located<SourceText>, in table: [(name: String, value: T)], what: String,
                 otherwise: String? = nil) -> T? {
        if let hit = table.first(where: { $0.name == v.value.text }) { return hit.value }
        let names = table.map(\.name)
        unknownName(at: v, v.value.text, kind: what, among: names,
                    otherwise: otherwise ?? "expected one of \(names.joined(separator: ", "))")
        return nil
    }

    func name<T: CaseIterable & RawRepresentable>(_ v: Located<SourceText>, as: T.Type, what: String) -> T? where T.RawValue == String {
        name(v, in: T.allCases.map { ($0.rawValue, $0) }, what: what)
    }

    /// A colour as the format writes one: `#RRGGBB` / `#RRGGBBAA` (the same in both
    /// appearances), a system colour's name (`label`, `systemBackground`, … with Apple's
    /// light and dark values), or `{ "light": …, "dark": … }`, each side a hex colour or a
    /// system colour's name (which gives that side's value).
    func color(_ v: Located<JSONValue>) -> DynamicColor? {
        if case .object = v.value.kind {
            guard let r = ObjectReader(v.value, path: v.path, fields: ["light", "dark"], diagnostics: self) else { return nil }
            let light = r.string("light", required: true).flatMap { color($0) }
            let dark = r.string("dark", required: true).flatMap { color($0) }
            guard let light, let dark else { return nil }
            return DynamicColor(light: light.light, dark: dark.dark)
        }
        guard case .string = v.value.kind else {
            typeError(v, expected: "a colour ('#RRGGBB', a system colour name or {\"light\", \"dark\"})")
            return nil
        }
        return string(v).flatMap { color($0) }
    }

    /// A hex colour or a system colour's name.
    func color(_ v: Located<SourceText>) -> DynamicColor? {
        let text = v.value.text
        if let c = Color(hex: text) { return DynamicColor(c) }
        if let system = SystemColor(rawValue: text) { return system.color }
        let names = SystemColor.allCases.map(\.rawValue)
        let fix = text.hasPrefix("#") ? "expected '#RRGGBB' or '#RRGGBBAA' (hexadecimal)"
            : text.didYouMean(names) ?? "expected '#RRGGBB', '#RRGGBBAA', a system colour (\(names.prefix(4).joined(separator: ", ")), …) "
                + "or { \"light\": …, \"dark\": … }"
        error(at: v, "bad colour '\(text)'", fix: fix)
        return nil
    }

    /// A colour, or null (returned as `.some(nil)`) where null clears the colour.
    func optionalColor(_ v: Located<JSONValue>) -> DynamicColor?? {
        if case .null = v.value.kind { return .some(nil) }
        return color(v).map { .some($0) }
    }

    /// The named priorities of TIMELINE.md.
    static let priorityNames: [(name: String, value: Double)] = [
        ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// A layout priority: a number in 1…1000 or one of the priority names.
    func priority(_ v: Located<JSONValue>) -> Double? {
        if case .string(let s) = v.value.kind { return name(v.map { _ in s }, in: Self.priorityNames, what: "priority name") }
        return number(v, in: .priority)?.value
    }

    /// A whole number in `range` (whose `wholeNumbers` is set), as an `Int`.
    func integer(_ v: Located<JSONValue>, in range: NumberRange) -> Int? {
        number(v, in: range).flatMap { $0.value.checkedInteger() }
    }

    /// `{top, left, bottom, right}`, each side in `range`; absent sides take `missing`.
    func insets(_ v: Located<JSONValue>, missing: Double, in range: NumberRange) -> EdgeInsets? {
        sides(v, ["top", "left", "bottom", "right"], in: range).map { s in
            EdgeInsets(top: s("top") ?? missing, left: s("left") ?? missing, bottom: s("bottom") ?? missing,
                       right: s("right") ?? missing)
        }
    }

    /// `{top, leading, bottom, trailing}` (NSDirectionalEdgeInsets), each side in `range`;
    /// absent sides take `missing`.
    func directionalInsets(_ v: Located<JSONValue>, missing: Double, in range: NumberRange) -> DirectionalEdgeInsets? {
        sides(v, ["top", "leading", "bottom", "trailing"], in: range).map { s in
            DirectionalEdgeInsets(top: s("top") ?? missing, leading: s("leading") ?? missing,
                                  bottom: s("bottom") ?? missing, trailing: s("trailing") ?? missing)
        }
    }

    /// A pin's insets: any of `top left bottom right leading trailing`, absent ones left
    /// to the shorthand's fallbacks (leading and trailing are the sides by the layout
    /// direction, left and right the screen's), each in `range`.
    func pinInsets(_ v: Located<JSONValue>, in range: NumberRange) -> Shorthand.Insets? {
        sides(v, ["top", "left", "bottom", "right", "leading", "trailing"], in: range).map { s in
            Shorthand.Insets(top: s("top"), left: s("left"), bottom: s("bottom"), right: s("right"),
                             leading: s("leading"), trailing: s("trailing"))
        }
    }

    /// Reads an object of named numbers in `range`, limited to `names`; the result answers
    /// each name's value (nil when absent or out of range).
    private func sides(_ v: Located<JSONValue>, _ names: [String], in range: NumberRange) -> ((String) -> Double?)? {
        guard let r = ObjectReader(v.value, path: v.path, fields: names, diagnostics: self) else { return nil }
        let values = names.map { r.number($0, in: range)?.value }
        return { key in names.firstIndex(of: key).flatMap { values[$0] } }
    }

    /// `[x, y]`, each in `range`.
    func point(_ v: Located<JSONValue>, in range: NumberRange, what: String) -> Point? {
        numbers(v, in: [range, range], what: what).map { Point($0[0], $0[1]) }
    }

    /// `[width, height]`, each in `range`.
    func size(_ v: Located<JSONValue>, in range: NumberRange, what: String) -> Size? {
        numbers(v, in: [range, range], what: what).map { Size($0[0], $0[1]) }
    }
}
