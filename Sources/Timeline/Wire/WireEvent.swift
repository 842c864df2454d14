/// A `timeline` entry as written.
struct WireEvent {
    var at: Located<Double>?
    var location: Located<Void>
    var changes: [WireChange] = []
    var animate: WireAnimate?
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: ["at", "changes", "animate"], diagnostics: d) else { return nil }
        location = v.map { _ in }
        at = r.number("at", in: .time, required: true)
        changes = r.array("changes", required: true)?.compactMap { WireChange($0, d) } ?? []
        animate = r.value("animate").flatMap { WireAnimate($0, d) }
    }
}

/// One change object: each kind is named by its key (`constant`, `view`, …); `to` and
/// `set` carry the new value.
struct WireChange {
    var location: Located<Void>
    /// The kind keys written, in file order (exactly one is valid).
    var kindKeys: [Located<String>]
    var constant: Located<SourceText>?
    var priority: Located<SourceText>?
    var to: Located<JSONValue>?
    var activate: Located<JSONValue>?
    var deactivate: Located<JSONValue>?
    var add: WireConstraintEntry?
    var remove: Located<SourceText>?
    var view: Located<SourceText>?
    var set: Located<JSONValue>?
    var addView: WireView?
    var removeView: Located<SourceText>?
    var orientation: Located<SourceText>?
    var deviceOrientation: Located<SourceText>?
    var contentSizeCategory: Located<SourceText>?
    var userInterfaceStyle: Located<SourceText>?
    var exerciseAmbiguity: Located<SourceText>?
    var dump: Located<SourceText>?
    var axis: Located<SourceText>?
    var setContentOffset: Located<JSONValue>?
    var scrollRectToVisible: Located<JSONValue>?
    var animated: Located<JSONValue>?
    var insertItems: Located<SourceText>?
    var deleteItems: Located<SourceText>?
    var reloadItems: Located<SourceText>?
    var moveItems: Located<SourceText>?
    var insertRows: Located<SourceText>?
    var deleteRows: Located<SourceText>?
    var reloadRows: Located<SourceText>?
    var moveRows: Located<SourceText>?
    /// A table update's new rows (`items` for a collection view's).
    var rows: Located<JSONValue>?
    /// A table update's row animation (`insertRows(at:with:)`'s).
    var animation: Located<SourceText>?
    var indexPaths: Located<JSONValue>?
    var items: Located<JSONValue>?
    var insertSections: Located<SourceText>?
    var deleteSections: Located<SourceText>?
    var reloadSections: Located<SourceText>?
    var moveSection: Located<SourceText>?
    /// A section update's sections (`insertSections(_:)`'s index set).
    var sections: Located<JSONValue>?
    /// `moveSection`'s section and its destination (`moveSection(_:toSection:)`).
    var section: Located<JSONValue>?
    var toSection: Located<JSONValue>?
    /// Inserted and reloaded sections' content: `[{ "items": [...] }]`, as declared sections.
    var content: Located<JSONValue>?

    static let kindFields = ["constant", "priority", "activate", "deactivate", "add", "remove", "view",
                             "addView", "removeView", "orientation", "deviceOrientation", "contentSizeCategory",
                             "userInterfaceStyle", "exerciseAmbiguity", "dump"] + scrollKinds + itemKinds
    static let fields = kindFields + ["to", "set", "axis", "animated", "indexPaths", "items", "rows", "animation",
                                      "sections", "section", "toSection", "content"]
    /// The kinds that update a collection view's items or sections, or a table's rows (each
    /// names the view).
    static let itemKinds = CollectionItemUpdate.Kind.allCases.map(\.rawValue)
    /// The kinds that scroll a scroll view (`setContentOffset`, `scrollRectToVisible`).
    static let scrollKinds = ["setContentOffset", "scrollRectToVisible"]
    /// The kinds that name their view with `view` (which is otherwise the `view` + `set` kind).
    static let kindsTakingView = ["dump"] + scrollKinds

    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        location = v.map { _ in }
        // `view` names the view a `dump` reads or a scroll method scrolls; otherwise it is
        // the `view` + `set` kind.
        let viewIsCompanion = r.members.contains { Self.kindsTakingView.contains($0.key) }
        kindKeys = r.members.filter { Self.kindFields.contains($0.key) && !(viewIsCompanion && $0.key == "view") }
            .map { Located(value: $0.key, position: $0.keyPosition, path: r.path($0.key)) }
        constant = r.string("constant"); priority = r.string("priority"); to = r.value("to")
        activate = r.value("activate"); deactivate = r.value("deactivate")
        add = r.value("add").flatMap { WireConstraintEntry($0, d) }
        remove = r.string("remove")
        view = r.string("view"); set = r.value("set")
        addView = r.value("addView").flatMap { WireView($0, d) }
        removeView = r.string("removeView")
        orientation = r.string("orientation"); deviceOrientation = r.string("deviceOrientation")
        contentSizeCategory = r.string("contentSizeCategory"); userInterfaceStyle = r.string("userInterfaceStyle")
        exerciseAmbiguity = r.string("exerciseAmbiguity"); dump = r.string("dump"); axis = r.string("axis")
        setContentOffset = r.value("setContentOffset"); scrollRectToVisible = r.value("scrollRectToVisible")
        animated = r.value("animated")
        insertItems = r.string("insertItems"); deleteItems = r.string("deleteItems"); reloadItems = r.string("reloadItems")
        moveItems = r.string("moveItems")
        insertRows = r.string("insertRows"); deleteRows = r.string("deleteRows"); reloadRows = r.string("reloadRows"); moveRows = r.string("moveRows")
        indexPaths = r.value("indexPaths"); items = r.value("items"); rows = r.value("rows"); animation = r.string("animation")
        insertSections = r.string("insertSections"); deleteSections = r.string("deleteSections")
        reloadSections = r.string("reloadSections"); moveSection = r.string("moveSection")
        sections = r.value("sections"); section = r.value("section"); toSection = r.value("toSection"); content = r.value("content")
    }
}

