/// UIContentSizeCategory: the text size the user picked in Settings (Display & Text Size
/// › Larger Text), smallest first. The five `accessibility…` sizes are the ones behind
/// "Larger Accessibility Sizes". Names are UIKit's Swift names.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// UIKit's default (`.large`).
    public static let `default` = ContentSizeCategory.large

    /// `isAccessibilityCategory`: one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Position in the list, smallest first (the index of the Dynamic Type tables).
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }
}
