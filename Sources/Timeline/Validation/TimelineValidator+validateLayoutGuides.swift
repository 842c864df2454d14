/// A view's `layoutGuides` against everything else that has an id: a guide is named in
/// constraint strings like a view, so its id must be taken by no view and no other guide
/// at the moment it is declared. (The decoder has already checked each id's syntax.)
extension TimelineValidator {
    /// The guide ids of a view object's `layoutGuides` (or a `set`'s), where written.
    func layoutGuideIDs(in members: [JSONMember], basePath: String) -> [Located<SourceText>] {
        guard let m = members.first(where: { $0.key == "layoutGuides" }) else { return [] }
        let path = JSONPath.member(basePath, "layoutGuides")
        let values: [(JSONValue, String)]
        switch m.value.kind {
        case .string: values = [(m.value, path)]
        case .array(let items): values = items.enumerated().map { ($1, JSONPath.index(path, $0)) }
        default: return []
        }
        return values.compactMap { v, p in
            guard case .string(let text) = v.kind else { return nil }
            return Located(value: text, position: v.position, path: p)
        }
    }

    /// Reports each id of `ids` that a view has or another view's guide has, and records
    /// the rest in `guides` (guide id → owner). The owner's own guides may be named again.
    func registerLayoutGuides(_ ids: [Located<SourceText>], owner: String, views: IDRegistry, guides: inout [String: String]) {
        for g in ids {
            let id = g.value.text
            // A malformed id was reported by the decoder already.
            guard ItemID.problem(with: id, kind: "layout guide") == nil else { continue }
            if id == owner || views.contains(id) {
                d.error(at: g, "layout guide '\(id)' has the id of a view", fix: "guides and views share one set of ids; rename one")
            } else if let other = guides[id], other != owner {
                d.error(at: g, "layout guide '\(id)' is already declared by '\(other)'", fix: "guide ids must be unique")
            } else {
                guides[id] = owner
            }
        }
    }

    /// A view id written where a view is needed (a parent, a `set`, a removal …) that
    /// names a layout guide: an error naming the guide's owner. Returns whether it did.
    func reportGuideUsedAsView(_ s: Located<SourceText>, guides: [String: String], role: String) -> Bool {
        guard let owner = guides[s.value.text] else { return false }
        d.error(at: s, "'\(s.value.text)' is a layout guide of '\(owner)', not a view",
                fix: "\(role) must be a view; guides are only constraint items")
        return true
    }
}
