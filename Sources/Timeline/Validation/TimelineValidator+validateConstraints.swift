import Geometry
import Layout

extension TimelineValidator {
    /// One `constraints` entry (or `add` change). `views` are the ids that exist where it
    /// appears; a new id is registered in `registry`.
    func validateConstraint(_ w: WireConstraintEntry, views: IDRegistry, registry: inout IDRegistry) -> ConstraintEntry? {
        switch w {
        case .string(let s):
            guard checkExpression(s) else { return nil }
            return ConstraintEntry(id: nil, isActive: true, kind: .expression(s.value),
                                   source: d.reference(s.position, s.path))
        case .object(let o):
            return validateConstraintObject(o, views: views, registry: &registry)
        }
    }

    /// A constraint string or a Visual Format string (`example` shows one) that says something.
    private func checkExpression(_ s: Located<SourceText>, example: String = "card.top == root.top + 20") -> Bool {
        guard s.value.text.allSatisfy(\.isWhitespace) else { return true }
        d.error(at: s, "empty constraint", fix: "write one, such as \"\(example)\", or remove the entry")
        return false
    }

    private func validateConstraintObject(_ o: WireConstraintObject, views: IDRegistry, registry: inout IDRegistry) -> ConstraintEntry? {
        let forms = o.presentKeys.map(\.value).filter { WireConstraintObject.formKeys.contains($0) }
        guard let form = forms.first else {
            d.error(at: o.at.position, path: o.at.path, "a constraint object needs one of \(WireConstraintObject.formKeys.joined(separator: ", "))")
            return nil
        }
        if forms.count > 1 {
            d.error(at: o.at.position, path: o.at.path, "a constraint object has one form; found both '\(forms[0])' and '\(forms[1])'",
                    fix: "split it into two entries")
            return nil
        }
        checkStrayFields(o, form: form)
        // The id is checked before the form so a broken form still declares its id, and
        // later references to it are not reported as unknown as well.
        var id: String?
        if let idField = o.id {
            let text = idField.value.text
            if text.isEmpty { d.error(at: idField, "empty constraint id") }
            else if registry.contains(text) { d.error(at: idField, .duplicate(text, kind: "constraint id"), fix: "constraint ids must be unique") }
            else if let member = ConstraintName.split(text) {
                d.error(at: idField, "constraint id '\(text)' ends in '#\(member.k)', which names the constraint number \(member.k) "
                        + "of an entry that makes several ('\(member.entry)#\(member.k)' of entry '\(member.entry)')",
                        fix: "choose an id that does not end in '#' and a number")
            }
            else { id = text; registry.insert(text) }
        }
        let source = d.reference(o.at.position, o.at.path)
        let condition = o.when.flatMap { d.sizeClassCondition($0) }
        if o.when != nil, let idField = o.id, idField.value.text.contains("UISV-") {
            d.error(at: idField, .generatedConstraint(LayoutConstraintID(idField.value.text), cannotBe: "given a condition"),
                    fix: "install the stack view itself, or one of its arranged subviews, with \"when\"")
        }
        guard let kind = constraintKind(o, form: form, views: views) else { return nil }
        return ConstraintEntry(id: id.map(LayoutConstraintID.init), isActive: o.active?.value ?? true, kind: kind, source: source, condition: condition,
                               isGenerated: o.generated?.value ?? false)
    }

    /// Fields that belong to another form (`width` next to `pinEdges`) are mistakes.
    private func checkStrayFields(_ o: WireConstraintObject, form: String) {
        let allowed: [String: [String]] = [
            "constraint": [], "vfl": ["metrics", "options"], "pinEdges": ["to", "edges", "insets"],
            "center": ["in"], "size": ["width", "height"],
        ]
        let mine = TimelineFormat.constraintCommonFields + [form] + (allowed[form] ?? [])
        // Keys no form knows were reported as unknown fields when the entry was read.
        for key in o.presentKeys where !mine.contains(key.value) && WireConstraintObject.fields.contains(key.value) {
            d.error(at: key, .misplacedField(key.value, in: "a '\(form)' entry"),
                    fix: "allowed here: \(mine.joined(separator: ", "))")
        }
    }

