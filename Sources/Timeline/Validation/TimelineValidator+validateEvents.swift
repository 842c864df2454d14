import Geometry
import Layout
import Playback
extension TimelineValidator {
    /// The state that references are checked against while walking the events in time
    /// order: which views and constraint ids exist, and the orientation the interface has
    /// (to give an orientation change its system animation).
    struct EventScope {
        var views: IDRegistry
        var constraints: IDRegistry
        var orientation: InterfaceOrientation
        let allowed: InterfaceOrientationMask
        /// Views with their parents, to drop a removed view's subviews too.
        var parents: [(id: String, parent: String)]
        /// Each stack view's arranged subviews (looked up, never iterated for output).
        var arrangements: [String: [String]]
        /// Layout guide id → the view that owns it (looked up, never iterated for output).
        var guides: [String: String]
        /// Superviews above each view (root is 0), to hold added views to the depth limit.
        var depths: [ViewID: Int]
        /// The `"class"` of each view declared with one, for the properties `set` may change.
        var classes: [String: ViewClass]
        /// Views and constraint entries added so far, declared ones included.
        var viewCount: Int
        var constraintCount: Int
        /// The time of the event being checked.
        var now = 0.0
        /// The declared collection views: their prototypes and each section's item count
        /// as the updates so far leave it.
        var collections: [String: (cells: [CellPrototype], counts: [Int])] = [:]
        /// The declared table views, likewise: their prototypes and each section's row count.
        var tables: [String: (cells: [CellPrototype], counts: [Int])] = [:]
        /// The item updates of the change list being read, one batch per collection view,
        /// in the order first updated (`finishItemBatches` checks them).
        var itemBatches: [(id: String, updates: [PendingItemUpdate])] = []
    }

    /// `timeline`, sorted by `at` (stably: same-time events keep file order).
    func validateEvents(_ wires: [WireEvent], views: [ViewDeclaration], constraints: IDRegistry, constraintEntries: Int,
                        initialOrientation: InterfaceOrientation, allowed: InterfaceOrientationMask) -> [TimelineEvent] {
        var scope = EventScope(views: IDRegistry(ItemID.reserved + views.map(\.id.name)), constraints: constraints,
                               orientation: initialOrientation, allowed: allowed,
                               parents: views.map { ($0.id.name, $0.parent.name) },
                               arrangements: Dictionary(views.compactMap { v in v.stack.map { (v.id.name, $0.arrangedSubviews.map(\.name)) } },
                                                        uniquingKeysWith: { a, _ in a }),
                               guides: Dictionary(views.flatMap { v in v.layoutGuides.map { ($0.name, v.id.name) } },
                                                  uniquingKeysWith: { a, _ in a }),
                               depths: Self.depths(of: views),
                               classes: Dictionary(views.compactMap { v in v.viewClass.map { (v.id.name, $0) } }, uniquingKeysWith: { a, _ in a }),
                               viewCount: views.count, constraintCount: constraintEntries)
        for v in views { if let c = v.collection { scope.collections[v.id.name] = (c.cells, c.sections.map(\.count)) } }
        for v in views { if let t = v.table { scope.tables[v.id.name] = (t.cells, t.sections.map(\.rows.count)) } }
        let ordered = Self.timeOrdered(wires)
        expectAdditions(ordered, scope: &scope)
        return ordered.compactMap { at, w in validateEvent(w, at: at, scope: &scope) }
    }

    /// The events that have a time, sorted by it (stably: same-time events keep file order).
    static func timeOrdered(_ wires: [WireEvent]) -> [(at: Double, event: WireEvent)] {
        let timed = wires.enumerated().compactMap { i, w -> (Int, Double, WireEvent)? in
            guard let at = w.at?.value else { return nil }
            return (i, at, w)
        }
        return timed.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { ($0.1, $0.2) }
    }

