import Geometry

extension Renderer {
    /// UISlider: a 4 pt track across the bounds, the tint left of the thumb and
    /// `systemFill` right of it, and a white 28 pt thumb whose centre runs from one radius
    /// in to one radius short of the end.
    func drawSlider(_ s: SliderContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        let d = ControlMetrics.sliderThumbDiameter, h = ControlMetrics.sliderTrackHeight
        let x = bounds.minX + d / 2 + s.fraction * max(0, bounds.width - d)
        let track = Rect(bounds.minX, bounds.midY - h / 2, bounds.width, h)
        ctx.roundedRect(track, radius: h / 2)
        ctx.fill((s.maximumTrackTintColor ?? ControlPalette.systemFill).resolved(for: style))
        ctx.roundedRect(Rect(track.minX, track.minY, max(0, x - track.minX), h), radius: h / 2)
        ctx.fill((s.minimumTrackTintColor ?? ControlPalette.systemBlue).resolved(for: style))
        let thumb = Rect(x - d / 2, bounds.midY - d / 2, d, d)
        drawShadow(under: thumb, radius: d / 2, ctx: ctx)
        ctx.roundedRect(thumb, radius: d / 2)
        ctx.fill(ControlPalette.thumb.resolved(for: style))
    }

    /// UIStepper: a rounded 94 × 32 pt fill split by a hairline, "−" and "+" in `label`
    /// (in `tertiaryLabel` at the end of the range), at the top-left of the bounds.
    func drawStepper(_ s: StepperContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        let size = ControlMetrics.stepperSize
        let r = Rect(bounds.minX, bounds.minY, size.width, size.height)
        ctx.roundedRect(r, radius: 8)
        ctx.fill(ControlPalette.tertiarySystemFill.resolved(for: style))
        ctx.polyline([Point(r.midX, r.minY + 7), Point(r.midX, r.maxY - 7)], closed: false)
        ctx.stroke(ControlPalette.separator.resolved(for: style), width: 1)
        let arm = 7.0, width = 1.5
        let minus = Point(r.minX + r.width / 4, r.midY), plus = Point(r.maxX - r.width / 4, r.midY)
        ctx.polyline([Point(minus.x - arm, minus.y), Point(minus.x + arm, minus.y)], closed: false)
        ctx.stroke((!s.canDecrement ? ControlPalette.tertiaryLabel : ControlPalette.label).resolved(for: style), width: width, roundCaps: true)
        ctx.polyline([Point(plus.x - arm, plus.y), Point(plus.x + arm, plus.y)], closed: false)
        ctx.polyline([Point(plus.x, plus.y - arm), Point(plus.x, plus.y + arm)], closed: false)
        ctx.stroke((!s.canIncrement ? ControlPalette.tertiaryLabel : ControlPalette.label).resolved(for: style), width: width, roundCaps: true)
    }

    /// UIProgressView: the track across the bounds and the tint over `progress` of it,
    /// both as tall as the style (rounded for the default style, square for `bar`).
    func drawProgressView(_ p: ProgressViewContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        let rounded = p.progressViewStyle == .default
        let radius = rounded ? bounds.height / 2 : 0
        ctx.roundedRect(bounds, radius: radius)
        ctx.fill((p.trackTintColor ?? ControlPalette.systemFill).resolved(for: style))
        let filled = bounds.width * p.progress
        guard filled > 0 else { return }
        ctx.roundedRect(Rect(bounds.minX, bounds.minY, filled, bounds.height), radius: radius)
        ctx.fill((p.progressTintColor ?? ControlPalette.systemBlue).resolved(for: style))
    }
}
