/// pixelmatch (mapbox/pixelmatch 5.x, and its PyPI port `pixelmatch`) in Swift: counts the
/// pixels whose YIQ colour distance exceeds the threshold and that are not anti-aliasing,
/// and paints the diff image with pixelmatch's conventions.
///
/// Promises: for the same RGBA bytes, threshold and anti-aliasing setting, the count equals
/// pixelmatch's. Ignore regions are an addition: their pixels are neither compared nor
/// counted (they are painted faded, like matching pixels) but neighbours still see them
/// when testing for anti-aliasing, so ignoring a region never changes a verdict outside it.
public enum PixelMatch {
    /// Compares `first` with `second`.
    /// - Throws: `ImageDiffError.sizeMismatch` when the sizes differ.
    public static func compare(_ first: RGBAImage, _ second: RGBAImage,
                               options: PixelMatchOptions = PixelMatchOptions(),
                               ignoring regions: [PixelRect] = [],
                               makeDiffImage: Bool = true) throws -> PixelMatchResult {
        guard first.width == second.width, first.height == second.height else {
            throw ImageDiffError.sizeMismatch(first: (first.width, first.height),
                                              second: (second.width, second.height))
        }
        let mask = IgnoreMask(regions: regions, width: first.width, height: first.height)
        // Every output byte is written by the scan, so the buffer need not be zeroed first.
        var output = makeDiffImage
            ? [UInt8](unsafeUninitializedCapacity: first.pixels.count) { _, count in count = first.pixels.count }
            : []
        var counts = PixelCounts()
        first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    var painter = DiffPainter(output: makeDiffImage ? out.baseAddress : nil, options: options)
                    if first.pixels == second.pixels {
                        painter.paintFaded(a.baseAddress, count: first.pixelCount)
                        return
                    }
                    var scan = Scan(a: a.baseAddress!, b: b.baseAddress!, width: first.width,
                                    height: first.height, options: options, painter: painter)
                    counts = mask.map { mask in
                        mask.flags.withUnsafeBufferPointer { scan.run(mask: $0.baseAddress) }
                    } ?? scan.run(mask: nil)
                }
            }
        }
        return PixelMatchResult(differingPixels: counts.differing, antialiasedPixels: counts.antialiased,
                                ignoredPixels: mask?.ignoredCount ?? 0, totalPixels: first.pixelCount,
                                diffImage: makeDiffImage
                                    ? RGBAImage(width: first.width, height: first.height, pixels: output)
                                    : nil)
    }

    struct PixelCounts {
        var differing = 0
        var antialiased = 0
    }

    /// The per-pixel loop over two borrowed buffers; no allocation happens inside it.
    struct Scan {
        let a: UnsafePointer<UInt8>
        let b: UnsafePointer<UInt8>
        let width: Int
        let height: Int
        let options: PixelMatchOptions
        var painter: DiffPainter

        /// `mask`: one byte per pixel, non-zero where the pixel is ignored.
        mutating func run(mask: UnsafePointer<UInt8>?) -> PixelCounts {
            let maxDelta = YIQ.maximumDelta * options.threshold * options.threshold
            let detector = AntialiasingDetector(width: width, height: height)
            // Locals, not stored properties: keeps them in registers across the loop.
            let (a, b, width, height) = (self.a, self.b, self.width, self.height)
            let detectAntialiasing = !options.includeAntialiased
            let (antialiasedColor, differenceColor) = (options.antialiasedColor, options.differenceColor)
            var painter = self.painter
            var counts = PixelCounts()
            for y in 0..<height {
                for x in 0..<width {
                    let index = y &* width &+ x
                    let pos = index &* 4
                    // Identical pixels are the common case: one word compare, no floats.
                    if YIQ.word(a, pos) == YIQ.word(b, pos) || (mask != nil && mask![index] != 0) {
                        painter.paintFaded(a, at: pos)
                        continue
                    }
                    if YIQ.colorDelta(a, pos, b, pos) <= maxDelta {
                        painter.paintFaded(a, at: pos)
                    } else if detectAntialiasing
                                && (detector.isAntialiased(a, x, y, other: b)
                                    || detector.isAntialiased(b, x, y, other: a)) {
                        painter.paint(antialiasedColor, at: pos)
                        counts.antialiased += 1
                    } else {
                        painter.paint(differenceColor, at: pos)
                        counts.differing += 1
                    }
                }
            }
            self.painter = painter
            return counts
        }
    }
}