    /// `views` (the declared ones) told when each view that only a change adds comes, for
    /// the entries of `constraints`: they are installed at the start.
    func expectingAddedViews(_ views: IDRegistry, _ wires: [WireEvent]) -> IDRegistry {
        var views = views
        for (at, event) in Self.timeOrdered(wires) {
            for change in event.changes {
                if let id = change.addView?.id?.value.text {
                    views.expect(id, .addedLater(id, at: at, path: change.location.path, byConstraintEntry: true))
                }
            }
        }
        return views
    }

    /// Ids that only a change adds are absent before it: a change that names one earlier
    /// (events run in time order, not file order) is told when it comes.
    private func expectAdditions(_ events: [(at: Double, event: WireEvent)], scope: inout EventScope) {
        func absence(_ id: String, _ at: Double, _ path: String) -> IDRegistry.Absence { .addedLater(id, at: at, path: path) }
        for (at, event) in events {
            for change in event.changes {
                if case .object(let o)? = change.add, let id = o.id {
                    scope.constraints.expect(id.value.text, absence(id.value.text, at, change.location.path))
                }
                if let id = change.addView?.id { scope.views.expect(id.value.text, absence(id.value.text, at, change.location.path)) }
            }
        }
    }

    /// What a change that names an id removed by this one is told.
    private func removal(by change: WireChange, at: Double, readd: String, with superview: String? = nil)
        -> (String) -> IDRegistry.Absence {
        { .removed($0, with: superview, at: at, path: change.location.path, readd: readd) }
    }

    private func validateEvent(_ w: WireEvent, at: Double, scope: inout EventScope) -> TimelineEvent? {
        scope.now = at
        let before = scope.orientation
        let changes = w.changes.compactMap { validateChange($0, scope: &scope) }
        finishItemBatches(&scope)
        // Keyframes' changes are made after the event's own, in file order.
        let keyframes = w.animate.flatMap { validateKeyframes($0, scope: &scope) }
        let rotates = (changes + (keyframes?.keyframes.flatMap(\.changes) ?? [])).contains {
            switch $0.kind { case .orientation, .deviceOrientation: return true; default: return false }
        }
        var animation = w.animate.flatMap { validateAnimation($0, systemDefault: rotates ? (before, scope.orientation) : nil) }
        if w.animate == nil, rotates, before != scope.orientation {
            animation = .systemRotation(from: before, to: scope.orientation)
        }
        // The view the block's layoutIfNeeded goes to must exist once the changes are made.
        let layoutTarget = w.animate?.layoutIfNeeded.flatMap { viewReference($0, known: scope.views) }
        return TimelineEvent(at: at, changes: changes, animation: animation, layoutIfNeeded: layoutTarget.map(ViewID.init),
                             source: d.reference(w.location.position, w.location.path), keyframes: keyframes)
    }

    /// `animate.keyframes` and `animate.calculationMode` (UIView.animateKeyframes): each
    /// keyframe's timing must fit in the animation; the block plays as `frames` with a
    /// Bézier curve (UIKit's keyframe blocks take no spring).
    private func validateKeyframes(_ w: WireAnimate, scope: inout EventScope) -> TimelineKeyframes? {
        guard let wires = w.keyframes else {
            if let mode = w.calculationMode {
                d.error(at: mode, "'calculationMode' applies to keyframes only", fix: "add \"keyframes\", or remove 'calculationMode'")
            }
            return nil
        }
        if let s = w.spring {
            d.error(at: s.location, "a keyframe animation takes no 'spring' (UIView.animateKeyframes has none)",
                    fix: "use 'curve', or a plain 'animate' without 'keyframes'")
        }
        if let style = w.style, style.value.text == AnimationStyle.constraints.rawValue {
            d.error(at: style, "a keyframe animation plays as \"frames\" only",
                    fix: "remove 'style', or a plain 'animate' without 'keyframes'")
        }
        var mode = KeyframeCalculationMode.linear
        if let m = w.calculationMode {
            if ["paced", "cubic", "cubicPaced"].contains(m.value.text) {
                d.error(at: m, "calculationMode '\(m.value.text)' is not played by animrender",
                        fix: "use \"linear\" (UIKit's default) or \"discrete\"")
            } else if let named = d.name(m, as: KeyframeCalculationMode.self, what: "calculation mode") {
                mode = named
            }
        }
        var keyframes: [TimelineKeyframe] = []
        for k in wires {
            let changes = k.changes.compactMap { validateChange($0, scope: &scope) }
            finishItemBatches(&scope)
            guard let start = k.relativeStartTime, let duration = k.relativeDuration else { continue }
            // Exact in binary for the fractions people write (0.25 + 0.75); a rounding hair over 1 is let through.
            if start.value + duration.value > 1 + 1e-9 {
                d.error(at: duration, "this keyframe ends at \((start.value + duration.value).shortDescription) of the animation, after its end",
                        fix: "relativeStartTime + relativeDuration must be at most 1 (fractions of 'duration')")
                continue
            }
            keyframes.append(TimelineKeyframe(relativeStartTime: start.value, relativeDuration: duration.value, changes: changes,
                                              source: d.reference(k.location.position, k.location.path)))
        }
        return TimelineKeyframes(calculationMode: mode, keyframes: keyframes)
    }

