/// One `constraints` entry as written: a bare string or an object. Objects keep every
/// field any form may use; the validator decides the form from which fields are present.
enum WireConstraintEntry {
    case string(Located<SourceText>)
    case object(WireConstraintObject)

    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        switch v.value.kind {
        case .string(let s): self = .string(v.map { _ in s })
        case .object: guard let o = WireConstraintObject(v, d) else { return nil }; self = .object(o)
        default:
            d.typeError(v, expected: "a constraint string or an object"); return nil
        }
    }
}

struct WireConstraintObject {
    var at: Located<Void>
    var id: Located<SourceText>?
    var active: Located<Bool>?
    var constraint: Located<SourceText>?
    var vfl: Located<SourceText>?
    var metrics: Located<JSONValue>?
    var options: Located<JSONValue>?
    var pinEdges: Located<SourceText>?
    var to: Located<SourceText>?
    var edges: Located<JSONValue>?
    var insets: Located<JSONValue>?
    var center: Located<SourceText>?
    var `in`: Located<SourceText>?
    var size: Located<SourceText>?
    var width: Located<Double>?
    var height: Located<Double>?
    var when: Located<JSONValue>?
    var generated: Located<Bool>?

    /// The key that names each form, in the order they are looked for.
    static let formKeys = ["constraint", "vfl", "pinEdges", "center", "size"]
    static let fields = ["id", "active", "constraint", "vfl", "metrics", "options", "pinEdges", "to", "edges",
                         "insets", "center", "in", "size", "width", "height", "when", "generated"]

    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        at = v.map { _ in }
        id = r.string("id"); active = r.bool("active")
        constraint = r.string("constraint", maxLength: TimelineLimits.maxStringLength)
        vfl = r.string("vfl", maxLength: TimelineLimits.maxStringLength)
        metrics = r.value("metrics"); options = r.value("options")
        pinEdges = r.string("pinEdges"); to = r.string("to"); edges = r.value("edges"); insets = r.value("insets")
        center = r.string("center"); self.in = r.string("in")
        size = r.string("size"); width = r.number("width", in: .length); height = r.number("height", in: .length)
        when = r.value("when")
        generated = r.bool("generated")
        presentKeys = r.members.map { Located(value: $0.key, position: $0.keyPosition, path: r.path($0.key)) }
    }
    /// The keys written, in file order (to name the form and spot stray fields).
    var presentKeys: [Located<String>]
}
