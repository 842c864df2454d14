import Geometry

extension Renderer {
    /// UITextField: its border — `roundedRect` a `tertiarySystemBackground` fill with a
    /// 0.5 pt `opaqueSeparator` outline, corners 5 pt; `line` a 1 pt `label` frame; `bezel`
    /// a 1 pt `systemGray` frame; `none` nothing — then the shown line (the text in
    /// `textColor` or `label`, bullets when secure, else the placeholder in
    /// `placeholderText`) vertically centred in the text area, and the clear button (a
    /// `tertiaryLabel` circle with a white cross) at its right end when it shows. A frame
    /// resolves `natural` alignment by the view's layout direction (`ViewContent.shown`);
    /// unresolved, it is drawn as left.
    func drawTextField(_ t: TextFieldContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        typealias M = ControlMetrics
        switch t.borderStyle {
        case .none: break
        case .line, .bezel:
            ctx.roundedRect(bounds.insetBy(.uniform(0.5)), radius: 0)
            ctx.stroke((t.borderStyle == .line ? ControlPalette.label : ControlPalette.systemGray).resolved(for: style), width: 1)
        case .roundedRect:
            ctx.roundedRect(bounds, radius: M.roundedTextFieldCornerRadius)
            ctx.fill(ControlPalette.textFieldBackground.resolved(for: style))
            ctx.roundedRect(bounds.insetBy(.uniform(0.25)), radius: M.roundedTextFieldCornerRadius - 0.25)
            ctx.stroke(ControlPalette.textFieldBorder.resolved(for: style), width: 0.5)
        }
        var area = bounds.insetBy(t.borderInsets)
        if t.showsClearButton {
            let side = M.textFieldClearButtonSide
            let button = Rect(area.maxX - side, bounds.midY - side / 2, side, side)
            drawClearButton(in: button, style: style, ctx: ctx)
            area.size.width = max(0, area.width - side - M.textFieldClearButtonGap)
        }
        guard let (line, isPlaceholder) = t.shownLine, area.width > 0 else { return }
        let color = isPlaceholder ? ControlPalette.placeholderText : (t.textColor ?? ControlPalette.label)
        drawTitle(line, font: t.font, color: color.resolved(for: style), in: area, alignment: t.drawnAlignment, ctx: ctx)
    }

    /// The clear button: a filled circle with a cross, as UIKit's `xmark.circle.fill`.
    private func drawClearButton(in r: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        ctx.roundedRect(r, radius: r.width / 2)
        ctx.fill(ControlPalette.tertiaryLabel.resolved(for: style))
        let k = r.width * 0.28
        ctx.polyline([Point(r.minX + k, r.minY + k), Point(r.maxX - k, r.maxY - k)], closed: false)
        ctx.polyline([Point(r.maxX - k, r.minY + k), Point(r.minX + k, r.maxY - k)], closed: false)
        ctx.stroke(ControlPalette.thumb.resolved(for: style), width: 1.5, roundCaps: true)
    }
}
