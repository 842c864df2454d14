/// A `rules` entry as written.
struct WireRule {
    var at: Located<Void>
    var view: Located<SourceText>?
    var when: Located<SourceText>?
    var activate: Located<JSONValue>?
    var deactivate: Located<JSONValue>?
    static let fields = ["in", "when", "activate", "deactivate"]

    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        at = v.map { _ in }
        view = r.string("in", required: true)
        when = r.string("when", required: true, maxLength: TimelineLimits.maxStringLength)
        activate = r.value("activate")
        deactivate = r.value("deactivate")
    }
}
