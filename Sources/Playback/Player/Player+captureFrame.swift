import Geometry
import Layout

/// Reading a frame off the player: presentation geometry for every view, violations
/// measured on it, and the viewer's turn.
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
        for id in reportedViews {
            guard let layout = engine.layout(of: id), let spec = engine.spec(of: id), let m = model(of: id) else { continue }
            let p = animations[id]?.presentation(of: m, at: t) ?? m
            presentations[id] = PresentationGeometry(center: p.center, bounds: p.bounds, transform: p.transform)
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
            views.append(ViewFrame(
                id: id, parent: layout.parent,
                frame: ViewGeometry.frame(center: p.center, bounds: p.bounds, transform: p.transform, anchorPoint: anchor),
                bounds: p.bounds, center: p.center, transform: p.transform, anchorPoint: anchor,
                alpha: p.alpha, backgroundColor: p.backgroundColor, cornerRadius: p.cornerRadius,
                border: appearance.border, isHidden: layout.isHidden,
                text: spec.text, font: spec.font, textColor: appearance.textColor, numberOfLines: spec.numberOfLines,
                rootLayoutRect: rootRect, modelRootLayoutRect: modelRect, animationOrigin: isRoot ? nil : origin))
        }
        if let turn = interfaceTurn, turn.isFinished(at: t) { interfaceTurn = nil }
        let interface = interfaceTurn?.value(at: t) ?? 0
        let window = presentation(of: LayoutEngine.windowID, at: t)?.bounds ?? .zero
        return FrameState(index: index, time: t, orientation: orientation.rawValue, windowBounds: window,
                          safeArea: engine.rootSafeAreaInsets,
                          views: views, violations: engine.violations(presentation: presentations),
                          viewerRotation: (deviceTurnDegrees + interface) * Double.pi / 180,
                          deviceRotation: Self.deviceTurn(orientation) * Double.pi / 180)
    }
}
