import Geometry

/// A phone or tablet body drawn around the screen, turned by `rotation` about the
/// screen's centre so a rotation animation can show the device turning. The screen
/// background is clipped to the screen's rounded corners.
public struct DeviceOutline: Hashable, Sendable {
    /// The screen as the device holds it in portrait, in points.
    public var portraitScreenSize: Size
    /// Clockwise, in radians: 0 portrait, π/2 landscape with the home side on the left.
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