    private func validateChange(_ w: WireChange, scope: inout EventScope) -> TimelineChange? {
        guard let kindKey = w.kindKeys.first else {
            if !WireChange.kindFields.contains(where: { d.isMisspelt($0, in: w.location.path) }) {
                d.error(at: w.location.position, path: w.location.path,
                        "a change needs one of \(WireChange.kindFields.joined(separator: ", "))")
            }
            return nil
        }
        if w.kindKeys.count > 1 {
            d.error(at: w.kindKeys[1], "a change has one kind; found both '\(kindKey.value)' and '\(w.kindKeys[1].value)'",
                    fix: "split it into two changes")
            return nil
        }
        if ![CollectionItemUpdate.Kind.moveItems, .moveRows].contains(where: { $0.rawValue == kindKey.value }) {
            requireCompanion("to", present: w.to != nil, for: kindKey, needed: ["constant", "priority"], w)
        }
        requireCompanion("set", present: w.set != nil, for: kindKey, needed: ["view"], w)
        if let axis = w.axis, kindKey.value != "dump" {
            d.error(at: axis, .misplacedField("axis", in: "a '\(kindKey.value)' change"), fix: "'axis' goes with dump")
        }
        if let animated = w.animated, !(WireChange.scrollKinds + WireChange.itemKinds).contains(kindKey.value) {
            d.error(at: animated.position, path: animated.path, .misplacedField("animated", in: "a '\(kindKey.value)' change"),
                    fix: "'animated' goes with setContentOffset, scrollRectToVisible, insertItems, deleteItems, reloadItems, "
                        + "moveItems, insertRows, deleteRows, reloadRows, moveRows, insertSections, deleteSections, reloadSections or moveSection")
        }
        let itemKind = CollectionItemUpdate.Kind(rawValue: kindKey.value)
        let sectionKinds = "insertSections, deleteSections, reloadSections"
        let companions: [(field: String, value: Located<Void>?, belongs: Bool, goesWith: String)] = [
            ("indexPaths", w.indexPaths?.map { _ in }, itemKind.map { !$0.isSections } ?? false,
             "insertItems, deleteItems, reloadItems, moveItems, insertRows, deleteRows, reloadRows or moveRows"),
            ("items", w.items?.map { _ in }, itemKind.map { !$0.isRows && !$0.isSections } ?? false,
             "insertItems, deleteItems, reloadItems or moveItems"),
            ("sections", w.sections?.map { _ in }, itemKind.map { $0.isSections && $0 != .moveSection } ?? false, sectionKinds),
            ("section", w.section?.map { _ in }, itemKind == .moveSection, "moveSection"),
            ("toSection", w.toSection?.map { _ in }, itemKind == .moveSection, "moveSection"),
            ("content", w.content?.map { _ in }, itemKind == .insertSections || itemKind == .reloadSections,
             "insertSections or reloadSections (the new sections' items)"),
            ("rows", w.rows?.map { _ in }, itemKind?.isRows ?? false, "insertRows, deleteRows, reloadRows or moveRows"),
            ("animation", w.animation?.map { _ in }, itemKind?.isRows ?? false,
             "insertRows, deleteRows or reloadRows (a table's row animation)"),
        ]
        for c in companions {
            if let value = c.value, !c.belongs {
                d.error(at: value.position, path: value.path, .misplacedField(c.field, in: "a '\(kindKey.value)' change"),
                        fix: "'\(c.field)' goes with \(c.goesWith)")
            }
        }
        guard let kind = changeKind(w, key: kindKey.value, scope: &scope) else { return nil }
        return TimelineChange(kind: kind, source: d.reference(w.location.position, w.location.path))
    }

