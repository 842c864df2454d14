import Geometry

/// Where the labels of a list of overlays go — the one definition of label placement: the
/// scene builder places a frame's labels with it (and frames.json records the result), and
/// the renderer places with it only the labels of a scene built without it.
///
/// Each label's pill is measured with the renderer's fonts (the tool's DejaVu Sans, loaded
/// by file) and put
/// at the first of a fixed list of candidate spots that lies inside `bounds` and clear of
/// every pill placed before it: its preferred spot (a dimension's middle, or beside the line
/// when the line is too short or near an edge; a tag on top of its corner), then spots
/// around that one, nearest first, in a fixed direction order (up, left, right, down at each
/// distance). A pill with no clear spot keeps its preferred one. Labels are placed in the
/// order given (the caller's deterministic key), after the pills that cannot move (badges,
/// and pills placed before); nothing depends on hash order, so the same overlays are placed
/// the same on every run. A pill further from what it labels than one step up or down (its
/// height and the gap) gets a leader line back to it: next to its point it needs none.
/// `obstacles` (the text the views draw) are avoided like placed pills, so no label hides
/// what a view says where there is room; a spot reaching into a rounded corner of the
/// bounds (a device's glass) is not inside.
public struct LabelPlacement {
    /// The scene's size.
    public var screen: Size
    /// Where labels must stay (the visible screen); the whole scene unless told.
    public var bounds: Rect
    /// The radius of `bounds`' corners (a device's glass).
    public var cornerRadius: Double
    /// Badges sit in its corners (the glass); the whole scene unless told.
    public var badgeArea: Rect
    /// Rects no label may cover where there is room: the text the views draw.
    public var obstacles: [Rect]
    /// Labels' fonts are this many times their size (larger for a contact sheet's thumbnails).
    public var labelScale: Double
    /// Measures each pill's one line of text (the renderer's `TextEngine`: the fonts it draws with).
    public var text: any LineMeasuring

    public init(screen: Size, bounds: Rect? = nil, cornerRadius: Double = 0, badgeArea: Rect? = nil,
                obstacles: [Rect] = [], labelScale: Double = 1, text: any LineMeasuring) {
        self.screen = screen; self.bounds = bounds ?? Rect(origin: .zero, size: screen); self.cornerRadius = cornerRadius
        self.badgeArea = badgeArea ?? Rect(origin: .zero, size: screen); self.obstacles = obstacles
        self.labelScale = labelScale; self.text = text
    }

    /// Spot look-ups and pill comparisons one list may spend looking for room; once they are
    /// spent, the labels left take their own spots. Counted, not timed, so it cuts at the
    /// same label on every run. Placement runs for every frame (once, for the images and
    /// frames.json together), so a frame that tags a hundred views piled on each other must
    /// stay cheap: no Timelines/ example comes near the limit.
    public static let workBudget = 5_000
    /// Room between a moved pill and the one it moved away from.
    package static let gap = 2.0
    /// Candidate steps around the preferred spot, in units of (half a pill width, a pill
    /// height), ordered by ring, then distance, then upward first, then leftward first.
    package static let steps: [(x: Int, y: Int)] = {
        var steps: [(x: Int, y: Int)] = []
        for x in -6...6 { for y in -5...5 where x != 0 || y != 0 { steps.append((x, y)) } }
        func key(_ s: (x: Int, y: Int)) -> [Int] { [max(abs(s.x), abs(s.y)), abs(s.x) + abs(s.y), s.y, s.x] }
        return steps.sorted { key($0).lexicographicallyPrecedes(key($1)) }
    }()

    /// A label's pill size: its one line of text (at `labelScale`) with room around it.
    public func pillSize(_ label: String, font: FontDescriptor) -> Size {
        let font = font.scaled(by: labelScale)
        let size = text.oneLineSize(label, font: font)
        return Size(size.width + font.size, size.height + 0.4 * font.size)
    }

