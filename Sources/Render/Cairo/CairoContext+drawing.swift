@_implementationOnly import CCairo
import Geometry

/// The drawing vocabulary the renderer needs, in points: paths, paints, state.
extension CairoContext {
    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    func concatenate(_ t: AffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    func scale(_ s: Double) { cairo_scale(cr, s, s) }
    func translate(_ dx: Double, _ dy: Double) { cairo_translate(cr, dx, dy) }
    func rotate(_ radians: Double) { cairo_rotate(cr, radians) }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side,
    /// as CALayer clamps cornerRadius).
    func roundedRect(_ r: Rect, radius: Double) {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        guard radius > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    func polyline(_ points: [Point], closed: Bool) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        if closed { cairo_close_path(cr) }
    }

    func fill(_ color: Color) {
        setColor(color)
        cairo_fill(cr)
    }

    func stroke(_ color: Color, width: Double, dash: [Double] = [], roundCaps: Bool = false) {
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        if roundCaps { cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND) }
        cairo_stroke(cr)
        if roundCaps { cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT) }
    }

    /// A circular arc, clockwise on screen (y down) from `from` to `to` radians.
    func arc(center: Point, radius: Double, from: Double, to: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, radius, from, to)
    }

    func clip() { cairo_clip(cr) }

    /// Draws what `body` draws everywhere but inside `holes` (closed outlines), which keep
    /// what was beneath. (Where two holes overlap, the even-odd rule draws again.)
    ///
    /// The holes are erased from a group rather than clipped out: a clip with holes, on top
    /// of the glass's rounded clip, made cairo 1.16's span compositor fail an assertion
    /// (`get_clip_surface: clip->path`) when a stroke met a hole's fractional edge.
    func drawing(outside holes: [[Point]], _ body: () -> Void) {
        let holes = holes.filter { $0.count >= 3 }
        guard !holes.isEmpty else { return body() }
        cairo_push_group(cr)
        body()
        cairo_new_path(cr)
        for hole in holes { polyline(hole, closed: true) }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_pop_group_to_source(cr)
        // The group was drawn under the clip already; clipping it again would fade the
        // clip's antialiased edge twice.
        cairo_save(cr)
        cairo_reset_clip(cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func paint(_ color: Color) {
        setColor(color)
        cairo_paint(cr)
    }

    /// Draws what `body` draws faded by `alpha` as one layer (group opacity).
    func withGroupOpacity(_ alpha: Double, _ body: () -> Void) {
        guard alpha < 1 else { return body() }
        cairo_push_group(cr)
        body()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// Draws glyphs of `font` in `color`. Glyphs under a millionth of a pixel square on the
    /// canvas draw nothing (a font size of 1e-300 pt is in range): cairo cannot invert their
    /// matrix and would put the whole image in an error state.
    func show(_ glyphs: [cairo_glyph_t], font: ScaledFont, color: Color) {
        guard !glyphs.isEmpty else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let glyphArea = abs(m.xx * m.yy - m.xy * m.yx) * font.size * font.size
        guard glyphArea.isFinite, glyphArea > 1e-12 else { return }
        cairo_set_scaled_font(cr, font.handle)
        setColor(color)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }
}
