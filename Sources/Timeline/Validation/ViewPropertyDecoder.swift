import Layout
import Geometry

/// Turns the property fields of a view object (or of a `set` change) into validated
/// `ViewProperty` values, in the order written. One decoder for both places keeps the
/// two from drifting apart.
struct ViewPropertyDecoder {
    let diagnostics: Diagnostics
    /// The families a `font` may name (the timeline's `fonts`, and the run's font folders).
    var fontFamilies: [String] = []

    /// Every property key a view may carry besides `id` and `parent`.
    static let fields = ["backgroundColor", "cornerRadius", "border", "alpha", "hidden", "text", "font", "textColor",
                         "numberOfLines", "preferredMaxLayoutWidth", "intrinsicContentSize", "contentHuggingPriority",
                         "contentCompressionResistancePriority", "translatesAutoresizingMaskIntoConstraints", "frame",
                         "autoresizingMask", "layoutMargins", "directionalLayoutMargins", "semanticContentAttribute", "textAlignment",
                         "transform", "anchorPoint", "layout", "stack",
                         "clipsToBounds", "alignmentRectInsets", "preservesSuperviewLayoutMargins", "layoutGuides",
                         "overrideUserInterfaceStyle"]

    /// The view's `"class"`; nil when none is written (UIView's, UILabel's and
    /// UIStackView's properties are all accepted then, as before classes existed).
    var viewClass: ViewClass?
    /// Where the image files named are noted (the validator's log).
    var imageFiles: ImageFileLog?

    /// The properties among `members` that a view of `viewClass` has, decoded; a key that
    /// belongs to another class is reported as such (unknown keys were reported by the
    /// object's reader). `viewID` names the view in those messages.
    func decode(_ members: [JSONMember], basePath: String, viewID: String? = nil) -> [Located<ViewProperty>] {
        let fields = ViewClassFormat.fields(of: viewClass)
        let content = viewClass.map(ViewClassFormat.contentFields(of:)) ?? []
        return members.compactMap { m in
            let v = Located(value: m.value, position: m.value.position, path: JSONPath.member(basePath, m.key))
            let property: ViewProperty?
            if let c = viewClass, ViewClassFormat.declaredFields(of: c).contains(m.key) {
                // A collection's and a table's content is their own (`validateCollection`,
                // `validateTable`), declared once.
                let what = c == .tableView ? "table view" : "collection view"
                diagnostics.error(at: m.keyPosition, path: v.path, "'\(m.key)' is declared with the \(what) and cannot be set",
                                  fix: "declare it in the view object")
                property = nil
            } else if content.contains(m.key) {
                property = decodeClassProperty(key: m.key, v).map { .content($0) }
            } else if fields.contains(m.key) {
                property = decode(key: m.key, v)
            } else {
                reportForeignProperty(m, path: v.path, viewID: viewID)
                property = nil
            }
            return property.map { Located(value: $0, position: m.keyPosition, path: v.path) }
        }
    }

    /// A key of another class's: which classes have it, and what would give the view it.
    private func reportForeignProperty(_ m: JSONMember, path: String, viewID: String?) {
        let owners = ViewClassFormat.classes(having: m.key)
        guard let first = owners.first else { return }
        let names = owners.map(\.name).joined(separator: ", ")
        let view = viewID.map { "'\($0)'" } ?? "the view"
        let what = viewClass.map { "\(view) is a \($0.name)" } ?? "\(view) has no \"class\" (it is a UIView)"
        let fix = viewClass == nil ? "declare the view with \"class\": \"\(first.name)\"" : "remove it, or make the view a \(first.name) (\"class\": \"\(first.name)\")"
        diagnostics.error(at: m.keyPosition, path: path, "'\(m.key)' is a property of \(names); \(what)", fix: fix)
    }

