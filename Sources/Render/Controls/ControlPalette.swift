import Geometry

/// The colours UIKit draws its controls with when the app sets none, named after the
/// system colour UIKit uses, with its light and dark values (iOS 15–17; `SystemColor`):
/// a control draws them resolved for its view's appearance.
enum ControlPalette {
    /// The default tint colour.
    static let systemBlue = SystemColor.systemBlue.color
    static let systemGreen = SystemColor.systemGreen.color
    static let label = SystemColor.label.color
    static let tertiaryLabel = SystemColor.tertiaryLabel.color
    static let separator = SystemColor.separator.color
    static let systemFill = SystemColor.systemFill.color
    static let tertiarySystemFill = SystemColor.tertiarySystemFill.color
    static let systemGray = SystemColor.systemGray.color
    static let placeholderText = SystemColor.placeholderText.color
    /// A rounded-rect text field's fill (white; #2C2C2E in the dark) and outline.
    static let textFieldBackground = SystemColor.tertiarySystemBackground.color
    static let textFieldBorder = SystemColor.opaqueSeparator.color
    /// A switch's off track: `secondarySystemFill` ((120, 120, 128) at 0.16, UIKit's
    /// #E9E9EB over white; at 0.32 in the dark).
    static let switchOffTrack = SystemColor.secondarySystemFill.color
    /// A segmented control's selected segment: white, and #636366 in the dark.
    static let selectedSegment = DynamicColor(light: .white, dark: Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
    /// An activity indicator's spokes: a grey, the same in both appearances.
    static let activityIndicator = DynamicColor(Color(red: 0.56, green: 0.56, blue: 0.58))
    /// A switch's and a slider's thumb: white in both appearances.
    static let thumb = DynamicColor(.white)
    /// The soft shadow under a switch's or slider's thumb and a selected segment.
    static let thumbShadow = Color(red: 0, green: 0, blue: 0, alpha: 0.12)
}
