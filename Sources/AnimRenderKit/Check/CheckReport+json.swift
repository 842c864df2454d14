import Geometry
import JSONDocuments
import Playback

/// check.json (docs/checks.md describes every member; `animrender schema --check` prints
/// its JSON Schema).
extension CheckReport {
    /// The format's version: members are only ever added.
    public static let formatVersion = 1

    public var json: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("version", .number(Double(Self.formatVersion))),
            ("result", .string(failingFindings.isEmpty && !combinations.contains { $0.error != nil } ? "pass" : "fail")),
            ("summary", .string(summaryLine)),
            ("frames", .string(endStateOnly ? "last" : "all")),
            ("matrix", Self.json(matrix)),
            ("allowed", .array(allowed.sorted().map { .string($0.rawValue) })),
            ("counts", .object([
                ("combinations", .number(Double(combinations.count))),
                ("failing", .number(Double(combinations.filter(\.failed).count))),
                ("findings", .number(Double(findings.count))),
                ("byRule", .object(countsByRule.map { ($0.rule.rawValue, .number(Double($0.count))) })),
            ])),
            ("combinations", .array(combinations.map(Self.json))),
            ("skipped", .array(skipped.map { s in
                .oneLine(.object([("file", .string(s.file)), ("key", .string(s.key)), ("reason", .string(s.reason))]))
            })),
        ]
        if let shard {
            members.append(("shard", .object([("index", .number(Double(shard.index))), ("count", .number(Double(shard.count)))])))
        }
        return .object(members)
    }

    static func json(_ m: CheckMatrix) -> JSONOutput {
        func axis(_ values: [String]?) -> JSONOutput { values.map { .array($0.map(JSONOutput.string)) } ?? .null }
        return .object([
            ("devices", axis(m.devices)),
            ("orientations", axis(m.orientations?.map(\.rawValue))),
            ("sizes", axis(m.sizes?.map(\.rawValue))),
            ("directions", axis(m.directions?.map(\.shortName))),
            ("appearances", axis(m.appearances?.map(\.rawValue))),
        ])
    }

    static func json(_ c: Combination) -> JSONOutput {
        let k = c.combination
        return .object([
            ("index", .number(Double(c.index))),
            ("file", .string(c.file)),
            ("timeline", .string(c.timeline)),
            ("title", c.title.map(JSONOutput.string) ?? .null),
            ("key", .string(k.key)),
            ("label", .string(k.label)),
            ("device", k.device.map(JSONOutput.string) ?? .null),
            ("orientation", .string(k.orientation.rawValue)),
            ("contentSizeCategory", .string(k.contentSizeCategory.rawValue)),
            ("layoutDirection", .string(k.layoutDirection.rawValue)),
            ("userInterfaceStyle", .string(k.userInterfaceStyle.rawValue)),
            ("result", .string(c.error != nil ? "error" : c.findings.isEmpty ? "pass" : "fail")),
            ("error", c.error.map { JSONOutput.string($0.description) } ?? .null),
            ("frameCount", .number(Double(c.frameCount))),
            ("framesChecked", .number(Double(c.framesChecked))),
            ("folder", c.folder.map(JSONOutput.string) ?? .null),
            ("viewer", c.folder.map { .string($0 + "/" + ViewerPage.pageName) } ?? .null),
            ("thumbnail", c.folder.map { .string($0 + "/" + FindingImagesSink.thumbnailName) } ?? .null),
            ("findings", .array(c.findings.map(json))),
        ])
    }

    static func json(_ f: CheckFinding) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("rule", .string(f.rule.rawValue))]
        if f.rule == .brokenConstraint {
            members.append(("constraint", .string(f.subject)))
            members.append(("view", f.other.map(JSONOutput.string) ?? .null))
        } else {
            members.append(("view", .string(f.subject)))
            members.append(("other", f.other.map(JSONOutput.string) ?? .null))
        }
        members += [
            ("message", .string(f.message)),
            ("firstFrame", .number(Double(f.firstFrame))),
            ("lastFrame", .number(Double(f.lastFrame))),
            ("firstTime", .number(f.firstTime)),
            ("lastTime", .number(f.lastTime)),
            ("frames", .number(Double(f.frames))),
            ("measured", f.measurement.map(json) ?? .null),
            ("worst", f.worst.map { w in
                .oneLine(.object([("frame", .number(Double(f.worstFrame)))] + (json(w).objectMembers ?? [])))
            } ?? .null),
            ("region", f.region.map { .numbers($0.array) } ?? .null),
            ("image", f.image.map(JSONOutput.string) ?? .null),
        ]
        return .object(members)
    }

    static func json(_ m: CheckMeasurement) -> JSONOutput {
        .oneLine(.object([("quantity", .string(m.quantity)), ("value", .number(m.value)), ("limit", .number(m.limit)),
                          ("unit", .string(m.unit))]))
    }
}

extension JSONOutput {
    /// An object's members (looking through `oneLine`); nil for anything else.
    var objectMembers: [(String, JSONOutput)]? {
        switch self {
        case .object(let members): return members
        case .oneLine(let inner): return inner.objectMembers
        default: return nil
        }
    }
}
