import Cassowary
import Geometry

/// UIView.constraintsAffectingLayout(for:): "the constraints impacting the layout of the
/// view for a given axis". UIKit does not say how it finds them; ours are the enforced
/// constraints whose constants the view's two variables on that axis (minX and Width, or
/// minY and Height) depend on in the solution — changing any of them would move or resize
/// the view — found by `Solver.constraintsAffecting`. That includes constraints on other
/// views the chain runs through (a sibling it is pinned to, the root view's size), and
/// leaves out constraints that do not bind (an inequality with room to spare, a hugging
/// priority that lost), as well as broken ones, which UIKit no longer enforces.
extension LayoutDiagnostics {
    /// In creation order.
    public func constraintsAffectingLayout(of id: ViewID, for axis: LayoutAxis) throws -> [LayoutConstraint] {
        let n = try tree.node(id, context: "constraintsAffectingLayout")
        guard let vars = n.variables else { return [] }
        let h = axis.isHorizontal
        let ids = store.solver.constraintsAffecting([vars.origin(horizontal: h), vars.size(horizontal: h)])
        return ids.compactMap { store.recordsBySolverID[$0] }.sorted { $0.serial < $1.serial }.map(store.snapshot)
    }

    /// What the console shows for the array (NSArray's description, as `po` or NSLog print
    /// it): one quoted constraint description per line inside parentheses.
    public func constraintsAffectingLayoutDescription(of id: ViewID, for axis: LayoutAxis) throws -> String {
        let list = try constraintsAffectingLayout(of: id, for: axis)
        return Self.arrayDescription(list.map(\.uikitDescription))
    }

    /// `(\n    "…",\n    "…"\n)`: NSArray's description of strings needing quotes, the
    /// format of the list in the unsatisfiable-constraints message too.
    static func arrayDescription(_ items: [String]) -> String {
        (["("] + [items.map { "    \"" + $0 + "\"" }.joined(separator: ",\n")].filter { !$0.isEmpty } + [")"])
            .joined(separator: "\n")
    }
}
