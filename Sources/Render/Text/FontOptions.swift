@_implementationOnly import CCairo

/// The cairo font options every text measurement and drawing uses. They make output
/// byte-identical everywhere and make metrics independent of the render scale:
/// greyscale antialiasing (no subpixel colour fringes), no hinting of outlines, and no
/// rounding of metrics to device pixels.
final class FontOptions: @unchecked Sendable {
    static let deterministic = FontOptions()
    let handle: OpaquePointer // cairo_font_options_t

    private init() {
        guard let options = cairo_font_options_create() else { fatalError("cairo_font_options_create failed") }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        CairoStatus.require(cairo_font_options_status(options), "cairo_font_options_create")
        handle = options
    }

    deinit { cairo_font_options_destroy(handle) }
}
