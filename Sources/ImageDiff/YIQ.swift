/// pixelmatch's perceptual colour distance: "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications" (Kotsarenko and Ramos).
///
/// Every expression keeps pixelmatch's operand order so the doubles come out bit-equal:
/// a pixel exactly on the threshold must fall on the same side as in pixelmatch.
enum YIQ {
    /// The largest `colorDelta` possible (black against white); pixelmatch scales the
    /// squared threshold by it.
    static let maximumDelta = 35215.0

    /// Squared YIQ distance between pixel `k` of `a` and pixel `m` of `b` (byte offsets).
    @inline(__always)
    static func colorDelta(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int) -> Double {
        if word(a, k) == word(b, m) { return 0 }
        let (r1, g1, b1) = blendedWithWhite(a, k)
        let (r2, g2, b2) = blendedWithWhite(b, m)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The Y of a pixel blended with white; pixelmatch's `yOnly` delta is the difference
    /// of two of these (0 for identical pixels), so callers can compute a centre pixel's
    /// once for all its neighbours and still get pixelmatch's exact doubles.
    @inline(__always)
    static func blendedLuma(_ p: UnsafePointer<UInt8>, _ k: Int) -> Double {
        let (r, g, b) = blendedWithWhite(p, k)
        return luma(r, g, b)
    }

    /// The four bytes of a pixel as one word, so equality is one comparison.
    @inline(__always)
    static func word(_ p: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
        UnsafeRawPointer(p + offset).loadUnaligned(as: UInt32.self)
    }

    /// Translucent pixels are judged as if drawn over white, as pixelmatch does.
    @inline(__always)
    static func blendedWithWhite(_ p: UnsafePointer<UInt8>, _ k: Int) -> (Double, Double, Double) {
        let r = Double(p[k]), g = Double(p[k + 1]), b = Double(p[k + 2])
        let alpha = p[k + 3]
        if alpha == 255 { return (r, g, b) }
        let a = Double(alpha) / 255
        return (blend(r, a), blend(g, a), blend(b, a))
    }

    @inline(__always)
    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
