import Foundation

/// WCAG 2's contrast between colours (Success Criterion 1.4.3): relative luminance from
/// the sRGB components, and the ratio (L1 + 0.05) / (L2 + 0.05) of the lighter to the
/// darker, from 1:1 to 21:1. Alpha is not part of it: composite first (`over`).
extension Color {
    /// WCAG's relative luminance: each component linearised (c / 12.92 up to 0.04045,
    /// ((c + 0.055) / 1.055)^2.4 above), weighted 0.2126 R + 0.7152 G + 0.0722 B.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio with `other` (1…21; the order does not matter).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour drawn at `opacity` (times its own alpha) over an opaque `background`:
    /// the opaque colour that shows.
    public func over(_ background: Color, opacity: Double = 1) -> Color {
        let a = max(0, min(1, alpha * opacity))
        return Color(red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
                     blue: blue * a + background.blue * (1 - a))
    }
}
