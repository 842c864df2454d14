// The C libraries are imported implementation-only in every file of Render (none of their
// types is in a public declaration or a stored property of a struct): a module that loads
// Render without depending on it must not need their module maps, which SwiftPM gives only
// to dependents. That module is a third-party package whose `#if canImport(UIKit)` code
// finds the UIKit module in the build's shared Modules folder (swift-snapshot-testing's
// AssertSnapshot.swift does): it imports UIKit, which loads Render.
@_implementationOnly import CCairo
@_implementationOnly import CPNG

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
