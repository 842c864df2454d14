import Geometry
import Layout

/// Cell prototypes (`cells`) and the items or rows that name them, as a collection view and
/// a table view declare them alike (docs/collections.md, docs/tables.md): prototype views
/// validated as views, prototype constraint strings parsed against the prototype's ids,
/// every item's prototype and text keys known (did-you-mean for both).
extension TimelineValidator {
    private typealias F = ViewClassFormat

    /// `cells` (`headers`, `footers`): prototypes by reuse identifier, each a cell (a header
    /// or footer view) of `cellClass`.
    func cellPrototypes(_ v: Located<JSONValue>, of cellClass: ViewClass, noun: String = "cell") -> [CellPrototype] {
        guard case .object(let members) = v.value.kind else {
            d.typeError(v, expected: "an object of \(noun) prototypes by reuse identifier")
            return []
        }
        var found: [CellPrototype] = []
        for m in members {
            let path = JSONPath.member(v.path, m.key)
            if let problem = ItemID.problem(with: m.key, kind: noun) {
                d.error(at: m.keyPosition, path: path, problem.message, fix: problem.fix)
                continue
            }
            if let p = prototype(id: m.key, Located(value: m.value, position: m.value.position, path: path), of: cellClass) { found.append(p) }
        }
        return found
    }

    private func prototype(id: String, _ v: Located<JSONValue>, of cellClass: ViewClass) -> CellPrototype? {
        let own = cellClass == .tableViewCell ? F.tableCellPrototypeFields : F.cellPrototypeFields
        // A cell's views are in its content view; a header's or footer's in itself.
        let container = cellClass == .collectionReusableView ? CellPrototype.selfID : CellPrototype.contentViewID
        let fields = own + ViewClassFormat.viewFields
        guard let r = ObjectReader(v.value, path: v.path, fields: fields, diagnostics: d) else { return nil }
        // The cell's own properties: UIView's, as on any view.
        let decoder = ViewPropertyDecoder(diagnostics: d, fontFamilies: fontFamilies, viewClass: cellClass,
                                          imageFiles: imageFiles)
        var cell = ViewDeclaration(id: ViewID(id), parent: .root, source: d.reference(v.position, v.path))
        cell.clipsToBounds = cellClass.clipsToBoundsByDefault
        cell = cell.applying(decoder.decode(r.members.filter { !own.contains($0.key) }, basePath: v.path).map(\.value))
        if cellClass == .tableViewCell {
            var content = TableCellContent()
            if let a = r.string("accessoryType").flatMap({ d.name($0, as: TableCellAccessoryType.self, what: "accessory type") }) {
                content.accessoryType = a
            }
            cell.content = .tableCell(content)
        }
        // UIKit's `.default` style: its `textLabel` joins the prototype's views.
        var style: TableCellStyle?
        if cellClass == .tableViewCell, let s = r.string("style"), let named = d.name(s, as: TableCellStyle.self, what: "cell style") {
            // Every style has the textLabel (so that rows naming it are not refused as well).
            style = named
            if named != .default {
                d.error(at: s, "cell style '\(named.rawValue)' is not laid out yet: its detailTextLabel is missing",
                        fix: "use \"default\" (its textLabel) or give the cell views of its own in \"views\"")
            }
        }
        // Its views: validated as views whose parents are the content view or each other.
        let wires = (r.array("views") ?? []).compactMap { WireView($0, d) }
        var ids = IDRegistry()
        for w in wires {
            guard let wid = w.id else { continue }
            if wid.value.text == container.name {
                d.error(at: wid, container == CellPrototype.selfID ? "'self' is the header or footer view itself" : "'contentView' is the cell's content view",
                        fix: "give the view another id"); continue
            }
            if style != nil, wid.value.text == CellPrototype.textLabelID.name {
                d.error(at: wid, "'textLabel' is the default style's label", fix: "give the view another id, or leave out \"style\""); continue
            }
            if checkNewViewID(wid, existing: ids) { ids.insert(wid.value.text) }
        }
        let known = IDRegistry([container.name] + ids.ids)
        var views: [ViewDeclaration] = []
        for w in wires {
            guard var view = validateView(w, knownParents: known, guides: [:]), !views.contains(where: { $0.id == view.id }) else { continue }
            if w.parent == nil { view.parent = container }
            views.append(view)
        }
        // Constraint strings among them.
        var constraints: [ConstraintDescription] = []
        let names = KnownViews(contains: { known.contains($0) }, names: { known.ids }, absence: { _ in nil })
        for s in r.array("constraints") ?? [] {
            guard let text = d.string(s, maxLength: TimelineLimits.maxStringLength) else { continue }
            let entry = ConstraintEntry(id: nil, isActive: true, kind: .expression(text.value), source: d.reference(s.position, s.path))
            do {
                constraints += try entry.constraintDescriptions(parentOf: { id in views.first { $0.id.name == id }?.parent.name }, views: names,
                                                                layoutDirectionOf: { _ in .leftToRight })
            } catch let e as TimelinePlaybackErrors {
                for error in e.errors { d.report(error) }
            } catch {
                d.report(TimelineError(at: d.reference(s.position, s.path), problem: .init(error)))
            }
        }
        let made = CellPrototype(id: id, cell: cell, views: Self.treeOrder(views, under: container), constraints: constraints)
        return style == nil ? made : made.withTextLabel(source: cell.source)
    }

