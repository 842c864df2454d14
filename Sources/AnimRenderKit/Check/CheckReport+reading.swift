import Geometry
import Playback
import Timeline

extension CheckReport {
    /// Reads back a check.json `CheckReport.json` wrote (a shard's, for `merge`): every
    /// member the report is rebuilt from is checked, so a damaged or foreign file is a
    /// located error, and writing the result again gives the same bytes.
    static func read(path: String) throws -> CheckReport {
        let r = JSONFileReader(file: path, fix: "this check.json is damaged or not animrender's: run that shard's check again")
        let root = try r.parse()
        _ = try r.object(root, "$")
        func member(_ v: LocatedJSON, _ key: String, _ path: String) throws -> LocatedJSON { try r.member(v, key, path) }
        func name<T>(_ v: LocatedJSON, _ path: String, _ make: (String) -> T?, _ expected: String) throws -> T {
            guard let value = make(try r.string(v, path)) else { throw r.fail(v, path, expected) }
            return value
        }
        func strings(_ v: LocatedJSON, _ path: String) throws -> [String]? {
            if case .null = v.value { return nil }
            return try r.array(v, path).enumerated().map { try r.string($1, "\(path)[\($0)]") }
        }
        func measurement(_ v: LocatedJSON, _ path: String) throws -> CheckMeasurement? {
            if case .null = v.value { return nil }
            let value = try r.number(try member(v, "value", path), path + ".value")
            let limit = try r.number(try member(v, "limit", path), path + ".limit")
            let quantity = try r.string(try member(v, "quantity", path), path + ".quantity")
            let unit = try r.string(try member(v, "unit", path), path + ".unit")
            // What is measured against a least value falls short below it.
            let atLeast = ["width", "height", "lines", "contrast"].contains(quantity)
            return atLeast ? .atLeast(quantity, value, limit, unit: unit) : .atMost(quantity, value, limit, unit: unit)
        }

        let m = try member(root, "matrix", "$")
        let matrix = CheckMatrix(
            devices: try strings(try member(m, "devices", "$.matrix"), "$.matrix.devices"),
            orientations: try strings(try member(m, "orientations", "$.matrix"), "$.matrix.orientations")?.map {
                guard let o = InterfaceOrientation(rawValue: $0) else { throw r.fail(m, "$.matrix.orientations", "orientation names") }
                return o
            },
            sizes: try strings(try member(m, "sizes", "$.matrix"), "$.matrix.sizes")?.map {
                guard let c = ContentSizeCategory(rawValue: $0) else { throw r.fail(m, "$.matrix.sizes", "content size categories") }
                return c
            },
            directions: try strings(try member(m, "directions", "$.matrix"), "$.matrix.directions")?.map {
                guard ["ltr", "rtl"].contains($0) else { throw r.fail(m, "$.matrix.directions", "ltr or rtl") }
                return $0 == "ltr" ? .leftToRight : .rightToLeft
            },
            appearances: try strings(try member(m, "appearances", "$.matrix"), "$.matrix.appearances")?.map {
                guard let s = UserInterfaceStyle(rawValue: $0) else { throw r.fail(m, "$.matrix.appearances", "light or dark") }
                return s
            })

        var combinations: [Combination] = []
        for (i, item) in try r.array(try member(root, "combinations", "$"), "$.combinations").enumerated() {
            let p = "$.combinations[\(i)]"
            func field(_ key: String) throws -> LocatedJSON { try member(item, key, p) }
            let combination = CheckCombination(
                device: try r.optionalString(try field("device"), p + ".device"),
                orientation: try name(try field("orientation"), p + ".orientation", InterfaceOrientation.init(rawValue:), "an orientation"),
                contentSizeCategory: try name(try field("contentSizeCategory"), p + ".contentSizeCategory",
                                              ContentSizeCategory.init(rawValue:), "a content size category"),
                layoutDirection: try name(try field("layoutDirection"), p + ".layoutDirection", LayoutDirection.init(rawValue:), "a layout direction"),
                userInterfaceStyle: try name(try field("userInterfaceStyle"), p + ".userInterfaceStyle",
                                             UserInterfaceStyle.init(rawValue:), "light or dark"))
            var findings: [CheckFinding] = []
            for (j, f) in try r.array(try field("findings"), p + ".findings").enumerated() {
                let q = "\(p).findings[\(j)]"
                func fieldOf(_ key: String) throws -> LocatedJSON { try member(f, key, q) }
                let rule = try name(try fieldOf("rule"), q + ".rule", CheckRule.init(rawValue:), "a rule name")
                let subject = rule == .brokenConstraint ? try r.string(try fieldOf("constraint"), q + ".constraint")
                    : try r.string(try fieldOf("view"), q + ".view")
                let other = rule == .brokenConstraint ? try r.optionalString(try fieldOf("view"), q + ".view")
                    : try r.optionalString(try fieldOf("other"), q + ".other")
                let worst = try fieldOf("worst")
                var worstFrame = try r.count(try fieldOf("firstFrame"), q + ".firstFrame")
                if case .object = worst.value { worstFrame = try r.count(try member(worst, "frame", q + ".worst"), q + ".worst.frame") }
                let region = try fieldOf("region")
                var regionRect: Rect?
                if case .array = region.value {
                    let n = try r.numbers(region, 4, q + ".region")
                    regionRect = Rect(n[0], n[1], n[2], n[3])
                }
                findings.append(CheckFinding(
                    rule: rule, subject: subject, other: other,
                    firstFrame: try r.count(try fieldOf("firstFrame"), q + ".firstFrame"),
                    lastFrame: try r.count(try fieldOf("lastFrame"), q + ".lastFrame"),
                    firstTime: try r.number(try fieldOf("firstTime"), q + ".firstTime"),
                    lastTime: try r.number(try fieldOf("lastTime"), q + ".lastTime"),
                    frames: try r.count(try fieldOf("frames"), q + ".frames"),
                    message: try r.string(try fieldOf("message"), q + ".message"),
                    measurement: try measurement(try fieldOf("measured"), q + ".measured"),
                    worstFrame: worstFrame, worst: try measurement(worst, q + ".worst"), region: regionRect,
                    image: try r.optionalString(try fieldOf("image"), q + ".image")))
            }
            combinations.append(Combination(
                file: try r.string(try field("file"), p + ".file"), timeline: try r.string(try field("timeline"), p + ".timeline"),
                title: try r.optionalString(try field("title"), p + ".title"), combination: combination,
                index: try r.count(try field("index"), p + ".index"),
                framesChecked: try r.count(try field("framesChecked"), p + ".framesChecked"),
                frameCount: try r.count(try field("frameCount"), p + ".frameCount"), findings: findings,
                folder: try r.optionalString(try field("folder"), p + ".folder"),
                error: try r.optionalString(try field("error"), p + ".error").map(PlayFailure.recorded)))
        }
        let skipped = try r.array(try member(root, "skipped", "$"), "$.skipped").enumerated().map { k, s in
            Skip(file: try r.string(try member(s, "file", "$.skipped[\(k)]"), "$.skipped[\(k)].file"),
                 key: try r.string(try member(s, "key", "$.skipped[\(k)]"), "$.skipped[\(k)].key"),
                 reason: try r.string(try member(s, "reason", "$.skipped[\(k)]"), "$.skipped[\(k)].reason"))
        }
        let frames = try r.string(try member(root, "frames", "$"), "$.frames")
        let allowed = try r.array(try member(root, "allowed", "$"), "$.allowed").enumerated().map { k, v in
            try name(v, "$.allowed[\(k)]", CheckRule.init(rawValue:), "a rule name")
        }
        var shard: Shard?
        if let s = root["shard"] {
            let index = try r.count(try member(s, "index", "$.shard"), "$.shard.index")
            let count = try r.count(try member(s, "count", "$.shard"), "$.shard.count")
            guard let value = Shard(index: index, count: count) else { throw r.fail(s, "$.shard", "a shard K of N with 1 ≤ K ≤ N") }
            shard = value
        }
        return CheckReport(combinations: combinations, skipped: skipped, matrix: matrix, endStateOnly: frames == "last",
                           shard: shard, allowed: Set(allowed))
    }

