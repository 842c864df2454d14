import Foundation

/// `animrender merge OUT SHARD_DIR…`: the shards' outputs of one sharded render (or
/// diff) combined into one folder, as an unsharded run would have written it.
///
/// - Each output folder (a folder with animrender's manifest) of each shard is copied to
///   the same place under `OUT`, through `OutputFolder`, so `OUT` gets the same
///   transaction and never-touch-a-foreign-file rules as a render.
/// - Diff reports (output folders holding `report.json`) found at the same place in
///   several shards are combined into one `report.json` and `report.html` (with the suite
///   index), as one unsharded diff writes them; their other files are copied. So are
///   checks' reports (`check.json` and the page, `index.html`), every combination once
///   in matrix order.
/// - Refused before anything is written: anything in a shard that no manifest lists, the
///   same output folder in two shards (a timeline rendered twice), the same file twice
///   in combined report folders, reports that are not the shards of one diff, and an
///   `OUT` that is, or is inside, or holds a shard's folder.
/// - All of `OUT`'s folders are staged before any is switched: a failure while copying
///   leaves `OUT` as it was.
public enum ShardMerge {
    public struct Summary {
        /// Output folders written, relative to `OUT`.
        public var folders: [String]
        public var files: Int
        public var bytes: Int
        /// The combined diff report at `OUT`'s top, when the shards were diffs.
        public var report: DiffReport?
        /// The combined check report at `OUT`'s top, when the shards were checks.
        public var check: CheckReport?
    }

    public static func run(output: String, shards paths: [String]) throws -> Summary {
        guard !paths.isEmpty else { throw AnimRenderError("name the output folder of each shard: animrender merge OUT SHARD_DIR…") }
        guard !output.isEmpty else { throw OutputFolder.Error.emptyPath }
        try checkSeparate(output: output, shards: paths)
        let shards = try paths.map(ShardOutput.init(path:))

        var places: [String: [(shard: ShardOutput, folder: ShardOutput.Folder)]] = [:]
        for shard in shards {
            for folder in shard.folders { places[folder.relative, default: []].append((shard, folder)) }
        }
        var plans: [(relative: String, copies: [(ShardOutput.Folder, String)], report: DiffReport?, check: CheckReport?)] = []
        var report: DiffReport?
        var check: CheckReport?
        for relative in places.keys.sorted() {
            let found = places[relative]!
            let target = relative.isEmpty ? output : (output as NSString).appendingPathComponent(relative)
            let isReport = found.allSatisfy { $0.folder.names.contains(DiffJob.reportName) }
            let isCheck = found.allSatisfy { $0.folder.names.contains(CheckJob.reportName) }
            let combinedNames = isReport ? [DiffJob.reportName, DiffJob.htmlReportName]
                : isCheck ? [CheckJob.reportName, CheckJob.pageName] : []
            guard found.count == 1 || isReport || isCheck else {
                let where_ = found.prefix(2).map { $0.folder.handle.path }.joined(separator: " and ")
                throw AnimRenderError("\(where_) are the same output (\(relative.isEmpty ? "the shard folder itself" : relative)) in two shards; "
                                      + "each timeline must come from one shard (were the shards run with the same timelines and the same N?)")
            }
            var copies: [(ShardOutput.Folder, String)] = []
            var from: [String: String] = [:]
            for (_, folder) in found {
                for name in folder.names where !combinedNames.contains(name) {
                    if let other = from[name] {
                        throw AnimRenderError("\(other) and \(folder.handle.child(name)): the same file in two shards; "
                                              + "each comparison must come from one shard")
                    }
                    from[name] = folder.handle.child(name)
                    copies.append((folder, name))
                }
            }
            var combined: DiffReport?
            if isReport {
                let parts = try found.map { ($0.folder.handle.child(DiffJob.reportName),
                                             try DiffReport.read(path: $0.folder.handle.child(DiffJob.reportName), outputFolder: target)) }
                combined = try DiffReport.merged(parts, outputFolder: target)
                if relative.isEmpty { report = combined }
            }
            var combinedCheck: CheckReport?
            if isCheck {
                let parts = try found.map { f -> (path: String, report: CheckReport) in
                    let path = f.folder.handle.child(CheckJob.reportName)
                    return (path, try CheckReport.read(path: path))
                }
                combinedCheck = try CheckReport.merged(parts)
                if relative.isEmpty { check = combinedCheck }
            }
            plans.append((relative, copies.sorted { $0.1 < $1.1 }, combined, combinedCheck))
        }

        // Stage every folder, then switch them: nothing changes unless every copy was made.
        var opened: [OutputFolder] = []
        var files = 0, bytes = 0
        do {
            for plan in plans {
                let target = plan.relative.isEmpty ? output : (output as NSString).appendingPathComponent(plan.relative)
                let folder = try OutputFolder(path: target)
                opened.append(folder)
                let reportNames = plan.report != nil ? [DiffJob.reportName, DiffJob.htmlReportName]
                    : plan.check != nil ? [CheckJob.reportName, CheckJob.pageName] : []
                try folder.checkWritable(plan.copies.map(\.1) + reportNames)
                for (source, name) in plan.copies {
                    guard let data = try source.handle.readBytes(name, limit: Int.max) else {
                        throw AnimRenderError("\(source.handle.child(name)): disappeared while merging")
                    }
                    try folder.write(name, bytes: data)
                    files += 1; bytes += data.count
                }
                if let combined = plan.report {
                    let json = Array(combined.json.pretty.utf8), html = combined.html
                    try folder.write(DiffJob.reportName, bytes: json)
                    try folder.write(DiffJob.htmlReportName, bytes: html)
                    files += 2; bytes += json.count + html.count
                }
                if let combined = plan.check {
                    let json = combined.json.prettyBytes, html = combined.html
                    try folder.write(CheckJob.reportName, bytes: json)
                    try folder.write(CheckJob.pageName, bytes: html)
                    files += 2; bytes += json.count + html.count
                }
            }
            for folder in opened { try folder.finish() }
        } catch let failure as DirectoryHandle.Failure {
            for folder in opened.reversed() { folder.abandon() }
            throw AnimRenderError("\(failure); nothing changed in \(output)")
        } catch {
            for folder in opened.reversed() { folder.abandon() }
            throw error
        }
        return Summary(folders: plans.map(\.relative), files: files, bytes: bytes, report: report, check: check)
    }

    /// `OUT` must not be a shard's folder, inside one, or hold one: merging would read
    /// what it writes.
    private static func checkSeparate(output: String, shards: [String]) throws {
        let out = canonical(output)
        for (i, shard) in shards.enumerated() {
            let s = canonical(shard)
            if let j = shards.indices.first(where: { $0 < i && canonical(shards[$0]) == s }) {
                throw AnimRenderError("\(shard): named twice (also as \(shards[j])); name each shard's folder once")
            }
            if s == out || out.hasPrefix(s + "/") || s.hasPrefix(out + "/") {
                throw AnimRenderError("\(output) and the shard folder \(shard) overlap; merge into a folder of its own, e.g. merged/")
            }
        }
    }

    /// The absolute path with symbolic links resolved as far as the path exists.
    static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        func resolved(_ path: String) -> String? {
            guard let p = realpath(path, nil) else { return nil }
            defer { free(p) }
            return String(cString: p)
        }
        var existing = absolute, rest: [String] = []
        while resolved(existing) == nil, existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let resolved = resolved(existing) ?? "/"
        return ([resolved] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }
}
