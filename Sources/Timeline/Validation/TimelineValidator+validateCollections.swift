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
        if let m = members.first(where: { $0.key == "cells" }) { spec.cells = cellPrototypes(located(m), of: .collectionViewCell) }
        if let m = members.first(where: { $0.key == "headers" }) { spec.headers = cellPrototypes(located(m), of: .collectionReusableView, noun: "header") }
        if let m = members.first(where: { $0.key == "footers" }) { spec.footers = cellPrototypes(located(m), of: .collectionReusableView, noun: "footer") }
        if let m = members.first(where: { $0.key == "sections" }) { declaredSections(located(m), into: &spec) }
        return spec
    }

    private func flowLayout(_ v: Located<JSONValue>) -> FlowLayoutConfiguration {
        var c = FlowLayoutConfiguration()
        guard let r = ObjectReader(v.value, path: v.path, fields: F.flowLayoutFields, diagnostics: d) else { return c }
        if let s = r.value("itemSize").flatMap({ d.size($0, in: .length, what: "an item size [width, height]") }) { c.itemSize = s }
        if let e = r.value("estimatedItemSize") {
            if case .string(let t) = e.value.kind {
                if t.text == "automatic" { c.estimatedItemSize = .automatic } else {
                    d.error(at: e, .unknownName(t.text, kind: "estimated item size", nearest: t.text.nearest(in: ["automatic"])),
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
        if let b = r.value("sectionHeadersPinToVisibleBounds").flatMap({ d.bool($0) }) { c.sectionHeadersPinToVisibleBounds = b.value }
        return c
    }

    /// `[{ "items": [...] }]`: a declared collection view's sections, or those a section update inserts or reloads.
    func sections(_ v: Located<JSONValue>, cells: [CellPrototype]) -> [[CellItem]] {
        guard let list = d.array(v) else { return [] }
        return list.map { section in
            // A section update's sections carry items only (their header and footer views are not modelled yet).
            guard let r = ObjectReader(section.value, path: section.path, fields: F.updatedSectionFields, diagnostics: d) else { return [] }
            return (r.array("items", required: true) ?? []).compactMap { cellItem($0, cells: cells) }
        }
    }

    /// A declared collection view's sections: their items, and each section's header and
    /// footer view (a prototype of `headers` or `footers`, did-you-mean).
    private func declaredSections(_ v: Located<JSONValue>, into spec: inout CollectionSpec) {
        guard let list = d.array(v) else { return }
        for section in list {
            guard let r = ObjectReader(section.value, path: section.path, fields: F.collectionSectionFields, diagnostics: d) else {
                spec.sections.append([]); spec.sectionHeaders.append(nil); spec.sectionFooters.append(nil)
                continue
            }
            spec.sectionHeaders.append(r.value("header").flatMap { cellItem($0, cells: spec.headers, as: .header) })
            spec.sections.append((r.array("items", required: true) ?? []).compactMap { cellItem($0, cells: spec.cells) })
            spec.sectionFooters.append(r.value("footer").flatMap { cellItem($0, cells: spec.footers, as: .footer) })
        }
    }
}