    /// Parents before children, siblings in the order written (the order a cell's
    /// `init(frame:)` adds them and UIKit installs a subtree in).
    static func treeOrder(_ views: [ViewDeclaration], under container: ViewID = CellPrototype.contentViewID) -> [ViewDeclaration] {
        var ordered: [ViewDeclaration] = []
        func visit(_ parent: ViewID) {
            for v in views where v.parent == parent && !ordered.contains(where: { $0.id == v.id }) {
                ordered.append(v)
                visit(v.id)
            }
        }
        visit(container)
        return ordered
    }

    /// An item or row (`{"cell", "texts"}`), or a collection section's header or footer
    /// (`{"view", "texts"}`, `supplement`): its prototype (did-you-mean) and its labels' texts.
    func cellItem(_ v: Located<JSONValue>, cells: [CellPrototype], as supplement: TableGeometry.Supplement? = nil) -> CellItem? {
        let key = supplement == nil ? "cell" : "view", noun = supplement?.rawValue ?? "cell"
        guard let r = ObjectReader(v.value, path: v.path, fields: supplement == nil ? F.cellItemFields : F.supplementItemFields, diagnostics: d),
              let name = r.string(key, required: true) else { return nil }
        guard let prototype = cells.first(where: { $0.id == name.value.text }) else {
            let fix = cells.isEmpty ? "declare it in \"\(noun)s\"" : "declare it in \"\(noun)s\": expected one of \(cells.map(\.id).joined(separator: ", "))"
            d.error(at: name, .unknownName(name.value.text, kind: noun, nearest: name.value.text.nearest(in: cells.map(\.id))),
                    fix: name.value.text.didYouMean(cells.map(\.id)) ?? fix)
            return nil
        }
        var texts: [String: String] = [:]
        if let t = r.value("texts") {
            let labels = prototype.views.filter(\.isLabel).map(\.id.name)
            guard case .object(let members) = t.value.kind else { d.typeError(t, expected: "an object of texts by label id"); return nil }
            for m in members {
                let at = Located(value: m.value, position: m.value.position, path: JSONPath.member(t.path, m.key))
                guard labels.contains(m.key) else {
                    d.error(at: m.keyPosition, path: at.path, "\(noun) '\(prototype.id)' has no label '\(m.key)'",
                            fix: m.key.didYouMean(labels) ?? "its labels: \(labels.joined(separator: ", "))")
                    continue
                }
                if let s = d.string(at, maxLength: TimelineLimits.maxStringLength) { texts[m.key] = s.value.text }
            }
        }
        return CellItem(cell: prototype.id, texts: texts)
    }
}
