extension PNGEncoder {
    /// How the scanlines lay out pixels.
    enum Layout { case rgb, rgba, rgbIfOpaque }

    /// The image data of the PNG before compression (PNG spec §7.3): per row, the filter
    /// type byte and the filtered, unpremultiplied pixels; nil when `.rgbIfOpaque` meets
    /// a pixel that is not opaque.
    ///
    /// Built whole because libdeflate compresses one buffer at once. Without a filter,
    /// rows are packed straight into place; otherwise each row is packed into a small
    /// row buffer (in L1 with the row above it) and filtered into place.
    func scanlines(of image: PixelImage, as layout: Layout) -> [UInt8]? {
        let bpp = layout == .rgba ? 4 : 3
        let rowBytes = image.width * bpp, stride = rowBytes + 1
        let filter = options.filter
        var complete = true
        let data = [UInt8](unsafeUninitializedCapacity: stride * image.height) { buffer, count in
            let out = buffer.baseAddress!
            complete = image.pixels.withUnsafeBufferPointer { pixels in
                /// Row y, straight alpha, at `row`; false when `.rgbIfOpaque` must give up.
                func pack(_ y: Int, into row: UnsafeMutablePointer<UInt8>) -> Bool {
                    let source = UnsafeBufferPointer(rebasing: pixels[(y * image.width)..<((y + 1) * image.width)])
                    if layout == .rgba {
                        Unpremultiply.rowRGBA(source, into: row)
                        return true
                    }
                    let alphas = Unpremultiply.rowRGB(source, into: row)
                    return layout == .rgb || alphas == Unpremultiply.opaqueAlpha
                }
                if filter == .none {
                    for y in 0..<image.height {
                        out[y * stride] = 0
                        guard pack(y, into: out + y * stride + 1) else { return false }
                    }
                    return true
                }
                let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * stride)
                defer { rows.deallocate() }
                var current = rows, previous = rows + stride
                previous.initialize(repeating: 0, count: rowBytes)
                for y in 0..<image.height {
                    guard pack(y, into: current) else { return false }
                    filter.filterRow(current, previous: previous, count: rowBytes, bpp: bpp,
                                     into: out + y * stride, scratch: rows + 2 * stride)
                    swap(&current, &previous)
                }
                return true
            }
            count = complete ? stride * image.height : 0
        }
        return complete ? data : nil
    }
}
