import Geometry
import Layout

extension TimelineValidator {
    /// `views`: ids unique and usable in constraint strings, parents known and acyclic,
    /// properties valid.
    func validateViews(_ wires: [WireView]) -> [ViewDeclaration] {
        var ids = IDRegistry()
        for w in wires {
            guard let id = w.id, checkNewViewID(id, existing: ids) else { continue }
            ids.insert(id.value.text)
        }
        let known = IDRegistry(ItemID.reserved + ids.ids)
        var guides: [String: String] = [:]
        for w in wires {
            guard let owner = w.id?.value.text else { continue }
            registerLayoutGuides(layoutGuideIDs(in: w.properties, basePath: w.at.path), owner: owner, views: known, guides: &guides)
        }
        var accepted: [(view: ViewDeclaration, wire: WireView)] = []
        var acceptedIDs = IDRegistry()
        for w in wires {
            guard let view = validateView(w, knownParents: known, guides: guides) else { continue }
            // A rejected duplicate id would shadow the first declaration: skip it.
            guard !acceptedIDs.contains(view.id.name) else { continue }
            acceptedIDs.insert(view.id.name)
            accepted.append((view, w))
        }
        resolveArrangements(&accepted)
        let views = accepted.map(\.view)
        reportCycles(accepted)
        reportDepth(accepted)
        for (view, wire) in accepted { checkKeepCenterOf(view, in: views, wire: wire) }
        return views
    }

    /// A view object, with its parent checked against `knownParents` (ids that exist
    /// when it is added) and `guides` (guide id → owner: a guide cannot be a parent).
    func validateView(_ w: WireView, knownParents: IDRegistry, guides: [String: String]) -> ViewDeclaration? {
        guard let id = w.id else { return nil }
        let source = d.reference(w.at.position, w.at.path)
        var view = ViewDeclaration(id: ViewID(id.value.text), source: source)
        if let parent = w.parent {
            if parent.value.text == id.value.text {
                d.error(at: parent, "view '\(id.value.text)' cannot be its own parent")
            } else if reportGuideUsedAsView(parent, guides: guides, role: "a parent") {
            } else if let p = viewReference(parent, known: knownParents) {
                view.parent = ViewID(p)
            }
        }
        // An unknown class is reported once; its properties are then not checked against it.
        let written = w.viewClass.map { v -> (Located<SourceText>, ViewClass?) in
            if let c = ViewClass(rawValue: v.value.text), !c.isDeclarable {
                d.error(at: v, "class '\(c.name)' cannot be declared in a timeline",
                        fix: "a UICollectionView or UITableView makes its cells from its \"cells\" prototypes (docs/collections.md, docs/tables.md)")
                return (v, nil)
            }
            return (v, d.name(v, in: ViewClass.declarable.map { ($0.rawValue, $0) }, what: "view class"))
        }
        if case (_, let c?)? = written {
            view.viewClass = c
            view.content = ViewContent(defaultFor: c)
            let hugging = c.contentHuggingPriority
            view.hugging = AxisPriorities(horizontal: hugging.horizontal, vertical: hugging.vertical)
            if c == .label { view.text = "" }
            view.clipsToBounds = c.clipsToBoundsByDefault
        }
        let known = written.map { $0.1 != nil } ?? true
        let decoder = ViewPropertyDecoder(diagnostics: d, fontFamilies: fontFamilies, viewClass: view.viewClass, imageFiles: imageFiles)
        let declaredFields = ViewClassFormat.declaredFields(of: view.viewClass)
        let ownMembers = w.properties.filter { !declaredFields.contains($0.key) }
        let properties = decoder.decode(known ? ownMembers : ownMembers.filter { ViewClassFormat.fields(of: nil).contains($0.key) },
                                        basePath: w.at.path, viewID: id.value.text)
        let declared = w.properties.filter { declaredFields.contains($0.key) }
        if view.viewClass == .collectionView {
            view.collection = validateCollection(declared, basePath: w.at.path)
        }
        if view.viewClass == .tableView, let content = view.content.table {
            let (table, spec) = validateTable(declared, basePath: w.at.path, content: content)
            view.content = .table(table)
            view.table = spec
            // UIKit's init gives the table its style's background; a written colour replaces it.
            view.backgroundColor = TableMetrics.background(of: table.style)
        }
        view = view.applying(properties.map(\.value))
        checkSegmentSelection(view, properties)
        if view.viewClass == .stackView, view.stack == nil { view.stack = StackConfiguration() }
        view.condition = w.when.flatMap { d.sizeClassCondition($0) }
        checkMarginForms(w)
        return view
    }

    /// A segmented control's `selectedSegmentIndex` that selects nothing: past its `items`,
    /// or written before them (properties apply in the order written, as UIKit's setters
    /// run in the order called, and an index with no segments yet selects none).
    func checkSegmentSelection(_ view: ViewDeclaration, _ properties: [Located<ViewProperty>]) {
        guard case .segmentedControl(let s) = view.content,
              let written = properties.last(where: { if case .content(.selectedSegmentIndex) = $0.value { true } else { false } }),
              case .content(.selectedSegmentIndex(let i)) = written.value,
              i != SegmentedControlContent.noSegment, s.selectedSegmentIndex != i else { return }
        if s.segments.indices.contains(i) {
            d.error(at: written, "selectedSegmentIndex \(i) is written before the segments it selects",
                    fix: "write \"items\" before \"selectedSegmentIndex\"")
        } else {
            d.error(at: written, "selectedSegmentIndex \(i) is past the \(s.segments.count) segments of '\(view.id)'",
                    fix: s.segments.isEmpty ? "give the segments' titles in \"items\"" : "use 0…\(s.segments.count - 1), or -1 for no segment")
        }
    }

