import Geometry

/// Adding, removing and changing views, with the invalidations UIKit performs.
extension LayoutEngine {
    /// Adds a view under `spec.parent` at `spec.index` (front when nil).
    /// `generatedBefore`, when given, is the id of the constraint the view's generated
    /// constraints (intrinsic size, autoresizing mask) are listed before, else they are
    /// listed last: see `store.addConstraint(_:unnamedID:before:)`.
    public func addView(_ spec: ViewSpec, generatedBefore: LayoutConstraintID? = nil) throws {
        guard spec.id != ViewID.window, spec.id != ViewID.root else { throw LayoutError.reservedViewID(spec.id) }
        guard tree.nodes[spec.id] == nil else { throw LayoutError.duplicateView(spec.id) }
        let p = try tree.node(spec.parent, context: "the parent of view '\(spec.id)'")
        guard p.role != .layoutGuide else {
            throw LayoutError.invalidViewProperty(view: spec.id, reason: "its parent '\(p.id)' is a layout guide, not a view")
        }
        try spec.validate()
        try validateLayoutGuides(spec.layoutGuides, owner: spec.id)
        guard !spec.layoutGuides.contains(LayoutGuideID(spec.id.name)) else { throw LayoutError.duplicateView(spec.id) }
        if let generatedBefore, store.records[generatedBefore] == nil { throw LayoutError.unknownConstraint(generatedBefore) }
        // A view outside any stack changes no other constraint (a stack's baselines follow
        // its arranged subviews: then every record is looked at again).
        if p.spec.isStack || spec.isStack {
            insertView(spec, under: p, generatedBefore: generatedBefore)
        } else {
            store.keepingRecordsCurrent { insertView(spec, under: p, generatedBefore: generatedBefore) }
        }
    }

    private func insertView(_ spec: ViewSpec, under p: ViewNode, generatedBefore: LayoutConstraintID?) {
        let n = makeNode(spec: spec, role: .view)
        n.isInstalled = p.isInstalled && conditionAllows(n)
        n.layoutDirection = spec.semanticContentAttribute.layoutDirection(inheriting: p.layoutDirection)
        tree.insert(n.id, into: p, at: spec.index)
        n.autoresizingBaseSize = p.layoutRect.size
        syncLayoutGuides(of: n, previous: [])
        store.syncGeneratedConstraints(of: n, before: generatedBefore)
        store.arrangeStacks(around: n)
        p.needsLayout = true
        cycle.changeCount &+= 1
    }

    /// Removes the view and its subviews, with every constraint that mentions them (UIKit
    /// drops those constraints when a view leaves its superview).
    public func removeView(_ id: ViewID) throws {
        guard id != ViewID.window, id != ViewID.root else { throw LayoutError.reservedViewID(id) }
        let n = try tree.node(id, context: "removeView")
        guard n.role == .view else { throw LayoutError.unknownView(id, context: "removeView (it is a layout guide)") }
        let doomed = tree.subtree(of: n)
        let gone = Set(doomed.map(\.id) + doomed.flatMap(tree.layoutGuideNodes).map(\.id))
        for r in store.recordOrder where r.viewIDs.contains(where: gone.contains) { store.deleteRecord(r) }
        let p = n.parentNode
        if let p {
            p.subviews.removeAll { $0 == id }
            tree.refreshChildren(p)
            p.needsLayout = true
        }
        for v in gone.sorted() {
            for variable in tree.nodes[v]?.variables?.all ?? [] { store.variableOwners[variable.id] = nil }
            tree.nodes[v] = nil
            cycle.viewHooks[v] = nil
        }
        // UIKit takes a view that leaves its superview out of the stack's arrangement
        // (for good: adding it back does not arrange it again).
        if let p, p.spec.isStack {
            p.spec.stack?.arrangedSubviews.removeAll { $0 == id }
            p.spec.stack?.customSpacing[id] = nil
            store.arrangeStack(p)
        }
        cycle.changeCount &+= 1
    }

