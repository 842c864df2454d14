extension PixelImage {
    /// A pixel rectangle: column `x`, row `y`, `width × height`.
    public struct Region: Hashable, Sendable {
        public var x, y, width, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
    }

    /// The smallest region holding every pixel that differs from `other` (same size),
    /// or nil when the two are identical.
    func changedRegion(from other: PixelImage) -> Region? {
        precondition(width == other.width && height == other.height, "compare images of one size")
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where pixels[row + x] != other.pixels[row + x] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = min(minX, first); maxX = max(maxX, last)
            minY = min(minY, y); maxY = y
        }
        guard maxX >= 0 else { return nil }
        return Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels of `region` as an image of their own.
    func cropped(to region: Region) -> PixelImage {
        var out: [UInt32] = []
        out.reserveCapacity(region.width * region.height)
        for y in region.y..<(region.y + region.height) {
            out += pixels[(y * width + region.x)..<(y * width + region.x + region.width)]
        }
        return PixelImage(width: region.width, height: region.height, pixels: out)
    }
}
