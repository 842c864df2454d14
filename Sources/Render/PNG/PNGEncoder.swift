import CPNG

/// Encodes a `PixelImage` to PNG bytes with libpng, unpremultiplying on the way (fast
/// paths for opaque and clear pixels), writing RGB when every pixel is opaque. Pure and
/// thread-safe: the same image and options always give the same bytes.
public struct PNGEncoder: Sendable {
    public var options: PNGOptions

    public init(options: PNGOptions = .flatUI) { self.options = options }

    public func encode(_ image: PixelImage) -> [UInt8] {
        switch options.channels {
        case .rgba: return write(image, as: .rgba)!
        case .rgb: return write(image, as: .rgb)!
        case .automatic:
            // Frames are read once, not twice: RGB is written optimistically and the
            // opacity check rides along with the row packing (a separate `isOpaque` pass
            // cost a full read of a multi-megabyte frame). The first non-opaque row
            // abandons that attempt; nearly all frames are opaque, and the others
            // usually show alpha in their first rows.
            return write(image, as: .rgbIfOpaque) ?? write(image, as: .rgba)!
        }
    }

    private enum Layout { case rgb, rgba, rgbIfOpaque }

    /// The PNG in `layout`, or nil when `.rgbIfOpaque` meets a pixel that is not opaque.
    private func write(_ image: PixelImage, as layout: Layout) -> [UInt8]? {
        let hasAlpha = layout == .rgba
        let writer = PNGWriteStruct()
        let png = writer.png, info = writer.info
        png_set_IHDR(png, info, png_uint_32(image.width), png_uint_32(image.height), 8,
                     hasAlpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, Int32(options.compressionLevel))
        png_set_compression_strategy(png, options.strategy.zlibValue)
        png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filter.mask)
        // Fewer, larger IDAT chunks: less per-chunk overhead and fewer sink appends.
        png_set_compression_buffer_size(png, 1 << 17)
        writer.reserve(image.width * image.height / 4)
        png_write_info(png, info)
        let channels = hasAlpha ? 4 : 3
        var row = [UInt8](repeating: 0, count: image.width * channels)
        let complete = image.pixels.withUnsafeBufferPointer { pixels in
            row.withUnsafeMutableBufferPointer { rowBuffer in
                for y in 0..<image.height {
                    let source = UnsafeBufferPointer(rebasing: pixels[(y * image.width)..<((y + 1) * image.width)])
                    if hasAlpha {
                        Unpremultiply.rowRGBA(source, into: rowBuffer.baseAddress!)
                    } else {
                        let alphas = Unpremultiply.rowRGB(source, into: rowBuffer.baseAddress!)
                        if layout == .rgbIfOpaque, alphas != Unpremultiply.opaqueAlpha { return false }
                    }
                    png_write_row(png, rowBuffer.baseAddress)
                }
                return true
            }
        }
        guard complete else { return nil }
        png_write_end(png, nil)
        return writer.bytes
    }
}
