/// "Did you mean …?" for misspelt names (attributes, guides, priorities, metrics, and any
/// other closed list of names a user types, such as field names in timeline JSON). It
/// lives beside the geometry because Timeline and Layout both need it and may not import
/// each other.
public enum NameSuggestion {
    /// No suggestion is more than this many edits away, whatever the name's length: a
    /// name that needs more is not a typo, and the bound keeps the work per candidate
    /// linear in the name's length (see `distance(_:_:within:)`).
    public static let maxSuggestedDistance = 8

    /// The candidate nearest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a plausible typo: at most `maxDistance` edits (by default half the
    /// name's length, and at least 1; never more than `maxSuggestedDistance`). Ties go to
    /// the earlier candidate, so the answer never depends on hashing.
    public static func nearest(to name: String, among candidates: [String], maxDistance: Int? = nil) -> String? {
        let limit = min(maxDistance ?? max(1, name.count / 2), maxSuggestedDistance)
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // Fewer edits than the lengths differ by are impossible: most candidates stop here.
            guard abs(candidate.count - target.count) <= min(limit, (best?.distance ?? Int.max) - 1) else { continue }
            guard let distance = distance(target, Array(candidate.lowercased()), within: limit) else { continue }
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` or nothing.
    public static func hint(for name: String, among candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance: insert, delete, substitute and swap two
    /// neighbours each cost 1, so the common typo `widht` is 1 away from `width`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        return distance(a, b, within: max(a.count, b.count))!
    }

    /// The optimal-string-alignment distance if it is at most `limit`, else nil. Only the
    /// band of cells within `limit` of the diagonal can hold such a distance, so the work
    /// is (length × band), and it stops as soon as a whole row exceeds the limit.
    static func distance(_ a: [Character], _ b: [Character], within limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        let outside = limit + 1
        // Rows i−2, i−1 and i of the table; cells outside the band hold `outside`.
        var older = [Int](repeating: outside, count: b.count + 1)
        var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in stride(from: 1, through: a.count, by: 1) {
            current[0] = i <= limit ? i : outside
            let lo = max(1, i - limit), hi = min(b.count, i + limit)
            if lo > 1 { current[lo - 1] = outside }
            var rowMinimum = current[0]
            if lo <= hi {
                for j in lo...hi {
                    var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, older[j - 2] + 1) }
                    current[j] = min(d, outside)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if hi < b.count { current[hi + 1] = outside }
            if rowMinimum > limit { return nil }
            (older, previous, current) = (previous, current, older)
        }
        let d = previous[b.count]
        return d <= limit ? d : nil
    }
}
