import Geometry

extension Renderer {
    /// Paints the system's drawing, layer by layer, each in its own coordinates.
    func draw(_ chrome: SystemChrome, in ctx: CairoContext) {
        for layer in chrome.layers {
            ctx.save()
            ctx.concatenate(layer.transform)
            if let clip = layer.clip {
                ctx.roundedRect(clip, radius: 0)
                ctx.clip()
            }
            for shape in layer.shapes { draw(shape, in: ctx) }
            ctx.restore()
        }
    }

    private func draw(_ shape: SystemChrome.Shape, in ctx: CairoContext) {
        switch shape {
        case .fill(let rect, let radius, let color):
            ctx.roundedRect(rect, radius: radius)
            ctx.fill(color)
        case .outline(let rect, let radius, let width, let color):
            let inset = width / 2
            ctx.roundedRect(rect.insetBy(.uniform(inset)), radius: radius - inset)
            ctx.stroke(color, width: width)
        case .arc(let center, let radius, let from, let to, let width, let color):
            ctx.arc(center: center, radius: radius, from: from, to: to)
            ctx.stroke(color, width: width, roundCaps: true)
        case .text(let string, let font, let color, let at, let alignment):
            let layout = text.layout(string, font: font, maxWidth: nil, numberOfLines: 1)
            let size = layout.exactSize
            let left: Double
            switch alignment {
            case .left, .natural: left = at.x
            case .center: left = at.x - size.width / 2
            case .right: left = at.x - size.width
            }
            drawLines(layout, in: Rect(left, at.y - size.height / 2, size.width, size.height), alignment: .left,
                      color: color, ctx: ctx)
        }
    }
}
