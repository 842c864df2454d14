import Cassowary
import Geometry

/// The layout cycle as UIKit runs it: invalidations only set flags (so any number of
/// them coalesce into one pass), and `layoutIfNeeded` runs one pass:
/// 1. update constraints bottom-up (`updateConstraints` per flagged view; the root view's
///    controller gets `updateViewConstraints` instead);
/// 2. read the solver's values; a view whose rect changed dirties its superview's
///    layout, a view whose size changed dirties its own;
/// 3. lay out top-down: each dirty view's `layoutSubviews` applies the rects to its
///    subviews (the root's is wrapped in `viewWillLayoutSubviews`/`viewDidLayoutSubviews`);
/// 4. settle what depends on the layout itself — subview safe areas and the width of
///    wrapping labels with no `preferredMaxLayoutWidth` (the two-pass pattern) — and go
///    round again while that changes any constraint, at most `maxLayoutIterations` times.
extension LayoutEngine {
    /// UIView.setNeedsLayout.
    public func setNeedsLayout(_ id: String = LayoutEngine.rootID) throws {
        try node(id, context: "setNeedsLayout").needsLayout = true
    }

    /// UIView.setNeedsUpdateConstraints.
    public func setNeedsUpdateConstraints(_ id: String = LayoutEngine.rootID) throws {
        try node(id, context: "setNeedsUpdateConstraints").needsUpdateConstraints = true
    }

    /// Whether `layoutIfNeeded` would run a pass now.
    public var needsLayoutPass: Bool {
        engineDirty || nodes.values.contains { $0.needsLayout || $0.needsUpdateConstraints }
    }

    /// The first display: the controller's loading and appearance callbacks around the
    /// first layout pass, in UIKit's order.
    public func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadViewIfNeeded()
        record(.callback, "viewWillAppear(_:)")
        for n in preorder() { n.needsLayout = true }
        layoutIfNeeded()
        record(.callback, "viewDidAppear(_:)")
    }

    /// `loadView` and `viewDidLoad`, where an app builds its views and activates its
    /// constraints: everything declared so far reaches the solver here, in declaration
    /// order, so conflicts are logged after `viewDidLoad` as in an app.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        record(.callback, "loadView")
        record(.callback, "viewDidLoad")
        isViewLoaded = true
        refreshConstraints()
    }

    /// UIView.layoutIfNeeded on the window: one pass if anything is dirty, else nothing.
    /// Loads the controller's view first if needed, as touching `view` does in UIKit.
    public func layoutIfNeeded() {
        loadViewIfNeeded()
        guard needsLayoutPass else { return }
        passCount += 1
        record(.pass, "layout pass \(passCount)")
        updateConstraintsPhase()
        refreshConstraints()
        var iteration = 1
        while true {
            applySolvedRects()
            engineDirty = false
            layoutPhase()
            let reasons = settleLayoutDependentInputs()
            refreshConstraints()
            guard engineDirty else { break }
            guard iteration < max(1, configuration.maxLayoutIterations) else {
                record(.note, "layout pass \(passCount) did not settle after \(iteration) iterations; keeping the last layout")
                applySolvedRects()
                layoutPhase()
                engineDirty = false
                break
            }
            iteration += 1
            record(.pass, "layout pass \(passCount), iteration \(iteration)" + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: ", ")))
            updateConstraintsPhase()
        }
        // Only a change of which constraints are installed can make a layout ambiguous
        // or not in practice; constant edits (every frame of a `constraints`-style
        // animation) skip the costly solver query.
        if configuration.detectsAmbiguity, constraintSetChanged {
            constraintSetChanged = false
            detectAmbiguity()
        }
    }

    func updateConstraintsPhase() {
        for n in postorder() where n.needsUpdateConstraints {
            n.needsUpdateConstraints = false
            switch n.role {
            case .root: record(.callback, "updateViewConstraints")
            case .view: record(.view, "updateConstraints \(n.id)")
            case .window: break
            }
        }
    }

    /// Reads every view's rect from the solver and marks the layouts that must run.
    func applySolvedRects() {
        for n in preorder() {
            guard let vars = n.variables else { continue }
            let rect = snappedToPixels(Rect(solver.value(of: vars.minX), solver.value(of: vars.minY),
                                            solver.value(of: vars.width), solver.value(of: vars.height)))
            guard rect != n.layoutRect || n.bounds.size != rect.size else { continue }
            if rect.size != n.layoutRect.size || n.bounds.size != rect.size { n.needsLayout = true }
            parent(of: n)?.needsLayout = true
            n.layoutRect = rect
        }
    }

    func snappedToPixels(_ r: Rect) -> Rect {
        guard let scale = configuration.pixelScale, scale > 0 else { return r }
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = snap(r.minX), y0 = snap(r.minY)
        return Rect(x0, y0, snap(r.maxX) - x0, snap(r.maxY) - y0)
    }

    func layoutPhase() {
        for n in preorder() where n.needsLayout {
            n.needsLayout = false
            if n.role == .root { record(.callback, "viewWillLayoutSubviews") }
            record(.view, "layoutSubviews \(n.id)")
            for c in n.children {
                guard let child = nodes[c] else { continue }
                applyGeometry(child)
                updateSafeArea(child, parent: n)
            }
            keepChildCenter(n)
            if n.role == .root { record(.callback, "viewDidLayoutSubviews") }
        }
    }

    func applyGeometry(_ n: ViewNode) {
        let g = ViewGeometry.place(n.layoutRect, transform: n.spec.transform, anchorPoint: n.spec.anchorPoint,
                                   style: configuration.style)
        n.center = g.center
        n.bounds = g.bounds
    }

    /// The `layoutSubviews` override of `keepCenterOf`: the child's center goes back to
    /// where the first pass put it.
    func keepChildCenter(_ n: ViewNode) {
        guard let childID = n.spec.keepCenterOf, let child = nodes[childID], child.spec.parent == n.id else { return }
        if let kept = n.keptChildCenter { child.center = kept } else { n.keptChildCenter = child.center }
    }

    /// The two-pass pattern: a wrapping label with no `preferredMaxLayoutWidth` takes
    /// the width this layout gave it and is measured again. Returns the labels whose
    /// width changed (for the trace).
    func settleLayoutDependentInputs() -> [String] {
        var reasons: [String] = []
        for n in preorder() where n.spec.isLabel && n.spec.numberOfLines != 1 && n.spec.preferredMaxLayoutWidth == nil {
            guard n.automaticPreferredMaxLayoutWidth != n.layoutRect.width else { continue }
            n.automaticPreferredMaxLayoutWidth = n.layoutRect.width
            record(.note, "\(n.id): preferredMaxLayoutWidth = \(n.layoutRect.width.shortDescription) from the layout pass (two-pass pattern); intrinsic size invalidated")
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

    /// UIKit gives a subview the part of the superview's safe-area insets its rect
    /// overlaps (transforms ignored, as Auto Layout ignores them).
    func subviewSafeAreaInsets(_ n: ViewNode, parent p: ViewNode) -> EdgeInsets {
        let s = p.safeAreaInsets, pb = Rect(origin: .zero, size: p.layoutRect.size), r = n.layoutRect
        func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
        return EdgeInsets(top: clamp(pb.minY + s.top - r.minY, r.height),
                          left: clamp(pb.minX + s.left - r.minX, r.width),
                          bottom: clamp(r.maxY - (pb.maxY - s.bottom), r.height),
                          right: clamp(r.maxX - (pb.maxX - s.right), r.width))
    }
}
