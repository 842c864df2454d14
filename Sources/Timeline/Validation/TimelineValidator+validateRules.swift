import Geometry
import Layout

extension TimelineValidator {
    /// `rules`: each names `root` or a declared view for `in` and in its `when`, and
    /// constraint ids declared in `constraints` (the constraints that exist when the
    /// first layout runs). The window has no `layoutSubviews` a rule could run in.
    func validateRules(_ wires: [WireRule], views: [ViewDeclaration], constraints: IDRegistry) -> [RuleEntry] {
        let known = IDRegistry([ViewID.root.name] + views.map(\.id.name))
        return wires.compactMap { w in
            let view = w.view.flatMap { ruleView($0, known: known) }
            let condition = w.when.flatMap { ruleCondition($0, known: known) }
            let deactivate = w.deactivate.map { ruleConstraints($0, constraints) } ?? []
            let activate = w.activate.map { ruleConstraints($0, constraints) } ?? []
            if w.activate == nil && w.deactivate == nil {
                d.error(at: w.at.position, path: w.at.path, "a rule needs 'activate', 'deactivate' or both",
                        fix: "list the constraint ids the rule switches")
            }
            for id in activate where deactivate.contains(id) {
                d.error(at: w.at.position, path: w.at.path, "the rule both activates and deactivates '\(id)'",
                        fix: "name it in one of the two lists")
            }
            // A list with a mistake has been reported; validation fails as a whole then.
            guard let view, let condition else { return nil }
            return RuleEntry(view: ViewID(view), condition: condition, activate: activate.map(LayoutConstraintID.init),
                             deactivate: deactivate.map(LayoutConstraintID.init),
                             source: d.reference(w.at.position, w.at.path))
        }
    }

    private func ruleView(_ s: Located<SourceText>, known: IDRegistry) -> String? {
        if s.value.text == ViewID.window.name {
            d.error(at: s, "a rule cannot run in the window", fix: "name root or one of your views")
            return nil
        }
        return viewReference(s, known: known)
    }

    private func ruleCondition(_ s: Located<SourceText>, known: IDRegistry) -> FrameCondition? {
        switch FrameConditionParser.parse(s.value.text) {
        case .failure(let f):
            d.error(in: s.value, at: f.offset, f.message, fix: f.fix)
            return nil
        case .success(let parsed):
            let view = parsed.condition.view.name
            guard known.contains(view) else {
                d.error(in: s.value, at: parsed.viewOffset,
                        .unknownName(view, kind: "view", nearest: view == ViewID.window.name ? nil : view.nearest(in: known.ids)),
                        fix: view == ViewID.window.name ? "name root or one of your views" : view.didYouMean(known.ids))
                return nil
            }
            return parsed.condition
        }
    }

    /// Every id checked (each mistake reported); the ids that are known.
    private func ruleConstraints(_ v: Located<JSONValue>, _ constraints: IDRegistry) -> [String] {
        guard let items = d.stringOrList(v) else { return [] }
        if items.isEmpty { d.error(at: v, .emptyList("constraint ids"), fix: "name at least one, or leave the field out") }
        return items.compactMap { s in
            if constraints.contains(s.value.text) { return s.value.text }
            if reportMemberOrPathName(s, known: constraints) { return nil }
            d.unknownName(at: s, s.value.text, kind: "constraint", among: constraints.ids,
                          otherwise: "give the constraint an \"id\" where it is declared in \"constraints\"")
            return nil
        }
    }
}
