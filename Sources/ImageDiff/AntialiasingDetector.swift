/// pixelmatch's anti-aliasing test, after "Anti-aliased Pixel and Intensity Slope
/// Detector" (V. Vysniauskas, 2009), over two borrowed RGBA buffers of one size.
///
/// A pixel counts as anti-aliasing when, among its 8 neighbours:
/// 1. at most 2 have exactly its brightness (image borders count as one such neighbour);
/// 2. there is both a darker and a brighter one; and
/// 3. the darkest or the brightest of them sits in a flat area (3+ identical neighbours)
///    in BOTH images, i.e. it is a solid edge colour this pixel blends between.
/// Neighbours are visited column by column (x outer, y inner) and ties keep the first,
/// so the chosen darkest/brightest neighbour is pixelmatch's.
struct AntialiasingDetector {
    let width: Int
    let height: Int

    /// Whether pixel (x1, y1) of `image` looks like anti-aliasing; `other` is the image it
    /// is compared against.
    func isAntialiased(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int,
                       other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 &* width &+ x1) &* 4
        let centerWord = YIQ.word(image, pos)
        let centerLuma = YIQ.blendedLuma(image, pos)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                // Brightness delta to the neighbour (pixelmatch's colorDelta with yOnly).
                let neighbour = (y &* width &+ x) &* 4
                let delta = YIQ.word(image, neighbour) == centerWord ? 0 : centerLuma - YIQ.blendedLuma(image, neighbour)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its RGBA value (a border
    /// counts as one).
    func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = YIQ.word(image, (y1 &* width &+ x1) &* 4)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if YIQ.word(image, (y &* width &+ x) &* 4) == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
