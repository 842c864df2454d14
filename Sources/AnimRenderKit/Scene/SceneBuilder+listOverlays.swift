import Geometry
import Layout
import Playback
import Render

/// The overlays a frame gets, from the frame alone: its views' rects, its constraints'
/// anchor and target lines and its violations, all measured in the root view's
/// coordinates when the frame was captured.
extension SceneBuilder {
    /// The overlays of `kinds` (every kind unless told), in drawing order, tagged.
    func overlayList(for f: FrameState, kinds: Set<OverlayKind> = Set(OverlayKind.allCases)) -> [FrameOverlay] {
        var out: [FrameOverlay] = []
        if kinds.contains(.safeArea) {
            let screen = f.view(LayoutEngine.rootID)?.rootLayoutRect ?? f.windowBounds
            out += Overlay.safeArea(screen: screen, insets: f.safeArea).map { FrameOverlay(.safeArea, $0) }
        }
        if kinds.contains(.constraints) {
            for c in f.constraints where !c.isBroken {
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
        if kinds.contains(.violations) {
            var ghosts: [String] = []
            for violation in f.violations {
                guard let c = f.constraint(violation.constraint) else { continue }
                if let line = c.targetLine {
                    out.append(FrameOverlay(.violations, .violation(from: line.from, to: line.to, amount: violation.amount),
                                            constraint: c.id))
                }
                for id in c.views where !ghosts.contains(id) { ghosts.append(id) }
            }
            for v in f.views where ghosts.contains(v.id) && v.id != LayoutEngine.rootID {
                if !v.rootLayoutRect.isClose(to: v.modelRootLayoutRect) {
                    out.append(FrameOverlay(.violations, .ghost(v.modelRootLayoutRect), view: v.id))
                }
            }
        }
        if kinds.contains(.labels) {
            for v in f.views where v.id != LayoutEngine.rootID && v.isVisible {
                out.append(FrameOverlay(.labels, .idTag(v.id, frame: v.rootLayoutRect), view: v.id))
            }
        }
        if kinds.contains(.violations) { out.append(FrameOverlay(.violations, .statusBadge(violations: f.violations.count))) }
        return out
    }
}

extension Rect {
    func isClose(to other: Rect, tolerance: Double = 0.5) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
