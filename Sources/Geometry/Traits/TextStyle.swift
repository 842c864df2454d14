/// UIFont.TextStyle: the Dynamic Type text styles. A label whose font names a style takes
/// the style's size for the content size category in force (and its weight), and follows
/// changes of the category as `adjustsFontForContentSizeCategory` does.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's weight: headline is semibold, every other style regular (Apple's HIG
    /// typography table; drawn with the system font's face of that weight).
    public var weight: FontDescriptor.Weight { self == .headline ? .semibold : .regular }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`'s point size for `category`.
    ///
    /// The table is Apple's HIG "Dynamic Type sizes" (iOS, iPadOS): columns xSmall …
    /// xxxLarge, then the five accessibility sizes. Where a simulator measurement differs
    /// (caption2 at AX5: 41 on iOS 13.3) the published table wins.
    /// Every style grows through the accessibility sizes (since iOS 11; before, only
    /// body did). Sources in docs/timeline-format.md.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        Self.sizes[self]![category.index]
    }

    private static let sizes: [TextStyle: [Double]] = [
        //            XS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:     [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:     [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:     [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:   [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:       [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:   [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:   [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:   [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
