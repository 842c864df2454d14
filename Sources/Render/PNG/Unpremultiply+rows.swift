extension Unpremultiply {
    /// The alpha bits of a pixel, and what `rowRGB` returns for a row of opaque pixels.
    static let opaqueAlpha: UInt32 = 0xFF00_0000

    /// Opaque pixels: the alpha byte is dropped, colour copied as is. Four pixels at a
    /// time become three 32-bit stores (this loop is a visible share of encode time).
    /// Returns the alpha bits of all pixels ANDed: `opaqueAlpha` when every pixel is
    /// opaque.
    ///
    /// The AND is its own loop over the row, run first: it vectorises, keeps many cache
    /// lines in flight while the row comes from memory, and leaves the row in L1 for
    /// the scalar packing loop. Per row, not per frame: a frame-wide pass reads 5–11 MB
    /// twice (`animrender-bench png opacity`: the frame-wide pass cost 0.4 ms more per
    /// @3x frame).
    @discardableResult
    static func rowRGB(_ source: UnsafeBufferPointer<UInt32>, into out: UnsafeMutablePointer<UInt8>) -> UInt32 {
        let raw = UnsafeMutableRawPointer(out)
        let blocks = source.count / 4
        var all: UInt32 = opaqueAlpha
        for p in source { all &= p }
        for i in 0..<blocks {
            // 0xAARRGGBB byte-swapped and shifted: R, G, B in memory order, low 24 bits.
            let q0 = source[4 * i].byteSwapped >> 8, q1 = source[4 * i + 1].byteSwapped >> 8
            let q2 = source[4 * i + 2].byteSwapped >> 8, q3 = source[4 * i + 3].byteSwapped >> 8
            let base = 12 * i
            raw.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: base, as: UInt32.self)
            raw.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: base + 4, as: UInt32.self)
            raw.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: base + 8, as: UInt32.self)
        }
        var o = out + 12 * blocks
        for p in source[(4 * blocks)...] {
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
