import Geometry

/// Text broken into lines and placed in a block, in points from the block's top-left.
/// Both measurement (`TextEngine.measure`) and drawing use this, so the size a label
/// reports is exactly the box its glyphs are drawn in.
struct TextLayout {
    struct Line {
        var text: String
        var width: Double
        /// Baseline measured from the top of the block.
        var baseline: Double
    }
    var lines: [Line]
    /// Whether the text was cut short: the last line ends in an added "…".
    var isTruncated = false
    var font: ScaledFont
    /// Unrounded size: widest line × (line count × line height).
    var exactSize: Size

    /// UILabel's intrinsic size: ceil'ed in both axes.
    var size: Size { Size(exactSize.width.rounded(.up), exactSize.height.rounded(.up)) }

    var metrics: TextMetrics {
        // The block is centred vertically in its ceil'ed height, as UILabel draws it.
        let offset = (size.height - exactSize.height) / 2
        return TextMetrics(size: size,
                           firstBaseline: offset + (lines.first?.baseline ?? font.ascent),
                           lastBaseline: offset + (lines.last?.baseline ?? font.ascent),
                           lines: lines.map(\.text))
    }
}
