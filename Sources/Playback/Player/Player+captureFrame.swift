import Geometry
import Layout

/// Reading a frame off the player: presentation geometry for every view, its guides,
/// the active constraints and violations measured on it, and the viewer's turn.
extension Player {
    /// The frame at `t`. A frame is a value: when neither the engine nor the player has
    /// changed since the last frame was read (their counts, `EngineStateStamp` and
    /// `stateChanges`, are the same) and nothing on screen depends on the time (no
    /// animation, rotation, deferred hiding or scroll indicator on its way), the frame at
    /// `t` shows exactly what the last one showed: it is handed out again, with its index
    /// and time, instead of being read and measured again. A screen at rest costs a
    /// comparison per frame, and the frames share their storage.
    func captureFrame(at t: Double, index: Int) -> FrameState {
        if let last = lastCapture, last.player == stateChanges, isAtRest(after: last.frame.time),
           last.engine == engine.stateStamp {
            var frame = last.frame
            frame.index = index
            frame.time = t
            return frame
        }
        let frame = readFrame(at: t, index: index)
        lastCapture = (frame, engine.stateStamp, stateChanges)
        return frame
    }

    /// Whether every frame after `time` shows what the frame at `time` showed, as long as
    /// no command changes anything: nothing animates, no rotation or its callbacks are on
    /// their way, no hiding waits for a block to end, and every scroll indicator has
    /// faded out (its alpha only falls after the content stops).
    func isAtRest(after time: Double) -> Bool {
        animations.isEmpty && constantAnimations.isEmpty && scrollAnimations.isEmpty && dueCallbacks.isEmpty
            && interfaceTurn == nil && deferredHides.isEmpty
            && scrollActivity.allSatisfy { time >= $0.span.lowerBound && ScrollIndicatorTiming.alpha(at: time, activity: $0.span) == 0 }
    }

