/// What one pixelmatch comparison found.
///
/// `differingPixels` is the number pixelmatch returns for the same images and options
/// (ignored pixels are never counted); `diffImage` is present when it was asked for.
public struct PixelMatchResult: Equatable, Sendable {
    public var differingPixels: Int
    /// Pixels above the threshold that were judged anti-aliasing and so not counted.
    public var antialiasedPixels: Int
    /// Pixels inside ignore regions, left out of the comparison.
    public var ignoredPixels: Int
    public var totalPixels: Int
    /// Red differences, yellow anti-aliasing, the first image faded underneath.
    public var diffImage: RGBAImage?

    public init(differingPixels: Int, antialiasedPixels: Int, ignoredPixels: Int, totalPixels: Int,
                diffImage: RGBAImage?) {
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.ignoredPixels = ignoredPixels
        self.totalPixels = totalPixels
        self.diffImage = diffImage
    }

    /// Differing pixels as a fraction of all pixels (0 for an empty image).
    public var differingRatio: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }
}
