import Cassowary
import Geometry

/// The layout cycle as UIKit runs it: invalidations only set flags (so any number of
/// them coalesce into one pass), and `layoutIfNeeded` runs one pass:
/// 1. update constraints bottom-up: `updateConstraints` per flagged view, the root view's
///    controller getting `updateViewConstraints` instead (overrides: `ViewLayoutHooks`,
///    `ControllerLayoutHooks`);
/// 2. read the solver's values; a view whose rect changed dirties its superview's
///    layout, a view whose size changed dirties its own;
/// 3. lay out top-down: each dirty view's `layoutSubviews` — UIKit's implementation
///    applies the rects to its subviews, an override runs around it (the root's is
///    wrapped in `viewWillLayoutSubviews`/`viewDidLayoutSubviews`);
/// 4. settle what depends on the layout itself — subview safe areas and the width of
///    wrapping labels with no `preferredMaxLayoutWidth` (the two-pass pattern) — and go
///    round again while anything (an override, a label) changed the layout.
/// A pass that keeps going round is a layout feedback loop: it is stopped once a view has
/// received `layoutSubviews` (or `updateConstraints`) `layoutFeedbackLoopThreshold` times
/// and reported as UIKit's layout feedback loop debugger reports it.
extension LayoutEngine {
    /// Whether `layoutIfNeeded` would run a pass now.
    var needsLayoutPass: Bool { cycle.engineDirty || cycle.hasFlaggedViews }


    /// The first display: the controller's loading and appearance callbacks around the
    /// first layout pass, in UIKit's order.
    public func appear() {
        guard !cycle.hasAppeared else { return }
        cycle.hasAppeared = true
        loadViewIfNeeded()
        diagnostics.record(.callback, "viewWillAppear(_:)")
        cycle.controllerHooks?.lifecycle?(.viewWillAppear)
        for n in tree.preorder() { n.needsLayout = true }
        layoutIfNeeded()
        diagnostics.record(.callback, "viewDidAppear(_:)")
        cycle.controllerHooks?.lifecycle?(.viewDidAppear)
    }

    /// `loadView` and `viewDidLoad`, where an app builds its views and activates its
    /// constraints: everything declared so far reaches the solver here, in declaration
    /// order, so conflicts are logged after `viewDidLoad` as in an app. A controller's
    /// `viewDidLoad` hook runs with the view loaded: what it activates reaches the solver
    /// as it is activated, and a `layoutIfNeeded` in it runs a pass, as in UIKit.
    public func loadViewIfNeeded() {
        guard !store.isViewLoaded, !cycle.isLoadingView else { return }
        diagnostics.record(.callback, "loadView")
        cycle.isLoadingView = true
        cycle.controllerHooks?.lifecycle?(.loadView)
        cycle.isLoadingView = false
        diagnostics.record(.callback, "viewDidLoad")
        store.isViewLoaded = true
        store.refreshConstraints()
        cycle.controllerHooks?.lifecycle?(.viewDidLoad)
    }

    /// UIView.layoutIfNeeded on the window: one pass if anything is dirty, else nothing.
    /// Loads the controller's view first if needed, as touching `view` does in UIKit.
    /// Called from a layout hook it does nothing: the running pass goes round again
    /// before it returns, so the work gets done.
    public func layoutIfNeeded() {
        loadViewIfNeeded()
        guard cycle.loopMonitor == nil, !cycle.isLoadingView, needsLayoutPass else { return }
        runPass(scope: nil)
    }

    /// `layoutIfNeeded()` sent to one view: as in UIKit it lays out that view's subtree
    /// only. A view's frame is set by its superview's `layoutSubviews`, so the subviews (at
    /// any depth) of `id` move; `id` itself and everything outside keep their frames, stay
    /// dirty, and land at the next pass — inside an animation block, un-animated (the
    /// "nothing animates" mistake of `card.layoutIfNeeded()` after changing card's own pin).
    /// A hierarchy that has never been laid out is laid out whole, whichever view is sent
    /// the message: CALayer's documented rule climbs to the topmost ancestor that needs
    /// layout, and before the first pass every ancestor does (a test that adds a view to a
    /// fresh window, constrains its size and sends it `layoutIfNeeded()` reads that size).
    public func layoutIfNeeded(on id: ViewID) throws {
        let receiver = try tree.node(id, context: "layoutIfNeeded")
        guard receiver.role != .window else { return layoutIfNeeded() }
        loadViewIfNeeded()
        if cycle.passCount == 0 && !cycle.isLoadingView { return layoutIfNeeded() }
        guard cycle.loopMonitor == nil else { return }
        var inScope: Set<ViewID> = []
        func collect(_ n: ViewNode) { inScope.insert(n.id); for c in n.children { if let k = tree.nodes[c] { collect(k) } } }
        collect(receiver)
        let scope = PassScope(receiver: id, views: inScope)
        cycle.passScope = scope
        let dirty = cycle.hasFlaggedViewsInScope
        cycle.passScope = nil
        guard cycle.engineDirty || dirty else { return }
        runPass(scope: scope)
    }