/// `animate`.
struct WireAnimate {
    var location: Located<Void>
    var duration: Located<Double>?
    var delay: Located<Double>?
    /// Whether `duration` was written (an invalid one is reported where it is read).
    var hasDuration = false
    var curve: Located<JSONValue>?
    var spring: WireSpring?
    var style: Located<SourceText>?
    var layoutIfNeeded: Located<SourceText>?
    /// `UIView.animateKeyframes`: the keyframes (nil: a plain `UIView.animate`).
    var keyframes: [WireKeyframe]?
    var keyframesLocation: Located<Void>?
    var calculationMode: Located<SourceText>?
    static let fields = ["duration", "delay", "curve", "spring", "style", "layoutIfNeeded", "keyframes", "calculationMode"]
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        location = v.map { _ in }
        hasDuration = r.has("duration")
        duration = r.number("duration", in: .time); delay = r.number("delay", in: .time); curve = r.value("curve")
        spring = r.value("spring").flatMap { WireSpring($0, d) }
        style = r.string("style")
        layoutIfNeeded = r.string("layoutIfNeeded")
        keyframesLocation = r.value("keyframes").map { $0.map { _ in } }
        keyframes = r.array("keyframes")?.compactMap { WireKeyframe($0, d) }
        calculationMode = r.string("calculationMode")
    }
}

/// One entry of `animate.keyframes`: `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`
/// with its changes.
struct WireKeyframe {
    var location: Located<Void>
    var relativeStartTime: Located<Double>?
    var relativeDuration: Located<Double>?
    var changes: [WireChange] = []
    static let fields = ["relativeStartTime", "relativeDuration", "changes"]
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        location = v.map { _ in }
        relativeStartTime = r.number("relativeStartTime", in: .keyframeTime, required: true)
        relativeDuration = r.number("relativeDuration", in: .keyframeTime, required: true)
        changes = r.array("changes", required: true)?.compactMap { WireChange($0, d) } ?? []
    }
}

/// `spring`: UIView's `{dampingRatio, initialVelocity}` or CASpringAnimation's
/// `{mass, stiffness, damping, initialVelocity}`.
struct WireSpring {
    var location: Located<Void>
    var dampingRatio: Located<Double>?
    var initialVelocity: Located<Double>?
    var mass: Located<Double>?
    var stiffness: Located<Double>?
    var damping: Located<Double>?
    static let fields = ["dampingRatio", "initialVelocity", "mass", "stiffness", "damping"]
    init?(_ v: Located<JSONValue>, _ d: Diagnostics) {
        guard let r = ObjectReader(v.value, path: v.path, fields: Self.fields, diagnostics: d) else { return nil }
        location = v.map { _ in }
        dampingRatio = r.number("dampingRatio", in: .dampingRatio); initialVelocity = r.number("initialVelocity", in: .springVelocity)
        mass = r.number("mass", in: .springMass); stiffness = r.number("stiffness", in: .springStiffness)
        damping = r.number("damping", in: .springDamping)
    }
}