    private func decode(key: String, _ v: Located<JSONValue>) -> ViewProperty? {
        let d = diagnostics
        switch key {
        case "backgroundColor": return d.optionalColor(v).map { .backgroundColor($0) }
        case "cornerRadius": return d.number(v, in: .length).map { .cornerRadius($0.value) }
        case "border": return border(v).map { .border($0) }
        case "alpha": return d.number(v, in: .alpha).map { .alpha($0.value) }
        case "hidden": return d.bool(v).map { .hidden($0.value) }
        case "text": return nullable(v) { d.string($0, maxLength: TimelineLimits.maxStringLength)?.value.text }.map { .text($0) }
        case "font": return font(v).map { .font($0) }
        case "textColor": return d.color(v).map { .textColor($0) }
        case "numberOfLines":
            return d.integer(v, in: .lineCount).map { .numberOfLines($0) }
        case "preferredMaxLayoutWidth":
            return nullable(v) { d.number($0, in: .length)?.value }
                .map { .preferredMaxLayoutWidth($0) }
        case "intrinsicContentSize": return nullable(v) { intrinsicSize($0) }.map { .intrinsicContentSize($0) }
        case "contentHuggingPriority":
            return axisPriorities(v).map { .contentHuggingPriority(horizontal: $0.0, vertical: $0.1) }
        case "contentCompressionResistancePriority":
            return axisPriorities(v).map { .contentCompressionResistancePriority(horizontal: $0.0, vertical: $0.1) }
        case "translatesAutoresizingMaskIntoConstraints": return d.bool(v).map { .translatesAutoresizingMaskIntoConstraints($0.value) }
        case "frame":
            return d.numbers(v, in: [.coordinate, .coordinate, .length, .length], what: "a frame [x, y, width, height]").map { .frame(Rect($0[0], $0[1], $0[2], $0[3])) }
        case "autoresizingMask": return autoresizingMask(v).map { .autoresizingMask($0) }
        case "layoutMargins": return d.insets(v, missing: 8, in: .coordinate).map { .layoutMargins($0) }
        case "directionalLayoutMargins": return d.directionalInsets(v, missing: 8, in: .coordinate).map { .directionalLayoutMargins($0) }
        case "semanticContentAttribute":
            return d.string(v).flatMap { d.name($0, as: SemanticContentAttribute.self, what: "semantic content attribute") }
                .map { .semanticContentAttribute($0) }
        case "textAlignment":
            return d.string(v).flatMap { d.name($0, as: TextAlignment.self, what: "text alignment") }.map { .textAlignment($0) }
        case "transform": return transform(v).map { .transform($0) }
        case "anchorPoint": return d.point(v, in: .anchorPoint, what: "an anchor point [x, y]").map { .anchorPoint($0) }
        case "layout": return keepCenterOf(v).map { .keepCenterOf($0.map(ViewID.init)) }
        case "stack": return nullable(v) { stackPatch($0) }.map { .stack($0) }
        case "clipsToBounds": return d.bool(v).map { .clipsToBounds($0.value) }
        case "alignmentRectInsets": return d.insets(v, missing: 0, in: .coordinate).map { .alignmentRectInsets($0) }
        case "preservesSuperviewLayoutMargins": return d.bool(v).map { .preservesSuperviewLayoutMargins($0.value) }
        case "layoutGuides": return layoutGuides(v).map { .layoutGuides($0.map(LayoutGuideID.init)) }
        case "overrideUserInterfaceStyle":
            return d.string(v).flatMap { overrideStyle($0) }.map { .overrideUserInterfaceStyle($0) }
        default: fatalError("ViewPropertyDecoder.fields and decode(key:) disagree about '\(key)'")
        }
    }

    /// null → `.some(nil)`; otherwise the decoded value, or nil after an error.
    func nullable<T>(_ v: Located<JSONValue>, _ decode: (Located<JSONValue>) -> T?) -> T?? {
        if case .null = v.value.kind { return .some(nil) }
        return decode(v).map { .some($0) }
    }

    private func border(_ v: Located<JSONValue>) -> Border<DynamicColor>?? {
        nullable(v) { v in
            guard let r = ObjectReader(v.value, path: v.path, fields: ["width", "color"], diagnostics: diagnostics) else { return nil }
            let width = r.number("width", in: .length)?.value ?? 1
            let color = r.value("color").flatMap { diagnostics.color($0) } ?? .black
            return Border(width: width, color: color)
        }
    }