    /// UIView.updateConstraintsIfNeeded: the constraint-update phase alone (every flagged
    /// view, bottom-up), with no layout. Called from a layout hook it does nothing: the
    /// running pass does the work.
    public func updateConstraintsIfNeeded() {
        loadViewIfNeeded()
        guard cycle.loopMonitor == nil, !cycle.isLoadingView, cycle.hasFlaggedViews else { return }
        cycle.loopMonitor = FeedbackLoopMonitor(threshold: configuration.effectiveFeedbackLoopThreshold)
        defer { cycle.loopMonitor = nil }
        updateConstraintsPhase()
        store.refreshConstraints()
    }

    /// One pass over the whole window (`scope` nil) or over one view's subtree.
    func runPass(scope: PassScope?) {
        cycle.passCount += 1
        diagnostics.record(.pass, "layout pass \(cycle.passCount)" + (scope.map { " (layoutIfNeeded on \($0.receiver))" } ?? ""))
        cycle.loopMonitor = FeedbackLoopMonitor(threshold: configuration.effectiveFeedbackLoopThreshold)
        cycle.passScope = scope
        defer { cycle.loopMonitor = nil; cycle.passScope = nil }
        updateConstraintsPhase()
        store.refreshConstraints()
        var iteration = 1
        while true {
            applySolvedRects()
            cycle.engineDirty = false
            layoutPhase()
            let labels = settleLayoutDependentInputs()
            store.refreshConstraints()
            guard cycle.engineDirty || cycle.hasFlaggedViewsInScope else { break }
            if cycle.loopMonitor?.isOverThreshold == true {
                stopFeedbackLoop(causes: labels)
                break
            }
            iteration += 1
            let reasons = (cycle.loopMonitor?.startIteration() ?? []) + labels
            diagnostics.record(.pass, "layout pass \(cycle.passCount), iteration \(iteration)" + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: ", ")))
            updateConstraintsPhase()
        }
        if cycle.rectsWaitingOutsideScope {
            cycle.rectsWaitingOutsideScope = false
            cycle.engineDirty = true
        }
        // Only a change of which constraints are installed can make a layout ambiguous
        // or not in practice; constant edits (every frame of a `constraints`-style
        // animation) skip the costly solver query.
        if configuration.detectsAmbiguity, store.constraintSetChanged {
            store.constraintSetChanged = false
            diagnostics.detectAmbiguity()
        }
    }

    func updateConstraintsPhase() {
        for n in tree.postorder() where n.needsUpdateConstraints && tree.nodes[n.id] === n && cycle.isInPassScope(n) {
            n.needsUpdateConstraints = false
            switch n.role {
            case .root:
                diagnostics.record(.callback, "updateViewConstraints")
                let controller = cycle.controllerHooks.flatMap { c in c.updateViewConstraints.map { [(c.name, $0)] } } ?? []
                runOverrides(controller, view: n.id) { self.updateConstraints(of: n) }
            case .view:
                diagnostics.record(.view, "updateConstraints \(n.id)")
                updateConstraints(of: n)
            case .window, .layoutGuide: break
            }
        }
    }

    /// A view's `updateConstraints` with its overrides. UIKit raises when the view still
    /// needs a constraint update afterwards (super not called, or the view dirtied itself
    /// while updating); the engine logs UIKit's reason and carries on.
    func updateConstraints(of n: ViewNode) {
        cycle.loopMonitor?.willUpdateConstraints(n.id)
        var reachedUIKit = false
        let overrides = cycle.overrides(of: n, \.updateConstraints)
        runOverrides(overrides, view: n.id) { reachedUIKit = true }
        guard !reachedUIKit || n.needsUpdateConstraints else { return }
        n.needsUpdateConstraints = false
        let className = overrides.last?.name ?? "UIView"
        diagnostics.record(.console, "The layout constraints still need update after sending -updateConstraints to \(n.uikitDescription()). "
               + "\(className) or one of its superclasses may have overridden -updateConstraints without calling super. "
               + "Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors.")
        diagnostics.record(.note, "UIKit raises NSInternalInconsistencyException here; the pass carries on")
    }

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

    func snappedToPixels(_ r: Rect) -> Rect { r.snapped(pixelScale: configuration.pixelScale) }

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

    func applyGeometry(_ n: ViewNode) {
        let g = ViewGeometry.place(n.layoutRect, transform: n.spec.transform, anchorPoint: n.spec.anchorPoint,
                                   style: configuration.style)
        // Layout sets the frame, which keeps `bounds.origin`: a scroll view's content offset.
        let origin = n.isScrollView ? n.bounds.origin : g.bounds.origin
        move(n, center: g.center, bounds: Rect(origin: origin, size: g.bounds.size))
        n.isDisplaced = false
    }

    /// The two-pass pattern: a wrapping label with no `preferredMaxLayoutWidth` — or a
    /// class measured at its width (a text view that does not scroll) — takes the width
    /// this layout gave it and is measured again. Returns the views whose width changed
    /// (for the trace).
    func settleLayoutDependentInputs() -> [String] {
        var reasons: [String] = []
        for n in tree.preorder() where cycle.isInPassScope(n) && n.id != cycle.passScope?.receiver {
            let wrappingLabel = n.spec.isLabel && n.spec.numberOfLines != 1 && n.spec.preferredMaxLayoutWidth == nil
            guard wrappingLabel || n.spec.content.measuresAtLayoutWidth,
                  n.automaticPreferredMaxLayoutWidth != n.layoutRect.width else { continue }
            n.automaticPreferredMaxLayoutWidth = n.layoutRect.width
            let width = n.layoutRect.width.shortDescription
            diagnostics.record(.note, wrappingLabel
                ? "\(n.id): preferredMaxLayoutWidth = \(width) from the layout pass (two-pass pattern); intrinsic size invalidated"
                : "\(n.id): measured \(width) wide from the layout pass (self-sizing text view); intrinsic size invalidated")
            invalidateIntrinsicContentSize(n)
            reasons.append("width of \(n.id)")
        }
        return reasons
    }

    /// Done as the superview lays the view out, as UIKit does, so the view's own
    /// `layoutSubviews` (and a later iteration for constraints on its guides) sees it.
    func updateSafeArea(_ n: ViewNode, parent p: ViewNode) {
        guard n.role == .view else { return }
        let insets = subviewSafeAreaInsets(n, parent: p)
        guard insets != n.safeAreaInsets else { return }
        n.safeAreaInsets = insets
        n.needsLayout = true
    }

    /// `preservesSuperviewLayoutMargins`: the superview's margins as they reach into the
    /// view, taken as the superview lays it out (like its safe area).
    func updatePreservedMargins(_ n: ViewNode, parent p: ViewNode) {
        guard n.role == .view, n.spec.preservesSuperviewLayoutMargins else { return }
        let insets = overlap(of: p.marginInsets, in: p, by: n)
        guard insets != n.superviewMarginInsets else { return }
        n.superviewMarginInsets = insets
        n.needsLayout = true
    }

    /// UIKit gives a subview the part of the superview's safe-area insets its rect
    /// overlaps (transforms ignored, as Auto Layout ignores them).
    func subviewSafeAreaInsets(_ n: ViewNode, parent p: ViewNode) -> EdgeInsets {
        p.isScrollView ? overlap(of: p.safeAreaInsetsInside, in: p, by: n) : overlap(of: p.safeAreaInsets, in: p, by: n)
    }

    /// How far insets `s` of the superview `p`'s bounds reach into `n`'s rect, per side
    /// (0 where they do not reach it, at most the rect's size), where `n` is on screen (a
    /// scroll view's content is shifted by the offset).
    func overlap(of s: EdgeInsets, in p: ViewNode, by n: ViewNode) -> EdgeInsets {
        let pb = Rect(origin: .zero, size: p.layoutRect.size)
        let r = n.layoutRect.offsetBy(dx: -store.scrollShift(p, horizontal: true), dy: -store.scrollShift(p, horizontal: false))
        func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
        return EdgeInsets(top: clamp(pb.minY + s.top - r.minY, r.height),
                          left: clamp(pb.minX + s.left - r.minX, r.width),
                          bottom: clamp(r.maxY - (pb.maxY - s.bottom), r.height),
                          right: clamp(r.maxX - (pb.maxX - s.right), r.width))
    }
}

