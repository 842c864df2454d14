@_implementationOnly import CCairo

/// cairo's own PNG writer (`cairo_surface_write_to_png_stream`: libpng defaults, always
/// RGBA for ARGB32 surfaces), kept as the baseline the benchmark and tests compare
/// `PNGEncoder` against. Not used for output.
public enum CairoPNGReference {
    public static func encode(_ image: PixelImage) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var pixels = image.pixels
        pixels.withUnsafeMutableBufferPointer { buffer in
            let context = try! CairoContext(pixels: buffer, width: image.width, height: image.height)
            let status = cairo_surface_write_to_png_stream(context.surface, { closure, data, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
            CairoStatus.require(status, "cairo_surface_write_to_png_stream")
        }
        return sink.bytes
    }
}
