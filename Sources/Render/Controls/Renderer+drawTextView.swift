import Geometry

extension Renderer {
    /// UITextView: its text wrapped from the top inside `textContainerInset` and the line
    /// fragment padding, in `textColor` or `label`, clipped to the bounds; `natural`
    /// alignment as the frame resolved it (left when unresolved). No caret or selection.
    func drawTextView(_ t: TextViewContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        guard !t.text.isEmpty else { return }
        let inset = t.textContainerInset, pad = t.lineFragmentPadding
        let area = bounds.insetBy(EdgeInsets(top: inset.top, left: inset.left + pad, bottom: inset.bottom, right: inset.right + pad))
        guard area.width > 0 else { return }
        let height = text.measure(t.text, font: t.font, maxWidth: area.width, numberOfLines: 0).size.height
        let color = (t.textColor ?? ControlPalette.label).resolved(for: style)
        ctx.save()
        ctx.roundedRect(bounds, radius: 0)
        ctx.clip()
        draw(SceneText(t.text, font: t.font, color: color, numberOfLines: 0, alignment: t.drawnAlignment),
             in: Rect(area.minX, area.minY, area.width, height), ctx: ctx)
        ctx.restore()
    }
}
