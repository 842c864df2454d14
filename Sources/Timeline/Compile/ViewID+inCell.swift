import Geometry
import Layout

extension ViewID {
    /// The view a cell's prototype names `self`, made for the cell `cell`: named inside the
    /// cell's name (`list.cell3.title`), as frames.json, the trace and constraints show it.
    /// `self`, in a header's or footer's prototype, is the view itself.
    func inCell(_ cell: ViewID) -> ViewID { self == CellPrototype.selfID ? cell : ViewID(cell.name + "." + name) }
}