    /// `overlays` with every label placed. `order` lists the indices of the overlays in the
    /// order their labels are placed — a badge too, where it is listed: it takes its corner
    /// and later labels avoid it (those `order` leaves out follow: badges, then the rest in
    /// list order); overlays already placed keep their pills and are avoided by all.
    public func place(_ overlays: [Overlay], order: [Int] = []) -> [Overlay] {
        // A list placed before (a scene's builder places a frame once, and the renderer is
        // handed the result) has nothing left to place: return it without building the grid.
        guard overlays.contains(where: { $0.pill == nil && $0.hasPlaceableLabel }) else { return overlays }
        var out = overlays
        var taken = PillGrid()
        var sequence: [Int] = []
        var listed = [Bool](repeating: false, count: overlays.count)
        for i in order where overlays.indices.contains(i) && !listed[i] { listed[i] = true; sequence.append(i) }
        // Unlisted labels follow, badges (which cannot move) before the rest.
        sequence += overlays.indices.filter { !listed[$0] && overlays[$0].isBadge }
        sequence += overlays.indices.filter { !listed[$0] && !overlays[$0].isBadge }
        // Pills placed before, and the views' text, are in place before anything looks for room.
        for o in overlays { if let pill = o.pill { taken.insert(pill.rect) } }
        for r in obstacles { taken.insert(r) }
        for i in sequence where out[i].pill == nil {
            guard out[i].hasPlaceableLabel, let (label, font) = out[i].labelText else { continue }
            if case .badge(_, let corner) = out[i].shape {
                out[i].pill = badgePill(label, corner: corner)
                taken.insert(out[i].pill!.rect)
                continue
            }
            guard let preferred = preferredSpot(out[i], size: pillSize(label, font: font)) else { continue }
            var rect = preferred.rect
            if taken.work < Self.workBudget, taken.overlaps(rect) || !isInside(rect) {
                let sx = (rect.width + Self.gap) / 2, sy = rect.height + Self.gap
                for s in Self.steps where taken.work < Self.workBudget {
                    let candidate = preferred.rect.offsetBy(dx: Double(s.x) * sx, dy: Double(s.y) * sy)
                    if isInside(candidate), !taken.overlaps(candidate) { rect = candidate; break }
                }
            }
            taken.insert(rect)
            let anchor = preferred.anchor
            let nearest = Point(min(max(anchor.x, rect.minX), rect.maxX), min(max(anchor.y, rect.minY), rect.maxY))
            let far = ((nearest.x - anchor.x) * (nearest.x - anchor.x) + (nearest.y - anchor.y) * (nearest.y - anchor.y)).squareRoot()
            out[i].pill = PlacedPill(rect: rect, leader: far > rect.height + Self.gap + 1e-6 ? [anchor, nearest] : [])
        }
        return out
    }

    /// A badge's pill: in its corner of `badgeArea`, 10 pt from both edges, and further in
    /// by as far as a rounded corner of `cornerRadius` reaches along the diagonal.
    package func badgePill(_ label: String, corner: Overlay.Corner) -> PlacedPill {
        let size = pillSize(label, font: OverlayPaint.badgeFont)
        let margin = 10.0 + (cornerRadius * (1 - 0.5.squareRoot())).rounded(.up)
        let area = badgeArea
        let x = corner == .topLeft || corner == .bottomLeft ? area.minX + margin : area.maxX - margin - size.width
        let y = corner == .topLeft || corner == .topRight ? area.minY + margin : area.maxY - margin - size.height
        return PlacedPill(rect: Rect(origin: Point(x, y), size: size))
    }

    /// Whether `r` lies inside `bounds` (to a rounding error), clear of its rounded corners.
    package func isInside(_ r: Rect) -> Bool {
        let e = 1e-6
        guard r.minX >= bounds.minX - e && r.minY >= bounds.minY - e && r.maxX <= bounds.maxX + e && r.maxY <= bounds.maxY + e
        else { return false }
        let radius = min(cornerRadius, bounds.width / 2, bounds.height / 2)
        guard radius > 0 else { return true }
        // A pill corner in one of the bounds' corner squares must be within the radius of
        // that square's inner corner (the arc's centre).
        for p in r.corners {
            let cx = min(max(p.x, bounds.minX + radius), bounds.maxX - radius)
            let cy = min(max(p.y, bounds.minY + radius), bounds.maxY - radius)
            if (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy) > radius * radius + e { return false }
        }
        return true
    }

