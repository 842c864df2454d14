@_implementationOnly import CPNG
import Foundation

extension PNGDecoder {
    /// Decodes a 16-bit PNG to 8-bit RGBA exactly as Pillow's `Image.open(…).convert("RGBA")`
    /// does (checked against Pillow 13 by `PNGDecoderPillowTests`), since diffs are compared
    /// with references made by Pillow-based tools:
    /// - RGB, RGBA and grey+alpha keep the high byte of each sample (`v >> 8`);
    /// - grey is clipped, not scaled: `min(v, 255)` (Pillow opens it as 32-bit integers);
    /// - a tRNS colour makes a pixel transparent (colour kept) when the 8-bit result equals
    ///   the tRNS value's low byte, channel by channel;
    /// - gamma, sBIT and colour profiles are ignored, as Pillow ignores them.
    /// libpng's simplified API instead treats 16-bit data as linear light and converts it
    /// to sRGB, which moves most values.
    static func decodeSixteenBit(_ file: UnsafeRawBufferPointer, layout: Layout, path: String) throws -> Image {
        let raw = try inflate(file, layout: layout, path: path)
        let width = layout.width, channels = layout.channels
        var rgba = [UInt8](repeating: 0, count: width * layout.height * 4)
        let key = transparentKey(layout)
        try raw.withUnsafeBufferPointer { raw in
            try rgba.withUnsafeMutableBufferPointer { out in
                var rowStart = 0
                var previous = [UInt8](), current = [UInt8]()
                for pass in layout.passes {
                    let stride = pass.width * channels * 2
                    previous = [UInt8](repeating: 0, count: stride)
                    for y in 0..<pass.height {
                        current = Array(raw[(rowStart + 1)..<(rowStart + 1 + stride)])
                        guard raw[rowStart] <= 4 else {
                            throw PNGDecodingError(path: path, reason: "the image data is damaged (row filter \(raw[rowStart]) "
                                                   + "at byte \(rowStart) of the inflated data)")
                        }
                        unfilter(&current, previous: previous, type: raw[rowStart], bytesPerPixel: channels * 2)
                        for x in 0..<pass.width {
                            let s = x * channels * 2
                            let o = ((pass.y0 + y * pass.dy) * width + pass.x0 + x * pass.dx) * 4
                            pixel(current, at: s, colorType: layout.colorType, key: key, into: out, at: o)
                        }
                        swap(&previous, &current)
                        rowStart += 1 + stride
                    }
                }
            }
        }
        return Image(width: width, height: layout.height, rgba: rgba)
    }

    /// One pixel's samples (big-endian 16-bit) to straight RGBA8, by Pillow's rules.
    @inline(__always)
    private static func pixel(_ row: [UInt8], at s: Int, colorType: Int, key: [UInt8]?,
                              into out: UnsafeMutableBufferPointer<UInt8>, at o: Int) {
        switch colorType {
        case 0:
            let v = row[s] == 0 ? row[s + 1] : 255
            out[o] = v; out[o + 1] = v; out[o + 2] = v
            out[o + 3] = key?[0] == v ? 0 : 255
        case 2:
            out[o] = row[s]; out[o + 1] = row[s + 2]; out[o + 2] = row[s + 4]
            out[o + 3] = key.map { $0[0] == row[s] && $0[1] == row[s + 2] && $0[2] == row[s + 4] } == true ? 0 : 255
        case 4:
            out[o] = row[s]; out[o + 1] = row[s]; out[o + 2] = row[s]; out[o + 3] = row[s + 2]
        default:
            out[o] = row[s]; out[o + 1] = row[s + 2]; out[o + 2] = row[s + 4]; out[o + 3] = row[s + 6]
        }
    }

    /// The low bytes of the tRNS colour (one for grey, three for RGB), which Pillow
    /// compares with the pixel's 8-bit result.
    private static func transparentKey(_ layout: Layout) -> [UInt8]? {
        guard let t = layout.transparency else { return nil }
        if layout.colorType == 0, t.count >= 2 { return [t[1]] }
        if layout.colorType == 2, t.count >= 6 { return [t[1], t[3], t[5]] }
        return nil
    }

    /// Reverses a row's PNG filter in place (filters 1–4 predict from the left pixel, the
    /// row above, both averaged, or Paeth's choice of the three).
    private static func unfilter(_ row: inout [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel bpp: Int) {
        switch type {
        case 1: for i in bpp..<max(bpp, row.count) { row[i] &+= row[i - bpp] }
        case 2: for i in row.indices { row[i] &+= previous[i] }
        case 3:
            for i in row.indices {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                row[i] &+= UInt8((left + Int(previous[i])) / 2)
            }
        case 4:
            for i in row.indices {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default: break
        }
    }

    /// The IDAT chunks' zlib stream, inflated into exactly `layout.rawByteCount` bytes.
    /// A stream that ends early or breaks off is an error naming how far it got.
    private static func inflate(_ file: UnsafeRawBufferPointer, layout: Layout, path: String) throws -> [UInt8] {
        let expected = layout.rawByteCount
        var raw = [UInt8](repeating: 0, count: expected)
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGDecodingError(path: path, reason: "zlib cannot start")
        }
        defer { inflateEnd(&stream) }
        var ended = false
        try raw.withUnsafeMutableBufferPointer { out in
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(out.count)
            for range in layout.imageData where !ended && stream.avail_out > 0 {
                stream.next_in = UnsafeMutablePointer(mutating: file.baseAddress!.advanced(by: range.lowerBound)
                    .assumingMemoryBound(to: Bytef.self))
                stream.avail_in = uInt(range.count)
                while stream.avail_in > 0 && stream.avail_out > 0 {
                    let status = CPNG.inflate(&stream, Z_NO_FLUSH)
                    if status == Z_STREAM_END { ended = true; break }
                    guard status == Z_OK else {
                        let detail = stream.msg.map { String(cString: $0) } ?? "status \(status)"
                        throw PNGDecodingError(path: path, reason: "the image data is damaged (zlib: \(detail))")
                    }
                }
            }
        }
        let produced = expected - Int(stream.avail_out)
        guard produced == expected else {
            throw PNGDecodingError(path: path, reason: "truncated: the image data stops after \(produced) of the \(expected) bytes "
                                   + "the header declares")
        }
        return raw
    }
}
