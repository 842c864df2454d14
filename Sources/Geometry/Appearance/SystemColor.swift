/// UIKit's system colours, by their UIKit names, with Apple's light and dark values
/// (iOS 15–17: the Human Interface Guidelines' "Color" tables for the tint colours and
/// greys; the UI element colours — labels, fills, backgrounds, separators — as UIKit
/// resolves them). A timeline names them as colours (`"backgroundColor": "systemBackground"`);
/// the Swift API's `UIColor.systemBlue` … are these values. The one table of them.
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    // Label colours.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    // Separators.
    case separator, opaqueSeparator
    // Backgrounds, plain and grouped.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    // Fills.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    // Tint colours.
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
    case systemIndigo, systemPurple, systemPink, systemBrown
    // Greys.
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The colour in each appearance.
    public var color: DynamicColor {
        switch self {
        case .label: return pair(rgb(0, 0, 0), rgb(255, 255, 255))
        case .secondaryLabel: return pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
        case .tertiaryLabel: return pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
        case .quaternaryLabel: return pair(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.18))
        case .placeholderText: return pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
        case .link: return pair(rgb(0, 122, 255), rgb(9, 132, 255))
        case .separator: return pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
        case .opaqueSeparator: return pair(rgb(198, 198, 200), rgb(56, 56, 58))
        case .systemBackground: return pair(rgb(255, 255, 255), rgb(0, 0, 0))
        case .secondarySystemBackground: return pair(rgb(242, 242, 247), rgb(28, 28, 30))
        case .tertiarySystemBackground: return pair(rgb(255, 255, 255), rgb(44, 44, 46))
        case .systemGroupedBackground: return pair(rgb(242, 242, 247), rgb(0, 0, 0))
        case .secondarySystemGroupedBackground: return pair(rgb(255, 255, 255), rgb(28, 28, 30))
        case .tertiarySystemGroupedBackground: return pair(rgb(242, 242, 247), rgb(44, 44, 46))
        case .systemFill: return pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
        case .secondarySystemFill: return pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
        case .tertiarySystemFill: return pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
        case .quaternarySystemFill: return pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
        case .systemRed: return pair(rgb(255, 59, 48), rgb(255, 69, 58))
        case .systemOrange: return pair(rgb(255, 149, 0), rgb(255, 159, 10))
        case .systemYellow: return pair(rgb(255, 204, 0), rgb(255, 214, 10))
        case .systemGreen: return pair(rgb(52, 199, 89), rgb(48, 209, 88))
        case .systemMint: return pair(rgb(0, 199, 190), rgb(99, 230, 226))
        case .systemTeal: return pair(rgb(48, 176, 199), rgb(64, 200, 224))
        case .systemCyan: return pair(rgb(50, 173, 230), rgb(100, 210, 255))
        case .systemBlue: return pair(rgb(0, 122, 255), rgb(10, 132, 255))
        case .systemIndigo: return pair(rgb(88, 86, 214), rgb(94, 92, 230))
        case .systemPurple: return pair(rgb(175, 82, 222), rgb(191, 90, 242))
        case .systemPink: return pair(rgb(255, 45, 85), rgb(255, 55, 95))
        case .systemBrown: return pair(rgb(162, 132, 94), rgb(172, 142, 104))
        case .systemGray: return pair(rgb(142, 142, 147), rgb(142, 142, 147))
        case .systemGray2: return pair(rgb(174, 174, 178), rgb(99, 99, 102))
        case .systemGray3: return pair(rgb(199, 199, 204), rgb(72, 72, 74))
        case .systemGray4: return pair(rgb(209, 209, 214), rgb(58, 58, 60))
        case .systemGray5: return pair(rgb(229, 229, 234), rgb(44, 44, 46))
        case .systemGray6: return pair(rgb(242, 242, 247), rgb(28, 28, 30))
        }
    }

    private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private func pair(_ light: Color, _ dark: Color) -> DynamicColor { DynamicColor(light: light, dark: dark) }
}