    /// `{size, weight}` (UIFont.systemFont), `{family, size, weight}` (a family of the
    /// timeline's `fonts`), or `{textStyle}` (a Dynamic Type style, whose size and weight
    /// come from the content size category).
    func font(_ v: Located<JSONValue>) -> FontDescriptor? {
        guard let r = ObjectReader(v.value, path: v.path, fields: TimelineFormat.fontFields, diagnostics: diagnostics) else { return nil }
        if let style = r.string("textStyle") {
            for key in ["size", "weight", "family"] where r.has(key) {
                diagnostics.error(at: r.value(key)!, "'\(key)' does not go with 'textStyle': a text style is the system font at the size and weight of the content size category",
                                  fix: "remove '\(key)', or use size and weight without a text style (a fixed font)")
            }
            guard !r.has("size"), !r.has("weight"), !r.has("family"),
                  let textStyle = diagnostics.name(style, as: TextStyle.self, what: "text style") else { return nil }
            return FontDescriptor(textStyle: textStyle)
        }
        var font = FontDescriptor()
        if let size = r.number("size", in: .fontSize) { font.size = size.value }
        if let weight = r.string("weight").flatMap({ diagnostics.name($0, as: FontDescriptor.Weight.self, what: "font weight") }) {
            font.weight = weight
        }
        if let family = r.string("family") {
            guard let known = diagnostics.name(family, in: fontFamilies.map { ($0, $0) }, what: "font family",
                                               otherwise: "declare it in 'fonts' (family, weight, file), or pass --font-dir") else {
                return nil
            }
            font.family = known
        }
        return font
    }

    /// `[w, h]`, each ≥ 0 or exactly −1 (UIView.noIntrinsicMetric).
    private func intrinsicSize(_ v: Located<JSONValue>) -> Size? {
        diagnostics.size(v, in: .intrinsicLength, what: "an intrinsic size [width, height]")
    }

    private func axisPriorities(_ v: Located<JSONValue>) -> (Double?, Double?)? {
        guard let r = ObjectReader(v.value, path: v.path, fields: ["horizontal", "vertical"], diagnostics: diagnostics) else { return nil }
        return (r.value("horizontal").flatMap { diagnostics.priority($0) }, r.value("vertical").flatMap { diagnostics.priority($0) })
    }

    private func autoresizingMask(_ v: Located<JSONValue>) -> AutoresizingMask? {
        guard let names = diagnostics.stringOrList(v) else { return nil }
        var mask: AutoresizingMask = []
        for n in names {
            if let m = diagnostics.name(n, in: AutoresizingMask.names.map { ($0.name, $0.mask) }, what: "autoresizing mask") {
                mask.formUnion(m)
            }
        }
        return mask
    }

    /// `{ scale: [sx, sy] | s, rotation: degrees, translation: [x, y] }`; absent parts are
    /// the identity's.
    private func transform(_ v: Located<JSONValue>) -> TransformSpec? {
        let d = diagnostics
        guard let r = ObjectReader(v.value, path: v.path, fields: ["scale", "rotation", "translation"], diagnostics: d) else { return nil }
        var t = TransformSpec.identity
        if let s = r.value("scale") {
            if case .number = s.value.kind {
                if let k = d.number(s, in: .transformScale)?.value { t.scale = Size(k, k) }
            } else if let size = d.size(s, in: .transformScale, what: "a scale [sx, sy] or a number") { t.scale = size }
        }
        if let rot = r.number("rotation", in: .rotation) { t.rotationDegrees = rot.value }
        if let tr = r.value("translation"), let p = d.point(tr, in: .coordinate, what: "a translation [x, y]") { t.translation = p }
        return t
    }

    /// A list of guide ids, each usable in constraint strings (no `.`, no spaces), none
    /// reserved or repeated. Whether an id is taken by a view is checked where the views
    /// are known (`checkLayoutGuideIDs`).
    private func layoutGuides(_ v: Located<JSONValue>) -> [String]? {
        guard let items = diagnostics.stringOrList(v) else { return nil }
        var ids: [String] = []
        for item in items {
            let id = item.value.text
            if let problem = ItemID.problem(with: id, kind: "layout guide") {
                diagnostics.error(at: item, problem.message, fix: problem.fix)
            } else if ids.contains(id) {
                diagnostics.error(at: item, .listedTwice(id, kind: "layout guide"), fix: "guide ids must be unique")
            } else {
                ids.append(id)
            }
        }
        return ids.count == items.count ? ids : nil
    }

    /// `light`, `dark`, or `unspecified` (UIKit's value for "inherit", returned as `.some(nil)`).
    private func overrideStyle(_ v: Located<SourceText>) -> UserInterfaceStyle?? {
        diagnostics.name(v, in: [("unspecified", nil)] + UserInterfaceStyle.allCases.map { ($0.rawValue, $0) },
                         what: "user interface style")
    }

    private func keepCenterOf(_ v: Located<JSONValue>) -> String?? {
        guard let r = ObjectReader(v.value, path: v.path, fields: ["keepCenterOf"], diagnostics: diagnostics) else { return nil }
        guard let child = r.value("keepCenterOf") else { return .some(nil) }
        return nullable(child) { diagnostics.string($0)?.value.text }
    }
}
