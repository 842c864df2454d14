import Geometry
import Layout

/// A `UICollectionView`'s `collectionViewLayout`, `cells` and `sections`
/// (docs/collections.md): shapes and values checked, prototype views validated as views,
/// prototype constraint strings parsed against the prototype's ids, every item's prototype
/// and text keys known (did-you-mean for both).
extension TimelineValidator {
    private typealias F = ViewClassFormat

    func validateCollection(_ members: [JSONMember], basePath: String) -> CollectionSpec {
        var spec = CollectionSpec(layout: FlowLayoutConfiguration(), cells: [], sections: [])
        func located(_ m: JSONMember) -> Located<JSONValue> {
            Located(value: m.value, position: m.value.position, path: JSONPath.member(basePath, m.key))
        }
        if let m = members.first(where: { $0.key == "collectionViewLayout" }) { spec.layout = flowLayout(located(m)) }
        if let m = members.first(where: { $0.key == "cells" }) { spec.cells = prototypes(located(m)) }
        if let m = members.first(where: { $0.key == "sections" }) { spec.sections = sections(located(m), cells: spec.cells) }
        return spec
    }

    private func flowLayout(_ v: Located<JSONValue>) -> FlowLayoutConfiguration {
        var c = FlowLayoutConfiguration()
        guard let r = ObjectReader(v.value, path: v.path, fields: F.flowLayoutFields, diagnostics: d) else { return c }
        if let s = r.value("itemSize").flatMap({ d.size($0, in: .length, what: "an item size [width, height]") }) { c.itemSize = s }
        if let e = r.value("estimatedItemSize") {
            if case .string(let t) = e.value.kind {
                if t.text == "automatic" { c.estimatedItemSize = .automatic } else {
                    d.error(at: e, "unknown estimated item size '\(t.text)'",
                            fix: t.text.didYouMean(["automatic"]) ?? "expected \"automatic\" or a size [width, height]")
                }
            } else if let s = d.size(e, in: .length, what: "an estimated item size [width, height] or \"automatic\"") {
                c.estimatedItemSize = s == .zero ? .none : .size(s)
            }
        }
        if let x = r.number("minimumLineSpacing", in: .length) { c.minimumLineSpacing = x.value }
        if let x = r.number("minimumInteritemSpacing", in: .length) { c.minimumInteritemSpacing = x.value }
        if let i = r.value("sectionInset").flatMap({ d.insets($0, missing: 0, in: .coordinate) }) { c.sectionInset = i }
        if let s = r.value("headerReferenceSize").flatMap({ d.size($0, in: .length, what: "a header size [width, height]") }) {
            c.headerReferenceSize = s
        }
        if let s = r.value("footerReferenceSize").flatMap({ d.size($0, in: .length, what: "a footer size [width, height]") }) {
            c.footerReferenceSize = s
        }
        if let s = r.string("scrollDirection").flatMap({ d.name($0, as: CollectionScrollDirection.self, what: "scroll direction") }) {
            c.scrollDirection = s
        }
        return c
    }

    private func prototypes(_ v: Located<JSONValue>) -> [CellPrototype] {
        guard case .object(let members) = v.value.kind else {
            d.typeError(v, expected: "an object of cell prototypes by reuse identifier")
            return []
        }
        var found: [CellPrototype] = []
        for m in members {
            let path = JSONPath.member(v.path, m.key)
            if let problem = ItemID.problem(with: m.key, kind: "cell") {
                d.error(at: m.keyPosition, path: path, problem.message, fix: problem.fix)
                continue
            }
            if let p = prototype(id: m.key, Located(value: m.value, position: m.value.position, path: path)) { found.append(p) }
        }
        return found
    }

