import Geometry

extension Renderer {
    /// Draws one overlay in screen points; `screen` is the screen's size (for badges).
    func draw(_ overlay: Overlay, screen: Size, in ctx: CairoContext) {
        // A measurement gone wrong upstream (NaN, ∞) is skipped rather than handed to cairo.
        guard overlay.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let paint = OverlayPaint.paint(for: overlay.style)
        switch overlay.shape {
        case .line(let from, let to):
            ctx.polyline([from, to], closed: false)
            ctx.stroke(paint.stroke, width: paint.lineWidth, dash: paint.dash)
            for end in [from, to] { dot(at: end, radius: paint.lineWidth * 1.5, color: paint.stroke, ctx: ctx) }
        case .dimension(let from, let to, let label):
            drawDimension(from: from, to: to, label: label, paint: paint, screen: screen, ctx: ctx)
        case .rect(let frame):
            var rect = frame
            if overlay.style.isGhost {
                // Cut to the screen, so a ghost far off to one side still shows its edge.
                guard let visible = frame.intersection(Rect(origin: .zero, size: screen)) else { return }
                rect = visible
                ctx.roundedRect(rect, radius: 0)
                ctx.fill(paint.fill)
            }
            ctx.roundedRect(rect, radius: 0)
            ctx.stroke(paint.stroke, width: paint.lineWidth, dash: paint.dash)
        case .polygon(let points):
            ctx.polyline(points, closed: true)
            ctx.stroke(paint.stroke, width: paint.lineWidth, dash: paint.dash)
        case .band(let rect):
            ctx.roundedRect(rect, radius: 0)
            ctx.fill(paint.fill)
        case .tag(let text, let at):
            pill(text, font: OverlayPaint.labelFont, paint: paint, ctx: ctx) { size in
                Point(min(max(0, at.x), screen.width - size.width), min(max(0, at.y - size.height), screen.height - size.height))
            }
        case .badge(let text, let corner):
            pill(text, font: OverlayPaint.badgeFont, paint: paint, ctx: ctx) { size in
                let margin = 10.0
                let x = corner == .topLeft || corner == .bottomLeft ? margin : screen.width - margin - size.width
                let y = corner == .topLeft || corner == .topRight ? margin : screen.height - margin - size.height
                return Point(x, y)
            }
        }
    }

    /// A measurement: the line, a perpendicular tick at each end, the label on a pill in
    /// the middle (the pill hides the line under it so the number stays readable), moved
    /// inside the screen where the middle is near an edge or past it.
    private func drawDimension(from: Point, to: Point, label: String, paint: OverlayPaint, screen: Size, ctx: CairoContext) {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        // Perpendicular unit vector; a zero-length span gets vertical ticks.
        let normal = length > 1e-9 ? Point(-dy / length, dx / length) : Point(0, 1)
        let tick = 5.0
        ctx.polyline([from, to], closed: false)
        for end in [from, to] {
            ctx.polyline([end + normal * tick, end - normal * tick], closed: false)
        }
        ctx.stroke(paint.stroke, width: paint.lineWidth, dash: paint.dash)
        let middle = Point((from.x + to.x) / 2, (from.y + to.y) / 2)
        pill(label, font: OverlayPaint.labelFont, paint: paint, ctx: ctx) { size in
            func inside(_ p: Point) -> Point {
                Point(min(max(0, p.x), screen.width - size.width), min(max(0, p.y), screen.height - size.height))
            }
            let centered = Point(middle.x - size.width / 2, middle.y - size.height / 2)
            let placed = inside(centered)
            let level = abs(normal.y) >= abs(normal.x)
            let covered = level ? abs(dx) < size.width + 8 : abs(dy) < size.height + 8
            guard placed != centered || covered else { return placed }
            // A pill moved in from an edge, or longer than its line, would hide what little
            // of the line shows: it goes beside the line instead (above or below a level
            // line, left or right of an upright one).
            let side = level ? Point(0, (placed != centered ? -1 : 1) * (size.height / 2 + 4))
                             : Point((placed != centered ? -1 : 1) * (size.width / 2 + 4), 0)
            return inside(placed + side)
        }
    }

    private func dot(at p: Point, radius: Double, color: Color, ctx: CairoContext) {
        ctx.roundedRect(Rect(p.x - radius, p.y - radius, 2 * radius, 2 * radius), radius: radius)
        ctx.fill(color)
    }

    /// A single line of `text` on a rounded pill; `place` maps the pill's size to its
    /// top-left corner.
    private func pill(_ text: String, font: FontDescriptor, paint: OverlayPaint, ctx: CairoContext,
                      place: (Size) -> Point) {
        let layout = self.text.layout(text, font: font, maxWidth: nil, numberOfLines: 1)
        let padX = font.size * 0.5, padY = font.size * 0.2
        let size = Size(layout.exactSize.width + 2 * padX, layout.exactSize.height + 2 * padY)
        let rect = Rect(origin: place(size), size: size)
        ctx.roundedRect(rect, radius: size.height / 2)
        ctx.fill(paint.fill)
        drawLines(layout, in: rect, alignment: .center, color: paint.textColor, ctx: ctx)
    }
}
