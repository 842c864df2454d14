import Geometry

/// The colours UIKit draws its controls with when the app sets none, named after the
/// system colour UIKit uses (light-appearance values of iOS 15–17).
enum ControlPalette {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    /// The default tint colour.
    static let systemBlue = rgb(0, 122, 255)
    static let systemGreen = rgb(52, 199, 89)
    static let label = rgb(0, 0, 0)
    static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    static let separator = rgb(60, 60, 67, 0.29)
    static let systemBackground = rgb(255, 255, 255)
    static let systemFill = rgb(120, 120, 128, 0.2)
    static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    /// A switch's off track: `systemFill` at 0.16, UIKit's #E9E9EB over white.
    static let switchOffTrack = rgb(120, 120, 128, 0.16)
    static let thumb = Color.white
    /// The soft shadow under a switch's or slider's thumb and a selected segment.
    static let thumbShadow = rgb(0, 0, 0, 0.12)
}
