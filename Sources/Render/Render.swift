import CCairo
import CPNG

/// Render: the only code that touches cairo and libpng pointers.
public enum RenderModule {
    /// The linked cairo and libpng versions, for `--version` and bug reports.
    public static var libraryVersions: String {
        "cairo \(String(cString: cairo_version_string())), libpng \(String(cString: png_get_libpng_ver(nil)))"
    }
}
