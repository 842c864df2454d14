import Foundation
import Geometry

/// UIKit's fixed colours (their documented component values) and the system colours,
/// dynamic, with Apple's light and dark values (`SystemColor`, the one table of them): a
/// view draws the value of the appearance it is in.
extension UIColor {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a))
    }
    private static func white(_ w: Double, _ a: Double = 1) -> UIColor { UIColor(Color(red: w, green: w, blue: w, alpha: a)) }

    public static let black = white(0)
    public static let darkGray = white(1.0 / 3)
    public static let lightGray = white(2.0 / 3)
    public static let white = white(1)
    public static let gray = white(0.5)
    public static let red = rgb(255, 0, 0)
    public static let green = rgb(0, 255, 0)
    public static let blue = rgb(0, 0, 255)
    public static let cyan = rgb(0, 255, 255)
    public static let yellow = rgb(255, 255, 0)
    public static let magenta = rgb(255, 0, 255)
    public static let orange = rgb(255, 127.5, 0)
    public static let purple = rgb(127.5, 0, 127.5)
    public static let brown = rgb(153, 102, 51)
    public static let clear = white(0, 0)

    public static let systemRed = system(.systemRed)
    public static let systemOrange = system(.systemOrange)
    public static let systemYellow = system(.systemYellow)
    public static let systemGreen = system(.systemGreen)
    public static let systemMint = system(.systemMint)
    public static let systemTeal = system(.systemTeal)
    public static let systemCyan = system(.systemCyan)
    public static let systemBlue = system(.systemBlue)
    public static let systemIndigo = system(.systemIndigo)
    public static let systemPurple = system(.systemPurple)
    public static let systemPink = system(.systemPink)
    public static let systemBrown = system(.systemBrown)
    public static let systemGray = system(.systemGray)
    public static let systemGray2 = system(.systemGray2)
    public static let systemGray3 = system(.systemGray3)
    public static let systemGray4 = system(.systemGray4)
    public static let systemGray5 = system(.systemGray5)
    public static let systemGray6 = system(.systemGray6)
    public static let systemBackground = system(.systemBackground)
    public static let secondarySystemBackground = system(.secondarySystemBackground)
    public static let tertiarySystemBackground = system(.tertiarySystemBackground)
    public static let systemGroupedBackground = system(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = system(.tertiarySystemGroupedBackground)
    public static let label = system(.label)
    public static let secondaryLabel = system(.secondaryLabel)
    public static let tertiaryLabel = system(.tertiaryLabel)
    public static let quaternaryLabel = system(.quaternaryLabel)
    public static let placeholderText = system(.placeholderText)
    public static let separator = system(.separator)
    public static let opaqueSeparator = system(.opaqueSeparator)
    public static let link = system(.link)
    public static let systemFill = system(.systemFill)
    public static let secondarySystemFill = system(.secondarySystemFill)
    public static let tertiarySystemFill = system(.tertiarySystemFill)
    public static let quaternarySystemFill = system(.quaternarySystemFill)
    /// The app's tint colour: the system blue unless an app sets its own.
    public static let tintColor = system(.systemBlue)
    /// Light text on dark backgrounds and dark text on light ones, in every appearance.
    public static let lightText = white(1, 0.6)
    public static let darkText = white(0)

    private static func system(_ c: SystemColor) -> UIColor { UIColor(dynamic: c.color) }
}
