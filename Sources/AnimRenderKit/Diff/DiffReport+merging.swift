extension DiffReport {
    /// The report of one diff split into shards, from the shards' reports: the same bytes
    /// an unsharded diff of the same folders writes (timelines in name order, each with its
    /// frames, missing and extra in the order the shard listed them).
    ///
    /// - Throws: `AnimRenderError` when the reports are not shards of one diff: other
    ///   folders or options compared, a timeline in two reports, shards of different
    ///   counts, the same shard twice, or a shard missing (a merged verdict would then be
    ///   a false green).
    static func merged(_ parts: [(path: String, report: DiffReport)], outputFolder: String) throws -> DiffReport {
        guard let (firstPath, first) = parts.first else { throw AnimRenderError("no report.json to merge") }
        for (path, part) in parts.dropFirst() {
            let (a, b) = (first.job, part.job)
            guard a.first == b.first, a.second == b.second else {
                throw AnimRenderError("\(firstPath) compared \(a.first) with \(a.second) but \(path) compared \(b.first) with \(b.second); "
                                      + "merge the shards of one diff")
            }
            guard a.pixelMatch == b.pixelMatch, a.limits == b.limits, a.ignoreRegions == b.ignoreRegions, a.ignoreViews == b.ignoreViews else {
                throw AnimRenderError("\(firstPath) and \(path) were compared with different options "
                                      + "(threshold, limits, --ignore, --ignore-view); merge the shards of one diff")
            }
        }
        try checkShards(parts)

        var owner: [String: String] = [:]
        var loose: [(path: String, report: DiffReport)] = []   // frames outside any timeline
        for (path, part) in parts {
            for t in part.timelines {
                if let other = owner[t] {
                    throw AnimRenderError("timeline \(t) was compared in both \(other) and \(path); each timeline must come from one shard "
                                          + "(were the shards run with the same folders and the same N?)")
                }
                owner[t] = path
            }
            let inTimeline = { (name: String) in part.timelines.contains { name.hasPrefix($0 + "/") } }
            if part.frames.contains(where: { !inTimeline($0.name) }) || part.missing.contains(where: { !inTimeline($0) })
                || part.extra.contains(where: { !inTimeline($0) }) { loose.append((path, part)) }
        }
        if loose.count > 1 {
            throw AnimRenderError("\(loose[0].path) and \(loose[1].path) both compared the same folders of frames; "
                                  + "each comparison must come from one shard")
        }

        var job = first.job
        job.shard = nil
        job.outputFolder = outputFolder
        var merged = DiffReport(job: job, frames: [], missing: [], extra: [], timelines: owner.keys.sorted())
        if let (_, part) = loose.first {
            let outside = { (name: String) in !part.timelines.contains { name.hasPrefix($0 + "/") } }
            merged.frames += part.frames.filter { outside($0.name) }
            merged.missing += part.missing.filter(outside)
            merged.extra += part.extra.filter(outside)
        }
        let byPath = Dictionary(parts.map { ($0.path, $0.report) }, uniquingKeysWith: { a, _ in a })
        for t in merged.timelines {
            let part = byPath[owner[t]!]!
            let inside = { (name: String) in name.hasPrefix(t + "/") }
            merged.frames += part.frames.filter { inside($0.name) }
            merged.missing += part.missing.filter(inside)
            merged.extra += part.extra.filter(inside)
        }
        return merged
    }

    /// Reports written with `--shard` must be every shard of one count, once each.
    private static func checkShards(_ parts: [(path: String, report: DiffReport)]) throws {
        let sharded = parts.filter { $0.report.job.shard != nil }
        guard let (firstPath, first) = sharded.first else { return }
        if let plain = parts.first(where: { $0.report.job.shard == nil }) {
            throw AnimRenderError("\(firstPath) is shard \(first.job.shard!) but \(plain.path) is a whole diff; merge the shards of one diff")
        }
        let count = first.job.shard!.count
        var seen: [Int: String] = [:]
        for (path, part) in sharded {
            let shard = part.job.shard!
            guard shard.count == count else {
                throw AnimRenderError("\(firstPath) is shard \(first.job.shard!) but \(path) is shard \(shard); merge the shards of one split")
            }
            if let other = seen[shard.index] {
                throw AnimRenderError("\(other) and \(path) are both shard \(shard); give each shard's folder once")
            }
            seen[shard.index] = path
        }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let list = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            throw AnimRenderError("shard\(missing.count == 1 ? "" : "s") \(list) of the diff \(missing.count == 1 ? "is" : "are") missing: "
                                  + "a merged report without \(missing.count == 1 ? "it" : "them") would pass frames nobody compared; "
                                  + "give every shard's output folder")
        }
    }
}
