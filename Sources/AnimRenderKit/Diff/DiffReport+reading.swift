import ImageDiff
import Timeline

extension DiffReport {
    /// Coordinates and indices beyond this in a report are damage, not images.
    private static let largestCoordinate: Double = 2_147_483_647

    /// Reads back a report.json `DiffReport.json` wrote (a shard's, for `merge`): every
    /// member the report is rebuilt from is checked, so a damaged or foreign file is a
    /// located error, and writing the result again gives the same bytes.
    static func read(path: String, outputFolder: String?) throws -> DiffReport {
        let r = JSONFileReader(file: path, fix: "this report.json is damaged or not animrender's: run that shard's diff again")
        let root = try r.parse()
        _ = try r.object(root, "$")
        func member(_ key: String) throws -> LocatedJSON { try r.member(root, key, "$") }
        func strings(_ key: String) throws -> [String] {
            try r.array(try member(key), "$." + key).enumerated().map { try r.string($1, "$.\(key)[\($0)]") }
        }
        func integer(_ v: LocatedJSON, _ path: String) throws -> Int {
            let x = try r.number(v, path)
            guard x == x.rounded(), abs(x) <= Self.largestCoordinate else { throw r.fail(v, path, "a whole number") }
            return Int(x)
        }
        func rect(_ v: LocatedJSON, _ path: String) throws -> PixelRect {
            let n = try r.numbers(v, 4, path)
            guard n.allSatisfy({ $0 == $0.rounded() && abs($0) <= Self.largestCoordinate }) else { throw r.fail(v, path, "4 whole numbers") }
            return PixelRect(x: Int(n[0]), y: Int(n[1]), width: Int(n[2]), height: Int(n[3]))
        }
        func size(_ v: LocatedJSON, _ path: String) throws -> (width: Int, height: Int) {
            let items = try r.array(v, path)
            guard items.count == 2 else { throw r.fail(v, path, "[width, height]") }
            return (try r.count(items[0], path + "[0]"), try r.count(items[1], path + "[1]"))
        }

        let options = try member("options")
        func option(_ key: String) throws -> LocatedJSON { try r.member(options, key, "$.options") }
        let threshold = try r.number(try option("threshold"), "$.options.threshold")
        let maxPixels = try option("maxDiffPixels"), maxRatio = try option("maxDiffRatio")
        let limits = DiffLimits(maxDiffPixels: maxPixels.isNull ? nil : try r.count(maxPixels, "$.options.maxDiffPixels"),
                                maxDiffRatio: maxRatio.isNull ? nil : try r.number(maxRatio, "$.options.maxDiffRatio"))
        var job = DiffJob(first: try r.string(try member("first"), "$.first"), second: try r.string(try member("second"), "$.second"),
                          pixelMatch: PixelMatchOptions(threshold: threshold,
                                                        includeAntialiased: try r.bool(try option("includeAA"), "$.options.includeAA")),
                          limits: limits,
                          ignoreRegions: try r.array(try option("ignore"), "$.options.ignore").enumerated()
                              .map { try rect($1, "$.options.ignore[\($0)]") },
                          ignoreViews: try r.array(try option("ignoreViews"), "$.options.ignoreViews").enumerated()
                              .map { try r.string($1, "$.options.ignoreViews[\($0)]") },
                          outputFolder: outputFolder)
        if let shard = root["shard"] {
            let index = try integer(try r.member(shard, "index", "$.shard"), "$.shard.index")
            let count = try integer(try r.member(shard, "count", "$.shard"), "$.shard.count")
            guard let value = Shard(index: index, count: count) else { throw r.fail(shard, "$.shard", "a shard K of N with 1 ≤ K ≤ N") }
            job.shard = value
        }

        var frames: [Frame] = []
        for (i, item) in try r.array(try member("frames"), "$.frames").enumerated() {
            let p = "$.frames[\(i)]"
            func field(_ key: String) throws -> LocatedJSON { try r.member(item, key, p) }
            let statusValue = try field("status")
            guard let status = Frame.Status(rawValue: try r.string(statusValue, p + ".status")) else {
                throw r.fail(statusValue, p + ".status", "match, withinLimits, differs or sizeMismatch")
            }
            var frame = Frame(name: try r.string(try field("name"), p + ".name"), status: status,
                              firstSize: try size(try field("firstSize"), p + ".firstSize"),
                              secondSize: try size(try field("secondSize"), p + ".secondSize"), comparison: nil,
                              ignoredRegions: try r.array(try field("ignoredRegions"), p + ".ignoredRegions").enumerated()
                                  .map { try rect($1, "\(p).ignoredRegions[\($0)]") },
                              diffImage: try r.optionalString(try field("diffImage"), p + ".diffImage"))
            frame.beforeImage = try r.optionalString(try field("beforeImage"), p + ".beforeImage")
            frame.afterImage = try r.optionalString(try field("afterImage"), p + ".afterImage")
            if status != .sizeMismatch {
                frame.comparison = PixelMatchResult(
                    differingPixels: try r.count(try field("differingPixels"), p + ".differingPixels"),
                    antialiasedPixels: try r.count(try field("antialiasedPixels"), p + ".antialiasedPixels"),
                    ignoredPixels: try r.count(try field("ignoredPixels"), p + ".ignoredPixels"),
                    totalPixels: try r.count(try field("totalPixels"), p + ".totalPixels"), diffImage: nil)
            }
            frames.append(frame)
        }
        return DiffReport(job: job, frames: frames, missing: try strings("missing"), extra: try strings("extra"),
                          timelines: try strings("timelines"))
    }
}

private extension LocatedJSON {
    var isNull: Bool { if case .null = value { return true } else { return false } }
}
