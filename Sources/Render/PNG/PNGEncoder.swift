@_implementationOnly import CPNG

/// Encodes a `PixelImage` to PNG bytes, unpremultiplying on the way (fast paths for
/// opaque and clear pixels), writing RGB when every pixel is opaque. Pure and
/// thread-safe: the same image and options always give the same bytes.
///
/// The image data is compressed by `FlatFrameDeflater` (`.flatUI`: unfiltered rows, made
/// straight from the pixels, about 10× faster than cairo's writer at its size;
/// docs/png-encoding.md) or, for other options, filtered here and compressed by
/// libdeflate; libpng writes the container around it: signature, IHDR, the IDAT chunks
/// and IEND, with their CRCs.
public struct PNGEncoder: Sendable {
    public var options: PNGOptions
    /// The largest IDAT chunk written; the compressed stream is split across as many as
    /// it needs. One chunk per frame in practice; the PNG limit is 2³¹ − 1 bytes, and
    /// an animated PNG's fdAT adds four, so the default stays well inside both.
    var maxChunkLength = 1 << 30

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

    /// The PNG in `layout`, or nil when `.rgbIfOpaque` meets a pixel that is not opaque.
    private func write(_ image: PixelImage, as layout: Layout) -> [UInt8]? {
        let stream: [UInt8]
        if options.compressor == .flatFrame && options.filter == .none {
            guard let zlib = FlatFrameDeflater.zlib(of: image, as: layout) else { return nil }
            stream = zlib
        } else {
            guard let data = scanlines(of: image, as: layout) else { return nil }
            stream = data.withUnsafeBytes { DeflateCompressor(level: options.compressionLevel).zlib($0) }
        }
        let writer = PNGWriteStruct()
        png_set_IHDR(writer.png, writer.info, png_uint_32(image.width), png_uint_32(image.height), 8,
                     layout == .rgba ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        writer.reserve(stream.count + 64)
        png_write_info(writer.png, writer.info)
        stream.withUnsafeBytes { bytes in
            var start = 0
            repeat {
                let end = min(bytes.count, start + maxChunkLength)
                writer.writeChunk("IDAT", UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                start = end
            } while start < bytes.count
        }
        writer.writeChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
        return writer.bytes
    }
}
