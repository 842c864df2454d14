@_implementationOnly import CCairo
import Geometry

extension CairoContext {
    /// Draws `image` scaled into `rect` (points) with cairo's best filter; with a `tint`,
    /// the image's alpha only, filled with the tint (a template image). The pixels are
    /// copied into a temporary surface that is released before returning.
    func drawImage(_ image: PixelImage, in rect: Rect, tint: Color? = nil) {
        var pixels = image.pixels
        pixels.withUnsafeMutableBufferPointer { buffer in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(raw, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                              Int32(image.height), Int32(image.width * 4))!
            CairoStatus.require(cairo_surface_status(surface), "cairo_image_surface_create_for_data")
            save()
            translate(rect.minX, rect.minY)
            cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
            if let tint {
                setColor(tint)
                let mask = cairo_pattern_create_for_surface(surface)!
                cairo_pattern_set_filter(mask, CAIRO_FILTER_BEST)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BEST)
                cairo_paint(cr)
            }
            restore() // drops the pattern's reference to the surface
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}
