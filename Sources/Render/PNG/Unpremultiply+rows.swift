extension Unpremultiply {
    /// The alpha bits of a pixel, and what `rowRGB` returns for a row of opaque pixels.
    static let opaqueAlpha: UInt32 = 0xFF00_0000

    /// Opaque pixels: the alpha byte is dropped, colour copied as is. Four pixels at a
    /// time become three 32-bit stores (this loop is a visible share of encode time).
    /// Returns the alpha bits of all pixels ANDed: `opaqueAlpha` when every pixel is
    /// opaque, so that checking costs no second read of the row.
    @discardableResult
    static func rowRGB(_ source: UnsafeBufferPointer<UInt32>, into out: UnsafeMutablePointer<UInt8>) -> UInt32 {
        let raw = UnsafeMutableRawPointer(out)
        let blocks = source.count / 4
        var all: UInt32 = opaqueAlpha
        for i in 0..<blocks {
            let p0 = source[4 * i], p1 = source[4 * i + 1], p2 = source[4 * i + 2], p3 = source[4 * i + 3]
            all &= p0 & p1 & p2 & p3
            // 0xAARRGGBB byte-swapped and shifted: R, G, B in memory order, low 24 bits.
            let q0 = p0.byteSwapped >> 8, q1 = p1.byteSwapped >> 8
            let q2 = p2.byteSwapped >> 8, q3 = p3.byteSwapped >> 8
            let base = 12 * i
            raw.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: base, as: UInt32.self)
            raw.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: base + 4, as: UInt32.self)
            raw.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: base + 8, as: UInt32.self)
        }
        var o = out + 12 * blocks
        for p in source[(4 * blocks)...] {
            all &= p
            o[0] = UInt8(truncatingIfNeeded: p >> 16)
            o[1] = UInt8(truncatingIfNeeded: p >> 8)
            o[2] = UInt8(truncatingIfNeeded: p)
            o += 3
        }
        return all & opaqueAlpha
    }

    /// Straight RGBA; opaque and fully clear pixels (nearly all of a UI frame) skip the
    /// divisions.
    static func rowRGBA(_ source: UnsafeBufferPointer<UInt32>, into out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for p in source {
            let a = UInt8(truncatingIfNeeded: p >> 24)
            switch a {
            case 255:
                o[0] = UInt8(truncatingIfNeeded: p >> 16)
                o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p)
                o[3] = 255
            case 0:
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
            default:
                o[0] = channel(p >> 16, alpha: a)
                o[1] = channel(p >> 8, alpha: a)
                o[2] = channel(p, alpha: a)
                o[3] = a
            }
            o += 4
        }
    }
}
