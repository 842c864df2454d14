import Geometry
import Playback

extension TimelineValidator {
    /// `checks`: each rule by name — `true` (on, the default), `false` (off) or an object
    /// of its parameters (on, tuned) — and `views`, per view id the rules switched on or
    /// off for it. Rule and parameter names get did-you-mean, numbers their ranges, view
    /// ids must be views of the timeline (root, declared, or added by a change).
    func validateChecks(_ v: Located<JSONValue>, views: [String]) -> CheckSettings {
        var settings = CheckSettings()
        let rules = CheckRule.allCases.map(\.rawValue)
        guard let r = ObjectReader(v.value, path: v.path, fields: rules + ["views"], diagnostics: d) else { return settings }
        for rule in CheckRule.allCases {
            guard let value = r.value(rule.rawValue) else { continue }
            let names = rule.parameters.map(\.name)
            switch value.value.kind {
            case .bool(let on):
                if !on { settings.off.insert(rule) }
            case .object where names.isEmpty:
                d.error(at: value, "\(rule.rawValue) has no parameters", fix: "write true or false")
            case .object:
                guard let p = ObjectReader(value.value, path: value.path, fields: names, diagnostics: d) else { continue }
                for parameter in rule.parameters {
                    if let n = p.number(parameter.name, in: parameter.range) { settings.set(rule, parameter.name, to: n.value) }
                }
            default:
                d.typeError(value, expected: names.isEmpty ? "true or false"
                            : "true, false or an object of the rule's parameters (\(names.joined(separator: ", ")))")
            }
        }
        guard let perView = r.value("views") else { return settings }
        guard case .object(let members) = perView.value.kind else {
            d.typeError(perView, expected: "an object: view id → { rule: true or false }")
            return settings
        }
        for member in members {
            let path = JSONPath.member(perView.path, member.key)
            guard views.contains(member.key) else {
                d.unknownView(at: member.keyPosition, path: path, member.key, among: views)
                continue
            }
            guard settings.views[member.key] == nil else {
                d.error(at: member.keyPosition, path: path, .listedTwice(member.key, kind: "view"), fix: "keep one entry for it")
                continue
            }
            guard let choices = ObjectReader(member.value, path: path, fields: rules, diagnostics: d) else { continue }
            var chosen: [CheckRule: Bool] = [:]
            for rule in CheckRule.allCases {
                if let on = choices.bool(rule.rawValue) { chosen[rule] = on.value }
            }
            settings.views[member.key] = chosen
        }
        return settings
    }
}
