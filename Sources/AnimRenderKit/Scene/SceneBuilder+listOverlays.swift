import Geometry
import Layout
import Playback
import Render

/// The overlays a frame gets, from the frame alone: its views' rects, its constraints'
/// anchor and target lines and its violations, all measured in the root view's
/// coordinates when the frame was captured.
extension SceneBuilder {
    func overlayList(for f: FrameState) -> [Overlay] {
        var out: [Overlay] = []
        if overlays.contains(.safeArea) {
            out += Overlay.safeArea(screen: f.view(LayoutEngine.rootID)?.rootLayoutRect ?? f.windowBounds, insets: f.safeArea)
        }
        if overlays.contains(.constraints) {
            for c in f.constraints where !c.isBroken {
                if let line = c.anchorLine { out.append(.constraint(from: line.from, to: line.to)) }
            }
        }
        if overlays.contains(.frames) {
            for v in f.views {
                if let origin = v.animationOrigin { out += Overlay.frames(old: origin, new: v.modelRootLayoutRect) }
            }
        }
        if overlays.contains(.violations) {
            var ghosts: [String] = []
            for violation in f.violations {
                guard let c = f.constraint(violation.constraint) else { continue }
                if let line = c.targetLine { out.append(.violation(from: line.from, to: line.to, amount: violation.amount)) }
                for id in c.views where !ghosts.contains(id) { ghosts.append(id) }
            }
            for v in f.views where ghosts.contains(v.id) && v.id != LayoutEngine.rootID {
                if !v.rootLayoutRect.isClose(to: v.modelRootLayoutRect) { out.append(.ghost(v.modelRootLayoutRect)) }
            }
        }
        if overlays.contains(.labels) {
            for v in f.views where v.id != LayoutEngine.rootID && v.isVisible {
                out.append(.idTag(v.id, frame: v.rootLayoutRect))
            }
        }
        if overlays.contains(.violations) { out.append(.statusBadge(violations: f.violations.count)) }
        return out
    }
}

extension Rect {
    func isClose(to other: Rect, tolerance: Double = 0.5) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
