import Geometry

extension Renderer {
    /// UIButton (older style): its title on one line, centred in the bounds less
    /// `contentEdgeInsets`, at 15 pt, in `titleColor`, else the tint colour (`systemBlue`)
    /// for a system button and white for a custom one, as UIKit's defaults.
    func drawButton(_ b: ButtonContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        guard let title = b.shownTitle else { return }
        let color = b.titleColor ?? (b.buttonType == .system ? ControlPalette.systemBlue : DynamicColor(.white))
        let content = bounds.insetBy(b.contentEdgeInsets)
        let height = text.measure(title, font: ButtonContent.titleFont, maxWidth: nil, numberOfLines: 1).size.height
        drawTitle(title, font: ButtonContent.titleFont, color: color.resolved(for: style),
                  in: Rect(content.minX, content.midY - height / 2, max(0, content.width), height), ctx: ctx)
    }
}