    /// Changes a view's properties and invalidates what UIKit would: intrinsic size
    /// (text, font, lines, intrinsic size) → `invalidateIntrinsicContentSize`; frame /
    /// mask → new autoresizing constraints; margins → `setNeedsLayout`; a transform
    /// keeps `center` and `bounds` (legacy UIKit then re-places the frame on the next
    /// pass, so the superview needs layout). The parent cannot change.
    public func updateView(_ id: ViewID, _ change: (inout ViewSpec) -> Void) throws {
        let n = try tree.node(id, context: "updateView")
        guard n.role != .layoutGuide else { throw LayoutError.unknownView(id, context: "updateView (it is a layout guide)") }
        let old = n.spec
        var next = old
        change(&next)
        guard next.id == old.id, next.parent == old.parent else { throw LayoutError.cannotChangeParent(view: id) }
        try next.validate()
        try validateLayoutGuides(next.layoutGuides, owner: id)
        n.spec = next
        if next.layoutGuides != old.layoutGuides { syncLayoutGuides(of: n, previous: old.layoutGuides) }
        if next.scroll != old.scroll { scrollConfigurationChanged(n, from: old.scroll) }
        cycle.changeCount &+= 1
        let p = n.parentNode
        if next.index != old.index, let p { tree.insert(id, into: p, at: next.index) }
        if next.text != old.text || next.font != old.font || next.numberOfLines != old.numberOfLines
            || next.preferredMaxLayoutWidth != old.preferredMaxLayoutWidth
            || next.intrinsicContentSize != old.intrinsicContentSize {
            store.invalidateIntrinsicContentSize(n)
        } else if next.content != old.content, store.measureContent(of: n) != n.contentSize {
            // A control's state (a switch turned on) is drawn, not measured: only a
            // change of its size invalidates it, as UIKit's controls do.
            store.invalidateIntrinsicContentSize(n)
        }
        // Frame and mask make constraints only for a view that translates its mask; a view
        // laid out by constraints ignores them (see `setFrame` for moving one).
        let translationChanged = next.translatesAutoresizingMaskIntoConstraints != old.translatesAutoresizingMaskIntoConstraints
        let maskedFrameChanged = next.translatesAutoresizingMaskIntoConstraints
            && (next.frame != old.frame || next.autoresizingMask != old.autoresizingMask)
        if translationChanged || maskedFrameChanged {
            n.autoresizingBaseSize = p?.layoutRect.size ?? .zero
            p?.needsLayout = true
        }
        if next.hugging != old.hugging || next.compression != old.compression || translationChanged || maskedFrameChanged {
            store.syncGeneratedConstraints(of: n)
        }
        if next.layoutMargins != old.layoutMargins || next.insetsLayoutMarginsFromSafeArea != old.insetsLayoutMarginsFromSafeArea
            || next.directionalLayoutMargins != old.directionalLayoutMargins
            || next.preservesSuperviewLayoutMargins != old.preservesSuperviewLayoutMargins {
            n.needsLayout = true
            // The superview measures the margins it passes on as it lays the view out.
            if next.preservesSuperviewLayoutMargins != old.preservesSuperviewLayoutMargins { p?.needsLayout = true }
            cycle.engineDirty = true
        }
        if next.additionalSafeAreaInsets != old.additionalSafeAreaInsets {
            // The superview hands the safe area down as it lays the view out; the root
            // view's is the screen's.
            if n.role == .root { n.safeAreaInsets = n.withAdditionalSafeArea(configuration.screen.safeAreaInsets) }
            n.needsLayout = true
            p?.needsLayout = true
            cycle.engineDirty = true
        }
        if next.semanticContentAttribute != old.semanticContentAttribute {
            tree.refreshLayoutDirections(from: n, appDirection: configuration.layoutDirection)
            n.needsLayout = true
            p?.needsLayout = true
            cycle.engineDirty = true
            store.refreshConstraints()
        }
        if next.condition != old.condition, refreshInstallation(from: n) {
            store.refreshInstalledConstraints()
            if let p, p.spec.isStack { store.arrangeStack(p) }
        }
        if next.keepCenterOf != old.keepCenterOf {
            n.builtInHooks = next.keepCenterOf.map(ViewLayoutHooks.keepingCenter)
            n.needsLayout = true
        }
        if (next.transform != old.transform || next.anchorPoint != old.anchorPoint) && configuration.style == .legacy {
            p?.needsLayout = true
        }
        if next.alignmentRectInsets != old.alignmentRectInsets { cycle.engineDirty = true }
        store.arrangeStacks(around: n, wasStack: old.isStack)
    }
}
