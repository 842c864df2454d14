import Geometry

extension Renderer {
    /// UIButton: its image, title and subtitle where `ButtonLayout` puts them in the bounds.
    /// With a configuration, the style's background (a rounded rectangle of the corner
    /// style's radius) and foreground (`ButtonConfiguration.colors`); in the older style,
    /// the title in `titleColor`, else the tint colour (`systemBlue`) for a system button and
    /// white for a custom one, and the image tinted in the tint colour on a system button
    /// (UIKit draws a system button's image as a template), as it is on a custom one. A
    /// configuration draws a symbol in its foreground colour and a PNG as it is.
    func drawButton(_ b: ButtonContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        let layout = b.layout(in: bounds, measuring: text)
        let tint = ControlPalette.systemBlue.resolved(for: style)
        let foreground: Color, imageTint: Color?
        let title: String?, subtitle: String?, image: ViewImage?
        if let c = b.configuration {
            let colors = c.colors(for: style)
            if let background = colors.background, background.alpha > 0 {
                ctx.roundedRect(bounds, radius: min(c.cornerRadius(height: bounds.height), bounds.width / 2, bounds.height / 2))
                ctx.fill(background)
            }
            foreground = colors.foreground
            imageTint = foreground
            title = c.title; subtitle = c.subtitle; image = c.image
        } else {
            foreground = b.titleColor?.resolved(for: style) ?? (b.buttonType == .system ? tint : .white)
            imageTint = b.buttonType == .system ? tint : nil
            title = b.title; subtitle = nil; image = b.image
        }
        if let image, let rect = layout.imageRect {
            drawImage(image, in: rect, tint: imageTint ?? tint, templated: b.configuration == nil && b.buttonType == .system, ctx: ctx)
        }
        if let title, let rect = layout.titleRect { drawTitle(title, font: layout.titleFont, color: foreground, in: rect, ctx: ctx) }
        if let subtitle, let rect = layout.subtitleRect { drawTitle(subtitle, font: layout.subtitleFont, color: foreground, in: rect, ctx: ctx) }
    }
}

extension ButtonConfiguration {
    /// The background (nil: none) and foreground a style draws in `style`'s appearance:
    /// plain none and the tint; tinted the base background (the tint) at
    /// `ControlMetrics.tintedBackgroundAlpha` and the tint; gray `systemGray5` and the tint;
    /// filled the base background (the tint) and white. `baseForegroundColor` and
    /// `baseBackgroundColor` replace the style's colours.
    func colors(for style: UserInterfaceStyle) -> (background: Color?, foreground: Color) {
        let tint = ControlPalette.systemBlue.resolved(for: style)
        let base = baseBackgroundColor?.resolved(for: style)
        let foreground = baseForegroundColor?.resolved(for: style)
        switch self.style.appearance {
        case .filled:
            return (base ?? tint, foreground ?? .white)
        case .tinted:
            let alpha = style == .dark ? ControlMetrics.tintedBackgroundAlpha.dark : ControlMetrics.tintedBackgroundAlpha.light
            let b = base ?? tint
            return (b.withAlpha(b.alpha * alpha), foreground ?? tint)
        case .gray:
            return (base ?? SystemColor.systemGray5.color.resolved(for: style), foreground ?? tint)
        default:
            return (base, foreground ?? tint)
        }
    }
}
