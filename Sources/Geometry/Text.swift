/// A font request, as `UIFont.systemFont(ofSize:weight:)`, or a Dynamic Type text style
/// (`UIFont.preferredFont(forTextStyle:)`), whose size and weight come from the content
/// size category in force (`resolved(for:)`). animrender draws every font with DejaVu
/// Sans (loaded by file) so that measurements are identical on every machine.
public struct FontDescriptor: Hashable, Sendable {
    public enum Weight: String, CaseIterable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// Whether the bold face is used (DejaVu ships regular and bold only).
        public var isBold: Bool { [.semibold, .bold, .heavy, .black].contains(self) }
    }
    public var size: Double
    public var weight: Weight
    /// Non-nil: a Dynamic Type font; `size` and `weight` are the style's at the category
    /// last resolved for.
    public var textStyle: TextStyle?
    public init(size: Double = 17, weight: Weight = .regular) { self.size = size; self.weight = weight }

    /// `UIFont.preferredFont(forTextStyle:)` at the default category (large).
    public init(textStyle: TextStyle, category: ContentSizeCategory = .default) {
        self.init(size: textStyle.pointSize(for: category), weight: textStyle.weight)
        self.textStyle = textStyle
    }

    /// The font a label shows at `category`: a text style takes its size and weight for
    /// the category; a fixed font stays as it is.
    public func resolved(for category: ContentSizeCategory) -> FontDescriptor {
        guard let textStyle else { return self }
        return FontDescriptor(textStyle: textStyle, category: category)
    }
}

/// The measured layout of a text block. Baselines are measured from the block's top.
public struct TextMetrics: Hashable, Sendable {
    /// The size UILabel reports as `intrinsicContentSize`: ceil'ed width of the widest
    /// line and ceil'ed height of the lines.
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The text broken into the lines that are shown (after wrapping and truncation).
    public var lines: [String]
    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lines: [String]) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline; self.lines = lines
    }
}

/// Measures text the way UILabel does. `maxWidth` nil means one unbounded line per
/// explicit line break; `numberOfLines` 0 means no limit.
public protocol TextMeasuring {
    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int) -> TextMetrics
}