    /// `p` moved inside `bounds` as far as a pill of `size` allows.
    package func inside(_ p: Point, _ size: Size) -> Point {
        Point(min(max(bounds.minX, p.x), bounds.maxX - size.width), min(max(bounds.minY, p.y), bounds.maxY - size.height))
    }

    /// Where a label goes when nothing is in the way, and the point it labels (inside
    /// `bounds`). A dimension's pill sits on the middle of its line (hiding the line under it
    /// so the number stays readable); moved in from an edge, or longer than its line, it
    /// would hide what little of the line shows, so it goes beside the line instead (above
    /// or below a level line, left or right of an upright one). A tag's bottom-left corner
    /// sits at its point, so a tag at a frame's origin is on top of the frame.
    package func preferredSpot(_ o: Overlay, size: Size) -> (rect: Rect, anchor: Point)? {
        switch o.shape {
        case .dimension(let from, let to, _):
            let dx = to.x - from.x, dy = to.y - from.y
            let length = (dx * dx + dy * dy).squareRoot()
            // Perpendicular unit vector; a zero-length span counts as level.
            let normal = length > 1e-9 ? Point(-dy / length, dx / length) : Point(0, 1)
            let middle = Point((from.x + to.x) / 2, (from.y + to.y) / 2)
            let centered = Point(middle.x - size.width / 2, middle.y - size.height / 2)
            var placed = inside(centered, size)
            let level = abs(normal.y) >= abs(normal.x)
            let covered = level ? abs(dx) < size.width + 8 : abs(dy) < size.height + 8
            if placed != centered || covered {
                let side = level ? Point(0, (placed != centered ? -1 : 1) * (size.height / 2 + 4))
                                 : Point((placed != centered ? -1 : 1) * (size.width / 2 + 4), 0)
                placed = inside(placed + side, size)
            }
            return (Rect(origin: placed, size: size), inside(middle, .zero))
        case .tag(_, let at):
            return (Rect(origin: inside(Point(at.x, at.y - size.height), size), size: size), inside(at, .zero))
        case .badge, .line, .rect, .polygon, .band:
            return nil
        }
    }
}

/// The pills placed so far, bucketed by 64 pt cells so a new pill is tested only against
/// its neighbours. Only answers yes/no, so bucket order never shows.
package struct PillGrid {
    private var cells: [Cell: [Rect]] = [:]
    /// Look-ups and pill comparisons so far.
    private(set) var work = 0
    private struct Cell: Hashable { var x: Int; var y: Int }
    private static let side = 64.0

    /// The cells `r` touches, as column and row ranges (no array: this runs for every
    /// candidate spot of every label).
    private func cellRanges(of r: Rect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        func index(_ v: Double) -> Int { Int(max(-1e9, min(1e9, (v / Self.side).rounded(.down)))) }
        let x0 = index(r.minX), x1 = max(x0, index(r.maxX)), y0 = index(r.minY), y1 = max(y0, index(r.maxY))
        // Beyond 256 cells (16 384 pt) a pill is far past any screen; the cap bounds the work.
        return (x0...min(x1, x0 + 256), y0...min(y1, y0 + 256))
    }

    package mutating func insert(_ r: Rect) {
        let (xs, ys) = cellRanges(of: r)
        for x in xs { for y in ys { cells[Cell(x: x, y: y), default: []].append(r) } }
    }

    /// Whether `r` overlaps a placed pill by more than a rounding error (touching is fine).
    package mutating func overlaps(_ r: Rect) -> Bool {
        let e = 1e-6
        work += 1   // the look-up itself
        let (xs, ys) = cellRanges(of: r)
        for x in xs {
            for y in ys {
                guard let placed = cells[Cell(x: x, y: y)] else { continue }
                for p in placed {
                    work += 1
                    if p.minX < r.maxX - e && r.minX < p.maxX - e && p.minY < r.maxY - e && r.minY < p.maxY - e { return true }
                }
            }
        }
        return false
    }
}