    private func prototype(id: String, _ v: Located<JSONValue>) -> CellPrototype? {
        let fields = F.cellPrototypeFields + ViewClassFormat.viewFields
        guard let r = ObjectReader(v.value, path: v.path, fields: fields, diagnostics: d) else { return nil }
        // The cell's own properties: UIView's, as on any view.
        let decoder = ViewPropertyDecoder(diagnostics: d, fontFamilies: fontFamilies, viewClass: .collectionViewCell,
                                          imageFiles: imageFiles)
        var cell = ViewDeclaration(id: id, parent: LayoutEngine.rootID, source: d.reference(v.position, v.path))
        cell = cell.applying(decoder.decode(r.members.filter { !F.cellPrototypeFields.contains($0.key) }, basePath: v.path).map(\.value))
        // Its views: validated as views whose parents are the content view or each other.
        let wires = (r.array("views") ?? []).compactMap { WireView($0, d) }
        var ids = IDRegistry()
        for w in wires {
            guard let wid = w.id else { continue }
            if wid.value.text == CellPrototype.contentViewID {
                d.error(at: wid, "'contentView' is the cell's content view", fix: "give the view another id"); continue
            }
            if checkNewViewID(wid, existing: ids) { ids.insert(wid.value.text) }
        }
        let known = IDRegistry([CellPrototype.contentViewID] + ids.ids)
        var views: [ViewDeclaration] = []
        for w in wires {
            guard var view = validateView(w, knownParents: known, guides: [:]), !views.contains(where: { $0.id == view.id }) else { continue }
            if w.parent == nil { view.parent = CellPrototype.contentViewID }
            views.append(view)
        }
        // Constraint strings among them.
        var constraints: [ConstraintDescription] = []
        let names = KnownViews(contains: { known.contains($0) }, names: { known.ids }, absence: { _ in nil })
        for s in r.array("constraints") ?? [] {
            guard let text = d.string(s, maxLength: TimelineLimits.maxStringLength) else { continue }
            let entry = ConstraintEntry(id: nil, isActive: true, kind: .expression(text.value), source: d.reference(s.position, s.path))
            do {
                constraints += try entry.constraintDescriptions(parentOf: { id in views.first { $0.id == id }?.parent }, views: names,
                                                                layoutDirectionOf: { _ in .leftToRight })
            } catch let e as TimelinePlaybackErrors {
                for error in e.errors { d.report(error) }
            } catch {
                d.error(at: s, "\(error)")
            }
        }
        return CellPrototype(id: id, cell: cell, views: Self.treeOrder(views), constraints: constraints)
    }

    /// Parents before children, siblings in the order written (the order a cell's
    /// `init(frame:)` adds them and UIKit installs a subtree in).
    static func treeOrder(_ views: [ViewDeclaration]) -> [ViewDeclaration] {
        var ordered: [ViewDeclaration] = []
        func visit(_ parent: String) {
            for v in views where v.parent == parent && !ordered.contains(where: { $0.id == v.id }) {
                ordered.append(v)
                visit(v.id)
            }
        }
        visit(CellPrototype.contentViewID)
        return ordered
    }

    private func sections(_ v: Located<JSONValue>, cells: [CellPrototype]) -> [[CollectionItem]] {
        guard let list = d.array(v) else { return [] }
        return list.map { section in
            guard let r = ObjectReader(section.value, path: section.path, fields: F.collectionSectionFields, diagnostics: d) else { return [] }
            return (r.array("items", required: true) ?? []).compactMap { item(_: $0, cells: cells) }
        }
    }

    private func item(_ v: Located<JSONValue>, cells: [CellPrototype]) -> CollectionItem? {
        guard let r = ObjectReader(v.value, path: v.path, fields: F.collectionItemFields, diagnostics: d),
              let name = r.string("cell", required: true) else { return nil }
        guard let prototype = cells.first(where: { $0.id == name.value.text }) else {
            d.error(at: name, "unknown cell '\(name.value.text)'",
                    fix: name.value.text.didYouMean(cells.map(\.id)) ?? "declare it in \"cells\": expected one of \(cells.map(\.id).joined(separator: ", "))")
            return nil
        }
        var texts: [String: String] = [:]
        if let t = r.value("texts") {
            let labels = prototype.views.filter(\.isLabel).map(\.id)
            guard case .object(let members) = t.value.kind else { d.typeError(t, expected: "an object of texts by label id"); return nil }
            for m in members {
                let at = Located(value: m.value, position: m.value.position, path: JSONPath.member(t.path, m.key))
                guard labels.contains(m.key) else {
                    d.error(at: m.keyPosition, path: at.path, "cell '\(prototype.id)' has no label '\(m.key)'",
                            fix: m.key.didYouMean(labels) ?? "its labels: \(labels.joined(separator: ", "))")
                    continue
                }
                if let s = d.string(at, maxLength: TimelineLimits.maxStringLength) { texts[m.key] = s.value.text }
            }
        }
        return CollectionItem(cell: prototype.id, texts: texts)
    }
}
