import Geometry
import Overlays

extension Renderer {
    /// Draws one overlay's shape in screen points (its label is drawn by `drawLabel`);
    /// `screen` is the screen's size (ghosts are cut to it).
    func draw(_ overlay: Overlay, screen: Size, in ctx: CairoContext) {
        // A measurement gone wrong upstream (NaN, ∞) is skipped rather than handed to cairo.
        guard overlay.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let paint = OverlayPaint.paint(for: overlay.style)
        switch overlay.shape {
        case .line(let from, let to):
            ctx.polyline([from, to], closed: false)
            ctx.stroke(paint.stroke, width: paint.lineWidth, dash: paint.dash)
            for end in [from, to] { dot(at: end, radius: paint.lineWidth * 1.5, color: paint.stroke, ctx: ctx) }
        case .dimension(let from, let to, _):
            drawDimension(from: from, to: to, paint: paint, ctx: ctx)
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
        case .tag, .badge:
            break   // nothing but a label: see drawLabel
        }
    }

    /// Draws an overlay's leader line, if its label has one: after every shape, before
    /// every label, so a leader never crosses another label.
    func drawLeader(_ overlay: Overlay, in ctx: CairoContext) {
        guard let leader = overlay.pill?.leader, leader.count == 2, leader.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let paint = OverlayPaint.paint(for: overlay.style)
        ctx.polyline(leader, closed: false)
        ctx.stroke(paint.stroke, width: 1, dash: [])
        dot(at: leader[0], radius: 1.5, color: paint.stroke, ctx: ctx)
    }

    /// Draws an overlay's label on its placed pill. Labels go on after every overlay's
    /// shape, so no line drawn later runs across a number.
    func drawLabel(_ overlay: Overlay, scale: Double = 1, in ctx: CairoContext) {
        guard let (text, unscaled) = overlay.labelText, let pill = overlay.pill, pill.rect.array.allSatisfy(\.isFinite),
              overlay.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let layout = self.text.layout(text, font: unscaled.scaled(by: scale), maxWidth: nil, numberOfLines: 1)
        let paint = OverlayPaint.paint(for: overlay.style)
        // The pill hides what is under it, so the text stays readable.
        ctx.roundedRect(pill.rect, radius: pill.rect.height / 2)
        ctx.fill(paint.fill)
        drawLines(layout, in: pill.rect, alignment: .center, color: paint.textColor, ctx: ctx)
    }

    /// A measurement: the line and a perpendicular tick at each end (its label is a pill).
    private func drawDimension(from: Point, to: Point, paint: OverlayPaint, ctx: CairoContext) {
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
    }

    private func dot(at p: Point, radius: Double, color: Color, ctx: CairoContext) {
        ctx.roundedRect(Rect(p.x - radius, p.y - radius, 2 * radius, 2 * radius), radius: radius)
        ctx.fill(color)
    }

}
