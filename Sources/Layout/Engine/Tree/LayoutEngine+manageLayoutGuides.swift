import Geometry

/// A view's own `UILayoutGuide`s (`addLayoutGuide(_:)`), named in `ViewSpec.layoutGuides`.
///
/// A guide is a layout item like a view — four solver variables, its `layoutFrame` in
/// the owning view's coordinates — so constraints name it as they name a view
/// (`spacer.height == 20`), and Auto Layout solves it with everything else. It is never
/// laid out, drawn, or listed among the views; it is in the window while its owner is,
/// goes when its owner goes, and every constraint that names it goes with it (as
/// `removeLayoutGuide(_:)` and `removeFromSuperview` drop them in UIKit). Guide ids share
/// the views' namespace: a constraint item must name one thing.
extension LayoutEngine {
    /// Refuses guide ids that are taken (a view, another guide, the built-in views) or
    /// repeated, before anything changes. `owner` is the view declaring them; its own
    /// existing guides may be named again.
    func validateLayoutGuides(_ guides: [LayoutGuideID], owner: ViewID) throws {
        var seen: Set<LayoutGuideID> = []
        for g in guides {
            guard ViewID(guide: g) != .window, ViewID(guide: g) != .root else { throw LayoutError.reservedViewID(ViewID(guide: g)) }
            guard seen.insert(g).inserted else {
                throw LayoutError.invalidViewProperty(view: owner, reason: "layout guide '\(g)' is listed twice")
            }
            if let existing = tree.nodes[ViewID(guide: g)], existing.owner?.id != owner { throw LayoutError.duplicateView(ViewID(guide: g)) }
        }
    }

    /// Brings the guide nodes of `n` in line with `n.spec.layoutGuides`: new ids get a
    /// guide, ids no longer listed lose theirs with their constraints.
    func syncLayoutGuides(of n: ViewNode, previous: [LayoutGuideID]) {
        let wanted = n.spec.layoutGuides
        for gone in previous where !wanted.contains(gone) { if let g = tree.nodes[ViewID(guide: gone)] { removeLayoutGuide(g) } }
        for id in wanted where tree.nodes[ViewID(guide: id)] == nil {
            var spec = ViewSpec(id: ViewID(guide: id), parent: n.id)
            spec.layoutMargins = .zero
            let g = makeNode(spec: spec, role: .layoutGuide)
            g.owner = n
            // Guides are never laid out: no layoutSubviews, no updateConstraints.
            g.needsLayout = false
            g.needsUpdateConstraints = false
            cycle.changeCount &+= 1
        }
    }

    /// Drops a guide and every constraint that names it.
    func removeLayoutGuide(_ g: ViewNode) {
        for r in store.recordOrder where r.viewIDs.contains(g.id) { store.deleteRecord(r) }
        for variable in g.variables?.all ?? [] { store.variableOwners[variable.id] = nil }
        tree.nodes[g.id] = nil
        cycle.changeCount &+= 1
    }
}

/// One `UILayoutGuide` of a view and where layout put it.
public struct LayoutGuideFrame: Hashable, Sendable {
    public var id: LayoutGuideID
    /// `layoutFrame`: in the owning view's coordinates.
    public var layoutFrame: Rect
    public init(id: LayoutGuideID, layoutFrame: Rect) { self.id = id; self.layoutFrame = layoutFrame }
}
