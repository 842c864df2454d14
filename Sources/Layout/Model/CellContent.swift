/// A cell's content view (a collection view's cell, a table view's row): the view the
/// cell's own views go in, pinned to the cell's four edges by constraints in this order —
/// both front ends make the same four, so frames.json lists the same constraints.
public enum CellContent {
    public static let pinnedEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
}