    /// Reads the frame at `t` off the engine and the animations, and measures it (tests
    /// compare a reused frame with it).
    func readFrame(at t: Double, index: Int) -> FrameState {
        let style = configuration.style
        let ids = reportedViews
        var views: [ViewFrame] = []
        views.reserveCapacity(ids.count)
        var presentations: [ViewID: PresentationGeometry] = [:]
        presentations.reserveCapacity(ids.count)
        // What a view's subviews read of it, by its place here (its id looked up once, as
        // a parent): overlay geometry is kept in the root view's coordinates — the root's
        // own rect is its bounds, each subview sits at its untransformed layout origin —
        // and hiding is inherited. Slot 0 is the window.
        var slots: [ViewID: Int] = [.window: 0]
        slots.reserveCapacity(ids.count + 1)
        var rootOrigins: [Point] = [.zero], modelOrigins: [Point] = [.zero], hiddenAbove: [Bool] = [false]
        // The appearance each view passes down (see `userInterfaceStyle(of:)`), by slot.
        var styles: [UserInterfaceStyle] = [appearances[ViewID.window]?.overrideUserInterfaceStyle ?? traits.userInterfaceStyle]
        if !animations.isEmpty {
            for id in [ViewID.window] + ids {
                guard var a = animations[id], let m = model(of: id) else { continue }
                a.prune(model: m, at: t)
                animations[id] = a.isEmpty ? nil : a
            }
        }
        let window = presentation(of: ViewID.window, at: t)?.bounds ?? .zero
        var geometry = FrameGeometry(capacity: ids.count + 1)
        geometry.set(ViewID.window, rect: window)
        if let w = engine.tree.layout(of: ViewID.window) {
            geometry.setInsets(w.id, FrameGeometry.Insets(safeArea: w.safeAreaInsets, margins: w.marginInsets))
        }
        for id in ids {
            guard let layout = engine.tree.layout(of: id), let spec = engine.tree.spec(of: id) else { continue }
            let appearance = appearances[id] ?? ViewAppearance()
            let parentSlot = slots[layout.parent]
            let shownIn = appearance.overrideUserInterfaceStyle ?? parentSlot.map { styles[$0] } ?? traits.userInterfaceStyle
            let m = Self.model(layout: layout, appearance: appearance, style: shownIn)
            let animation = animations[id]
            let p = animation?.presentation(of: m, at: t) ?? m
            presentations[id] = PresentationGeometry(center: p.center, bounds: p.bounds, transform: p.transform,
                                                     alignmentRectInsets: p.alignmentRectInsets)
            let anchor = layout.anchorPoint
            let rect = ViewGeometry.layoutRect(center: p.center, bounds: p.bounds, transform: p.transform,
                                               anchorPoint: anchor, style: style)
            let isRoot = id == ViewID.root
            let parentOrigin = parentSlot.map { rootOrigins[$0] } ?? .zero
            let parentModelOrigin = parentSlot.map { modelOrigins[$0] } ?? .zero
            let rootRect = isRoot ? Rect(origin: .zero, size: p.bounds.size) : rect.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            let modelRect = isRoot ? Rect(origin: .zero, size: m.bounds.size)
                : layout.layoutRect.offsetBy(dx: parentModelOrigin.x, dy: parentModelOrigin.y)
            var origin: Rect?
            if let (c, b) = animation?.geometryOrigin(model: m) {
                origin = ViewGeometry.layoutRect(center: c, bounds: b, transform: m.transform, anchorPoint: anchor, style: style)
                    .offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            }
            geometry.set(id, rect: rootRect, insets: FrameGeometry.Insets(safeArea: layout.safeAreaInsets, margins: layout.marginInsets,
                                                                          alignment: p.alignmentRectInsets),
                         parent: layout.parent)
            if let s = engine.tree.scrollLayout(of: id) {
                geometry.setContent(id, Rect(origin: Point(rootRect.minX - p.bounds.minX, rootRect.minY - p.bounds.minY), size: s.contentSize))
            }
            // A guide has no presentation: its layout frame rides on its owner's rect.
            for g in layout.layoutGuides { geometry.set(ViewID(guide: g.id), rect: g.layoutFrame.offsetBy(dx: rootRect.minX, dy: rootRect.minY)) }
            let insideHidden = parentSlot.map { hiddenAbove[$0] } ?? false
            // An arranged subview hidden inside an animation block is shown until it ends.
            let hiddenNow = layout.isHidden && !isHidingDeferred(id, at: t)
            // A scroll view's subviews sit in its content, shifted on screen by its offset.
            let scrollLayout = engine.tree.scrollLayout(of: id)
            let shown = scrollLayout.map { _ in p.bounds.origin } ?? .zero, modelShift = scrollLayout?.contentOffset ?? .zero
            let contentOrigin = Point(rootRect.minX - shown.x, rootRect.minY - shown.y)
            let modelContentOrigin = Point(modelRect.minX - modelShift.x, modelRect.minY - modelShift.y)
            if let k = slots[id] {
                rootOrigins[k] = contentOrigin; modelOrigins[k] = modelContentOrigin; hiddenAbove[k] = insideHidden || hiddenNow
                styles[k] = shownIn
            } else {
                slots[id] = rootOrigins.count
                rootOrigins.append(contentOrigin); modelOrigins.append(modelContentOrigin); hiddenAbove.append(insideHidden || hiddenNow)
                styles.append(shownIn)
            }
            let scroll = scrollLayout.map { s in
                ScrollFrame(contentOffset: p.bounds.origin, contentSize: s.contentSize, adjustedContentInset: s.adjustedContentInset,
                            showsVerticalScrollIndicator: spec.scroll?.showsVerticalScrollIndicator ?? false,
                            showsHorizontalScrollIndicator: spec.scroll?.showsHorizontalScrollIndicator ?? false,
                            indicatorAlpha: indicatorAlpha(of: id, at: t))
            }
            views.append(ViewFrame(
                id: id, parent: layout.parent,
                frame: ViewGeometry.frame(center: p.center, bounds: p.bounds, transform: p.transform, anchorPoint: anchor),
                bounds: p.bounds, center: p.center, transform: p.transform, anchorPoint: anchor,
                alpha: p.alpha, backgroundColor: p.backgroundColor, cornerRadius: p.cornerRadius,
                border: appearance.border?.resolved(for: shownIn), isHidden: hiddenNow, isInsideHiddenView: insideHidden,
                text: spec.text, font: spec.font.resolved(for: engine.traits.contentSizeCategory),
                textAlignment: spec.textAlignment.resolved(in: engine.tree.layoutDirection(of: id) ?? .leftToRight),
                textColor: appearance.textColor.resolved(for: shownIn), numberOfLines: spec.numberOfLines,
                clipsToBounds: appearance.clipsToBounds, layoutGuides: layout.layoutGuides,
                rootLayoutRect: rootRect, modelRootLayoutRect: modelRect, animationOrigin: isRoot ? nil : origin,
                safeAreaRect: rootRect.insetBy(layout.safeAreaInsets), marginsRect: rootRect.insetBy(layout.marginInsets),
                content: spec.content.shown(at: engine.traits.contentSizeCategory, in: engine.tree.layoutDirection(of: id) ?? .leftToRight),
                viewClass: spec.viewClass, userInterfaceStyle: shownIn, scroll: scroll))
        }
        if let turn = interfaceTurn, turn.isFinished(at: t) { interfaceTurn = nil }
        let interface = interfaceTurn?.value(at: t) ?? 0
        // A rotation is animating until its completion is due.
        let rotating = dueCallbacks.contains { $0.time > t }
        let violations = engine.diagnostics.violations(presentation: presentations, rotating: rotating)
            + engine.diagnostics.brokenConstraints(presentation: presentations)
        let unsatisfied = engine.diagnostics.unsatisfiedConstraints()
        var active = engine.store.activeDrawableConstraints
        let troubled = violations.map(\.constraint) + unsatisfied.map(\.constraint)
        if !troubled.isEmpty {
            var listed = Set(active.map(\.id))
            for id in troubled where !listed.contains(id) {
                if let c = engine.store.activeConstraint(id) { active.append(c); listed.insert(id) }
            }
        }
        let constraints = active.map { c in
            FrameConstraint(id: c.id, description: c.description, kind: c.kind, isBroken: c.isBroken,
                            anchorLine: geometry.anchorLine(c.description), targetLine: geometry.targetLine(c.description))
        }
        // The engine's alternatives are in the superview; a frame draws in the root view.
        let ambiguous = engine.diagnostics.ambiguity.map { a -> AmbiguousAttribute in
            var a = a
            let origin = engine.tree.layout(of: a.view).flatMap { slots[$0.parent].map { modelOrigins[$0] } } ?? .zero
            a.alternatives = a.alternatives.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            return a
        }
        let diagnostics = FrameDiagnostics(ambiguous: ambiguous, unsatisfied: unsatisfied)
        return FrameState(index: index, time: t, orientation: orientation, windowBounds: window,
                          safeArea: engine.rootSafeAreaInsets,
                          views: views, violations: violations,
                          constraints: constraints, diagnostics: diagnostics,
                          viewerRotation: (deviceTurnDegrees + interface) * Double.pi / 180,
                          deviceRotation: Self.deviceTurn(orientation) * Double.pi / 180, traits: engine.traits)
    }
}
