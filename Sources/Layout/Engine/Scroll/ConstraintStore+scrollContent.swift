import Cassowary
import Geometry

/// What a scroll view puts into constraint expressions (see `LayoutEngine+scrollViews`):
/// its content offset, which every expression climbing out of it shifts by, the content
/// guide's variables, and its weak pull towards the content size as set.
extension ConstraintStore {
    /// The content guide's pull towards the set content size: below every priority a
    /// constraint can have (1…1000), so any constraint on the guide wins.
    static let scrollContentPriority = Priority(0.5)

    /// How far a scroll view's bounds are scrolled along one axis (0 for other views).
    func scrollShift(_ n: ViewNode, horizontal: Bool) -> Double {
        guard n.isScrollView else { return 0 }
        return horizontal ? n.bounds.minX : n.bounds.minY
    }

    /// `contentSize` as set along one axis (0 when not set).
    func setContentSize(of view: ViewID, horizontal: Bool) -> Double {
        guard let size = tree.nodes[view]?.spec.scroll?.contentSize else { return 0 }
        return horizontal ? size.width : size.height
    }

    /// Gives a scroll view its content guide's variables (and takes them from a view that is
    /// no longer one).
    func syncContentVariables(of n: ViewNode) {
        if n.isScrollView, n.contentVariables == nil, n.variables != nil {
            n.contentVariables = (solver.makeVariable("\(n.id).contentWidth"), solver.makeVariable("\(n.id).contentHeight"))
        } else if !n.isScrollView {
            n.contentVariables = nil
        }
    }
}
