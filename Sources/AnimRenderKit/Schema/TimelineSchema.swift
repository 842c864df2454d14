import Geometry
import JSONDocuments
import Layout
import Playback
import Timeline

/// The timeline format as a JSON Schema (draft 2020-12), for editors: completion of keys
/// and names, and inline errors for the mistakes a schema can see. `animrender schema`
/// prints it; docs/json-schema.md says how editors pick it up.
///
/// Promises: built from the parser's own definitions — every object's keys from
/// `TimelineFormat` (the lists the decoder reads with), every number's bounds from the
/// `NumberRange` the decoder checks it against, every name list from the vocabulary enum
/// the decoder looks it up in — so a key, a range or a name cannot be added to one and
/// not the other. Every object refuses unknown keys. Constraint strings and rules' `when`
/// are checked by patterns the parsers build from their own grammar (`syntaxPattern`):
/// everything the parser reads matches, and most syntax mistakes are marked in the editor.
/// What a schema cannot see — whether an id names a view, the ranges of numbers inside
/// constraint strings, VFL's syntax, duplicate keys, which spring needs a `duration` — is
/// left to the parser (`animrender validate`).
/// The same bytes on every run.
public enum TimelineSchema {
    /// Where the schema says it lives; a timeline's `"$schema"` may name it or any local copy.
    public static let id = "https://animrender.dev/schema/timeline-v1.json"

