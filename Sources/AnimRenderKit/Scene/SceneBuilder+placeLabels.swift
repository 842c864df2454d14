import Geometry
import JSONDocuments
import Overlays
import Playback
import Render

/// A frame's overlays on the screen with their labels placed (`LabelPlacement`): what the
/// PNG draws and, moved by the device padding, what frames.json records.
extension SceneBuilder {
    /// The overlays of `kinds` in screen points, tagged, labels placed. Labels of the kinds
    /// the PNGs draw are placed first, so they land where they would with no other kind
    /// present: the PNG (which lists only those) and frames.json (which lists all) agree.
    /// Labels stay inside the glass (clear of its rounded corners), off the views' text
    /// (`textAreas`), and badges sit in the glass's corners.
    func placedOverlays(for f: FrameState, kinds: Set<OverlayKind>, window: SceneNode, textAreas: [[Point]]) -> [FrameOverlay] {
        var list = screenOverlays(for: f, kinds: kinds, window: window)
        guard let text else { return list }
        let glass = glassRect(for: f)
        let placement = LabelPlacement(screen: canvas, bounds: labelBounds(window).intersection(glass.rect) ?? glass.rect,
                                       cornerRadius: glass.radius, badgeArea: glass.rect,
                                       obstacles: textAreas.map(Rect.bounding), labelScale: labelScale, text: text)
        let placed = placement.place(list.map(\.overlay), order: labelOrder(list))
        for i in list.indices { list[i].overlay = placed[i] }
        return list
    }

    /// The overlays of `kinds` in screen points, tagged, labels not placed: enough to check
    /// a frame's geometry (`Scene.geometryProblem` reads no pill), for a fraction of the cost.
    func screenOverlays(for f: FrameState, kinds: Set<OverlayKind>, window: SceneNode) -> [FrameOverlay] {
        let toScreen = rootToScreen(window, frame: f)
        var list = overlayList(for: f, kinds: kinds)
        for i in list.indices { list[i].overlay = list[i].overlay.mapped(by: toScreen) }
        return list
    }

    /// The order labels claim room in, by a key that is a function of the list alone: the
    /// kinds drawn into the PNGs before the others; within those, the verdict badge, then
    /// trouble (violations, ambiguity), then lost optional constraints and the system's
    /// animation, then view ids; then
    /// list order (tree order, the frame's violation order).
    func labelOrder(_ list: [FrameOverlay]) -> [Int] {
        func rank(_ o: Overlay) -> Int {
            if o.isBadge { return 0 }
            switch o.style {
            case .violation, .broken: return 1
            case .ambiguous, .alternative, .ghost: return 2
            case .unsatisfied, .system: return 3
            case .idTag: return 4
            case .constraint, .oldFrame, .newFrame, .safeArea, .conforms: return 5
            }
        }
        // The key (drawn or not, rank, list index) sorted by bucketing: twelve buckets filled
        // in list order, read in key order (a frame can hold thousands of labels; a
        // comparison sort over array keys was a tenth of a large run's time).
        var buckets = [[Int]](repeating: [], count: 12)
        for i in list.indices { buckets[(overlays.contains(list[i].kind) ? 0 : 6) + rank(list[i].overlay)].append(i) }
        return Array(buckets.joined())
    }

    /// Where labels stay (within the glass, see `placedOverlays`): the window's rect on the
    /// screen when it is upright or turned a quarter (so no label sits beside the window on a
    /// rotating canvas), else the whole screen.
    func labelBounds(_ window: SceneNode) -> Rect {
        let m = window.matrix
        let screen = Rect(origin: .zero, size: canvas)
        guard abs(m.b) < 1e-12 && abs(m.c) < 1e-12 || abs(m.a) < 1e-12 && abs(m.d) < 1e-12 else { return screen }
        return Rect.bounding(window.bounds.corners.map(m.apply)).intersection(screen) ?? screen
    }
}
