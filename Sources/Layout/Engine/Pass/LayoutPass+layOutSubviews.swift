import Geometry

/// The pass's layout phase: the solver's rects read onto the views (marking the layouts
/// that must run), then each dirty view's `layoutSubviews` top-down, whose UIKit
/// implementation places the subviews.
extension LayoutPass {
    /// Reads every view's rect from the solution and marks the layouts that must run. In
    /// a scoped pass only the views whose superview is in the scope take their rects; the
    /// others wait for the next pass.
    func applySolvedRects() {
        for n in tree.preorder() {
            guard let vars = n.variables else { continue }
            // A guide's layoutFrame is read as it is; nothing is laid out because of it.
            for g in tree.layoutGuideNodes(of: n) { if let gv = g.variables { g.layoutRect = snappedToPixels(store.solvedRect(gv)) } }
            // A scroll view whose content size changed lays out again (its adjusted inset).
            if n.isScrollView, solvedContentSize(n) != n.scrollContentSize { n.needsLayout = true }
            let rect = snappedToPixels(store.solvedRect(vars))
            // A displaced view's size is not the engine's on purpose (see `setFrame`).
            guard rect != n.layoutRect || (n.bounds.size != rect.size && !n.isDisplaced) else { continue }
            if let scope = cycle.passScope, !scope.views.contains(n.spec.parent) {
                cycle.rectsWaitingOutsideScope = true
                continue
            }
            if rect.size != n.layoutRect.size || n.bounds.size != rect.size { n.needsLayout = true }
            n.parentNode?.needsLayout = true
            n.layoutRect = rect
        }
    }

    func snappedToPixels(_ r: Rect) -> Rect { r.snapped(pixelScale: configuration.current.pixelScale) }

    func layoutPhase() {
        for n in tree.preorder() where n.needsLayout && tree.nodes[n.id] === n && cycle.isInPassScope(n) {
            n.needsLayout = false
            cycle.loopMonitor?.willLayout(n.id)
            let controller = n.role == .root ? cycle.controllerHooks : nil
            if n.role == .root {
                diagnostics.record(.callback, "viewWillLayoutSubviews")
                if let c = controller, let hook = c.viewWillLayoutSubviews { runOverrides([(c.name, hook)], view: n.id) {} }
            }
            diagnostics.record(.view, "layoutSubviews \(n.id)")
            runOverrides(cycle.overrides(of: n, \.layoutSubviews), view: n.id) { self.placeSubviews(of: n) }
            if n.role == .root {
                diagnostics.record(.callback, "viewDidLayoutSubviews")
                if let c = controller, let hook = c.viewDidLayoutSubviews { runOverrides([(c.name, hook)], view: n.id) {} }
            }
        }
    }

    /// UIKit's `layoutSubviews`: the subviews take the engine's rects. When an override
    /// changed the engine before calling it, the new values are read first, so "change,
    /// then super" and "super, change, super again" work as on a device.
    func placeSubviews(of n: ViewNode) {
        if cycle.engineDirty {
            store.refreshConstraints()
            applySolvedRects()
            cycle.engineDirty = false
        }
        if n.isScrollView { settleScrollView(n) }
        for c in n.children {
            guard let child = tree.nodes[c] else { continue }
            applyGeometry(child)
            updateSafeArea(child, parent: n)
            updatePreservedMargins(child, parent: n)
        }
    }

    /// A view takes its laid-out rect as `center` and `bounds` (its transform and anchor
    /// point as the style places them).
    func applyGeometry(_ n: ViewNode) {
        let g = ViewGeometry.place(n.layoutRect, transform: n.spec.transform, anchorPoint: n.spec.anchorPoint,
                                   style: configuration.current.style)
        // Layout sets the frame, which keeps `bounds.origin`: a scroll view's content offset.
        let origin = n.isScrollView ? n.bounds.origin : g.bounds.origin
        cycle.move(n, center: g.center, bounds: Rect(origin: origin, size: g.bounds.size))
        n.isDisplaced = false
    }
}