    /// `to` goes with `constant`/`priority` and `set` with `view`: missing or stray.
    private func requireCompanion(_ field: String, present: Bool, for kind: Located<String>, needed: [String], _ w: WireChange) {
        let wanted = needed.contains(kind.value)
        if wanted && !present {
            d.error(at: w.location.position, path: w.location.path, .missingRequiredField(field, for: "a '\(kind.value)' change"))
        } else if !wanted && present {
            d.error(at: w.location.position, path: JSONPath.member(w.location.path, field),
                    .misplacedField(field, in: "a '\(kind.value)' change"), fix: "'\(field)' goes with \(needed.joined(separator: " or "))")
        }
    }

    private func changeKind(_ w: WireChange, key: String, scope: inout EventScope) -> TimelineChange.Kind? {
        switch key {
        case "constant":
            guard let id = w.constant.flatMap({ constraintReference($0, scope) }), let to = w.to.flatMap({ d.number($0, in: .coordinate) }) else { return nil }
            return .constant(id: LayoutConstraintID(id), to: to.value)
        case "priority":
            guard let id = w.priority.flatMap({ constraintReference($0, scope) }), let to = w.to.flatMap({ d.priority($0) }) else { return nil }
            return .priority(id: LayoutConstraintID(id), to: to)
        case "activate":
            return w.activate.flatMap { constraintList($0, scope) }.map { .activate($0.map(LayoutConstraintID.init)) }
        case "deactivate":
            return w.deactivate.flatMap { constraintList($0, scope) }.map { .deactivate($0.map(LayoutConstraintID.init)) }
        case "add":
            guard scope.constraintCount < TimelineLimits.maxConstraints else {
                d.error(at: w.location.position, path: w.location.path,
                        "this change adds constraint entry \(scope.constraintCount + 1); a timeline has at most \(TimelineLimits.maxConstraints)")
                return nil
            }
            scope.constraintCount += 1
            guard let entry = w.add.flatMap({ validateConstraint($0, views: scope.views, registry: &scope.constraints) }) else { return nil }
            return .add(entry)
        case "remove":
            guard let id = w.remove.flatMap({ constraintReference($0, scope) }) else { return nil }
            scope.constraints.remove([id], why: removal(by: w, at: scope.now, readd: "add"))
            return .remove(LayoutConstraintID(id))
        case "view":
            return setView(w, &scope)
        case "addView":
            guard scope.viewCount < TimelineLimits.maxViews else {
                d.error(at: w.location.position, path: w.location.path,
                        "this change adds view \(scope.viewCount + 1); a timeline has at most \(TimelineLimits.maxViews) views")
                return nil
            }
            scope.viewCount += 1
            guard let wire = w.addView, let id = wire.id, !reportGuideUsedAsView(id, guides: scope.guides, role: "a new view's id"),
                  checkNewViewID(id, existing: scope.views),
                  let view = validateView(wire, knownParents: scope.views, guides: scope.guides) else { return nil }
            let depth = (scope.depths[view.parent] ?? 0) + 1
            guard depth <= TimelineLimits.maxDepth else {
                d.error(at: wire.parent ?? id, "view '\(view.id)' would be \(depth) views below root; at most \(TimelineLimits.maxDepth)",
                        fix: "flatten the hierarchy")
                return nil
            }
            scope.depths[view.id] = depth
            registerLayoutGuides(layoutGuideIDs(in: wire.properties, basePath: wire.at.path), owner: view.id.name,
                                 views: scope.views, guides: &scope.guides)
            scope.views.insert(view.id.name); scope.parents.append((view.id.name, view.parent.name))
            scope.classes[view.id.name] = view.viewClass
            // An added collection or table view's items or rows can be updated as a declared one's.
            if let c = view.collection { scope.collections[view.id.name] = (c.cells, c.sections.map(\.count)) }
            if let t = view.table { scope.tables[view.id.name] = (t.cells, t.sections.map(\.rows.count)) }
            if let stack = view.stack {
                checkAddedStack(view, wire: wire)
                scope.arrangements[view.id.name] = stack.arrangedSubviews.map(\.name)
            }
            return .addView(view)
        case "removeView":
            guard let r = w.removeView, !reportGuideUsedAsView(r, guides: scope.guides, role: "what removeView removes"),
                  let id = viewReference(r, known: scope.views) else { return nil }
            if ItemID.reserved.contains(id) { d.error(at: r, .builtInView(ViewID(id), cannotBe: "removed")); return nil }
            removeSubtree(id, from: &scope, why: removal(by: w, at: scope.now, readd: "addView", with: id))
            return .removeView(ViewID(id))
        case "orientation":
            guard let o = w.orientation.flatMap({ d.name($0, as: InterfaceOrientation.self, what: "interface orientation") }) else { return nil }
            rotate(to: o, &scope)
            return .orientation(o)
        case "deviceOrientation":
            guard let o = w.deviceOrientation.flatMap({ d.name($0, as: DeviceOrientation.self, what: "device orientation") }) else { return nil }
            if let target = o.interfaceOrientation { rotate(to: target, &scope) }
            return .deviceOrientation(o)
        case "contentSizeCategory":
            return w.contentSizeCategory.flatMap { d.name($0, as: ContentSizeCategory.self, what: "content size category") }
                .map { .contentSizeCategory($0) }
        case "userInterfaceStyle":
            return w.userInterfaceStyle.flatMap { d.name($0, as: UserInterfaceStyle.self, what: "user interface style") }
                .map { .userInterfaceStyle($0) }
        case "exerciseAmbiguity":
            guard let r = w.exerciseAmbiguity, let id = viewReference(r, known: scope.views) else { return nil }
            return .exerciseAmbiguity(ViewID(id))
        case "dump":
            return dump(w, scope)
        case "setContentOffset", "scrollRectToVisible":
            return scroll(w, key: key, scope)
        case _ where CollectionItemUpdate.Kind(rawValue: key) != nil:
            return updateItems(w, key: key, &scope)
        default:
            fatalError("WireChange.kindFields and changeKind disagree about '\(key)'")
        }
    }

