extension TimelineValidator {
    /// `views`: ids unique and usable in constraint strings, parents known and acyclic,
    /// properties valid.
    func validateViews(_ wires: [WireView]) -> [ViewSpec] {
        var ids: [String] = []
        for w in wires {
            guard let id = w.id, checkNewViewID(id, existing: ids) else { continue }
            ids.append(id.value.text)
        }
        let known = ViewSpec.reservedIDs + ids
        var accepted: [(view: ViewSpec, wire: WireView)] = []
        for w in wires {
            guard let view = validateView(w, knownParents: known) else { continue }
            // A rejected duplicate id would shadow the first declaration: skip it.
            guard !accepted.contains(where: { $0.view.id == view.id }) else { continue }
            accepted.append((view, w))
        }
        let views = accepted.map(\.view)
        reportCycles(accepted)
        for (view, wire) in accepted { checkKeepCenterOf(view, in: views, wire: wire) }
        return views
    }

    /// A view object, with its parent checked against `knownParents` (ids that exist
    /// when it is added).
    func validateView(_ w: WireView, knownParents: [String]) -> ViewSpec? {
        guard let id = w.id else { return nil }
        let source = d.reference(w.at.position, w.at.path)
        var view = ViewSpec(id: id.value.text, source: source)
        if let parent = w.parent {
            if parent.value.text == id.value.text {
                d.error(at: parent, "view '\(id.value.text)' cannot be its own parent")
            } else if let p = viewReference(parent, known: knownParents) {
                view.parent = p
            }
        }
        let properties = ViewPropertyDecoder(diagnostics: d).decode(w.properties, basePath: w.at.path)
        return view.applying(properties.map(\.value))
    }

    /// Reports a bad id for a new view and returns false: empty, reserved, containing a
    /// dot (constraint strings use `id.attribute`), or already used.
    func checkNewViewID(_ id: Located<SourceText>, existing: [String]) -> Bool {
        let text = id.value.text
        if text.isEmpty { d.error(at: id, "empty view id"); return false }
        if ViewSpec.reservedIDs.contains(text) {
            d.error(at: id, "'\(text)' is reserved for the built-in hierarchy", fix: "choose another id"); return false
        }
        if text.contains(".") || text.contains(" ") {
            d.error(at: id, "view id '\(text)' contains '\(text.contains(".") ? "." : " ")'",
                    fix: "constraint strings write 'id.attribute'; use letters, digits and _"); return false
        }
        if existing.contains(text) { d.error(at: id, "duplicate view id '\(text)'", fix: "view ids must be unique"); return false }
        return true
    }

    /// The id if it names a known view; otherwise an error with the nearest id.
    func viewReference(_ s: Located<SourceText>, known: [String]) -> String? {
        if known.contains(s.value.text) { return s.value.text }
        d.error(at: s, "unknown view '\(s.value.text)'", fix: s.value.text.didYouMean(known))
        return nil
    }

    /// A view that is its own ancestor could never be added to a window. Each cycle is
    /// reported once, at the `parent` field of its first member in file order.
    private func reportCycles(_ accepted: [(view: ViewSpec, wire: WireView)]) {
        let views = accepted.map(\.view)
        let parentFields = Dictionary(accepted.compactMap { a in a.wire.parent.map { (a.view.id, $0) } }, uniquingKeysWith: { a, _ in a })
        let parentOf = Dictionary(views.map { ($0.id, $0.parent) }, uniquingKeysWith: { a, _ in a })
        var reported: Set<String> = []
        for view in views where !reported.contains(view.id) {
            var chain = [view.id]
            var current = view.parent
            while let next = parentOf[current], !chain.contains(current) {
                chain.append(current)
                current = next
            }
            guard current == view.id, let field = parentFields[view.id] else { continue }
            reported.formUnion(chain)
            d.error(at: field, "views form a cycle: \((chain + [view.id]).joined(separator: " → "))",
                    fix: "a view cannot be its own ancestor")
        }
    }

    private func checkKeepCenterOf(_ view: ViewSpec, in views: [ViewSpec], wire: WireView) {
        guard let child = view.keepCenterOf,
              let layout = wire.properties.first(where: { $0.key == "layout" }),
              case .object(let members) = layout.value.kind,
              let field = members.first(where: { $0.key == "keepCenterOf" }) else { return }
        let path = JSONPath.member(JSONPath.member(wire.at.path, "layout"), "keepCenterOf")
        let at = { (message: String, fix: String?) in d.error(at: field.value.position, path: path, message, fix: fix) }
        guard let target = views.first(where: { $0.id == child }) else {
            at("unknown view '\(child)'", child.didYouMean(views.map(\.id))); return
        }
        if target.parent != view.id {
            at("'\(child)' is not a subview of '\(view.id)'", "keepCenterOf names one of the view's own subviews")
        }
    }
}