    /// `layoutMargins` and `directionalLayoutMargins` set the same margins (UIKit keeps
    /// one, set through either property): both in one object is a contradiction.
    func checkMarginForms(_ w: WireView) {
        guard w.properties.contains(where: { $0.key == "layoutMargins" }),
              let second = w.properties.first(where: { $0.key == "directionalLayoutMargins" }) else { return }
        d.error(at: second.keyPosition, path: JSONPath.member(w.at.path, second.key),
                .conflictingFields("directionalLayoutMargins", "layoutMargins", why: "set the same margins"),
                fix: "keep one: directionalLayoutMargins {top, leading, bottom, trailing} follow the layout direction")
    }

    /// Reports a bad id for a new view and returns false: empty, reserved, containing a
    /// dot (constraint strings use `id.attribute`), or already used.
    func checkNewViewID(_ id: Located<SourceText>, existing: IDRegistry) -> Bool {
        let text = id.value.text
        if let problem = ItemID.problem(with: text, kind: "view") {
            d.error(at: id, problem.message, fix: problem.fix); return false
        }
        if existing.contains(text) { d.error(at: id, .duplicate(text, kind: "view id"), fix: "view ids must be unique"); return false }
        return true
    }

    /// The id if it names a known view; otherwise an error with the nearest id.
    func viewReference(_ s: Located<SourceText>, known: IDRegistry) -> String? {
        if known.contains(s.value.text) { return s.value.text }
        if let absent = known.absence(of: s.value.text) {
            d.error(at: s, "view " + absent.message, fix: absent.fix)
            return nil
        }
        d.unknownView(at: s, s.value.text, among: known.ids)
        return nil
    }

    /// A view that is its own ancestor could never be added to a window. Each cycle is
    /// reported once, at the `parent` field of its first member in file order. Every view
    /// is walked at most once (finished views are remembered), so deep trees stay linear.
    /// Superviews above each view (views directly in root are 1), found without
    /// recursion and each view walked once. A view in a cycle (reported elsewhere) gets
    /// the length of the walk that found it.
    static func depths(of views: [ViewDeclaration]) -> [ViewID: Int] {
        let parent = Dictionary(views.map { ($0.id, $0.parent) }, uniquingKeysWith: { a, _ in a })
        var depth: [ViewID: Int] = [.root: 0, .window: 0]
        for v in views where depth[v.id] == nil {
            var path: [ViewID] = []
            var onPath: Set<ViewID> = []
            var cursor = v.id
            while depth[cursor] == nil, let p = parent[cursor], onPath.insert(cursor).inserted {
                path.append(cursor)
                cursor = p
            }
            var d = depth[cursor] ?? 0
            for id in path.reversed() { d += 1; depth[id] = d }
        }
        return depth
    }

    /// The first view (in file order) deeper than `TimelineLimits.maxDepth`: one error,
    /// since every view below it is too deep as well.
    private func reportDepth(_ accepted: [(view: ViewDeclaration, wire: WireView)]) {
        let depth = Self.depths(of: accepted.map(\.view))
        guard let (view, wire) = accepted.first(where: { (depth[$0.view.id] ?? 0) > TimelineLimits.maxDepth }) else { return }
        let at = wire.parent ?? wire.id
        let message = "view '\(view.id)' is \(depth[view.id] ?? 0) views below root; a hierarchy is at most "
            + "\(TimelineLimits.maxDepth) deep"
        if let at { d.error(at: at, message, fix: "flatten the hierarchy") } else {
            d.error(at: wire.at.position, path: wire.at.path, message, fix: "flatten the hierarchy")
        }
    }

    private func reportCycles(_ accepted: [(view: ViewDeclaration, wire: WireView)]) {
        let index = Dictionary(accepted.enumerated().map { ($1.view.id, $0) }, uniquingKeysWith: { a, _ in a })
        var finished = [Bool](repeating: false, count: accepted.count)
        for start in accepted.indices where !finished[start] {
            var path: [Int] = []
            var onPath: [Int: Int] = [:]          // view index → position in `path`
            var current: Int? = start
            while let i = current, !finished[i] {
                if let at = onPath[i] {
                    reportCycle(Array(path[at...]), accepted)
                    break
                }
                onPath[i] = path.count
                path.append(i)
                current = index[accepted[i].view.parent]
            }
            for i in path { finished[i] = true }
        }
    }

    private func reportCycle(_ members: [Int], _ accepted: [(view: ViewDeclaration, wire: WireView)]) {
        let first = members.firstIndex(of: members.min()!)!
        let ordered = Array(members[first...] + members[..<first])
        guard let field = accepted[ordered[0]].wire.parent else { return }
        let names = (ordered + [ordered[0]]).map { accepted[$0].view.id.name }
        d.error(at: field, "views form a cycle: \(names.joined(separator: " → "))", fix: "a view cannot be its own ancestor")
    }

    private func checkKeepCenterOf(_ view: ViewDeclaration, in views: [ViewDeclaration], wire: WireView) {
        guard let child = view.keepCenterOf,
              let layout = wire.properties.first(where: { $0.key == "layout" }),
              case .object(let members) = layout.value.kind,
              let field = members.first(where: { $0.key == "keepCenterOf" }) else { return }
        let path = JSONPath.member(JSONPath.member(wire.at.path, "layout"), "keepCenterOf")
        let at = { (message: String, fix: String?) in d.error(at: field.value.position, path: path, message, fix: fix) }
        guard let target = views.first(where: { $0.id == child }) else {
            d.unknownView(at: field.value.position, path: path, child.name, among: views.map(\.id.name)); return
        }
        if target.parent != view.id {
            at("'\(child)' is not a subview of '\(view.id)'", "keepCenterOf names one of the view's own subviews")
        }
    }
}
