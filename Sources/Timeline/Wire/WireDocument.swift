import Geometry
/// The timeline file exactly as written: one field per JSON key, values still JSON-typed
/// (numbers, strings, nested wire types) with their positions. Decoding checks only shape
/// (objects, types, known keys); meaning (ids, ranges, names, colours, defaults) is the
/// validator's job, so evaluation never sees these types.
struct WireDocument {
    var position: SourcePosition
    var version: Located<JSONValue>?
    var title: Located<SourceText>?
    var screen: WireScreen?
    var app: WireOrientationSupport?
    var controller: WireOrientationSupport?
    var root: WireRoot?
    var uikit: Located<SourceText>?
    var render: WireRender?
    var views: [WireView] = []
    var constraints: [WireConstraintEntry] = []
    var timeline: [WireEvent] = []
    var rules: [WireRule] = []
    var fonts: [Located<JSONValue>] = []
    /// `checks`: decoded by the validator, which knows the rules and the views.
    var checks: Located<JSONValue>?

    /// The JSON Schema an editor validates the file against (`animrender schema`); read
    /// only to check it is a string.
    var schema: Located<SourceText>?

    static let fields = ["$schema", "version", "title", "screen", "app", "controller", "root", "uikit", "render", "views", "constraints",
                         "timeline", "rules", "fonts", "checks"]

    init?(_ root: JSONValue, diagnostics d: Diagnostics) {
        guard let r = ObjectReader(root, path: JSONPath.root, fields: Self.fields, diagnostics: d) else { return nil }
        position = root.position
        schema = r.string("$schema")
        version = r.value("version", required: true)
        title = r.string("title", maxLength: TimelineLimits.maxStringLength)
        screen = r.value("screen", required: true).flatMap { WireScreen($0, d) }
        app = r.value("app").flatMap { WireOrientationSupport($0, d) }
        controller = r.value("controller").flatMap { WireOrientationSupport($0, d, controller: true) }
        self.root = r.value("root").flatMap { WireRoot($0, d) }
        uikit = r.string("uikit")
        render = r.value("render").flatMap { WireRender($0, d) }
        views = Self.items(r, "views", limit: TimelineLimits.maxViews, what: "views", d).compactMap { WireView($0, d) }
        constraints = Self.items(r, "constraints", limit: TimelineLimits.maxConstraints, what: "constraint entries", d)
            .compactMap { WireConstraintEntry($0, d) }
        timeline = Self.items(r, "timeline", limit: TimelineLimits.maxEvents, what: "events", d).compactMap { WireEvent($0, d) }
        rules = r.array("rules")?.compactMap { WireRule($0, d) } ?? []
        fonts = Self.items(r, "fonts", limit: TimelineLimits.maxFonts, what: "fonts", d)
        checks = r.value("checks")
    }
}

extension WireDocument {
    /// The items of the array `key`; past `limit` of them, an error at the first one too
    /// many, and the rest are not decoded (their count alone is the mistake).
    static func items(_ r: ObjectReader, _ key: String, limit: Int, what: String, _ d: Diagnostics) -> [Located<JSONValue>] {
        guard let items = r.array(key) else { return [] }
        guard items.count <= limit else {
            d.error(at: items[limit], .tooMany(what, count: items.count, limit: limit),
                    fix: "split it into several timelines")
            return Array(items.prefix(limit))
        }
        return items
    }
}

