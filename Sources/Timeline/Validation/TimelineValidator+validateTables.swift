import Geometry
import Layout

/// A `UITableView`'s own keys (docs/tables.md, "In a timeline"): its style, row and section
/// heights and separator (UIKit's names and defaults, into its `TableContent`), its cell
/// prototypes and its sections of rows (`TableSpec`).
extension TimelineValidator {
    private typealias F = ViewClassFormat

    /// The table's content with the keys written set, and its cells and rows.
    func validateTable(_ members: [JSONMember], basePath: String, content: TableContent) -> (TableContent, TableSpec) {
        var content = content, spec = TableSpec(cells: [], sections: [])
        for m in members {
            let v = Located(value: m.value, position: m.value.position, path: JSONPath.member(basePath, m.key))
            switch m.key {
            case "style":
                if let s = d.string(v).flatMap({ d.name($0, as: TableStyle.self, what: "table style") }) { content.style = s }
            case "rowHeight": if let x = dimension(v) { content.rowHeight = x }
            case "estimatedRowHeight": if let x = dimension(v) { content.estimatedRowHeight = x }
            case "sectionHeaderHeight": if let x = dimension(v) { content.sectionHeaderHeight = x }
            case "sectionFooterHeight": if let x = dimension(v) { content.sectionFooterHeight = x }
            case "separatorStyle":
                if let s = d.string(v).flatMap({ d.name($0, as: TableSeparatorStyle.self, what: "separator style") }) {
                    content.separatorStyle = s
                }
            case "separatorInset":
                if let i = d.insets(v, missing: 0, in: .coordinate) { content.separatorInsetLeft = i.left }
            case "cells": spec.cells = cellPrototypes(v, of: .tableViewCell)
            default: break
            }
        }
        if let m = members.first(where: { $0.key == "sections" }) {
            let v = Located(value: m.value, position: m.value.position, path: JSONPath.member(basePath, m.key))
            spec.sections = (d.array(v) ?? []).map { section in
                guard let r = ObjectReader(section.value, path: section.path, fields: F.tableSectionFields, diagnostics: d) else {
                    return TableSectionSpec(rows: [])
                }
                return TableSectionSpec(rows: (r.array("rows", required: true) ?? []).compactMap { cellItem($0, cells: spec.cells) },
                                        headerTitle: r.string("headerTitle", maxLength: TimelineLimits.maxStringLength)?.value.text,
                                        footerTitle: r.string("footerTitle", maxLength: TimelineLimits.maxStringLength)?.value.text)
            }
        }
        return (content, spec)
    }

    /// A height: a length, or `"automaticDimension"` (UIKit's −1).
    private func dimension(_ v: Located<JSONValue>) -> Double? {
        if case .string(let t) = v.value.kind {
            if t.text == "automaticDimension" { return TableContent.automaticDimension }
            d.error(at: v, .unknownName(t.text, kind: "height", nearest: t.text.nearest(in: ["automaticDimension"])),
                    fix: t.text.didYouMean(["automaticDimension"]) ?? "expected \"automaticDimension\" or a number of points")
            return nil
        }
        return d.number(v, in: .length)?.value
    }
}
