import ImageDiff
import JSONDocuments

extension DiffReport {
    /// report.json: the options used, the verdict, the totals and every frame.
    public var json: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("first", .string(job.first)),
            ("second", .string(job.second)),
            ("options", .object([
                ("threshold", .number(job.pixelMatch.threshold)),
                ("includeAA", .bool(job.pixelMatch.includeAntialiased)),
                ("maxDiffPixels", job.limits.maxDiffPixels.map { .number(Double($0)) } ?? .null),
                ("maxDiffRatio", job.limits.maxDiffRatio.map(JSONOutput.number) ?? .null),
                ("ignore", .array(job.ignoreRegions.map(Self.json))),
                ("ignoreViews", .array(job.ignoreViews.map(JSONOutput.string))),
            ])),
            ("result", .string(verdict.rawValue)),
            ("exitCode", .number(Double(verdict.exitCode))),
            ("differingPixels", .number(Double(differingPixels))),
            ("totalPixels", .number(Double(totalPixels))),
            ("frames", .array(frames.map(Self.json))),
            ("missing", .array(missing.map(JSONOutput.string))),
            ("extra", .array(extra.map(JSONOutput.string))),
            ("timelines", .array(timelines.map(JSONOutput.string))),
        ]
        if let shard = job.shard {
            members.append(("shard", .object([("index", .number(Double(shard.index))), ("count", .number(Double(shard.count)))])))
        }
        return .object(members)
    }

    private static func json(_ rect: PixelRect) -> JSONOutput {
        .numbers([Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height)])
    }

    private static func json(_ frame: Frame) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("name", .string(frame.name)),
            ("status", .string(frame.status.rawValue)),
            ("firstSize", .numbers([Double(frame.firstSize.width), Double(frame.firstSize.height)])),
            ("secondSize", .numbers([Double(frame.secondSize.width), Double(frame.secondSize.height)])),
        ]
        if let c = frame.comparison {
            members += [
                ("differingPixels", .number(Double(c.differingPixels))),
                ("antialiasedPixels", .number(Double(c.antialiasedPixels))),
                ("ignoredPixels", .number(Double(c.ignoredPixels))),
                ("totalPixels", .number(Double(c.totalPixels))),
                ("ratio", .number(c.differingRatio)),
            ]
        }
        members.append(("ignoredRegions", .array(frame.ignoredRegions.map(json))))
        members.append(("diffImage", frame.diffImage.map(JSONOutput.string) ?? .null))
        members.append(("beforeImage", frame.beforeImage.map(JSONOutput.string) ?? .null))
        members.append(("afterImage", frame.afterImage.map(JSONOutput.string) ?? .null))
        return .object(members)
    }
}
