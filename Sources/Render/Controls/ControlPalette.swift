import Geometry

/// The colours UIKit draws its controls with when the app sets none, by the name of the
/// system colour UIKit uses (light appearance values, iOS 15–17).
enum ControlPalette {
    static let systemGreen = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1)
    /// The off track of a switch: `systemFill` ((120, 120, 128) at 0.16 over white is
    /// UIKit's #E9E9EB).
    static let switchOffTrack = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    static let thumb = Color.white
    /// The knob's shadow: black at 0.15 below and around it, as UIKit's thumb shadow.
    static let thumbShadow = Color(red: 0, green: 0, blue: 0, alpha: 0.12)
}
