import Cassowary
import Geometry

/// A constraint the geometry on screen does not satisfy, and why.
public struct ConstraintViolation: Hashable {
    /// `inFlight`: an animation shows the view away from where the constraint puts it, on
    /// its way to satisfying it;
    /// `displaced`: nothing animates, yet the screen breaks the constraint because a view
    /// stands where layout did not put it (its `frame` was set, or a stopped layout
    /// feedback loop left the last layout on screen), until its superview lays it out again;
    /// `broken`: a required constraint UIKit broke to recover from an unsatisfiable set
    /// ("Will attempt to recover by breaking constraint"), reported while it stays active;
    /// `system`: in flight, but a constraint the system makes and animates, not one the
    /// user wrote — the root view's `UIView-Encapsulated-Layout-…` constraints while a
    /// rotation resizes the window, a view's autoresizing-mask constraints while a rotation
    /// resizes its superview — so no mistake of the user's.
    public enum Kind: String, Hashable, Sendable { case inFlight, displaced, broken, system }
    public var constraint: LayoutConstraintID
    /// In flight and displaced: error on screen minus error in the model layout. Broken:
    /// the error on screen. In points.
    public var amount: Double
    public var kind: Kind = .inFlight
    /// The views it ties (first item first; a generated constraint's own view), so a
    /// frame can mark them where it cannot draw the constraint.
    public var views: [ViewID] = []

    public init(constraint: LayoutConstraintID, amount: Double, kind: Kind = .inFlight, views: [ViewID] = []) {
        self.constraint = constraint; self.amount = amount; self.kind = kind; self.views = views
    }
}

/// Violations for animation frames. Errors are measured from view geometry (the
/// presentation's and the model's, each read back to layout rects with
/// `ViewGeometry.layoutRect`), so a constraint that is broken at rest (a stretched
/// label's hugging, a `keepCenterOf` correction) adds nothing in flight, and every
/// constraint an in-flight frame breaks shows by how much.
extension LayoutDiagnostics {
    /// In-flight, system and displaced violations: each active, enforced constraint the
    /// presentation breaks by more than the model does, by more than `threshold`. It is
    /// `system` when the system is animating it (`ConstraintRecord.isSystemAnimated`;
    /// `rotating`: a rotation is animating; the views a table or collection view places always) and `displaced` when the screen would break it even with every animation at its end
    /// (views whose frame was set, or that a stopped feedback loop left, where they stand;
    /// every other view where layout puts it): no animation is taking it to satisfaction.
    public func violations(presentation: [ViewID: PresentationGeometry], rotating: Bool = false,
                           threshold: Double = 0.5) -> [ConstraintViolation] {
        let model = variableValues { _ in nil }
        let shown = variableValues { presentation[$0.id] }
        let displaced = tree.nodes.values.contains { $0.isDisplaced }
        let rest = displaced ? variableValues { n in
            n.isDisplaced ? PresentationGeometry(center: n.center, bounds: n.bounds, transform: n.spec.transform) : nil
        } : model
        let placedBySystem = { (id: ViewID) in self.tree.nodes[id]?.parentNode?.spec.viewClass.placesItsSubviews == true }
        var out: [ConstraintViolation] = []
        // A stack's guides have no presentation to read back; their constraints are left out.
        for r in store.recordOrder where r.isActive && !r.isBroken && !(r.stackConstraint?.involvesGuide ?? false) {
            let e = r.installedExpression ?? store.expression(for: r), rel = store.relation(of: r)
            let modelError = rel.error(of: e.evaluate(model))
            let amount = rel.error(of: e.evaluate(shown)) - modelError
            guard amount > threshold else { continue }
            let kind: ConstraintViolation.Kind = displaced && rel.error(of: e.evaluate(rest)) - modelError > threshold ? .displaced
                : r.isSystemAnimated(duringRotation: rotating, placedBySystem: placedBySystem) ? .system : .inFlight
            out.append(ConstraintViolation(constraint: r.id, amount: amount, kind: kind, views: r.viewIDs))
        }
        return out
    }

    /// Every broken constraint that is still active, in creation order, with its error in
    /// the geometry on screen (listed even when that happens to be 0: it is not enforced).
    public func brokenConstraints(presentation: [ViewID: PresentationGeometry]) -> [ConstraintViolation] {
        let broken = store.recordOrder.filter { $0.isActive && $0.isBroken }
        guard !broken.isEmpty else { return [] }
        let shown = variableValues { presentation[$0.id] }
        return broken.map { r in
            ConstraintViolation(constraint: r.id, amount: store.relation(of: r).error(of: store.expression(for: r).evaluate(shown)),
                                kind: .broken, views: r.viewIDs)
        }
    }

    /// Variable values (indexed by variable id) read from geometry: the override where
    /// given, the model geometry elsewhere (the engine's rect for a view whose `frame` was
    /// set: its constraints still put it there); stack guides and user layout guides, which
    /// have no geometry on screen, at their solved values.
    func variableValues(_ override: (ViewNode) -> PresentationGeometry?) -> [Double] {
        var values = [Double](repeating: 0, count: store.variableCount)
        for g in store.stackGuideVariables.values { for v in [g.origin, g.length] { values[v.id] = store.solvedValue(v) } }
        for n in tree.preorder() {
            guard let vars = n.variables else { continue }
            // A content layout guide has no presentation either: its solved size.
            if let content = n.contentVariables { for v in [content.width, content.height] { values[v.id] = store.solvedValue(v) } }
            // A layout guide has no presentation: its solved rect, in its owner's coordinates.
            for guide in tree.layoutGuideNodes(of: n) {
                for v in guide.variables?.all ?? [] { values[v.id] = store.solvedValue(v) }
            }
            // A view whose `frame` was set is measured against where its constraints put it.
            if override(n) == nil, n.isDisplaced {
                values[vars.minX.id] = n.layoutRect.minX
                values[vars.minY.id] = n.layoutRect.minY
                values[vars.width.id] = n.layoutRect.width
                values[vars.height.id] = n.layoutRect.height
                continue
            }
            let g = override(n) ?? PresentationGeometry(center: n.center, bounds: n.bounds, transform: n.spec.transform)
            var r = ViewGeometry.layoutRect(center: g.center, bounds: g.bounds, transform: g.transform,
                                            anchorPoint: n.spec.anchorPoint, style: style)
            // Expressions inset the variables by the view's own alignment insets; where the
            // insets shown differ, the values stand for the frame that puts the alignment
            // rect where the screen shows it.
            if let shown = g.alignmentRectInsets, shown != n.spec.alignmentRectInsets {
                let own = n.spec.alignmentRectInsets
                r = Rect(r.minX + shown.left - own.left, r.minY + shown.top - own.top,
                         r.width - (shown.left + shown.right) + (own.left + own.right),
                         r.height - (shown.top + shown.bottom) + (own.top + own.bottom))
            }
            values[vars.minX.id] = r.minX
            values[vars.minY.id] = r.minY
            values[vars.width.id] = r.width
            values[vars.height.id] = r.height
        }
        return values
    }
}
