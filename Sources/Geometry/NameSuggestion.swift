/// "Did you mean …?" for misspelt names (attributes, guides, priorities, metrics, and any
/// other closed list of names a user types, such as field names in timeline JSON). It
/// lives beside the geometry because Timeline and Layout both need it and may not import
/// each other.
public enum NameSuggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a plausible typo: at most `maxDistance` edits (by default half the
    /// name's length, and at least 1). Ties go to the earlier candidate, so the answer
    /// never depends on hashing.
    public static func nearest(to name: String, among candidates: [String], maxDistance: Int? = nil) -> String? {
        let limit = maxDistance ?? max(1, name.count / 2)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
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
        // d[i][j]: distance between the first i characters of a and the first j of b.
        var d = [[Int]](repeating: Array(0...b.count), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
