import Geometry
import JSONDocuments
import Layout
import Overlays
import Playback
import Render

/// The overlays a frame gets, from the frame alone: its views' rects, its constraints'
/// anchor and target lines, its violations, ambiguity and unsatisfied constraints, all
/// measured in the root view's coordinates when the frame was captured.
extension SceneBuilder {
    /// The overlays of `kinds` (every kind unless told), in drawing order, tagged.
    func overlayList(for f: FrameState, kinds: Set<OverlayKind> = Set(OverlayKind.allCases)) -> [FrameOverlay] {
        var out: [FrameOverlay] = []
        if kinds.contains(.safeArea) {
            let screen = f.view(ViewID.root)?.rootLayoutRect ?? f.windowBounds
            out += Overlay.safeArea(screen: screen, insets: f.safeArea).map { FrameOverlay(.safeArea, $0) }
        }
        if kinds.contains(.constraints) {
            // The ones the user wrote and stack views make; generated ones a frame lists for
            // its trouble only are drawn by the overlays of that trouble.
            for c in f.constraints where [.user, .stackView].contains(c.kind) && !c.isBroken {
                if let line = c.anchorLine {
                    out.append(FrameOverlay(.constraints, .constraint(from: line.from, to: line.to), constraint: c.id))
                }
            }
        }
        if kinds.contains(.frames) {
            for v in f.views {
                if let origin = v.animationOrigin {
                    out += Overlay.frames(old: origin, new: v.modelRootLayoutRect).map { FrameOverlay(.frames, $0, view: v.id) }
                }
            }
        }
        if kinds.contains(.unsatisfied) { out += unsatisfiedOverlays(f) }
        if kinds.contains(.violations) { out += violationOverlays(f) + ambiguityOverlays(f) }
        if kinds.contains(.labels) {
            for v in f.views where v.id != ViewID.root && v.isVisible {
                out.append(FrameOverlay(.labels, .idTag(v.id.name, frame: v.rootLayoutRect), view: v.id))
            }
        }
        if kinds.contains(.violations) {
            out.append(FrameOverlay(.violations, .statusBadge(inFlight: f.violations.filter { $0.kind == .inFlight }.count,
                                                             displaced: f.violations.filter { $0.kind == .displaced }.map(\.constraint.name),
                                                             broken: f.violations.filter { $0.kind == .broken }.map(\.constraint.name),
                                                             system: f.violations.filter { $0.kind == .system }.count,
                                                             ambiguous: f.diagnostics.ambiguousViews.map(\.name))))
        }
        return out
    }

    /// Every violation gets a mark: its target line (where its first item is → where the
    /// constraint wants it) labelled with the amount, or, when there is no line to draw,
    /// the view it governs outlined and tagged. In-flight and displaced violations also
    /// ghost where their views belong (the model frame); the system's own (`system`) do
    /// not: the whole screen is on its way there.
    func violationOverlays(_ f: FrameState) -> [FrameOverlay] {
        var out: [FrameOverlay] = []
        var ghosts: [ViewID] = []
        for violation in f.violations {
            let c = f.constraint(violation.constraint)
            let broken = violation.kind == .broken, displaced = violation.kind == .displaced, system = violation.kind == .system
            if let line = c?.targetLine {
                let o: Overlay
                switch violation.kind {
                case .broken: o = .broken(from: line.from, to: line.to, constraint: violation.constraint.name, amount: violation.amount)
                case .displaced: o = .displaced(from: line.from, to: line.to, constraint: violation.constraint.name, amount: violation.amount)
                case .system: o = .system(from: line.from, to: line.to, amount: violation.amount)
                case .inFlight: o = .violation(from: line.from, to: line.to, amount: violation.amount)
                }
                out.append(FrameOverlay(.violations, o, constraint: violation.constraint))
            } else if let v = (c?.views ?? violation.views).lazy.compactMap(f.view).first {
                out += Overlay.violationMark(v.rootLayoutRect, constraint: violation.constraint.name, amount: violation.amount,
                                             broken: broken, displaced: displaced, system: system)
                    .map { FrameOverlay(.violations, $0, constraint: violation.constraint, view: v.id) }
            }
            guard !broken, !system else { continue }
            for id in c?.views ?? violation.views where !ghosts.contains(id) { ghosts.append(id) }
        }
        for v in f.views where ghosts.contains(v.id) && v.id != ViewID.root {
            if !v.rootLayoutRect.isClose(to: v.modelRootLayoutRect) {
                out.append(FrameOverlay(.violations, .ghost(v.modelRootLayoutRect), view: v.id))
            }
        }
        return out
    }

    /// Each ambiguous view outlined and tagged with its free attributes, and the other
    /// frames it could take ghosted.
    func ambiguityOverlays(_ f: FrameState) -> [FrameOverlay] {
        var out: [FrameOverlay] = []
        for id in f.diagnostics.ambiguousViews {
            let entries = f.diagnostics.ambiguous.filter { $0.view == id }
            var alternatives: [Rect] = []
            for r in entries.flatMap(\.alternatives) where !alternatives.contains(r) { alternatives.append(r) }
            out += alternatives.map { FrameOverlay(.violations, .alternative($0), view: id) }
            if let v = f.view(id) {
                out += Overlay.ambiguousView(v.rootLayoutRect, id: id.name, attributes: entries.map(\.attribute.rawValue))
                    .map { FrameOverlay(.violations, $0, view: id) }
            }
        }
        return out
    }

    /// Each optional constraint the layout leaves unsatisfied, from where its item is to
    /// where it wanted it. A lost size is measured just outside the view (below it, or
    /// right of it), so the line and its label do not cover the content they explain.
    func unsatisfiedOverlays(_ f: FrameState) -> [FrameOverlay] {
        f.diagnostics.unsatisfied.compactMap { u in
            guard let c = f.constraint(u.constraint), var line = c.targetLine else { return nil }
            if let v = f.view(c.description.firstItem.view), c.description.firstAttribute.isSize {
                let r = v.rootLayoutRect
                let shift = c.description.firstAttribute == .width ? Point(0, r.maxY + 8 - line.from.y)
                                                                   : Point(r.maxX + 8 - line.from.x, 0)
                line = Segment(from: line.from + shift, to: line.to + shift)
            }
            return FrameOverlay(.unsatisfied, .unsatisfied(from: line.from, to: line.to, constraint: u.name, amount: u.amount),
                                constraint: u.constraint)
        }
    }
}

extension Rect {
    func isClose(to other: Rect, tolerance: Double = 0.5) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
