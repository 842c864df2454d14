import Geometry

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

        /// `id` exists only from the change at `path`, at `at` seconds, on. `byConstraintEntry`:
        /// told to an entry of `constraints`, which is installed at the start (else to a change).
        static func addedLater(_ id: String, at: Double, path: String, byConstraintEntry: Bool = false) -> Absence {
            let when = "'\(id)' is added only at \(at.shortDescription) s (\(path))"
            guard !byConstraintEntry else {
                return Absence(message: when, fix: "the entries of \"constraints\" are installed at the start: add this one "
                               + "with an \"add\" change at \(at.shortDescription) s or later")
            }
            return Absence(message: when + ", after this change",
                           fix: "events run in time order, not file order: move this change to \(at.shortDescription) s or later")
        }

        /// `id` was removed by the change at `path`, at `at` seconds (with `superview`, when
        /// that is another view); `readd` is the change kind that brings it back.
        static func removed(_ id: String, with superview: String?, at: Double, path: String, readd: String) -> Absence {
            let how = superview.flatMap { $0 == id ? nil : " with its superview '\($0)'" } ?? ""
            return Absence(message: "'\(id)' was removed\(how) at \(at.shortDescription) s (\(path))",
                           fix: "add it again with \"\(readd)\" before this change, or drop this change")
        }
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
