import Geometry

/// The first display, UIKit's requests for a pass (`layoutIfNeeded`, on the window or on
/// one view, and `updateConstraintsIfNeeded`) and the pass itself, going round until
/// nothing is dirty or a feedback loop is stopped.
extension LayoutPass {
    /// Whether `layoutIfNeeded` would run a pass now.
    var isNeeded: Bool { cycle.engineDirty || cycle.hasFlaggedViews }

    /// The first display: the controller's loading and appearance callbacks around the
    /// first layout pass, in UIKit's order.
    func appear() {
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
    func loadViewIfNeeded() {
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
    func layoutIfNeeded() {
        loadViewIfNeeded()
        guard cycle.loopMonitor == nil, !cycle.isLoadingView, isNeeded else { return }
        run(scope: nil)
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
    func layoutIfNeeded(on id: ViewID) throws {
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
        run(scope: scope)
    }

    /// UIView.updateConstraintsIfNeeded: the constraint-update phase alone (every flagged
    /// view, bottom-up), with no layout. Called from a layout hook it does nothing: the
    /// running pass does the work.
    func updateConstraintsIfNeeded() {
        loadViewIfNeeded()
        guard cycle.loopMonitor == nil, !cycle.isLoadingView, cycle.hasFlaggedViews else { return }
        cycle.loopMonitor = FeedbackLoopMonitor(threshold: configuration.current.effectiveFeedbackLoopThreshold)
        defer { cycle.loopMonitor = nil }
        updateConstraintsPhase()
        store.refreshConstraints()
    }

    /// One pass over the whole window (`scope` nil) or over one view's subtree.
    func run(scope: PassScope?) {
        cycle.passCount += 1
        diagnostics.record(.pass, "layout pass \(cycle.passCount)" + (scope.map { " (layoutIfNeeded on \($0.receiver))" } ?? ""))
        cycle.loopMonitor = FeedbackLoopMonitor(threshold: configuration.current.effectiveFeedbackLoopThreshold)
        cycle.passScope = scope
        defer { cycle.loopMonitor = nil; cycle.passScope = nil }
        updateConstraintsPhase()
        store.refreshConstraints()
        var iteration = 1
        while true {
            applySolvedRects()
            cycle.engineDirty = false
            layoutPhase()
            let labels = remeasureAtLayoutWidth()
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
        if configuration.current.detectsAmbiguity, store.constraintSetChanged {
            store.constraintSetChanged = false
            diagnostics.detectAmbiguity()
        }
    }
}