    /// The shards' reports as one unsharded run's: every combination once, in matrix order.
    /// Refused: reports of different checks (matrix, frames or allowed rules differ), a
    /// shard missing or given twice, a combination in two shards.
    static func merged(_ parts: [(path: String, report: CheckReport)]) throws -> CheckReport {
        guard let first = parts.first else { throw AnimRenderError("no check.json to merge") }
        for (path, part) in parts.dropFirst() where part.matrix != first.report.matrix || part.endStateOnly != first.report.endStateOnly
            || part.allowed != first.report.allowed || part.skipped != first.report.skipped {
            throw AnimRenderError("\(path) and \(first.path) are not shards of one check (their matrix, --frames or --allow differ); "
                                  + "merge the shards of one run")
        }
        let shards = parts.compactMap(\.report.shard)
        if let count = shards.first?.count {
            let indices = Set(shards.map(\.index))
            guard shards.count == parts.count, shards.allSatisfy({ $0.count == count }), indices.count == parts.count,
                  indices.count == count else {
                throw AnimRenderError("the check reports are shards \(shards.map(\.description).joined(separator: ", ")); "
                                      + "merge every shard 1/\(count) … \(count)/\(count) of one run, each once")
            }
        }
        var combinations = parts.flatMap(\.report.combinations)
        combinations.sort { $0.index < $1.index }
        for (a, b) in zip(combinations, combinations.dropFirst()) where a.index == b.index {
            throw AnimRenderError("combination \(a.path) is in two shards; merge the shards of one run")
        }
        return CheckReport(combinations: combinations, skipped: first.report.skipped, matrix: first.report.matrix,
                           endStateOnly: first.report.endStateOnly, shard: nil, allowed: first.report.allowed)
    }
}