    /// The interface follows a requested orientation only if the masks allow it; a
    /// refused rotation leaves it where it was (the run-time stage logs the refusal).
    private func rotate(to target: InterfaceOrientation, _ scope: inout EventScope) {
        if scope.allowed.contains(target) { scope.orientation = target }
    }

    private func setView(_ w: WireChange, _ scope: inout EventScope) -> TimelineChange.Kind? {
        guard let ref = w.view, !reportGuideUsedAsView(ref, guides: scope.guides, role: "what 'set' changes"),
              let id = viewReference(ref, known: scope.views), let set = w.set else { return nil }
        if id == ViewID.window.name { d.error(at: ref, "the window cannot be changed with 'set'"); return nil }
        if id == ViewID.root.name { return setRoot(set) }
        let viewClass = scope.classes[id]
        guard let r = ObjectReader(set.value, path: set.path, fields: ViewClassFormat.allFields + ["class"],
                                   suggesting: ViewClassFormat.fields(of: viewClass), diagnostics: d) else { return nil }
        if let c = r.members.first(where: { $0.key == "class" }) {
            d.error(at: c.keyPosition, path: JSONPath.member(set.path, c.key), "a view's class cannot change once the view is made",
                    fix: "declare the view with \"class\", or remove it and add a new one with addView")
        }
        let decoder = ViewPropertyDecoder(diagnostics: d, fontFamilies: fontFamilies, viewClass: viewClass, imageFiles: imageFiles)
        let properties = decoder.decode(r.members.filter { ViewClassFormat.allFields.contains($0.key) }, basePath: set.path, viewID: id)
        for p in properties { if case .keepCenterOf(let child?) = p.value, !scope.views.contains(child.name) {
            d.unknownView(at: p, child.name, among: scope.views.ids)
        } }
        for p in properties { if case .layoutGuides(let ids) = p.value {
            // Guides the view no longer lists are removed; the new list is registered.
            for (guide, owner) in scope.guides where owner == id && !ids.contains(LayoutGuideID(guide)) { scope.guides[guide] = nil }
            registerLayoutGuides(layoutGuideIDs(in: r.members, basePath: set.path), owner: id, views: scope.views,
                                 guides: &scope.guides)
        } }
        for p in properties { if case .stack(let patch) = p.value {
            checkStackChange(patch, of: id, members: r.members, basePath: set.path, scope: &scope)
        } }
        if properties.isEmpty && r.members.isEmpty { d.error(at: set, .empty("set"), fix: "name at least one property") }
        return .setView(id: ViewID(id), properties: properties.map(\.value))
    }

