import CCairo
import CPNG

/// Render: the only code that touches cairo and libpng pointers.
///
/// Data flows one way: the pipeline builds `Scene` values (views as `SceneNode`s,
/// debugging drawings as `Overlay`s) → `Renderer.render` draws one into a `PixelImage`
/// (premultiplied ARGB32) → `PNGEncoder` (one frame), `FrameEncoder` (a sequence on
/// every core, repeats not re-encoded), `APNGWriter` (an animated PNG) or `ContactSheet`
/// (a grid of frames) turn images into files' bytes. `TextEngine` measures label text
/// for the layout engine with the same fonts and line breaking the renderer draws with.
public enum RenderModule {
    /// The linked cairo and libpng versions, for `--version` and bug reports.
    public static var libraryVersions: String {
        "cairo \(String(cString: cairo_version_string())), libpng \(String(cString: png_get_libpng_ver(nil)))"
    }
}
