/// The ids that exist at a point of the timeline (views, or constraints), in declaration
/// order so "did you mean" suggestions are stable, with a set beside the list so that
/// membership checks stay O(1) in files with thousands of ids. The set is only ever
/// asked about membership, never iterated, so hashing order cannot leak into output.
struct IDRegistry {
    private(set) var ids: [String] = []
    private var members: Set<String> = []

    init(_ ids: [String] = []) { for id in ids { insert(id) } }

    func contains(_ id: String) -> Bool { members.contains(id) }

    mutating func insert(_ id: String) {
        if members.insert(id).inserted { ids.append(id) }
    }

    mutating func remove(_ doomed: [String]) {
        let gone = Set(doomed)
        members.subtract(gone)
        ids.removeAll { gone.contains($0) }
    }
}