    /// `set` on the root view: only what `root` may declare (UIKit sizes and places the
    /// controller's view; its margins are the app's).
    private func setRoot(_ set: Located<JSONValue>) -> TimelineChange.Kind? {
        guard let r = ObjectReader(set.value, path: set.path, fields: WireRoot.fields, diagnostics: d),
              let margins = r.value("layoutMargins") else {
            if case .object(let members) = set.value.kind, members.isEmpty { d.error(at: set, .empty("set"), fix: "name at least one property") }
            return nil
        }
        return d.insets(margins, missing: 8, in: .coordinate).map { .setView(id: .root, properties: [.layoutMargins($0)]) }
    }

    /// `{ "dump": "autolayoutTrace" }`, or `{ "dump": "constraintsAffectingLayout", "view":
    /// id, "axis": "horizontal" | "vertical" }`.
    /// `{ "view": scroll, "setContentOffset": [x, y] | "scrollRectToVisible": [x, y, w, h] or
    /// a view id, "animated": Bool (default false) }`, on a scroll view.
    private func scroll(_ w: WireChange, key: String, _ scope: EventScope) -> TimelineChange.Kind? {
        guard let ref = w.view else {
            d.error(at: w.location.position, path: w.location.path, .missingRequiredField("view", for: "a '\(key)' change"),
                    fix: "name the scroll view: \"view\": \"…\"")
            return nil
        }
        guard let id = viewReference(ref, known: scope.views) else { return nil }
        guard scope.classes[id]?.isScrollView == true else {
            d.error(at: ref, "'\(id)' is not a UIScrollView; \(key) scrolls a scroll view",
                    fix: "name a view declared with \"class\": \"UIScrollView\"")
            return nil
        }
        let animated = w.animated.map { d.bool($0)?.value } ?? false
        guard let animated else { return nil }
        if key == "setContentOffset" {
            guard let p = w.setContentOffset.flatMap({ d.point($0, in: .coordinate, what: "a content offset [x, y]") }) else { return nil }
            return .setContentOffset(view: ViewID(id), to: p, animated: animated)
        }
        guard let target = w.scrollRectToVisible else { return nil }
        if case .string = target.value.kind {
            guard let s = d.string(target), let shown = viewReference(s, known: scope.views) else { return nil }
            return .scrollRectToVisible(view: ViewID(id), target: .view(ViewID(shown)), animated: animated)
        }
        guard let r = d.numbers(target, in: [.coordinate, .coordinate, .length, .length], what: "a rect [x, y, width, height] or a view id")
        else { return nil }
        return .scrollRectToVisible(view: ViewID(id), target: .rect(Rect(r[0], r[1], r[2], r[3])), animated: animated)
    }

