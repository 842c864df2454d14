/// The constraint ids that exist at a point of the timeline, in declaration order (so
/// "did you mean" suggestions are stable): ids come from entries with `id` and from
/// `add` changes, and leave with `remove`.
struct ConstraintRegistry {
    private(set) var ids: [String] = []
    func contains(_ id: String) -> Bool { ids.contains(id) }
    mutating func insert(_ id: String) { if !contains(id) { ids.append(id) } }
    mutating func remove(_ id: String) { ids.removeAll { $0 == id } }
}
