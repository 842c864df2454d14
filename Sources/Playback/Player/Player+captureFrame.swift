import Geometry
import Layout

/// Reading a frame off the player: presentation geometry for every view, its guides,
/// the active constraints and violations measured on it, and the viewer's turn.
extension Player {
    func captureFrame(at t: Double, index: Int) -> FrameState {
        let style = configuration.style
        var views: [ViewFrame] = []
        var presentations: [String: PresentationGeometry] = [:]
        // Overlay geometry is kept in the root view's coordinates: the root's own rect is
        // its bounds, and each subview sits at its untransformed layout origin.
        var rootOrigin: [String: Point] = [LayoutEngine.windowID: .zero]
        var modelOrigin: [String: Point] = [LayoutEngine.windowID: .zero]
        for id in engine.viewIDs {
            guard let m = model(of: id), var a = animations[id] else { continue }
            a.prune(model: m, at: t)
            animations[id] = a.isEmpty ? nil : a
        }
        let window = presentation(of: LayoutEngine.windowID, at: t)?.bounds ?? .zero
        var geometry = FrameGeometry(rects: [LayoutEngine.windowID: window], insets: [:])
        if let w = engine.layout(of: LayoutEngine.windowID) {
            geometry.insets[w.id] = FrameGeometry.Insets(safeArea: w.safeAreaInsets, margins: w.marginInsets)
        }
        var hidden: [String: Bool] = [:]
        for id in reportedViews {
            guard let layout = engine.layout(of: id), let spec = engine.spec(of: id), let m = model(of: id) else { continue }
            let p = animations[id]?.presentation(of: m, at: t) ?? m
            presentations[id] = PresentationGeometry(center: p.center, bounds: p.bounds, transform: p.transform,
                                                     alignmentRectInsets: p.alignmentRectInsets)
            let anchor = layout.anchorPoint
            let rect = ViewGeometry.layoutRect(center: p.center, bounds: p.bounds, transform: p.transform,
                                               anchorPoint: anchor, style: style)
            let isRoot = id == LayoutEngine.rootID
            let parentOrigin = rootOrigin[layout.parent] ?? .zero
            let parentModelOrigin = modelOrigin[layout.parent] ?? .zero
            let rootRect = isRoot ? Rect(origin: .zero, size: p.bounds.size) : rect.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            let modelRect = isRoot ? Rect(origin: .zero, size: m.bounds.size)
                : layout.layoutRect.offsetBy(dx: parentModelOrigin.x, dy: parentModelOrigin.y)
            rootOrigin[id] = rootRect.origin
            modelOrigin[id] = modelRect.origin
            var origin: Rect?
            if let (c, b) = animations[id]?.geometryOrigin(model: m) {
                origin = ViewGeometry.layoutRect(center: c, bounds: b, transform: m.transform, anchorPoint: anchor, style: style)
                    .offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            }
            let appearance = appearances[id] ?? ViewAppearance()
            geometry.rects[id] = rootRect
            geometry.insets[id] = FrameGeometry.Insets(safeArea: layout.safeAreaInsets, margins: layout.marginInsets,
                                                       alignment: p.alignmentRectInsets)
            // A guide has no presentation: its layout frame rides on its owner's rect.
            for g in layout.layoutGuides { geometry.rects[g.id] = g.layoutFrame.offsetBy(dx: rootRect.minX, dy: rootRect.minY) }
            let insideHidden = hidden[layout.parent] ?? false
            // An arranged subview hidden inside an animation block is shown until it ends.
            let hiddenNow = layout.isHidden && !isHidingDeferred(id, at: t)
            hidden[id] = insideHidden || hiddenNow
            views.append(ViewFrame(
                id: id, parent: layout.parent,
                frame: ViewGeometry.frame(center: p.center, bounds: p.bounds, transform: p.transform, anchorPoint: anchor),
                bounds: p.bounds, center: p.center, transform: p.transform, anchorPoint: anchor,
                alpha: p.alpha, backgroundColor: p.backgroundColor, cornerRadius: p.cornerRadius,
                border: appearance.border, isHidden: hiddenNow, isInsideHiddenView: insideHidden,
                text: spec.text, font: spec.font.resolved(for: engine.traits.contentSizeCategory),
                textAlignment: spec.textAlignment.resolved(in: engine.layoutDirection(of: id) ?? .leftToRight),
                textColor: appearance.textColor, numberOfLines: spec.numberOfLines,
                clipsToBounds: appearance.clipsToBounds, layoutGuides: layout.layoutGuides,
                rootLayoutRect: rootRect, modelRootLayoutRect: modelRect, animationOrigin: isRoot ? nil : origin,
                safeAreaRect: rootRect.insetBy(layout.safeAreaInsets), marginsRect: rootRect.insetBy(layout.marginInsets)))
        }
        if let turn = interfaceTurn, turn.isFinished(at: t) { interfaceTurn = nil }
        let interface = interfaceTurn?.value(at: t) ?? 0
        let violations = engine.violations(presentation: presentations) + engine.brokenConstraints(presentation: presentations)
        let unsatisfied = engine.unsatisfiedConstraints()
        var active = engine.activeDrawableConstraints
        for id in violations.map(\.constraint) + unsatisfied.map(\.constraint) where !active.contains(where: { $0.id == id }) {
            if let c = engine.activeConstraint(id) { active.append(c) }
        }
        let constraints = active.map { c in
            FrameConstraint(id: c.id, description: c.description, kind: c.kind, isBroken: c.isBroken,
                            anchorLine: geometry.anchorLine(c.description), targetLine: geometry.targetLine(c.description))
        }
        // The engine's alternatives are in the superview; a frame draws in the root view.
        let ambiguous = engine.ambiguity.map { a -> AmbiguousAttribute in
            var a = a
            let origin = engine.layout(of: a.view).flatMap { modelOrigin[$0.parent] } ?? .zero
            a.alternatives = a.alternatives.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            return a
        }
        let diagnostics = FrameDiagnostics(ambiguous: ambiguous, unsatisfied: unsatisfied)
        return FrameState(index: index, time: t, orientation: orientation.rawValue, windowBounds: window,
                          safeArea: engine.rootSafeAreaInsets,
                          views: views, violations: violations,
                          constraints: constraints, diagnostics: diagnostics,
                          viewerRotation: (deviceTurnDegrees + interface) * Double.pi / 180,
                          deviceRotation: Self.deviceTurn(orientation) * Double.pi / 180, traits: engine.traits)
    }
}
