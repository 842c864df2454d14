@_implementationOnly import CCairo
import Geometry

extension Renderer {
    /// Draws a node and its subtree in its parent's coordinates (see `SceneNode`).
    func draw(_ node: SceneNode, in ctx: CairoContext) {
        let matrix = node.matrix
        // A collapsed transform (scale 0) or a non-finite one would put cairo into an
        // error state; UIKit shows nothing for such a view either.
        guard !node.isHidden, node.alpha > 0, abs(matrix.determinant) > 1e-12,
              matrix.array.allSatisfy(\.isFinite) else { return }
        ctx.save()
        ctx.concatenate(matrix)
        ctx.withGroupOpacity(min(1, node.alpha)) {
            let bounds = node.bounds
            if node.backgroundColor.alpha > 0 {
                ctx.roundedRect(bounds, radius: node.cornerRadius)
                ctx.fill(node.backgroundColor)
            }
            if node.content != .plain {
                // The class's own drawing is the layer's contents: clipsToBounds clips it too
                // (an aspect-filled image does not spill out of a clipping image view).
                if node.clipsToBounds {
                    ctx.save()
                    ctx.roundedRect(bounds, radius: node.cornerRadius)
                    ctx.clip()
                    draw(node.content, in: bounds, style: node.userInterfaceStyle, ctx: ctx)
                    ctx.restore()
                } else {
                    draw(node.content, in: bounds, style: node.userInterfaceStyle, ctx: ctx)
                }
            }
            if let text = node.text { draw(text, in: bounds, ctx: ctx) }
            if !node.children.isEmpty {
                ctx.save()
                if node.clipsToBounds {
                    ctx.roundedRect(bounds, radius: node.cornerRadius)
                    ctx.clip()
                }
                for child in node.children { draw(child, in: ctx) }
                ctx.restore()
            }
            if let border = node.border, border.width > 0, border.color.alpha > 0 {
                // CALayer insets the border: its outer edge is the bounds.
                let inset = min(border.width, bounds.width / 2, bounds.height / 2) / 2
                ctx.roundedRect(bounds.insetBy(.uniform(inset)), radius: node.cornerRadius - inset)
                ctx.stroke(border.color, width: 2 * inset)
            }
        }
        ctx.restore()
    }

    /// A label's text, laid out at the bounds' width, centred vertically, clipped to the
    /// bounds (a label's backing store ends at its bounds).
    func draw(_ text: SceneText, in bounds: Rect, ctx: CairoContext) {
        guard let layout = self.text.labelLayout(text, in: bounds) else { return }
        ctx.save()
        ctx.roundedRect(bounds, radius: 0)
        ctx.clip()
        drawLines(layout, in: bounds, alignment: text.alignment, color: text.color, ctx: ctx)
        ctx.restore()
    }

    /// Places each line of `layout` in `rect` (block centred vertically) and draws it.
    func drawLines(_ layout: TextLayout, in rect: Rect, alignment: TextAlignment, color: Color, ctx: CairoContext) {
        for (line, origin) in zip(layout.lines, TextEngine.lineOrigins(layout, in: rect, alignment: alignment)) {
            ctx.show(layout.font.glyphs(for: line.text, origin: Point(origin.x, origin.y + line.baseline)), font: layout.font, color: color)
        }
    }
}
