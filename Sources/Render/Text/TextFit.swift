import Geometry

/// A label's text in its bounds: what UILabel draws there (`TextEngine.fit`) and, when it
/// does not fit, what it would need. The truncation checks read this, so they judge
/// exactly what the renderer draws.
public struct TextFit: Hashable, Sendable {
    /// The lines drawn, the last ending in "…" when truncated.
    public var lines: [String]
    /// Each drawn line's width, unrounded.
    public var lineWidths: [Double]
    /// Whether text was cut short.
    public var isTruncated: Bool
    /// The font's line height: each line's height.
    public var lineHeight: Double
    /// When truncated: the width the text needs on one line (a one-line label), or the
    /// widest of its wrapped lines (a multi-line one); 0 when it fits.
    public var neededWidth: Double
    /// The lines the whole text takes at the bounds' width (the drawn count when it fits).
    public var neededLines: Int

    public init(lines: [String], lineWidths: [Double], isTruncated: Bool, lineHeight: Double, neededWidth: Double, neededLines: Int) {
        self.lines = lines; self.lineWidths = lineWidths; self.isTruncated = isTruncated; self.lineHeight = lineHeight
        self.neededWidth = neededWidth; self.neededLines = neededLines
    }

    /// The height of the drawn lines.
    public var shownHeight: Double { Double(lines.count) * lineHeight }
}
