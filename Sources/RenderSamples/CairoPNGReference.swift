@_implementationOnly import CCairo
import Render

/// cairo's own PNG writer (`cairo_surface_write_to_png_stream`: libpng defaults, always
/// RGBA for ARGB32 surfaces), kept as the baseline the benchmark and tests compare
/// `PNGEncoder` against. Not used for output, so not in Render: only the benchmark and the
/// tests link it.
public enum CairoPNGReference {
    public static func encode(_ image: PixelImage) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var pixels = image.pixels
        pixels.withUnsafeMutableBufferPointer { buffer in
            let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width))
            precondition(Int(stride) == image.width * 4, "ARGB32 rows are never padded")
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(raw, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                              Int32(image.height), stride)!
            defer { cairo_surface_destroy(surface) }
            require(cairo_surface_status(surface), "cairo_image_surface_create_for_data")
            let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
            require(status, "cairo_surface_write_to_png_stream")
        }
        return sink.bytes
    }

    /// A baseline that cannot be written is a broken benchmark or test, not a user's mistake.
    private static func require(_ status: cairo_status_t, _ operation: String) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        fatalError("cairo failed in \(operation): \(String(cString: cairo_status_to_string(status)))")
    }
}