    private func dump(_ w: WireChange, _ scope: EventScope) -> TimelineChange.Kind? {
        guard let name = w.dump, let kind = d.name(name, in: DumpRequest.names.map { ($0, $0) }, what: "dump") else { return nil }
        guard kind == "constraintsAffectingLayout" else {
            for (field, value) in [("view", w.view.map { $0.map { _ in () } }), ("axis", w.axis.map { $0.map { _ in () } })] {
                if let value { d.error(at: value.position, path: value.path, .misplacedField(field, in: "an autolayoutTrace dump"),
                                       fix: "_autolayoutTrace prints the whole window") }
            }
            return .dump(.autolayoutTrace)
        }
        guard let ref = w.view else {
            d.error(at: w.location.position, path: w.location.path, .missingRequiredField("view", for: "a constraintsAffectingLayout dump"))
            return nil
        }
        guard let axisName = w.axis else {
            d.error(at: w.location.position, path: w.location.path, .missingRequiredField("axis", for: "a constraintsAffectingLayout dump"),
                    fix: "\"axis\": \"horizontal\" or \"vertical\"")
            return nil
        }
        guard let id = viewReference(ref, known: scope.views),
              let axis = d.name(axisName, as: LayoutAxis.self, what: "axis") else { return nil }
        return .dump(.constraintsAffectingLayout(view: ViewID(id), axis: axis))
    }

    private func constraintReference(_ s: Located<SourceText>, _ scope: EventScope) -> String? {
        if scope.constraints.contains(s.value.text) { return s.value.text }
        if s.value.text.contains("UISV-") {
            d.error(at: s, .generatedConstraint(LayoutConstraintID(s.value.text), cannotBe: "changed, activated or given a condition"),
                    fix: "the stack view regenerates them: change its properties or arranged subviews with \"set\": { \"stack\": … }")
            return nil
        }
        if let absent = scope.constraints.absence(of: s.value.text) {
            d.error(at: s, "constraint " + absent.message, fix: absent.fix)
            return nil
        }
        if reportMemberOrPathName(s, known: scope.constraints) { return nil }
        d.unknownName(at: s, s.value.text, kind: "constraint", among: scope.constraints.ids,
                      otherwise: "give the constraint an \"id\" where it is declared or added")
        return nil
    }

    private func constraintList(_ v: Located<JSONValue>, _ scope: EventScope) -> [String]? {
        guard let items = d.stringOrList(v) else { return nil }
        if items.isEmpty { d.error(at: v, .emptyList("constraint ids"), fix: "name at least one constraint id, or remove the change"); return nil }
        let ids = items.compactMap { constraintReference($0, scope) }
        return ids.count == items.count ? ids : nil
    }

    private func removeSubtree(_ id: String, from scope: inout EventScope, why: @escaping (String) -> IDRegistry.Absence) {
        var doomed = [id]
        var i = 0
        while i < doomed.count {
            doomed += scope.parents.filter { $0.parent == doomed[i] }.map(\.id)
            i += 1
        }
        scope.views.remove(doomed, why: why)
        let gone = Set(doomed)
        for (guide, owner) in scope.guides where gone.contains(owner) { scope.guides[guide] = nil }
        scope.parents.removeAll { gone.contains($0.id) }
        for v in doomed { scope.collections[v] = nil; scope.tables[v] = nil }
        // A view that leaves its superview leaves the stack's arrangement (UIKit).
        for v in doomed { scope.arrangements[v] = nil }
        for (stack, arranged) in scope.arrangements where arranged.contains(where: gone.contains) {
            scope.arrangements[stack] = arranged.filter { !gone.contains($0) }
        }
    }
}
