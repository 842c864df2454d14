import Foundation
import Geometry

/// What UIKit's `layoutSubviews` of a table does: lay the rows out from the top
/// (`TableGeometry.plan`), measuring each row about to show, realise the cells of the rows
/// in the bounds, send the others to the reuse queues, and set `contentSize`.
extension UITableView {
    func layoutRows() {
        guard dataSource != nil else { return }
        let width = bounds.width
        if width != measuredWidth {
            measuredWidth = width
            if rowGeometry != nil { rowGeometry?.forgetHeights() }
        }
        var geometry = loadedGeometry
        let content = tableContent
        let margin = content.sideMargin(width: width.native)
        let rowWidth = width.native - 2 * margin
        let visible = bounds.minY.native...max(bounds.minY.native, bounds.maxY.native)
        // Cells that left the bounds go to the reuse queues first, so that the rows
        // coming into view reuse them (the point of the queue while scrolling). Not while an
        // update animates: every row in view keeps its cell and slides to its new place.
        realisedCells.removeAll { path, cell in
            guard enteringRows == nil else { return false }
            guard geometry.sections.indices.contains(path.section), path.item < geometry.sections[path.section].rowCount else {
                retire(cell, from: path)
                return true
            }
            let top = geometry.top(of: path), height = geometry.height(of: path)
            guard top >= visible.upperBound || top + height <= visible.lowerBound else { return false }
            retire(cell, from: path)
            return true
        }
        let shownBefore = Set(realisedCells.map { ObjectIdentifier($0.cell) })
        var obtained: [(path: ItemPath, cell: UITableViewCell)] = []
        func cell(for path: ItemPath) -> UITableViewCell {
            if let c = realisedCells.first(where: { $0.path == path })?.cell ?? obtained.first(where: { $0.path == path })?.cell {
                return c
            }
            let c = obtainCell(for: path)
            obtained.append((path, c))
            return c
        }
        // A plain table's headers float in the bounds less the adjusted inset (under the bars).
        let inset = adjustedContentInset
        let floatTop = bounds.minY.native + inset.top.native
        let floating = content.floatsHeaders ? floatTop...max(floatTop, bounds.maxY.native - inset.bottom.native) : nil
        let scale = attachedHost?.screen?.scale ?? UIScreen.main.spec.scale
        let separator = content.separatorHeight(scale: scale)
        geometry.tableHeaderHeight = tableHeaderHeight
        geometry.tableFooterHeight = tableFooterHeight
        if enteringRows == nil { retireSupplements(outside: visible, in: geometry) }
        var obtainedSupplements: [RealisedSupplement] = []
        let plan = geometry.plan(x: margin, width: rowWidth, visible: visible, floating: floating, measure: { path in
            let fixed = tableDelegate?.tableView(self, heightForRowAt: IndexPath(path)) ?? rowHeight
            if fixed >= 0 { return fixed.native }
            let c = cell(for: path)
            let fitted = c.contentView.selfSizingHeight(width: CGFloat(rowWidth - c.cellContent.accessoryWidth)).native
            return content.selfSizedRowHeight(content: fitted, scale: scale, systemStyle: c.madeTextLabelIfAny != nil)
        }, measureSupplement: { kind, section in
            let view = realisedSupplements.first { $0.kind == kind && $0.section == section }?.view ?? obtainSupplement(kind, section)
            if let view { obtainedSupplements.append(RealisedSupplement(kind: kind, section: section, view: view)) }
            return measuredHeight(of: view, kind, width: rowWidth)
        })
        rowGeometry = geometry
        var kept: [(path: ItemPath, cell: UITableViewCell)] = []
        for (path, frame) in zip(plan.rowPaths, plan.rowFrames) {
            let c = cell(for: path)
            var cellContent = c.cellContent
            cellContent.place(at: path, rowCount: geometry.sections[path.section].rowCount, in: content, separator: separator)
            c.cellContent = cellContent
            // UIKit's content view is the row less the separator under it.
            let content = CGRect(x: 0, y: 0, width: CGFloat(frame.width - cellContent.accessoryWidth),
                                 height: CGFloat(max(0, frame.height - separator)))
            if !shownBefore.contains(ObjectIdentifier(c)) {
                // A cell coming into view starts where it shows (or, for a row an animated
                // update inserts, at the style's start), wherever it was before.
                let motion = enteringRows.flatMap { $0.paths.contains(path) ? $0.motion : nil } ?? .none
                // In an animated update a reused cell leaves the window first, so that it
                // joins again where it starts instead of flying there from its old row.
                if enteringRows != nil, c.superview === self { c.removeFromSuperview() }
                UIView.performWithoutAnimation {
                    c.place(at: CGRect(motion.offset(frame, in: width.native)))
                    c.contentView.place(at: content)
                    if motion == .fade { c.alpha = 0 }
                    if c.isHidden { c.isHidden = false }
                    if c.superview !== self {
                        nameSubtree(of: c, contentView: c.contentView, textLabel: c.madeTextLabelIfAny)
                        addSubview(c)
                    }
                }
                if motion == .fade { c.alpha = 1 }
            }
            c.place(at: CGRect(frame))
            c.contentView.place(at: content)
            if !shownBefore.contains(ObjectIdentifier(c)) { tableDelegate?.tableView(self, willDisplay: c, forRowAt: IndexPath(path)) }
            kept.append((path, c))
        }
        for (path, c) in realisedCells + obtained where !kept.contains(where: { $0.cell === c }) {
            retire(c, from: path)
        }
        realisedCells = kept
        placeSupplements(plan, obtained: obtainedSupplements.filter { o in !realisedSupplements.contains { $0.view === o.view } })
        placeTableEdgeViews(width: width, contentHeight: plan.contentHeight)
        let size = Size(width.native, plan.contentHeight)
        if scrollConfiguration.contentSize != size { contentSize = CGSize(size) }
    }

    /// The data source's cell for the row.
    func obtainCell(for path: ItemPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(self, cellForRowAt: IndexPath(path))
        return cell.assignedName == nil ? named(cell) : cell
    }

    /// Names what the cell holds after the cell (docs/tables.md): its content view
    /// `.contentView`, the default style's label `.textLabel`, views in the subclass's
    /// stored properties by the property, the rest by class and place under their superview.
    /// Header and footer views are named the same way.
    func nameSubtree(of cell: UIView, contentView: UIView, textLabel: UILabel?) {
        guard let base = cell.assignedName else { return }
        var properties: [ObjectIdentifier: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: cell)
        while let m = mirror, m.subjectType != UITableViewCell.self, m.subjectType != UITableViewHeaderFooterView.self {
            for child in m.children {
                guard let label = child.label, let v = child.value as? UIView, properties[ObjectIdentifier(v)] == nil else { continue }
                properties[ObjectIdentifier(v)] = base + "." + ViewNamer.propertyName(label)
            }
            mirror = m.superclassMirror
        }
        contentView.assignedName = base + ".contentView"
        if let label = textLabel { properties[ObjectIdentifier(label)] = base + ".textLabel" }
        for v in cell.subtree.dropFirst() where v !== contentView {
            if let name = properties[ObjectIdentifier(v)] { v.assignedName = name; continue }
            guard let parent = v.superview, let parentName = parent.assignedName else { continue }
            let k = parent.subviews.prefix { $0 !== v }.filter { $0.className == v.className }.count + 1
            v.assignedName = "\(parentName).\(v.className)\(k)"
        }
    }
}
