/// The knobs of a pixelmatch comparison, with pixelmatch's defaults and meanings.
///
/// `threshold` is the matching threshold from 0 to 1 (smaller is more sensitive); it is
/// squared and scaled by the largest possible YIQ distance, exactly as pixelmatch does.
public struct PixelMatchOptions: Equatable, Sendable {
    /// An opaque colour used to paint diff images.
    public struct PaintColor: Equatable, Sendable {
        public var r: UInt8, g: UInt8, b: UInt8
        public init(r: UInt8, g: UInt8, b: UInt8) { self.r = r; self.g = g; self.b = b }
    }

    public var threshold: Double
    /// When true, anti-aliasing detection is off and such pixels count as differences
    /// (pixelmatch's `includeAA`).
    public var includeAntialiased: Bool
    /// Opacity of the faded original under the diff marks (pixelmatch's `alpha`).
    public var fadeAlpha: Double
    /// Pixels that differ (pixelmatch's `diffColor`, red).
    public var differenceColor: PaintColor
    /// Pixels that differ only by anti-aliasing (pixelmatch's `aaColor`, yellow).
    public var antialiasedColor: PaintColor

    public init(threshold: Double = 0.1, includeAntialiased: Bool = false, fadeAlpha: Double = 0.1,
                differenceColor: PaintColor = PaintColor(r: 255, g: 0, b: 0),
                antialiasedColor: PaintColor = PaintColor(r: 255, g: 255, b: 0)) {
        self.threshold = threshold
        self.includeAntialiased = includeAntialiased
        self.fadeAlpha = fadeAlpha
        self.differenceColor = differenceColor
        self.antialiasedColor = antialiasedColor
    }
}
