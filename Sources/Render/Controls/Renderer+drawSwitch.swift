import Geometry

extension Renderer {
    /// UISwitch (iOS 13 and later): a capsule track, `systemGreen` (or `onTintColor`) when
    /// on and a light fill when off, and a white round knob inset 2 pt, on the right when
    /// on. UIKit draws the switch at its fixed size at the top-left of its bounds, in the
    /// colours of the view's appearance.
    func drawSwitch(_ s: SwitchContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        let size = ControlMetrics.switchSize
        let track = Rect(bounds.minX, bounds.minY, size.width, size.height)
        ctx.roundedRect(track, radius: size.height / 2)
        ctx.fill((s.isOn ? (s.onTintColor ?? ControlPalette.systemGreen) : ControlPalette.switchOffTrack).resolved(for: style))
        let inset = 2.0, diameter = size.height - 2 * inset
        let x = s.isOn ? track.maxX - inset - diameter : track.minX + inset
        let knob = Rect(x, track.minY + inset, diameter, diameter)
        drawShadow(under: knob, radius: diameter / 2, ctx: ctx)
        ctx.roundedRect(knob, radius: diameter / 2)
        ctx.fill((s.thumbTintColor ?? ControlPalette.thumb).resolved(for: style))
    }
}
