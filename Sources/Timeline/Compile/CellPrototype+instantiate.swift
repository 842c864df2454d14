import Geometry
import Layout
import Playback

/// A prototype made into a cell's views and constraints, as a Swift cell class's init
/// makes them: what a collection view and a table view do alike (`CollectionDriver`,
/// `TableDriver`). The cell and its content view are each container's own.
extension CellPrototype {
    /// The prototype's views inside the cell `cellID` (`cellID.title`), showing `texts`,
    /// parents first.
    func views(inCell cellID: ViewID, texts: [String: String]) -> [ViewDescription] {
        views.map { v in
            var v = v
            if let text = texts[v.id.name] { v.text = text }
            v.id = v.id.inCell(cellID)
            v.parent = v.parent.inCell(cellID)
            return v.view
        }
    }

    /// The prototype's constraints, every item named inside the cell `cellID`.
    func constraints(inCell cellID: ViewID) -> [ConstraintDescription] {
        func inside(_ r: ItemReference) -> ItemReference { ItemReference(view: r.view.inCell(cellID), guide: r.guide) }
        return constraints.map { c in
            var c = c
            c.id = nil
            c.firstItem = inside(c.firstItem)
            c.secondItem = c.secondItem.map(inside)
            return c
        }
    }

    /// The cell's own view: the prototype's properties, framed by its container.
    func cellView(_ cellID: ViewID, in container: ViewID, viewClass: ViewClass, frame: Rect) -> ViewDeclaration {
        var cell = self.cell
        cell.id = cellID
        cell.parent = container
        cell.viewClass = viewClass
        cell.translatesAutoresizingMaskIntoConstraints = true
        cell.frame = frame
        return cell
    }
}
