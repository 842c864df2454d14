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
    func validateLayoutGuides(_ guides: [String], owner: String) throws {
        var seen: Set<String> = []
        for g in guides {
            guard g != Self.windowID, g != Self.rootID else { throw LayoutError.reservedViewID(g) }
            guard seen.insert(g).inserted else {
                throw LayoutError.invalidViewProperty(view: owner, reason: "layout guide '\(g)' is listed twice")
            }
            if let existing = tree.nodes[g], existing.owner?.id != owner { throw LayoutError.duplicateView(g) }
        }
    }

    /// Brings the guide nodes of `n` in line with `n.spec.layoutGuides`: new ids get a
    /// guide, ids no longer listed lose theirs with their constraints.
    func syncLayoutGuides(of n: ViewNode, previous: [String]) {
        let wanted = n.spec.layoutGuides
        for gone in previous where !wanted.contains(gone) { if let g = tree.nodes[gone] { removeLayoutGuide(g) } }
        for id in wanted where tree.nodes[id] == nil {
            var spec = ViewSpec(id: id, parent: n.id)
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
    public var id: String
    /// `layoutFrame`: in the owning view's coordinates.
    public var layoutFrame: Rect
    public init(id: String, layoutFrame: Rect) { self.id = id; self.layoutFrame = layoutFrame }
}