    public static var document: JSONOutput {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("animrender timeline, version 1")),
            ("description", .string("A screen, views laid out by Auto Layout constraints, and timed changes (docs/timeline-format.md).")),
        ] + root.members + [("$defs", .object(definitions))])
    }

    // MARK: - The objects

    static var root: Schema {
        object(TimelineFormat.documentFields, required: TimelineFormat.requiredDocumentFields, [
            "$schema": string("The JSON Schema this file follows, for editors (animrender schema); not read otherwise."),
            "version": Schema([("description", .string("The format version.")), ("const", .number(1))]),
            "title": string("Free text; contact sheets show the part before the first colon."),
            "screen": ref("screen"),
            "app": ref("app"),
            "controller": ref("controller"),
            "root": object(TimelineFormat.rootFields, ["layoutMargins": ref("margins")]),
            "uikit": names(UIKitStyle.allCases.map(\.rawValue)),
            "render": ref("render"),
            "views": array(ref("view")),
            "constraints": array(ref("constraint")),
            "timeline": array(ref("event")),
            "rules": array(ref("rule")),
            "fonts": array(object(TimelineFormat.fontFileFields, required: ["family", "file"], [
                "family": string("The family name labels give in \"font\": { \"family\": … } (not starting with '.')."),
                "weight": names(FontDescriptor.Weight.allCases.map(\.rawValue)),
                "file": string("A .ttf, .otf or .ttc file, relative to the timeline."),
            ])),
            "checks": ref("checks"),
        ])
    }

    static var definitions: [(String, JSONOutput)] {
        let all: [(String, Schema)] = [
            ("screen", screen), ("app", app(TimelineFormat.appFields)), ("controller", app(TimelineFormat.controllerFields)),
            ("render", render), ("view", view), ("viewChanges", viewChanges), ("stack", stack),
            ("constraint", constraint), ("constraintObject", constraintObject),
            ("event", event), ("change", change), ("animate", animate), ("keyframe", keyframe), ("spring", spring), ("rule", rule),
            ("sizeClassCondition", sizeClassCondition), ("color", color), ("colorValue", colorValue), ("priority", priority),
            ("checks", checks), ("margins", insets(TimelineFormat.insetSides, .coordinate)),
            ("idList", Schema([("anyOf", .array([string().json, array(string()).json.adding("minItems", .number(1))]))])),
        ]
        return all.map { ($0.0, $0.1.json) }
    }

    static var screen: Schema {
        var s = object(TimelineFormat.screenFields, [
            "device": names(Device.all.map(\.name)),
            "size": tuple([.screenLength, .screenLength]),
            "safeArea": insets(TimelineFormat.insetSides, .length),
            "orientation": names(InterfaceOrientation.allCases.map(\.rawValue)),
            "layoutDirection": names(LayoutDirection.allCases.map(\.rawValue)),
            "contentSizeCategory": names(ContentSizeCategory.allCases.map(\.rawValue)),
            "userInterfaceStyle": names(UserInterfaceStyle.allCases.map(\.rawValue)),
        ])
        // A device, or a size (with an optional safe area): exactly one.
        s.members.append(("oneOf", .array([
            .object([("required", strings(["device"])), ("not", anyRequired(["size", "safeArea"]))]),
            .object([("required", strings(["size"])), ("not", anyRequired(["device"]))]),
        ])))
        return s
    }

    static func app(_ fields: [String]) -> Schema {
        object(fields, [
            "supportedOrientations": stringOrList(names(InterfaceOrientationMask.namedMasks.map(\.name)), nonEmpty: true),
            "viewRespectsSystemMinimumLayoutMargins": boolean,
        ])
    }

    static var render: Schema {
        object(TimelineFormat.renderFields, [
            "fps": number(.fps), "scale": number(.renderScale), "background": ref("color"), "duration": number(.time),
            "overlays": array(names(OverlayKind.allCases.map(\.rawValue))), "deviceOutline": boolean, "systemUI": boolean,
        ])
    }

    /// Each view property's value, by key (a view object and a `set` change take the same).
    static var viewProperties: [String: Schema] {
        let axisPriorities = object(TimelineFormat.axisPriorityFields, ["horizontal": ref("priority"), "vertical": ref("priority")])
        return [
            "backgroundColor": nullable(ref("color")),
            "cornerRadius": number(.length),
            "border": nullable(object(TimelineFormat.borderFields, ["width": number(.length), "color": ref("color")])),
            "alpha": number(.alpha),
            "hidden": boolean,
            "text": nullable(string()),
            "font": font,
            "textColor": ref("color"),
            "numberOfLines": number(.lineCount),
            "preferredMaxLayoutWidth": nullable(number(.length)),
            "intrinsicContentSize": nullable(tuple([.intrinsicLength, .intrinsicLength])),
            "contentHuggingPriority": axisPriorities,
            "contentCompressionResistancePriority": axisPriorities,
            "translatesAutoresizingMaskIntoConstraints": boolean,
            "frame": tuple([.coordinate, .coordinate, .length, .length]),
            "autoresizingMask": stringOrList(names(AutoresizingMask.names.map(\.name))),
            "layoutMargins": ref("margins"),
            "directionalLayoutMargins": insets(TimelineFormat.directionalInsetSides, .coordinate),
            "semanticContentAttribute": names(SemanticContentAttribute.allCases.map(\.rawValue)),
            "textAlignment": names(TextAlignment.allCases.map(\.rawValue)),
            "transform": object(TimelineFormat.transformFields, [
                "scale": Schema([("anyOf", .array([number(.transformScale).json, tuple([.transformScale, .transformScale]).json]))]),
                "rotation": number(.rotation),
                "translation": tuple([.coordinate, .coordinate]),
            ]),
            "anchorPoint": tuple([.anchorPoint, .anchorPoint]),
            "layout": object(TimelineFormat.layoutFields, ["keepCenterOf": nullable(string())]),
            "stack": nullable(ref("stack")),
            "clipsToBounds": boolean,
            "alignmentRectInsets": insets(TimelineFormat.insetSides, .coordinate),
            "preservesSuperviewLayoutMargins": boolean,
            "layoutGuides": ref("idList"),
            "overrideUserInterfaceStyle": names(["unspecified"] + UserInterfaceStyle.allCases.map(\.rawValue)),
        ]
    }

    /// `{size, weight, family}` (a fixed font) or `{textStyle}` (Dynamic Type), not both.
    static var font: Schema {
        var s = object(TimelineFormat.fontFields, [
            "size": number(.fontSize), "weight": names(FontDescriptor.Weight.allCases.map(\.rawValue)),
            "family": string("A family of the timeline's fonts (or of --font-dir); the system font without it."),
            "textStyle": names(TextStyle.allCases.map(\.rawValue)),
        ])
        s.members.append(("dependentSchemas", .object([("textStyle", .object([("not", anyRequired(["size", "weight", "family"]))]))])))
        return s
    }

    /// `when`: one or both size classes.
    static var sizeClassCondition: Schema {
        let sizeClass = names(SizeClass.allCases.map(\.rawValue))
        var s = object(TimelineFormat.sizeClassFields, Dictionary(uniqueKeysWithValues: TimelineFormat.sizeClassFields.map { ($0, sizeClass) }))
        s.members.append(("minProperties", .number(1)))
        return s
    }

    static var view: Schema {
        var properties = viewProperties.merging(classProperties) { a, _ in a }
        properties["id"] = string("Unique; not window or root; no '.' or spaces.")
        properties["parent"] = string("The superview's id (default root).")
        properties["when"] = ref("sizeClassCondition")
        properties["class"] = viewClass
        var s = object(TimelineFormat.viewFields + TimelineFormat.viewPropertyFields, required: ["id"], properties)
        s.members.append(("allOf", classRules))
        return s
    }

    /// A `set` may change any class's properties (the class of the view it names is
    /// checked by the parser).
    static var viewChanges: Schema { object(TimelineFormat.viewPropertyFields, viewProperties.merging(classProperties) { a, _ in a }) }

    static var stack: Schema {
        object(TimelineFormat.stackFields, [
            "axis": names(LayoutAxis.allCases.map(\.rawValue)),
            "distribution": names(StackDistribution.allCases.map(\.rawValue)),
            "alignment": names(StackAlignment.names.map(\.name)),
            "spacing": number(.coordinate),
            "arrangedSubviews": array(string()),
            "customSpacing": Schema([("type", .string("object")), ("additionalProperties", nullable(number(.coordinate)).json)]),
            "isLayoutMarginsRelativeArrangement": boolean,
            "isBaselineRelativeArrangement": boolean,
        ])
    }

    static var constraint: Schema {
        Schema([("oneOf", .array([
            constraintString.json,
            ref("constraintObject").json,
        ]))])
    }

    /// A constraint string: its syntax as the parser reads it.
    static var constraintString: Schema {
        Schema([("type", .string("string")),
                ("description", .string("item.attribute RELATION [multiplier *] item.attribute [+|- constant] [@priority], e.g. card.top == root.safeArea.top + 20 @750")),
                ("pattern", .string(ConstraintParser.syntaxPattern))])
    }

    static var constraintObject: Schema {
        var s = object(TimelineFormat.constraintFields, [
            "id": string(), "active": boolean,
            "constraint": constraintString, "vfl": string(),
            "metrics": Schema([("type", .string("object")), ("additionalProperties", number(.coordinate).json)]),
            "options": stringOrList(names(VisualFormatOption.allCases.map(\.rawValue))),
            "pinEdges": string(), "to": names(PinTarget.allCases.map(\.rawValue)),
            "edges": stringOrList(names(PinEdge.allCases.map(\.rawValue)), nonEmpty: true),
            "insets": insets(TimelineFormat.pinInsetSides, .coordinate),
            "center": string(), "in": names(PinTarget.allCases.map(\.rawValue)),
            "size": string(), "width": number(.length), "height": number(.length),
            "when": ref("sizeClassCondition"), "generated": boolean,
        ])
        // Exactly one form, with only its own keys besides id and active.
        let forms = TimelineFormat.constraintForms
        s.members.append(("oneOf", .array(forms.map { form in
            let others = TimelineFormat.constraintFields.filter { !(TimelineFormat.constraintCommonFields + [form.form] + form.fields).contains($0) }
            return .object([("required", strings([form.form])), ("not", anyRequired(others))])
        })))
        return s
    }

    static var event: Schema {
        object(TimelineFormat.eventFields, required: TimelineFormat.requiredEventFields, [
            "at": number(.time), "changes": array(ref("change")), "animate": ref("animate"),
        ])
    }

    /// An item of a collection view or a row of a table: its prototype and its labels' texts.
    static var cellItem: Schema {
        object(ViewClassFormat.cellItemFields, required: ["cell"], [
            "cell": string("A reuse identifier of \"cells\"."),
            "texts": Schema([("type", .string("object")), ("description", .string("Label id → its text")),
                             ("additionalProperties", string().json)]),
        ])
    }

    /// A collection section's header or footer view: a prototype of "headers" ("footers")
    /// and its labels' texts.
    static var supplementItem: Schema {
        object(ViewClassFormat.supplementItemFields, required: ["view"], [
            "view": string("A reuse identifier of \"headers\" (a section's header) or \"footers\" (its footer)."),
            "texts": Schema([("type", .string("object")), ("description", .string("Label id → its text")),
                             ("additionalProperties", string().json)]),
        ])
    }

    static var change: Schema {
        var s = object(TimelineFormat.changeFields, [
            "constant": string(), "priority": string(),
            "activate": ref("idList"), "deactivate": ref("idList"),
            "add": ref("constraint"), "remove": string(),
            "view": string(), "addView": ref("view"), "removeView": string(),
            "orientation": names(InterfaceOrientation.allCases.map(\.rawValue)),
            "deviceOrientation": names(DeviceOrientation.allCases.map(\.rawValue)),
            "contentSizeCategory": names(ContentSizeCategory.allCases.map(\.rawValue)),
            "userInterfaceStyle": names(UserInterfaceStyle.allCases.map(\.rawValue)),
            "exerciseAmbiguity": string(), "dump": names(DumpRequest.names),
            "to": Schema([("anyOf", .array([
                Schema([("type", strings(["number", "string"]))]).json,
                array(tuple([.pathIndex, .pathIndex])).json,
            ]))]),
            "set": ref("viewChanges"),
            "axis": names(LayoutAxis.allCases.map(\.rawValue)),
            "setContentOffset": tuple([.coordinate, .coordinate]),
            "scrollRectToVisible": Schema([("anyOf", .array([
                tuple([.coordinate, .coordinate, .length, .length]).json,
                string("A view in the scroll view: its bounds, converted to the scroll view's.").json,
            ]))]),
            "animated": boolean,
            "insertItems": string("The collection view."), "deleteItems": string("The collection view."),
            "reloadItems": string("The collection view."), "moveItems": string("The collection view."),
            "indexPaths": array(tuple([.pathIndex, .pathIndex])),
            "items": array(cellItem), "insertRows": string("The table view."), "deleteRows": string("The table view."),
            "reloadRows": string("The table view."), "moveRows": string("The table view."), "rows": array(cellItem),
            "animation": names(TableRowAnimation.allCases.map(\.rawValue)),
            "insertSections": string("The collection view."), "deleteSections": string("The collection view."),
            "reloadSections": string("The collection view."), "moveSection": string("The collection view."),
            "sections": array(number(.pathIndex)), "section": number(.pathIndex), "toSection": number(.pathIndex),
            "content": array(object(ViewClassFormat.updatedSectionFields, required: ["items"], ["items": array(cellItem)])),
        ])
        // Exactly one kind; `to` and `set` only with (and always with) their kinds.
        let companionValues: [String: Schema] = ["constant": number(.coordinate), "priority": ref("priority"), "view": ref("viewChanges")]
        s.members.append(("oneOf", .array(TimelineFormat.changeKinds.map { kind in
            let mine = TimelineFormat.changeCompanions.filter { $0.kinds.contains(kind) }.map(\.field)
            let updateFields = ["animated", "indexPaths", "items", "rows", "animation", "sections", "section", "toSection", "content"]
            let stray = TimelineFormat.changeCompanions.map(\.field).filter { !mine.contains($0) } + updateFields
            // The item updates name their collection view, list `indexPaths` (and `items`) and may be
            // `animated`; the row updates likewise a table, with `rows` and a row `animation`.
            if let update = CollectionItemUpdate.Kind(rawValue: kind), update.isSections {
                // The section updates name their collection view and its `sections` (a move its
                // `section` and `toSection`); inserts and reloads give their `content`.
                let required = update == .moveSection ? ["section", "toSection"]
                    : update.action == .insert || update.action == .reload ? ["sections", "content"] : ["sections"]
                return .object([("required", strings([kind] + required + mine)),
                                ("not", anyRequired(stray.filter { !(required + ["animated"]).contains($0) } + ["set", "view"]))])
            }
            if let update = CollectionItemUpdate.Kind(rawValue: kind) {
                let own = update.isRows ? (update.action == .move ? ["animated", "indexPaths"] : ["animated", "indexPaths", "rows", "animation"])
                                        : ["animated", "indexPaths", "items"]
                return .object([("required", strings([kind, "indexPaths"] + mine)),
                                ("not", anyRequired(stray.filter { !own.contains($0) } + ["set", "view"]))])
            }
            // The scroll methods name their scroll view with `view` and may be `animated`.
            if TimelineFormat.scrollChangeKinds.contains(kind) {
                return .object([("required", strings([kind, "view"])),
                                ("not", anyRequired(stray.filter { $0 != "animated" } + ["set"]))])
            }
            // `dump` takes `view` and `axis` for constraintsAffectingLayout only.
            if kind == "dump" {
                return .object([
                    ("required", strings([kind])), ("not", anyRequired(stray + ["set"])),
                    ("if", .object([("properties", .object([("dump", .object([("const", .string("constraintsAffectingLayout"))]))]))])),
                    ("then", .object([("required", strings(["view", "axis"]))])),
                    ("else", .object([("not", anyRequired(["view", "axis"]))])),
                ])
            }
            var branch: [(String, JSONOutput)] = [("required", strings([kind] + mine))]
            if let value = companionValues[kind], let field = mine.first { branch.append(("properties", .object([(field, value.json)]))) }
            if !stray.isEmpty { branch.append(("not", anyRequired(stray))) }
            return .object(branch)
        })))
        return s
    }

    static var animate: Schema {
        var s = object(TimelineFormat.animateFields, [
            "duration": number(.time), "delay": number(.time),
            "curve": Schema([("anyOf", .array([
                names(CubicBezier.named.map(\.name)).json,
                tuple([.curveTime, .curveProgress, .curveTime, .curveProgress]).json,
            ]))]),
            "spring": ref("spring"),
            "style": names(AnimationStyle.allCases.map(\.rawValue)),
            "layoutIfNeeded": string("The view the animation block lays out (default root)."),
            "keyframes": array(ref("keyframe")),
            "calculationMode": names(KeyframeCalculationMode.allCases.map(\.rawValue)),
        ])
        s.members.append(("not", .object([("required", strings(["curve", "spring"]))])))
        // A keyframe block takes no spring; calculationMode only with keyframes.
        s.members.append(("dependentSchemas", .object([
            ("keyframes", .object([("not", anyRequired(["spring"]))])),
            ("calculationMode", .object([("required", strings(["keyframes"]))])),
        ])))
        return s
    }

    /// One `UIView.addKeyframe`: its relative timing and its changes.
    static var keyframe: Schema {
        object(TimelineFormat.keyframeFields, required: TimelineFormat.keyframeFields, [
            "relativeStartTime": number(.keyframeTime), "relativeDuration": number(.keyframeTime),
            "changes": array(ref("change")),
        ])
    }

    static var spring: Schema {
        var s = object(TimelineFormat.springFields, [
            "dampingRatio": number(.dampingRatio), "initialVelocity": number(.springVelocity),
            "mass": number(.springMass), "stiffness": number(.springStiffness), "damping": number(.springDamping),
        ])
        // UIView's spring or CASpringAnimation's, not a mix.
        s.members.append(("dependentSchemas", .object([("dampingRatio", .object([("not", anyRequired(["mass", "stiffness", "damping"]))]))])))
        return s
    }

    static var rule: Schema {
        object(TimelineFormat.ruleFields, required: TimelineFormat.requiredRuleFields, [
            "in": string("The view whose layoutSubviews runs the rule."),
            "when": Schema([("type", .string("string")),
                            ("description", .string("view.attribute COMPARISON number, e.g. a.width < 100")),
                            ("pattern", .string(FrameConditionParser.syntaxPattern))]),
            "activate": ref("idList"), "deactivate": ref("idList"),
        ])
    }

    // MARK: - Building blocks

    /// One schema object, its keywords in the order written.
    struct Schema {
        var members: [(String, JSONOutput)]
        init(_ members: [(String, JSONOutput)]) { self.members = members }
        var json: JSONOutput { .object(members) }
    }

    /// An object taking exactly `fields` (the parser's list, in its order), each described
    /// by `properties`. A field without a description, or a description of no field, is a
    /// programming error caught by the schema's tests (`TimelineSchemaTests`).
    static func object(_ fields: [String], required: [String] = [], _ properties: [String: Schema]) -> Schema {
        var members: [(String, JSONOutput)] = [("type", .string("object"))]
        members.append(("properties", .object(fields.map { ($0, properties[$0]?.json ?? .object([("description", .string(undescribed))])) })))
        if !required.isEmpty { members.append(("required", strings(required))) }
        members.append(("additionalProperties", .bool(false)))
        return Schema(members)
    }

    /// Marks a field the schema builder has no description for (tests look for it).
    public static let undescribed = "UNDESCRIBED"

    static func number(_ range: NumberRange) -> Schema {
        var m: [(String, JSONOutput)] = [("type", .string(range.wholeNumbers ? "integer" : "number")),
                                         ("description", .string(range.description))]
        m.append((range.excludesLower ? "exclusiveMinimum" : "minimum", .number(range.lower)))
        m.append(("maximum", .number(range.upper)))
        guard let special = range.special else { return Schema(m) }
        return Schema([("anyOf", .array([.object(m), .object([("const", .number(special.value)), ("description", .string(special.meaning))])]))])
    }

    static func tuple(_ ranges: [NumberRange]) -> Schema {
        Schema([("type", .string("array")), ("prefixItems", .array(ranges.map { number($0).json })),
                ("minItems", .number(Double(ranges.count))), ("maxItems", .number(Double(ranges.count)))])
    }

    static func string(_ description: String? = nil) -> Schema {
        Schema([("type", .string("string"))] + (description.map { [("description", .string($0))] } ?? []))
    }

    static func names(_ list: [String]) -> Schema { Schema([("enum", strings(list))]) }
    static var boolean: Schema { Schema([("type", .string("boolean"))]) }
    static func array(_ item: Schema) -> Schema { Schema([("type", .string("array")), ("items", item.json)]) }
    static func ref(_ name: String) -> Schema { Schema([("$ref", .string("#/$defs/" + name))]) }
    static func nullable(_ s: Schema) -> Schema { Schema([("anyOf", .array([.object([("type", .string("null"))]), s.json]))]) }
    /// One name or a list of them; `nonEmpty`: a list of at least one (the parser refuses an empty one).
    static func stringOrList(_ s: Schema, nonEmpty: Bool = false) -> Schema {
        let list = nonEmpty ? array(s).json.adding("minItems", .number(1)) : array(s).json
        return Schema([("anyOf", .array([s.json, list]))])
    }

    static func insets(_ sides: [String], _ range: NumberRange) -> Schema {
        object(sides, Dictionary(uniqueKeysWithValues: sides.map { ($0, number(range)) }))
    }

    /// A colour: hex or a system colour's name, or one per appearance.
    static var color: Schema {
        Schema([("anyOf", .array([
            ref("colorValue").json,
            object(TimelineFormat.appearanceColorFields, required: TimelineFormat.appearanceColorFields,
                   ["light": ref("colorValue"), "dark": ref("colorValue")]).json,
        ]))])
    }

    /// `#RRGGBB`, `#RRGGBBAA`, or a system colour's name (its value in the appearance drawn).
    static var colorValue: Schema {
        Schema([("anyOf", .array([
            Schema([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
                    ("description", .string("#RRGGBB or #RRGGBBAA"))]).json,
            names(SystemColor.allCases.map(\.rawValue)).json,
        ]))])
    }

    /// `checks`: each rule `true`, `false` or its parameters; `views`: per view id, rules on or off.
    static var checks: Schema {
        var properties: [String: Schema] = [:]
        for rule in CheckRule.allCases {
            let parameters = Dictionary(uniqueKeysWithValues: rule.parameters.map { ($0.name, number($0.range)) })
            properties[rule.rawValue] = rule.parameters.isEmpty ? boolean
                : Schema([("anyOf", .array([boolean.json, object(rule.parameters.map(\.name), parameters).json]))])
        }
        let choices = object(CheckRule.allCases.map(\.rawValue),
                             Dictionary(uniqueKeysWithValues: CheckRule.allCases.map { ($0.rawValue, boolean) }))
        properties["views"] = Schema([("type", .string("object")), ("description", .string("View id → { rule: true or false }")),
                                      ("additionalProperties", choices.json)])
        return object(TimelineFormat.checkFields, properties)
    }

    static var priority: Schema {
        Schema([("anyOf", .array([number(.priority).json, names(TimelineFormat.priorityNames.map(\.name)).json]))])
    }

    static func strings(_ list: [String]) -> JSONOutput { .array(list.map(JSONOutput.string)) }

    /// Matches an object that has any of `keys`.
    static func anyRequired(_ keys: [String]) -> JSONOutput {
        .object([("anyOf", .array(keys.map { .object([("required", strings([$0]))]) }))])
    }
}

private extension JSONOutput {
    /// An object with one more member.
    func adding(_ key: String, _ value: JSONOutput) -> JSONOutput {
        guard case .object(let members) = self else { return self }
        return .object(members + [(key, value)])
    }
}
