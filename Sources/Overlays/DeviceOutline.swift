import Geometry

/// A phone or tablet body drawn around the screen. Its own `rotation` says how the
/// portrait-shaped body sits around the screen (0 for a portrait screen, ±π/2 for a
/// landscape one); to show the device turning, turn the whole screen with
/// `Scene.rotation`. The screen background is clipped to the screen's rounded corners.
/// With `bezel` 0 there is no body: the glass alone, clipping the screen's content (a
/// canvas the screen turns in, drawn without an outline).
public struct DeviceOutline: Hashable, Sendable {
    /// The screen as the device holds it in portrait, in points.
    public var portraitScreenSize: Size
    /// Clockwise, in radians, relative to the screen: 0 for portrait, −π/2 for interface
    /// `landscapeRight` (the notch on the left), π/2 for `landscapeLeft`, π upside down.
    public var rotation: Double
    /// Width of the body around the screen, in points.
    public var bezel: Double
    /// The screen's corner radius (0 for home-button phones; ~40 for notched ones).
    public var screenCornerRadius: Double
    public var color: Color

    public init(portraitScreenSize: Size, rotation: Double = 0, bezel: Double = 14,
                screenCornerRadius: Double = 0, color: Color = Color(red: 0.12, green: 0.12, blue: 0.14)) {
        self.portraitScreenSize = portraitScreenSize; self.rotation = rotation; self.bezel = bezel
        self.screenCornerRadius = screenCornerRadius; self.color = color
    }
}
