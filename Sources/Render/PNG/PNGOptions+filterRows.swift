import Foundation

extension PNGOptions.Filter {
    /// The filter type as it appears before each scanline (PNG spec §9.2).
    private var typeByte: UInt8 {
        switch self {
        case .none: return 0
        case .sub: return 1
        case .up: return 2
        case .average: return 3
        case .paeth: return 4
        case .adaptive: preconditionFailure("adaptive chooses among the fixed filters")
        }
    }
    private static let fixed: [PNGOptions.Filter] = [.none, .sub, .up, .average, .paeth]

    /// Writes one scanline of the PNG datastream: the filter type byte, then `count`
    /// filtered bytes of `raw`. `previous` is the unfiltered row above (zeros for the
    /// first row, as the spec says); `bpp` is bytes per pixel; `scratch` has room for
    /// `count + 1` bytes (used by `.adaptive` to try each filter).
    func filterRow(_ raw: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bpp: Int,
                   into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        guard self == .adaptive else {
            Self.apply(self, raw, previous, count, bpp, out)
            return
        }
        var best = Int.max
        for filter in Self.fixed {
            Self.apply(filter, raw, previous, count, bpp, scratch)
            let cost = Self.signedMagnitude(scratch + 1, count)
            if cost < best {   // strict: ties keep the lower filter type
                best = cost
                memcpy(out, scratch, count + 1)
            }
        }
    }

    /// Σ|b| over the bytes read as signed: libpng's estimate of how well a row compresses.
    private static func signedMagnitude(_ row: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var sum = 0
        for i in 0..<count { sum += Int(Int8(bitPattern: row[i]).magnitude) }
        return sum
    }

    private static func apply(_ filter: PNGOptions.Filter, _ raw: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>,
                              _ count: Int, _ bpp: Int, _ out: UnsafeMutablePointer<UInt8>) {
        out[0] = filter.typeByte
        let o = out + 1
        let left = min(bpp, count)
        switch filter {
        case .none:
            memcpy(o, raw, count)
        case .sub:
            memcpy(o, raw, left)
            for i in left..<max(left, count) { o[i] = raw[i] &- raw[i - bpp] }
        case .up:
            for i in 0..<count { o[i] = raw[i] &- up[i] }
        case .average:
            for i in 0..<left { o[i] = raw[i] &- up[i] >> 1 }
            for i in left..<max(left, count) { o[i] = raw[i] &- UInt8((UInt16(raw[i - bpp]) + UInt16(up[i])) >> 1) }
        case .paeth:
            // With nothing to the left, a = c = 0 and the predictor is the byte above.
            for i in 0..<left { o[i] = raw[i] &- up[i] }
            for i in left..<max(left, count) { o[i] = raw[i] &- paeth(raw[i - bpp], up[i], up[i - bpp]) }
        case .adaptive:
            preconditionFailure("adaptive chooses among the fixed filters")
        }
    }

    /// The Paeth predictor (PNG spec §9.4): whichever of left, above, upper-left is
    /// closest to left + above − upper-left, ties in that order.
    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
