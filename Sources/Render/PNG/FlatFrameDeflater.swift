@_implementationOnly import CDeflate
import Foundation

/// A deflate encoder made for flat UI frames, the compressor of `PNGOptions.flatUI`:
/// it writes the zlib stream of a frame's unfiltered scanlines straight from the
/// premultiplied pixels, choosing matches by comparing whole pixels instead of hashing
/// every byte as a general compressor does.
///
/// Such frames are mostly rows equal to the row above and runs of one colour, which
/// deflate can express as copies from one row back or one pixel back. Per row:
/// - a row equal to the row above (one `memcmp`) is a copy from one row back, merged
///   with the copies of the rows before it into one long match;
/// - otherwise, left to right, the longest of: the run of pixels equal to the pixel to
///   the left (a copy from one pixel back), the pixels equal to those above (a copy
///   from one row back; at the row's start it covers the filter byte too), and a copy
///   of an earlier pair of pixels found through a small hash table (repeated glyphs
///   and edges; looked up only when the first two give fewer than four pixels); else
///   the pixel's bytes as literals.
/// Rows longer than deflate's 32 KiB window cannot copy from the row above and use
/// only runs, nearby repeats and literals. Blocks are dynamic Huffman codes
/// (`DeflateBlockWriter`). The bytes depend only on the pixels and the layout.
///
/// Matching compares pixels before unpremultiplying: equal premultiplied pixels give
/// equal bytes, so every match is exact (two pixels that differ only before
/// unpremultiplying just miss a match).
enum FlatFrameDeflater {
    private static let hashBits = 14

    /// The zlib stream (RFC 1950) of the image's scanlines (filter type 0, straight
    /// alpha) in `layout`; nil when `.rgbIfOpaque` meets a pixel that is not opaque.
    static func zlib(of image: PixelImage, as layout: PNGEncoder.Layout) -> [UInt8]? {
        let width = image.width, height = image.height
        let bpp = layout == .rgba ? 4 : 3
        let stride = width * bpp + 1
        let rowDistance = stride <= 32768 ? stride : 0 // 0: rows too long to copy from above
        var writer = DeflateBlockWriter(expectedSize: stride * height / 16)
        writer.writeRawByte(0x78) // deflate, 32 KiB window
        writer.writeRawByte(0x01) // fastest, no dictionary; 0x7801 is a multiple of 31
        var adler: UInt32 = 1

        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * stride)
        defer { rows.deallocate() }
        var current = rows, previous = rows + stride
        current[0] = 0; previous[0] = 0
        let table = UnsafeMutablePointer<Int>.allocate(capacity: 1 << hashBits)
        defer { table.deallocate() }
        table.initialize(repeating: -1, count: 1 << hashBits)

        let complete = image.pixels.withUnsafeBufferPointer { buffer -> Bool in
            let pixels = buffer.baseAddress!
            for y in 0..<height {
                let row = pixels + y * width
                let above = row - width
                if y > 0 && rowDistance > 0 && memcmp(row, above, width * 4) == 0 {
                    // `previous` still holds the row above, packed.
                    adler = libdeflate_adler32(adler, previous, stride)
                    writer.match(distance: rowDistance, length: stride)
                    continue
                }
                let source = UnsafeBufferPointer(start: row, count: width)
                if layout == .rgba {
                    Unpremultiply.rowRGBA(source, into: current + 1)
                } else if Unpremultiply.rowRGB(source, into: current + 1) != Unpremultiply.opaqueAlpha && layout == .rgbIfOpaque {
                    return false
                }
                adler = libdeflate_adler32(adler, current, stride)
                let bytes = current + 1

                var x = 0
                if y > 0 && rowDistance > 0 {
                    while x < width && row[x] == above[x] { x += 1 }
                }
                if x > 0 {
                    writer.match(distance: rowDistance, length: 1 + x * bpp)
                } else {
                    writer.literal(0)
                }
                while x < width {
                    let p = row[x]
                    var best = 0, distance = 0
                    if x > 0 && row[x - 1] == p {
                        var n = 1
                        while x + n < width && row[x + n] == p { n += 1 }
                        best = n; distance = bpp
                    }
                    if y > 0 && rowDistance > 0 && above[x] == p && best < width - x {
                        var n = 1
                        while x + n < width && row[x + n] == above[x + n] { n += 1 }
                        if n > best { best = n; distance = rowDistance }
                    }
                    if best < 4 && x + 1 < width {
                        let next = row[x + 1]
                        let h = Int(truncatingIfNeeded: (p &* 0x9E37_79B1 ^ next &* 0x85EB_CA77) >> UInt32(32 - hashBits))
                        let candidate = table[h]
                        let here = y * width + x
                        table[h] = here
                        if candidate >= 0 && pixels[candidate] == p && pixels[candidate + 1] == next {
                            let cy = candidate / width, cx = candidate - cy * width
                            let d = (y - cy) * stride + (x - cx) * bpp
                            if d <= 32768 && cx + 1 < width {
                                var n = 2
                                while x + n < width && cx + n < width && pixels[candidate + n] == row[x + n] { n += 1 }
                                if n > best { best = n; distance = d }
                            }
                        }
                    }
                    if best > 0 {
                        writer.match(distance: distance, length: best * bpp)
                        x += best
                    } else {
                        let b = bytes + x * bpp
                        for k in 0..<bpp { writer.literal(b[k]) }
                        x += 1
                    }
                }
                swap(&current, &previous)
            }
            return true
        }
        guard complete else {
            _ = writer.finish(trailer: [])
            return nil
        }
        return writer.finish(trailer: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
    }
}
