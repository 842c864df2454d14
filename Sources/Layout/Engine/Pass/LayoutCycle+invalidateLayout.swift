import Geometry

/// UIKit's invalidations: each only sets a view's flag (so any number of them coalesce
/// into one pass), counted so that a pass can tell which override invalidated the layout.
extension LayoutCycle {
    /// UIView.setNeedsLayout.
    public func setNeedsLayout(_ id: ViewID = .root) throws {
        try tree.node(id, context: "setNeedsLayout").needsLayout = true
        changeCount &+= 1
    }

    /// UIView.setNeedsUpdateConstraints.
    public func setNeedsUpdateConstraints(_ id: ViewID = .root) throws {
        try tree.node(id, context: "setNeedsUpdateConstraints").needsUpdateConstraints = true
        changeCount &+= 1
    }
}
