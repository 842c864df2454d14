extension String {
    /// The candidate the user most likely meant, for "did you mean …?" hints: the one at
    /// the smallest edit distance (case-insensitive, a swap of neighbours counts as one
    /// edit), if it is close enough to be a plausible typo. Ties go to the earlier
    /// candidate, so callers pass candidates in a stable order.
    func nearest(in candidates: [String]) -> String? {
        let me = Array(lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let d = Self.editDistance(me, Array(candidate.lowercased()))
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (name, distance) = best else { return nil }
        return distance <= max(2, me.count / 3) ? name : nil
    }

    /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// `did you mean 'x'?` for the nearest candidate, or nil.
    func didYouMean(_ candidates: [String]) -> String? {
        nearest(in: candidates).map { "did you mean '\($0)'?" }
    }
}
