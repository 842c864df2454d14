import Geometry
import JSONDocuments
import Playback

/// check.json (`CheckReport.json`) as a JSON Schema (draft 2020-12): `animrender schema
/// --check` prints it; docs/checks.md describes the same members. Names come from the same
/// enums the report is written from (rules, orientations, sizes, appearances), so a rule
/// added to one is in the other.
public enum CheckReportSchema {
    public static let id = "https://animrender.dev/schema/check-v1.json"

    public static var document: JSONOutput {
        let s = TimelineSchema.self
        func object(_ properties: [(String, JSONOutput)], required: [String]? = nil) -> JSONOutput {
            .object([("type", .string("object")), ("properties", .object(properties)),
                     ("required", s.strings(required ?? properties.map(\.0))), ("additionalProperties", .bool(false))])
        }
        func string(_ description: String) -> JSONOutput { .object([("type", .string("string")), ("description", .string(description))]) }
        func nullable(_ v: JSONOutput) -> JSONOutput { .object([("anyOf", .array([.object([("type", .string("null"))]), v]))]) }
        func names(_ list: [String]) -> JSONOutput { .object([("enum", s.strings(list))]) }
        func array(_ item: JSONOutput) -> JSONOutput { .object([("type", .string("array")), ("items", item)]) }
        let count = JSONOutput.object([("type", .string("integer")), ("minimum", .number(0))])
        let number = JSONOutput.object([("type", .string("number"))])
        let rules = CheckRule.allCases.map(\.rawValue)
        let measurement = object([("quantity", names(["width", "height", "lines", "overhang", "overlap", "contrast", "error"])),
                                  ("value", number), ("limit", number), ("unit", names(["pt", "lines", ":1"]))])
        let worst = object([("frame", count), ("quantity", names(["width", "height", "lines", "overhang", "overlap", "contrast", "error"])),
                            ("value", number), ("limit", number), ("unit", names(["pt", "lines", ":1"]))])
        let common: [(String, JSONOutput)] = [
            ("message", string("What was measured at the first frame, for people.")),
            ("firstFrame", count), ("lastFrame", count), ("firstTime", number), ("lastTime", number), ("frames", count),
            ("measured", nullable(measurement)), ("worst", nullable(worst)),
            ("region", nullable(.object([("type", .string("array")), ("items", number), ("minItems", .number(4)), ("maxItems", .number(4))]))),
            ("image", nullable(string("The finding's image, relative to the output folder."))),
        ]
        let viewFinding = object([("rule", names(rules.filter { $0 != CheckRule.brokenConstraint.rawValue })),
                                  ("view", string("The view.")), ("other", nullable(string("The other view involved.")))] + common)
        let constraintFinding = object([("rule", .object([("const", .string(CheckRule.brokenConstraint.rawValue))])),
                                        ("constraint", string("The broken constraint.")),
                                        ("view", nullable(string("The view it constrains.")))] + common)
        let combination = object([
            ("index", count), ("file", string("The timeline file, as named.")), ("timeline", string("Its output subfolder; empty for one timeline.")),
            ("title", nullable(.object([("type", .string("string"))]))),
            ("key", string("The folder name and shard key.")), ("label", string("The combination, for people.")),
            ("device", nullable(.object([("type", .string("string"))]))),
            ("orientation", names(InterfaceOrientation.allCases.map(\.rawValue))),
            ("contentSizeCategory", names(ContentSizeCategory.allCases.map(\.rawValue))),
            ("layoutDirection", names(LayoutDirection.allCases.map(\.rawValue))),
            ("userInterfaceStyle", names(UserInterfaceStyle.allCases.map(\.rawValue))),
            ("result", names(["pass", "fail", "error"])), ("error", nullable(.object([("type", .string("string"))]))),
            ("frameCount", count), ("framesChecked", count),
            ("folder", nullable(.object([("type", .string("string"))]))), ("viewer", nullable(.object([("type", .string("string"))]))),
            ("thumbnail", nullable(.object([("type", .string("string"))]))),
            ("findings", array(.object([("oneOf", .array([viewFinding, constraintFinding]))]))),
        ])
        func axis(_ values: [String]) -> JSONOutput { nullable(array(names(values))) }
        let root = object([
            ("version", .object([("const", .number(Double(CheckReport.formatVersion)))])),
            ("result", names(["pass", "fail"])),
            ("summary", string("The summary line the command prints.")),
            ("frames", names(["all", "last"])),
            ("matrix", object([("devices", nullable(array(.object([("type", .string("string"))])))),
                               ("orientations", axis(InterfaceOrientation.allCases.map(\.rawValue))),
                               ("sizes", axis(ContentSizeCategory.allCases.map(\.rawValue))),
                               ("directions", axis(["ltr", "rtl"])), ("appearances", axis(UserInterfaceStyle.allCases.map(\.rawValue)))])),
            ("allowed", array(names(rules))),
            ("counts", object([("combinations", count), ("failing", count), ("findings", count),
                               ("byRule", .object([("type", .string("object")), ("propertyNames", names(rules)),
                                                   ("additionalProperties", count)]))])),
            ("combinations", array(combination)),
            ("skipped", array(object([("file", string("The timeline file.")), ("key", string("The combination's key.")),
                                      ("reason", string("Why it was not played."))]))),
            ("shard", object([("index", count), ("count", count)])),
        ], required: ["version", "result", "summary", "frames", "matrix", "allowed", "counts", "combinations", "skipped"])
        guard case .object(let members) = root else { return root }
        return .object([("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("$id", .string(id)),
                        ("title", .string("animrender check report (check.json), version 1")),
                        ("description", .string("What animrender check found, combination by combination (docs/checks.md)."))] + members)
    }
}
