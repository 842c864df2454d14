import Geometry
import XCTest

/// Apple's Dynamic Type sizes, typed in per content size category (the transpose of the
/// table in TextStyle.swift, so a slip in either shows): for each category the point sizes
/// of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
/// caption1, caption2.
final class DynamicTypeTests: XCTestCase {
    static let byCategory: [(ContentSizeCategory, [Double])] = [
        (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]
    static let styles: [TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
                                      .footnote, .caption1, .caption2]

    func testEveryStyleAtEveryCategory() {
        XCTAssertEqual(Self.byCategory.map(\.0), ContentSizeCategory.allCases)
        XCTAssertEqual(Self.styles, TextStyle.allCases)
        for (category, sizes) in Self.byCategory {
            for (style, size) in zip(Self.styles, sizes) {
                XCTAssertEqual(style.pointSize(for: category), size, "\(style) at \(category)")
            }
        }
    }

    /// The contract's body column: 14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47, 53.
    func testBodyAsTheContractGivesIt() {
        XCTAssertEqual(ContentSizeCategory.allCases.map { TextStyle.body.pointSize(for: $0) },
                       [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    /// Every style keeps growing through the five accessibility sizes (iOS 11 and later).
    func testEveryStyleScalesAtAccessibilitySizes() {
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        XCTAssertEqual(accessibility.count, 5)
        for style in TextStyle.allCases {
            let sizes = ([.extraExtraExtraLarge] + accessibility).map { style.pointSize(for: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
            XCTAssertEqual(Set(sizes).count, sizes.count, "\(style) grows at every accessibility size")
        }
    }

    func testWeightsAndResolvedFonts() {
        XCTAssertEqual(TextStyle.headline.weight, .semibold)
        XCTAssertEqual(TextStyle.allCases.filter { $0.weight != .regular }, [.headline])
        let headline = FontDescriptor(textStyle: .headline)
        XCTAssertEqual(headline.size, 17)
        let ax3 = headline.resolved(for: .accessibilityExtraLarge)
        XCTAssertEqual(ax3.size, 40)
        XCTAssertEqual(ax3.weight, .semibold)
        XCTAssertEqual(ax3.textStyle, .headline)
        // A fixed font ignores the category.
        XCTAssertEqual(FontDescriptor(size: 15, weight: .bold).resolved(for: .accessibilityExtraLarge), FontDescriptor(size: 15, weight: .bold))
    }
}
