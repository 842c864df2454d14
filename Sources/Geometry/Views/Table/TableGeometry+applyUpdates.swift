/// A row and section update applied to a table's measured rows and the cells in view, the
/// one step both front ends take (the Swift `UITableView` and a timeline's table), in
/// UIKit's order: rows that go (reloaded rows forget their heights, deleted and moved-from
/// rows leave), numbered before the update; then sections that go and come; then rows that
/// come (inserted at their estimate, moved rows with their heights and cells), numbered
/// after it. The cells in view take their rows' new paths; the cells of deleted and
/// reloaded rows and sections leave them. Checked by `SectionUpdates.invalidSection` and
/// `ItemUpdates.invalidPath` first.
extension TableGeometry {
    /// Returns the cells that left their rows, with the rows they showed. `newSection` is
    /// the shape of an inserted or reloaded section (numbered after the update).
    public mutating func apply<Cell>(_ updates: ItemUpdates, sections sectionUpdates: SectionUpdates = SectionUpdates(),
                                     newSection: (Int) -> Section = { _ in Section(rowCount: 0) },
                                     to cells: inout [(path: ItemPath, cell: Cell)],
                                     estimate: (ItemPath) -> Double) -> [(path: ItemPath, cell: Cell)] {
        var leaving: [(path: ItemPath, cell: Cell)] = []
        func take(_ path: ItemPath) -> Cell? {
            guard let k = cells.firstIndex(where: { $0.path == path }) else { return nil }
            return cells.remove(at: k).cell
        }
        for path in updates.reloaded {
            forgetHeight(of: path)
            if let c = take(path) { leaving.append((path, c)) }
        }
        // Rows that go, the last first; a moved row keeps its height and its cell.
        let movedFrom = Set(updates.moved.map(\.from))
        var carried: [ItemPath: (height: Double?, estimate: Double, cell: Cell?)] = [:]
        for path in Set(updates.deleted + updates.moved.map(\.from)).sorted(by: >)
        where heights.indices.contains(path.section) && heights[path.section].indices.contains(path.item) {
            let height = heights[path.section][path.item], rowEstimate = estimates[path.section][path.item]
            removeRow(at: path)
            let cell = take(path)
            if movedFrom.contains(path) { carried[path] = (height, rowEstimate, cell) } else if let cell { leaving.append((path, cell)) }
            for i in cells.indices where cells[i].path.section == path.section && cells[i].path.item > path.item { cells[i].path.item -= 1 }
        }
        // Sections that go, the last first, then those that come, the first first.
        let sectionMoves = Dictionary(sectionUpdates.moved.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
        let sectionsMovedFrom = Set(sectionUpdates.moved.map(\.from))
        var carriedSections: [Int: (section: Section, heights: [Double?], estimates: [Double], cells: [(item: Int, cell: Cell)])] = [:]
        for s in sectionUpdates.leaving where sections.indices.contains(s) {
            let inSection = cells.filter { $0.path.section == s }
            cells.removeAll { $0.path.section == s }
            if sectionsMovedFrom.contains(s) {
                carriedSections[s] = (sections[s], heights[s], estimates[s], inSection.map { ($0.path.item, $0.cell) })
            } else {
                leaving += inSection
            }
            sections.remove(at: s); heights.remove(at: s); estimates.remove(at: s)
            for i in cells.indices where cells[i].path.section > s { cells[i].path.section -= 1 }
        }
        for t in sectionUpdates.arriving where t <= sections.count {
            for i in cells.indices where cells[i].path.section >= t { cells[i].path.section += 1 }
            if let from = sectionMoves[t], let moved = carriedSections[from] {
                sections.insert(moved.section, at: t); heights.insert(moved.heights, at: t); estimates.insert(moved.estimates, at: t)
                cells += moved.cells.map { (ItemPath(section: t, item: $0.item), $0.cell) }
            } else {
                let section = newSection(t)
                sections.insert(section, at: t)
                heights.insert(Array(repeating: nil, count: section.rowCount), at: t)
                estimates.insert((0..<section.rowCount).map { estimate(ItemPath(section: t, item: $0)) }, at: t)
            }
        }
        // Rows that come, the first first (a new section's rows came with it, as in UIKit).
        let newSections = Set(sectionUpdates.arriving).subtracting(sectionMoves.keys)
        let movedTo = Dictionary(updates.moved.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
        for path in Set(updates.inserted + updates.moved.map(\.to)).sorted()
        where sections.indices.contains(path.section) && !newSections.contains(path.section) && path.item <= heights[path.section].count {
            let moved = movedTo[path].flatMap { carried[$0] }
            insertRow(at: path, estimate: moved?.estimate ?? estimate(path))
            heights[path.section][path.item] = moved?.height
            for i in cells.indices where cells[i].path.section == path.section && cells[i].path.item >= path.item { cells[i].path.item += 1 }
            if let cell = moved?.cell { cells.append((path, cell)) }
        }
        cells.sort { $0.path < $1.path }
        return leaving
    }
}
