import Geometry

extension Diagnostics {
    /// `when`: `{ "horizontalSizeClass": "compact" | "regular", "verticalSizeClass": … }`,
    /// either key alone or both (a missing one matches any size class, Interface Builder's
    /// "Any"); an empty object is an error, since it would say nothing.
    func sizeClassCondition(_ v: Located<JSONValue>) -> SizeClassCondition? {
        let keys = ["horizontalSizeClass", "verticalSizeClass"]
        guard let r = ObjectReader(v.value, path: v.path, fields: keys, diagnostics: self) else { return nil }
        guard r.has(keys[0]) || r.has(keys[1]) else {
            error(at: v, "'when' names no size class",
                  fix: "add \"horizontalSizeClass\" or \"verticalSizeClass\" (\"compact\" or \"regular\"), or remove 'when'")
            return nil
        }
        var ok = true
        func sizeClass(_ key: String) -> SizeClass? {
            guard let s = r.string(key) else { return nil }
            var value = name(s, as: SizeClass.self, what: "size class")
            if value == .unspecified {
                // UIKit's value for "not said"; a condition says it by leaving the key out.
                error(at: s, "'unspecified' is not a size class a screen can have",
                      fix: "use \"compact\" or \"regular\", or leave \"\(key)\" out to match any size class")
                value = nil
            }
            if value == nil { ok = false }
            return value
        }
        let condition = SizeClassCondition(horizontalSizeClass: sizeClass(keys[0]), verticalSizeClass: sizeClass(keys[1]))
        return ok ? condition : nil
    }
}
