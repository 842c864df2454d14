import Geometry

extension ViewPropertyDecoder {
    /// A button's `"configuration"`: `ViewClassFormat.buttonConfigurationFields`, each
    /// checked where it is written (an unknown key, style, placement, corner style or size
    /// gets the nearest name), images noted to be read as a view's `image` is.
    func buttonConfiguration(_ v: Located<JSONValue>) -> ButtonConfigurationPatch? {
        let d = diagnostics
        guard let r = ObjectReader(v.value, path: v.path, fields: ViewClassFormat.buttonConfigurationFields, diagnostics: d) else { return nil }
        var p = ButtonConfigurationPatch(), ok = true
        func read<T>(_ key: String, _ decode: (Located<JSONValue>) -> T?) -> T? {
            guard let value = r.value(key) else { return nil }
            let decoded = decode(value)
            if decoded == nil { ok = false }
            return decoded
        }
        func text(_ v: Located<JSONValue>) -> String?? { nullable(v) { d.string($0, maxLength: TimelineLimits.maxStringLength)?.value.text } }
        func name<T: CaseIterable & RawRepresentable>(_ type: T.Type, _ what: String) -> (Located<JSONValue>) -> T? where T.RawValue == String {
            { d.string($0).flatMap { d.name($0, as: type, what: what) } }
        }
        p.style = read("style", name(ButtonConfiguration.Style.self, "button configuration style"))
        p.title = read("title", text)
        p.subtitle = read("subtitle", text)
        p.image = read("image") { nullable($0) { image($0) } }
        p.imagePlacement = read("imagePlacement", name(ButtonConfiguration.ImagePlacement.self, "image placement"))
        p.imagePadding = read("imagePadding") { d.number($0, in: .length)?.value }
        p.titlePadding = read("titlePadding") { d.number($0, in: .length)?.value }
        p.contentInsets = read("contentInsets") { nullable($0) { d.directionalInsets($0, missing: 0, in: .coordinate) } }
        p.cornerStyle = read("cornerStyle", name(ButtonConfiguration.CornerStyle.self, "corner style"))
        p.buttonSize = read("buttonSize", name(ButtonConfiguration.Size.self, "button size"))
        p.baseBackgroundColor = read("baseBackgroundColor") { d.optionalColor($0) }
        p.baseForegroundColor = read("baseForegroundColor") { d.optionalColor($0) }
        return ok ? p : nil
    }
}
