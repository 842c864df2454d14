/// A colour that may differ between the light and the dark appearance, as UIKit's dynamic
/// colours do (the system colours, asset-catalogue colours with an "Any, Dark" pair,
/// `UIColor { traits in … }`): what is drawn is `resolved(for:)` the style in force where
/// the view is. A fixed colour is the same in both.
public struct DynamicColor: Hashable, Sendable, CustomStringConvertible {
    public var light: Color
    public var dark: Color

    /// The same colour in both appearances.
    public init(_ color: Color) { light = color; dark = color }

    public init(light: Color, dark: Color) { self.light = light; self.dark = dark }

    /// The colour drawn in `style`.
    public func resolved(for style: UserInterfaceStyle) -> Color {
        style == .dark ? dark : light
    }

    /// Whether the two appearances differ.
    public var isDynamic: Bool { light != dark }

    public static let clear = DynamicColor(.clear)
    public static let black = DynamicColor(.black)
    public static let white = DynamicColor(.white)

    /// `#RRGGBB`, or `{light #…, dark #…}` when the appearances differ.
    public var description: String { isDynamic ? "{light \(light.hex), dark \(dark.hex)}" : light.hex }
}

extension Border where Paint == DynamicColor {
    /// The border drawn in `style`.
    public func resolved(for style: UserInterfaceStyle) -> Border<Color> {
        Border<Color>(width: width, color: color.resolved(for: style))
    }
}
