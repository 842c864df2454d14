import Geometry

/// `stack`: `{ "axis", "distribution", "alignment", "spacing", "arrangedSubviews",
/// "customSpacing": { viewId: spacing | null }, "isLayoutMarginsRelativeArrangement",
/// "isBaselineRelativeArrangement" }`, each optional. Names are UIKit's (`top`/`bottom`
/// are accepted for `leading`/`trailing`, as in UIKit). Which views the ids name is
/// checked where the hierarchy is known (`TimelineValidator+validateStacks`).
extension ViewPropertyDecoder {
    static let stackFields = ["axis", "distribution", "alignment", "spacing", "arrangedSubviews", "customSpacing",
                              "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"]

    func stackPatch(_ v: Located<JSONValue>) -> StackPatch? {
        let d = diagnostics
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.stackFields, diagnostics: d) else { return nil }
        var p = StackPatch()
        p.axis = r.string("axis").flatMap { d.name($0, as: LayoutAxis.self, what: "stack axis") }
        p.distribution = r.string("distribution").flatMap { d.name($0, as: StackDistribution.self, what: "stack distribution") }
        p.alignment = r.string("alignment").flatMap { d.name($0, in: StackAlignment.names, what: "stack alignment") }
        p.spacing = r.number("spacing", in: .coordinate)?.value
        p.arrangedSubviews = r.array("arrangedSubviews").map { $0.compactMap { d.string($0).map { ViewID($0.value.text) } } }
        p.customSpacing = r.value("customSpacing").map(customSpacing) ?? []
        p.isLayoutMarginsRelativeArrangement = r.bool("isLayoutMarginsRelativeArrangement")?.value
        p.isBaselineRelativeArrangement = r.bool("isBaselineRelativeArrangement")?.value
        return p
    }

    /// `{ "a": 20, "b": null }`: numbers, or null to go back to the stack's spacing.
    private func customSpacing(_ v: Located<JSONValue>) -> [StackPatch.CustomSpacing] {
        let d = diagnostics
        guard case .object(let members) = v.value.kind else {
            d.typeError(v, expected: "an object mapping arranged subview ids to spacings"); return []
        }
        var out: [StackPatch.CustomSpacing] = []
        var seen: Set<String> = []   // membership only: a huge object stays linear
        for m in members {
            let value = Located(value: m.value, position: m.value.position, path: JSONPath.member(v.path, m.key))
            if !seen.insert(m.key).inserted {
                d.error(at: m.keyPosition, path: value.path, .duplicate(m.key, kind: "field"), fix: "remove one of the two")
                continue
            }
            guard let spacing = nullable(value, { d.number($0, in: .coordinate)?.value }) else { continue }
            out.append(StackPatch.CustomSpacing(view: ViewID(m.key), spacing: spacing))
        }
        return out
    }
}
