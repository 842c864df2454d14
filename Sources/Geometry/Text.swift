/// A font request, as `UIFont.systemFont(ofSize:weight:)`, or a Dynamic Type text style
/// (`UIFont.preferredFont(forTextStyle:)`), whose size and weight come from the content
/// size category in force (`resolved(for:)`), or a named family's font. The renderer
/// measures and draws every font from font files it loads by path (the system font's
/// stand-in is Inter, see `Render.SystemFontMetrics`), so that measurements are identical
/// on every machine.
public struct FontDescriptor: Hashable, Sendable {
    /// The nine weights of the system font, lightest first (SF Pro's, CSS 100 … 900).
    public enum Weight: String, CaseIterable, Comparable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// 100 for ultraLight … 900 for black: the OpenType weight class of the face.
        public var weightClass: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }
        public static func < (a: Weight, b: Weight) -> Bool { a.weightClass < b.weightClass }
    }
    public var size: Double
    public var weight: Weight
    /// nil: the system font; otherwise a family the font catalog knows by this name.
    public var family: String?
    /// Non-nil: a Dynamic Type font; `size` and `weight` are the style's at the category
    /// last resolved for.
    public var textStyle: TextStyle?
    public init(size: Double = 17, weight: Weight = .regular, family: String? = nil) {
        self.size = size; self.weight = weight; self.family = family
    }

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

extension FontDescriptor {
    /// The family of animrender's own overlay labels and contact-sheet captions (not a
    /// device's text; Render's `FontCatalog` maps it to DejaVu Sans). Its name starts with
    /// "." so that no user's family (a timeline's `fonts`, `--font-dir`) can take its place.
    public static let toolFamily = ".animrender labels"

    /// The same font at `factor` times the size (`factor` 1: itself).
    public func scaled(by factor: Double) -> FontDescriptor {
        guard factor != 1 else { return self }
        var copy = self
        copy.size *= factor
        return copy
    }
}