    private func constraintKind(_ o: WireConstraintObject, form: String, views: IDRegistry) -> ConstraintEntry.Kind? {
        switch form {
        case "constraint":
            guard let s = o.constraint, checkExpression(s) else { return nil }
            return .expression(s.value)
        case "vfl":
            return o.vfl.flatMap { format in visualFormat(format, o).map { .visualFormat($0, located: format.value) } }
        case "pinEdges":
            guard let v = o.pinEdges.flatMap({ shorthandView($0, views: views) }) else { return nil }
            let target = o.to.flatMap { d.name($0, as: PinTarget.self, what: "pin target") } ?? .superview
            let edges = o.edges.flatMap { pinEdges($0) } ?? PinEdge.all
            guard let insets = o.insets.map({ d.pinInsets($0, in: .coordinate) }) ?? Shorthand.Insets.zero else { return nil }
            return .pinEdges(PinEdges(view: v, target: target, edges: edges, insets: insets))
        case "center":
            guard let v = o.center.flatMap({ shorthandView($0, views: views) }) else { return nil }
            let target = o.in.flatMap { d.name($0, as: PinTarget.self, what: "center target") } ?? .superview
            return .center(view: v, in: target)
        case "size":
            guard let v = o.size.flatMap({ shorthandView($0, views: views) }) else { return nil }
            let width = o.width?.value, height = o.height?.value
            if o.width == nil && o.height == nil {
                d.error(at: o.at.position, path: o.at.path, "a 'size' entry needs 'width', 'height' or both")
                return nil
            }
            return .size(view: v, width: width, height: height)
        default:
            fatalError("WireConstraintObject.formKeys and constraintKind disagree about '\(form)'")
        }
    }

    /// Shorthands name a declared view: `root` is sized by its autoresizing mask and
    /// `window` has no superview, so neither can be pinned.
    private func shorthandView(_ s: Located<SourceText>, views: IDRegistry) -> String? {
        if ItemID.reserved.contains(s.value.text) {
            d.error(at: s, .builtInView(ViewID(s.value.text), cannotBe: "pinned, centered or sized by a shorthand"),
                    fix: "name one of your own views")
            return nil
        }
        return viewReference(s, known: views)
    }

    private func pinEdges(_ v: Located<JSONValue>) -> [PinEdge]? {
        guard let names = d.stringOrList(v) else { return nil }
        if names.isEmpty {
            d.error(at: v, "empty list of edges: the entry would pin nothing", fix: "name at least one edge, or leave out \"edges\" to pin all four")
            return nil
        }
        var edges: [PinEdge] = []
        for n in names {
            guard let e = d.name(n, as: PinEdge.self, what: "edge") else { return nil }
            if edges.contains(e) { d.error(at: n, .listedTwice(e.rawValue, kind: "edge")); return nil }
            edges.append(e)
        }
        return edges
    }

    private func visualFormat(_ format: Located<SourceText>, _ o: WireConstraintObject) -> VisualFormat? {
        guard checkExpression(format, example: "H:|-[card]-|") else { return nil }
        var metrics: [VisualFormat.Metric] = []
        if let m = o.metrics {
            guard case .object(let members) = m.value.kind else { d.typeError(m, expected: "an object of named numbers"); return nil }
            var seen: Set<String> = []   // membership only: a huge metrics object stays linear
            for member in members {
                let path = JSONPath.member(m.path, member.key)
                if !seen.insert(member.key).inserted {
                    d.error(at: member.keyPosition, path: path, .duplicate(member.key, kind: "metric")); continue
                }
                if let n = d.number(Located(value: member.value, position: member.value.position, path: path), in: .coordinate) {
                    metrics.append(.init(name: member.key, value: n.value))
                }
            }
        }
        var options: [VisualFormatOption] = []
        if let opts = o.options, let names = d.stringOrList(opts) {
            options = names.compactMap { d.name($0, as: VisualFormatOption.self, what: "format option") }
        }
        return VisualFormat(format: format.value.text, metrics: metrics, options: options)
    }

    /// A change or rule naming one constraint of an entry (`pin#2`) or the path name of an
    /// entry without an id (`$.constraints[3]`): the names frames.json shows
    /// (`ConstraintName`), which changes and rules do not take. Reports why and returns
    /// true; false for any other name.
    func reportMemberOrPathName(_ s: Located<SourceText>, known: IDRegistry) -> Bool {
        let name = s.value.text
        if let member = ConstraintName.split(name), known.contains(member.entry) {
            d.error(at: s, "'\(name)' is constraint number \(member.k) of entry '\(member.entry)'; changes and rules name "
                    + "whole entries: '\(member.entry)' names every constraint it makes",
                    fix: "to change this constraint alone, write it as an entry of its own with its own \"id\"")
            return true
        }
        guard name.hasPrefix("$.") else { return false }
        d.error(at: s, "'\(name)' is the name frames.json gives a constraint declared without an id; "
                + "changes and rules name a constraint by its id",
                fix: "give the entry at \(ConstraintName.split(name)?.entry ?? name) an \"id\" and name that")
        return true
    }
}
