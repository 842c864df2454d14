extension Unpremultiply {
    /// Opaque pixels: the alpha byte is dropped, colour copied as is.
    static func rowRGB(_ source: UnsafeBufferPointer<UInt32>, into out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for p in source {
            o[0] = UInt8(truncatingIfNeeded: p >> 16)
            o[1] = UInt8(truncatingIfNeeded: p >> 8)
            o[2] = UInt8(truncatingIfNeeded: p)
            o += 3
        }
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
