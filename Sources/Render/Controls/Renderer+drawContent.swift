import Geometry

extension Renderer {
    /// What a view's class draws inside its bounds (see `ViewContent`): each class's
    /// drawing is in its own file, in the control's coordinates and in the colours of
    /// `style` (the view's appearance).
    func draw(_ content: ViewContent, in bounds: Rect, style: UserInterfaceStyle, ctx: CairoContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        switch content {
        // A scroll view's indicators are drawn over its subviews (`ScrollIndicators`).
        case .plain, .scroll, .collectionView, .collectionViewCell, .collectionReusableView, .table: return
        case .tableCell(let c): drawTableCell(c, in: bounds, style: style, ctx: ctx)
        case .button(let b): drawButton(b, in: bounds, style: style, ctx: ctx)
        case .textField(let t): drawTextField(t, in: bounds, style: style, ctx: ctx)
        case .textView(let t): drawTextView(t, in: bounds, style: style, ctx: ctx)
        case .imageView(let v): drawImageView(v, in: bounds, style: style, ctx: ctx)
        case .switch(let s): drawSwitch(s, in: bounds, style: style, ctx: ctx)
        case .slider(let s): drawSlider(s, in: bounds, style: style, ctx: ctx)
        case .stepper(let s): drawStepper(s, in: bounds, style: style, ctx: ctx)
        case .segmentedControl(let s): drawSegmentedControl(s, in: bounds, style: style, ctx: ctx)
        case .activityIndicatorView(let a): drawActivityIndicator(a, in: bounds, style: style, ctx: ctx)
        case .progressView(let p): drawProgressView(p, in: bounds, style: style, ctx: ctx)
        case .pageControl(let p): drawPageControl(p, in: bounds, style: style, ctx: ctx)
        }
    }

    /// One line of `string` centred in `rect` (clipped to it), as a control draws a title.
    func drawTitle(_ string: String, font: FontDescriptor, color: Color, in rect: Rect, alignment: TextAlignment = .center,
                   ctx: CairoContext) {
        draw(SceneText(string, font: font, color: color, numberOfLines: 1, alignment: alignment), in: rect, ctx: ctx)
    }

    /// An image at `rect`: a bitmap's pixels scaled into it (`templated`: its alpha filled
    /// with `tint`, as UIKit draws a template image), or an SF Symbol's placeholder (a
    /// rounded square outlined in `tint`, with a plus: the symbols' artwork is Apple's).
    func drawImage(_ image: ViewImage, in rect: Rect, tint: Color, templated: Bool = false, ctx: CairoContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        switch image {
        case .bitmap(let b):
            ctx.drawImage(PixelImage(width: b.width, height: b.height, pixels: b.pixels), in: rect, tint: templated ? tint : nil)
        case .symbol:
            let side = min(rect.width, rect.height)
            let inset = rect.insetBy(.uniform(side * 0.08))
            ctx.roundedRect(inset, radius: min(inset.width, inset.height) * 0.22)
            ctx.stroke(tint, width: max(1, side * 0.08))
            ctx.polyline([Point(inset.minX + inset.width * 0.3, inset.midY), Point(inset.maxX - inset.width * 0.3, inset.midY)], closed: false)
            ctx.polyline([Point(inset.midX, inset.minY + inset.height * 0.3), Point(inset.midX, inset.maxY - inset.height * 0.3)], closed: false)
            ctx.stroke(tint, width: max(1, side * 0.08), roundCaps: true)
        case .unloaded:
            return
        }
    }

    /// A soft shadow under a round or rounded shape (a thumb, a selected segment).
    func drawShadow(under rect: Rect, radius: Double, ctx: CairoContext) {
        ctx.roundedRect(rect.offsetBy(dx: 0, dy: 1).insetBy(.uniform(-0.5)), radius: radius + 0.5)
        ctx.fill(ControlPalette.thumbShadow)
    }
}
