/// A row update applied to a table's measured rows and the cells in view, the one step both
/// front ends take (the Swift `UITableView` and a timeline's table): a reloaded row forgets
/// its height, a deleted one goes, an inserted one comes at its estimate, and the cells in
/// view take their rows' new paths; the cells of deleted and reloaded rows leave them.
/// Paths as UIKit takes them: deleted and reloaded ones before the update, inserted ones
/// after it (checked by `ItemUpdates.invalidPath` first).
extension TableGeometry {
    /// Returns the cells that left their rows, with the rows they showed.
    public mutating func apply<Cell>(_ updates: ItemUpdates, to cells: inout [(path: ItemPath, cell: Cell)],
                                     estimate: (ItemPath) -> Double) -> [(path: ItemPath, cell: Cell)] {
        var leaving: [(path: ItemPath, cell: Cell)] = []
        for path in updates.reloaded {
            forgetHeight(of: path)
            if let k = cells.firstIndex(where: { $0.path == path }) { leaving.append(cells.remove(at: k)) }
        }
        for path in updates.deleted.sorted(by: >) where heights[path.section].indices.contains(path.item) {
            removeRow(at: path)
            if let k = cells.firstIndex(where: { $0.path == path }) { leaving.append(cells.remove(at: k)) }
            for i in cells.indices where cells[i].path.section == path.section && cells[i].path.item > path.item { cells[i].path.item -= 1 }
        }
        for path in updates.inserted.sorted() where path.item <= heights[path.section].count {
            insertRow(at: path, estimate: estimate(path))
            for i in cells.indices where cells[i].path.section == path.section && cells[i].path.item >= path.item { cells[i].path.item += 1 }
        }
        cells.sort { $0.path < $1.path }
        return leaving
    }
}
