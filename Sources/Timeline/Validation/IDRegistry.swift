/// The ids that exist at a point of the timeline (views, or constraints), in declaration
/// order so "did you mean" suggestions are stable, with a set beside the list so that
/// membership checks stay O(1) in files with thousands of ids. The set is only ever
/// asked about membership, never iterated, so hashing order cannot leak into output.
struct IDRegistry {
    private(set) var ids: [String] = []
    private var members: Set<String> = []
    /// Why an id the timeline knows is not there at this point (removed by an earlier
    /// change, or added only by a later one), to say so instead of "unknown". Only looked up.
    private var absences: [String: Absence] = [:]

    /// What to tell a change that names an absent id.
    struct Absence {
        var message: String
        var fix: String
    }

    init(_ ids: [String] = []) { for id in ids { insert(id) } }

    func contains(_ id: String) -> Bool { members.contains(id) }

    mutating func insert(_ id: String) {
        if members.insert(id).inserted { ids.append(id) }
        absences[id] = nil
    }

    /// Removes `doomed`; `why` says, for each, what to tell a later change that names it.
    mutating func remove(_ doomed: [String], why: ((String) -> Absence)? = nil) {
        let gone = Set(doomed)
        members.subtract(gone)
        ids.removeAll { gone.contains($0) }
        if let why { for id in doomed { absences[id] = why(id) } }
    }

    /// Records that `id` is not there yet (a later change adds it), unless it already is.
    mutating func expect(_ id: String, _ absence: Absence) {
        if !contains(id), absences[id] == nil { absences[id] = absence }
    }

    func absence(of id: String) -> Absence? { contains(id) ? nil : absences[id] }
}