/// `screen`: a device name, or a size with an optional safe area; plus the orientation,
/// the layout direction, the Dynamic Type text size and the appearance.
struct WireScreen {
    var at: Located<Void>
    var device: Located<SourceText>?
    var size: Located<JSONValue>?
    var safeArea: Located<JSONValue>?
    var orientation: Located<SourceText>?
    var layoutDirection: Located<SourceText>?
    var contentSizeCategory: Located<SourceText>?
    var userInterfaceStyle: Located<SourceText>?
    /// Whether `device` was written (an invalid one is reported where it is read).
    var hasDevice = false
    static let fields = ["device", "size", "safeArea", "orientation", "layoutDirection", "contentSizeCategory", "userInterfaceStyle"]
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        at = v.map { _ in }
        device = r.string("device"); size = r.value("size"); safeArea = r.value("safeArea")
        hasDevice = r.has("device")
        orientation = r.string("orientation")
        layoutDirection = r.string("layoutDirection"); contentSizeCategory = r.string("contentSizeCategory")
        userInterfaceStyle = r.string("userInterfaceStyle")
    }
}

/// `app` / `controller`: `{ "supportedOrientations": name | [names] }`; the controller
/// also takes `viewRespectsSystemMinimumLayoutMargins`.
struct WireOrientationSupport {
    var supportedOrientations: Located<JSONValue>?
    var viewRespectsSystemMinimumLayoutMargins: Located<Bool>?
    init?(_ v: Located<JSONValue>, _ d: Diagnostics, controller: Bool = false) {
        let fields = ["supportedOrientations"] + (controller ? ["viewRespectsSystemMinimumLayoutMargins"] : [])
        guard let r = ObjectReader(v.value, path: v.path, fields: fields, diagnostics: d) else { return nil }
        supportedOrientations = r.value("supportedOrientations")
        viewRespectsSystemMinimumLayoutMargins = r.bool("viewRespectsSystemMinimumLayoutMargins")
    }
}

/// `root`: what may be set on the controller's root view, `{ "layoutMargins": {…} }`.
struct WireRoot {
    var layoutMargins: Located<JSONValue>?
    static let fields = ["layoutMargins"]
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        layoutMargins = r.value("layoutMargins")
    }
}

/// `render`.
struct WireRender {
    var fps: Located<Double>?
    var scale: Located<Double>?
    var background: Located<JSONValue>?
    var duration: Located<Double>?
    var overlays: [Located<JSONValue>]?
    var deviceOutline: Located<Bool>?
    var systemUI: Located<Bool>?
    static let fields = ["fps", "scale", "background", "duration", "overlays", "deviceOutline", "systemUI"]
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        fps = r.number("fps", in: .fps); scale = r.number("scale", in: .renderScale); background = r.value("background")
        duration = r.number("duration", in: .time); overlays = r.array("overlays")
        deviceOutline = r.bool("deviceOutline")
        systemUI = r.bool("systemUI")
    }
}

/// A view object: `id`, `parent`, and property fields kept as JSON members, because the
/// same property fields also appear in `set` changes and one decoder reads both.
struct WireView {
    var at: Located<Void>
    var id: Located<SourceText>?
    var parent: Located<SourceText>?
    /// A size-class variation; only where the view is declared (or added).
    var when: Located<JSONValue>?
    /// `"class"`: the view's UIKit class, checked where the view is validated.
    var viewClass: Located<SourceText>?
    var properties: [JSONMember]
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        let fields = TimelineFormat.viewFields + ViewClassFormat.allFields
        guard let r = ObjectReader(v.value, path: v.path, fields: fields,
                                   suggesting: TimelineFormat.viewFields + ViewClassFormat.fields(of: Self.writtenClass(v.value)),
                                   diagnostics: d) else { return nil }
        at = v.map { _ in }
        id = r.string("id", required: true); parent = r.string("parent"); when = r.value("when")
        viewClass = r.string("class")
        properties = r.members.filter { ViewClassFormat.allFields.contains($0.key) }
    }

    /// The class an object names, if it names a known one: misspelt keys are suggested
    /// among that class's properties.
    static func writtenClass(_ object: JSONValue) -> ViewClass? {
        guard case .object(let members) = object.kind, case .string(let name)? = members.first(where: { $0.key == "class" })?.value.kind
        else { return nil }
        return ViewClass(rawValue: name.text)
    }
}
