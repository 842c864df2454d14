import Geometry

/// Measures text in proportion to the font size, so sizes can be checked by hand: each
/// character half the point size wide, one line 1.25 × the point size tall, both
/// baselines at the point size.
public struct ScaledTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics {
        TextMetrics(size: Size(Double(text.count) * font.size / 2, font.size * 1.25),
                    firstBaseline: font.size, lastBaseline: font.size, lines: [text])
    }
}
