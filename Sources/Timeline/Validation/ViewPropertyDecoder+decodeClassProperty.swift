import Geometry

extension ViewPropertyDecoder {
    /// A property of the view's class (`ViewClassFormat.contentFields`), validated.
    func decodeClassProperty(key: String, _ v: Located<JSONValue>) -> ClassProperty? {
        let d = diagnostics
        switch key {
        case "isOn": return d.bool(v).map { .isOn($0.value) }
        case "onTintColor": return d.optionalColor(v).map { .onTintColor($0) }
        case "thumbTintColor": return d.optionalColor(v).map { .thumbTintColor($0) }
        default: fatalError("ViewClassFormat.contentFields and decodeClassProperty(key:) disagree about '\(key)'")
        }
    }
}
