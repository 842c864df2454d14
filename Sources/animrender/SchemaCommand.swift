import ArgumentParser
import AnimRenderKit

/// `animrender schema`: the timeline format as a JSON Schema, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the timeline format's JSON Schema (draft 2020-12), for editor completion and inline errors; --check: check.json's.",
        discussion: """
            Save it next to your timelines and point your editor at it, or name it in a \
            timeline's "$schema" field: animrender schema > timeline.schema.json. The schema \
            checks keys, types, ranges and names; animrender validate also checks references \
            (ids) and the strings' own syntax. docs/json-schema.md shows editor setups. With --check, \
            the schema of check.json, what animrender check writes (docs/checks.md).
            """)

    @Flag(help: "Print the schema of check.json (animrender check's report) instead.")
    var check = false

    func run() throws {
        print((check ? CheckReportSchema.document : TimelineSchema.document).pretty, terminator: "")
    }
}
